import type { SignedSession } from "./auth/tokens";
import type { Viewer } from "./auth/viewer";
import type { UnauthenticatedError } from "./errors";

/**
 * The shop's domain services, as `ctx.services` offers them. Declared empty here and filled in by
 * the composition (shop/services.ts, by declaration merging), so this floor names no domain: every
 * domain imports the context, and an import of the services' list from here would tie all of them
 * into one circle (see the floors in CONTRIBUTING.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by shop/services.ts
export interface Services {}

/** Per-request DataLoaders, filled in by shop/loaders.ts the same way. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by shop/loaders.ts
export interface Loaders {}

/** What every GraphQL resolver and REST route gets for one request. */
export interface RequestContext {
  viewer: Viewer | null;
  /** Why a bearer token that was sent proves nobody (expired, tampered); null when fine or absent. */
  tokenProblem: UnauthenticatedError | null;
  /** The bearer token's session when it proves the viewer: logout ends it. */
  session: SignedSession | null;
  /** The caller's address, for rate limits. */
  ip: string;
  /** The web page's origin that sent the request (its Origin header), if any: payments send the shopper back there when the shop allows it. */
  origin: string | null;
  /** The address (scheme and host) the request came in on: a page of this address is the shop's own. */
  servedOn: string | null;
  services: Services;
  /** Per-request DataLoaders, so a page of items costs the same number of queries as one item. */
  loaders: Loaders;
}
