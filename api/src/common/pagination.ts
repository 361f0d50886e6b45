import type { ComplexityEstimatorArgs } from "graphql-query-complexity";
import { ArgsType, ClassType, Field, Int, ObjectType } from "type-graphql";
import { ValidationError } from "./errors";

/** The most items one page of any list returns: what `first` may ask for. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Which stretch of a list to read: every list of the GraphQL API is a cursor connection read
 * with `first` and `after`, so a client learns one way to page.
 */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `How many items to return, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); anything else is refused with BAD_USER_INPUT naming \`first\``,
  })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, {
    nullable: true,
    description:
      "Return the items after this one: a `cursor` (or `pageInfo.endCursor`) from an earlier answer of the same list, with the same filter and sort. Omit it for the first page; a cursor this API did not issue is refused with BAD_USER_INPUT naming `after`. A cursor holds its item's place by the sort's values, so items added or removed while a client pages are neither repeated nor skipped",
  })
  after?: string | null;
}

/**
 * The rows a page reads: those after the cursor `after` (GraphQL; common/keyset.ts), or from the
 * offset `skip` (REST's numbered pages), `take` of them.
 */
export interface ListWindow {
  after: string | null;
  skip: number;
  take: number;
}

/** A page of rows as a service reads it: the rows, their cursors, whether more follow, and how many the whole list has. */
export interface ListSlice<T> {
  items: T[];
  cursors: string[];
  hasNextPage: boolean;
  totalCount: number;
}

/** The window `first`/`after` ask for; `first` out of range is refused naming it (a bad cursor is refused by the list's keyset). */
export function windowOf(args: Partial<ConnectionArgs> = {}): ListWindow {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw ValidationError.field("first", `first must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return { after: args.after ?? null, skip: 0, take: first };
}

interface Edge<T> {
  cursor: string;
  node: T;
}

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** The connection a page of a list makes: each item with its cursor. */
export function toConnection<T>(slice: ListSlice<T>, window: ListWindow): Connection<T> {
  const edges = slice.items.map((node, i) => ({ cursor: slice.cursors[i], node }));
  return {
    edges,
    nodes: slice.items,
    totalCount: slice.totalCount,
    pageInfo: {
      hasNextPage: slice.hasNextPage,
      hasPreviousPage: window.after !== null || window.skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

@ObjectType("PageInfo", { description: "Where a page sits in its list, and the cursors to read on from" })
export class PageInfoType implements PageInfo {
  @Field({ description: "Whether items follow this page: read them with `after: endCursor`" })
  hasNextPage: boolean;

  @Field({ description: "Whether items come before this page" })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true, description: "The cursor of the first item on this page; null when the page is empty" })
  startCursor: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The cursor of the last item on this page, to pass as `after` for the next page; null when the page is empty",
  })
  endCursor: string | null;
}

/**
 * A connection of `itemClass`, with its edge type, both named after `name`:
 * `@ObjectType() class ProductConnection extends Connected(Product, "Product") {}`.
 */
export function Connected<T extends object>(itemClass: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`, { description: `One ${name} in a list, with its cursor` })
  class EdgeClass implements Edge<T> {
    @Field({ description: "Opaque: pass it as `after` to read the items that follow this one" })
    cursor: string;

    @Field(() => itemClass, { description: `The ${name}` })
    node: T;
  }

  @ObjectType()
  abstract class ConnectionClass implements Connection<T> {
    @Field(() => [EdgeClass], { description: "The items of this page, each with its cursor" })
    edges: EdgeClass[];

    @Field(() => [itemClass], { description: "The items of this page, without cursors (the same as edges' nodes)" })
    nodes: T[];

    @Field(() => PageInfoType, { description: "Whether more items follow, and the cursor to ask for them" })
    pageInfo: PageInfoType;

    @Field(() => Int, { description: "Items in the whole list with this filter, across all pages" })
    totalCount: number;
  }
  return ConnectionClass;
}

/**
 * A lookup of one item by id or slug reads the database, so it costs more than a field: a request
 * that repeats it under many aliases reaches the complexity limit long before it costs much.
 */
const LOOKUP_COST = 10;
export const lookupComplexity = ({ childComplexity }: ComplexityEstimatorArgs): number => LOOKUP_COST + childComplexity;

/** Query cost of a connection field: what one item costs, times the page size asked for. */
export const pagedComplexity = ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
  1 + childComplexity * Math.min(Number(args.first ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);

/**
 * A resolver's whole paging: checks `first`/`after`, reads that window, and answers the
 * connection (keeping whatever else the service returned beside the rows, such as facets).
 */
export async function connect<T, S extends ListSlice<T>>(
  args: Partial<ConnectionArgs>,
  read: (window: ListWindow) => Promise<S>,
): Promise<Omit<S, "items" | "cursors" | "hasNextPage"> & Connection<T>> {
  const window = windowOf(args);
  const slice = await read(window);
  const { items: _items, cursors: _cursors, hasNextPage: _hasNextPage, ...rest } = slice;
  return { ...rest, ...toConnection(slice, window) };
}
