import DataLoader from "dataloader";
import type { Services } from "./services";
import type { User } from "./modules/auth/user.entity";

/** Batches per request: each loader turns N lookups in one GraphQL response into one query. */
export interface Loaders {
  userById: DataLoader<string, User | null>;
}

export function createLoaders(services: Services): Loaders {
  return {
    userById: new DataLoader(async (ids) => byIds(ids, await services.auth.findUsersByIds(ids))),
  };
}

/** Orders rows to match the requested ids, as DataLoader requires. */
export function byIds<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}
