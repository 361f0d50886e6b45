import { z } from "zod";
import { ValidationError } from "../errors";
import { type ListSlice, type ListWindow, MAX_PAGE_SIZE } from "../pagination";
import { queryNumber } from "./parse";
import type { RestResult } from "./route";

/**
 * REST lists answer a plain array, as older clients expect. They are still pages: the
 * newest `limit` (default and most 100) from `page` (default 1), with the whole count in
 * X-Total-Count so a client can ask for the next page. (GraphQL pages with cursors instead.)
 */
export const pageQuery = z.object({
  page: queryNumber("Page", { whole: true }),
  limit: queryNumber("Limit", { whole: true }),
});

export function restPage(query: z.infer<typeof pageQuery>): ListWindow {
  const page = query.page ?? 1;
  const limit = query.limit ?? MAX_PAGE_SIZE;
  if (page < 1) throw ValidationError.field("page", "Page must be at least 1");
  if (limit < 1) throw ValidationError.field("limit", "Page size must be at least 1");
  if (limit > MAX_PAGE_SIZE) throw ValidationError.field("limit", `Page size must be at most ${MAX_PAGE_SIZE}`);
  return { after: null, skip: (page - 1) * limit, take: limit };
}

export async function pagedList<T, R>(page: ListSlice<T>, toRest: (items: T[]) => R[] | Promise<R[]>): Promise<RestResult<R[]>> {
  return { body: await toRest(page.items), headers: { "X-Total-Count": String(page.totalCount) } };
}
