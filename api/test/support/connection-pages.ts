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

/** What a list undergoes while a client pages through it: each change runs before the page after it. */
interface ChangesWhilePaging<T> {
  /** Adds a row that sorts before the client's position (before the items seen so far). */
  addBefore: () => Promise<void>;
  /** Removes `item`, which the client has not reached yet. */
  remove: (item: T) => Promise<void>;
}

/**
 * Walks a list `first` items at a time while it changes under the client: after the first page a
 * row is added before the position, after the second a row not yet reached is removed. With
 * cursors that held a position by count, the first would repeat an item and the second skip
 * one; a cursor must instead see every item the list had, exactly once and in order, but the one removed.
 */
export async function walkPagesWhileChanging<D extends AnyDocument, T>(
  t: TestShop,
  list: ConnectionField<D, T>,
  first: number,
  changes: ChangesWhilePaging<T>,
): Promise<void> {
  const page = async (args: PageArgs) => list.connection(await t.gqlOk(list.query, withPage(list, args), list.token));
  const before = (await page({ first: 100 })).nodes;
  expect(before.length).toBeGreaterThan(3 * first);
  const removed = before[3 * first - 1];
  const walked: T[] = [];
  let after: string | null | undefined = null;
  for (let n = 0; ; n++) {
    if (n === 1) await changes.addBefore();
    if (n === 2) await changes.remove(removed);
    const next = await page({ first, after });
    walked.push(...next.nodes);
    if (!next.pageInfo.hasNextPage) break;
    after = next.pageInfo.endCursor;
  }
  expect(walked).toEqual(before.filter((item) => item !== removed && JSON.stringify(item) !== JSON.stringify(removed)));
}

/** Adds a copy of `table`'s row `id` with a new id and `changes` (column: value), as another write would: a row for a list to page past. */
export async function copyRow(t: TestShop, table: string, id: string, changes: Record<string, unknown> = {}): Promise<string> {
  const [row] = await t.dataSource.query<{ id: string }[]>(
    `INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(r) || $2::jsonb)).* FROM ${table} r WHERE id = $1 RETURNING id`,
    [id, JSON.stringify({ id: crypto.randomUUID(), ...changes })],
  );
  return row.id;
}

/** The moment `minutes` before now (after it, when negative), as a copied row's date column takes it: where the row sorts in a dated list. */
export const minutesAgo = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString();
