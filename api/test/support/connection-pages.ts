import type { TestShop } from "./test-shop";

/**
 * A connection field read page by page: `query` takes `$first: Int, $after: String` (and any
 * other `variables`) and asks `field` (a path such as `product.reviews` for a nested list) for
 * `nodes { ... } totalCount pageInfo { hasNextPage endCursor }`.
 */
interface ConnectionField {
  query: string;
  field: string;
  variables?: Record<string, unknown>;
  token?: string;
}

/**
 * Walks the whole list `first` items at a time, checking every page against the list read in one
 * page of 100: the same items in the same order, the same totalCount on each page, and hasNextPage
 * true exactly until the last. Answers the items.
 */
export async function walkPages<T>(t: TestShop, list: ConnectionField, first: number): Promise<T[]> {
  // A GraphQL answer, read along the field's path.
  const page = async (args: { first: number; after?: string | null }): Promise<any> =>
    list.field.split(".").reduce((data: any, key) => data[key], await t.gqlOk(list.query, { ...list.variables, ...args }, list.token));
  const whole = await page({ first: 100 });
  const walked: T[] = [];
  let after: string | null = null;
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
export async function expectPageSizesRefused(t: TestShop, list: ConnectionField): Promise<void> {
  for (const first of [0, 101]) {
    const res = await t.gql(list.query, { ...list.variables, first }, list.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "first must be between 1 and 100",
      extensions: { code: "BAD_USER_INPUT", kind: "BAD_USER_INPUT", field: "first" },
    });
  }
}
