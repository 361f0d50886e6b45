import { Max, Min } from "class-validator";
import type { ComplexityEstimatorArgs } from "graphql-query-complexity";
import { ClassType, Field, InputType, Int, ObjectType } from "type-graphql";

export const MAX_PAGE_SIZE = 100;

@InputType({ description: "Which page of a list to return (1-based)" })
export class PageInput {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1, { message: "Page must be at least 1" })
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1, { message: "Page size must be at least 1" })
  @Max(MAX_PAGE_SIZE, { message: `Page size must be at most ${MAX_PAGE_SIZE}` })
  pageSize: number = 20;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  hasNextPage: boolean;
}

export function toPage<T>(items: T[], totalCount: number, p: PageInput = new PageInput()): Page<T> {
  return {
    items,
    totalCount,
    page: p.page,
    pageSize: p.pageSize,
    pageCount: Math.ceil(totalCount / p.pageSize),
    hasNextPage: p.page * p.pageSize < totalCount,
  };
}

/** SQL offset and limit for a page. */
export const pageWindow = (p: PageInput = new PageInput()) => ({ skip: (p.page - 1) * p.pageSize, take: p.pageSize });

/**
 * A page of `itemClass`: every list of the API is paginated the same way, so clients learn it once.
 * Subclass it per item type: `@ObjectType() class ProductPage extends Paginated(Product) {}`.
 */
export function Paginated<T extends object>(itemClass: ClassType<T>) {
  @ObjectType()
  abstract class PaginatedClass {
    @Field(() => [itemClass])
    items: T[];

    @Field(() => Int, { description: "Items matching the query, across all pages" })
    totalCount: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;

    @Field(() => Int)
    pageCount: number;

    @Field()
    hasNextPage: boolean;
  }
  return PaginatedClass;
}

/** Query cost of a paginated field: what one item costs, times the page size asked for. */
/**
 * A lookup of one item by id or slug reads the database, so it costs more than a field: a request
 * that repeats it under many aliases reaches the complexity limit long before it costs much.
 */
export const LOOKUP_COST = 10;
export const lookupComplexity = ({ childComplexity }: ComplexityEstimatorArgs): number => LOOKUP_COST + childComplexity;

export const pagedComplexity = ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
  1 + childComplexity * Math.min(Number(args.page?.pageSize ?? 20), MAX_PAGE_SIZE);
