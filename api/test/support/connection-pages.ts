import type { AnyDocument, Present, ResultOf, TestShop, VariablesOf } from "./test-shop";

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

interface Connection<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * A connection field read page by page: `query` takes `$first: Int, $after: String` (and any
 * other `variables`) and asks for `nodes { ... } totalCount pageInfo { hasNextPage endCursor }`,
 * which `connection` takes out of its answer (`(data) => data.product.reviews` for a nested list).
 */
interface ConnectionField<D extends AnyDocument, T> {
  query: D;
  connection: (data: Present<ResultOf<D>>) => Connection<T>;
  variables?: Omit<NonNullable<VariablesOf<D>>, keyof PageArgs>;
  token?: string;
}

/** A list to page through, typed by its query (so `connection` reads the query's answer). */
export const connectionField = <D extends AnyDocument, T>(list: ConnectionField<D, T>): ConnectionField<D, T> => list;

/**
 * Walks the whole list `first` items at a time, checking every page against the list read in one
 * page of 100: the same items in the same order, the same totalCount on each page, and hasNextPage
 * true exactly until the last. Answers the items.
 */
export async function walkPages<D extends AnyDocument, T>(t: TestShop, list: ConnectionField<D, T>, first: number): Promise<T[]> {
  const page = async (args: PageArgs) => list.connection(await t.gqlOk(list.query, withPage(list, args), list.token));
  const whole = await page({ first: 100 });
  const walked: T[] = [];
  let after: string | null | undefined = null;
  for (;;) {
    const next = await page({ first, after });
    expect(next.totalCount).toBe(whole.totalCount);
    expect(next.nodes.length).toBeLessThanOrEqual(first);
    walked.push(...next.nodes);
    expect(next.pageInfo.hasNextPage).toBe(walked.length < whole.totalCount);
    if (!next.pageInfo.hasNextPage) break;
    after = next.pageInfo.endCursor;
  }
  expect(walked).toEqual(whole.nodes);
  expect(walked).toHaveLength(whole.totalCount);
  return walked;
}

/** `first: 0` and `first: 101` are refused with BAD_USER_INPUT naming `first`, as on every list. */
export async function expectPageSizesRefused<D extends AnyDocument, T>(t: TestShop, list: ConnectionField<D, T>): Promise<void> {
  for (const first of [0, 101]) {
    const res = await t.gql(list.query, withPage(list, { first }), list.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "first must be between 1 and 100",
      extensions: { code: "BAD_USER_INPUT", kind: "BAD_USER_INPUT", field: "first" },
    });
  }
}

/** The list's variables with a page's: what its query declares, as it declared them. */
const withPage = <D extends AnyDocument, T>(list: ConnectionField<D, T>, page: PageArgs) =>
  ({ ...list.variables, ...page }) as VariablesOf<D>;
