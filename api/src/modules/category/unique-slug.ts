import type { Repository } from "typeorm";
import { escapeLike } from "../../common/sql";
import { nextFreeSlug } from "../../common/slug";
import { slugify } from "@shop/words/slug";
import { uniqueViolationColumn } from "../../common/postgres-errors";
import { ValidationError } from "../../common/errors";

const ATTEMPTS = 5;

/**
 * Runs `write` with the first free slug for `name` (`tote`, `tote-2`, ...). When another writer
 * takes the same slug between our look and our write, the unique index refuses ours and we look
 * again, so concurrent creates of one name all succeed with different slugs.
 */
async function withFreeSlug<T>(
  repository: Repository<{ id: string; slug: string }>,
  name: string,
  options: { fallback: string; ownId?: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const base = slugify(name) || options.fallback;
  for (let attempt = 1; ; attempt++) {
    const query = repository
      .createQueryBuilder("t")
      .select("t.slug", "slug")
      .where("(t.slug = :base OR t.slug LIKE :pattern)", { base, pattern: `${escapeLike(base)}-%` });
    if (options.ownId) query.andWhere("t.id <> :ownId", { ownId: options.ownId });
    const taken = (await query.getRawMany<{ slug: string }>()).map((r) => r.slug);
    try {
      return await write(nextFreeSlug(base, taken));
    } catch (err) {
      if (attempt < ATTEMPTS && uniqueViolationColumn(err) === "slug") continue;
      throw err;
    }
  }
}

/**
 * Runs `write` with the slug a row is saved under: the handle an admin chose, refused on the field
 * `handle` with `takenMessage` when another row has it; without one, the first free slug built from `name`.
 */
export async function withHandle<T>(
  repository: Repository<{ id: string; slug: string }>,
  handle: string | null,
  name: string,
  options: { fallback: string; ownId?: string; takenMessage: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  if (!handle) return withFreeSlug(repository, name, options, write);
  try {
    return await write(handle);
  } catch (err) {
    if (uniqueViolationColumn(err) === "slug") throw ValidationError.field("handle", options.takenMessage);
    throw err;
  }
}
