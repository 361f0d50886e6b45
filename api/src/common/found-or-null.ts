import { NotFoundError } from "./errors";

/**
 * A single GraphQL lookup's answer: the thing, or null when nothing is found (or it is not visible
 * to the viewer), so one missing item does not blank the rest of the response. REST keeps its 404.
 */
export async function foundOrNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}
