import { z } from "zod";
import { MAX_PAGE_SIZE, Page, PageInput } from "../../common/pagination";
import { validatedInput } from "../../common/validation";
import { queryNumber, withRestFieldNames } from "./parse";
import type { RestResult } from "./route";

/**
 * REST lists answer a plain array, as the spec's clients expect. They are still pages: the
 * newest `limit` (default and most 100) from `page` (default 1), with the whole count in
 * X-Total-Count so a client can ask for the next page.
 */
export const pageQuery = z.object({
  page: queryNumber("Page", { whole: true }),
  limit: queryNumber("Limit", { whole: true }),
});

export function restPage(query: z.infer<typeof pageQuery>): Promise<PageInput> {
  return withRestFieldNames({ pageSize: "limit" }, () => validatedInput(PageInput, { page: query.page ?? 1, pageSize: query.limit ?? MAX_PAGE_SIZE }));
}

export async function pagedList<T, R>(page: Page<T>, toRest: (items: T[]) => R[] | Promise<R[]>): Promise<RestResult> {
  return { body: await toRest(page.items), headers: { "X-Total-Count": String(page.totalCount) } };
}
