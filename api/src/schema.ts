import "reflect-metadata";
import { GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema, NonEmptyArray } from "type-graphql";
import { AuthChecker } from "./common/auth/auth-checker";
import { AuthResolver } from "./modules/auth/auth.resolver";
import { BannerResolver } from "./modules/banner/banner.resolver";
import { CategoryResolver } from "./modules/catalog/category.resolver";
import { ImageResolver } from "./modules/catalog/image.resolver";
import { ProductPageResolver, ProductResolver } from "./modules/catalog/product.resolver";
import { ReviewResolver } from "./modules/catalog/review.resolver";

/** Every resolver of the API; a domain's resolvers are listed here once. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  ProductResolver,
  ProductPageResolver,
  CategoryResolver,
  ReviewResolver,
  ImageResolver,
  BannerResolver,
];

let built: Promise<GraphQLSchema> | undefined;

/** The GraphQL schema, built once per process from the decorated classes. */
export function buildShopSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker: AuthChecker,
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  });
  return built;
}

/** The SDL committed as schema.graphql: sorted, so it changes only when the API does. */
export function printShopSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
