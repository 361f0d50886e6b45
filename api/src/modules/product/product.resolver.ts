import { AS_ADMIN, raising } from "../../common/errors/raises";
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ValidationError } from "../../common/errors";
import type { ComplexityEstimatorArgs } from "graphql-query-complexity";
import { requirePermission } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { Money, toMoney, toMoneyOrNull } from "../../vocabulary/money";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { Category } from "../category/category.entity";
import { Product, unitPricePaise } from "./product.entity";
import { productMetaDescription, productTitle } from "./product-page-meta";
import { MAX_PRODUCTS_BY_IDS, MAX_SHELF_SIZE, SHELF_SIZE } from "./product.service";
import {
  ProductFacets,
  ProductFilter,
  ProductInput,
  ProductOptions,
  ProductConnection,
  ProductSort,
  UpdateProductInput,
} from "./product.types";
import { fromPricePaise, ProductVariant } from "./product-variant.entity";

const SELECTED_IDS = "The products chosen in the admin's list: 1 to 100 ids";

/** A shelf costs what one product costs, times its length. */
const shelfComplexity = ({ args, childComplexity }: ComplexityEstimatorArgs) =>
  1 + childComplexity * Math.min(Number(args.limit ?? SHELF_SIZE), MAX_SHELF_SIZE);

const shelfLimit = {
  defaultValue: SHELF_SIZE,
  description: `How many products, 1 to ${MAX_SHELF_SIZE} (default ${SHELF_SIZE}); anything else is refused with BAD_USER_INPUT naming \`limit\``,
};

/** A shelf's length as asked; out of range is refused rather than quietly clamped. */
function shelfLength(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SHELF_SIZE)
    throw ValidationError.field("limit", `limit must be between 1 and ${MAX_SHELF_SIZE}`);
  return limit;
}

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductConnection, {
    description: raising(
      "Products with filters, sort and pagination, and the facets of the filtered list",
      "BAD_USER_INPUT",
      "UNAUTHENTICATED",
      "FORBIDDEN",
    ),
    complexity: pagedComplexity,
  })
  async products(
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => ProductFilter, { nullable: true, description: "Which products to list; null lists every published product" })
    filter: ProductFilter | null | undefined,
    @Arg("sort", () => ProductSort, { nullable: true, description: "The order of the list; null is RELEVANCE when searching, else NEWEST" })
    sort: ProductSort | null | undefined,
    @Args() paging: ConnectionArgs,
  ): Promise<ProductConnection> {
    if (filter?.includeUnpublished) requirePermission(ctx, Permission.MANAGE_CATALOGUE);
    return connect(paging, (window) => ctx.services.products.listProducts(filter ?? undefined, sort, window));
  }

  @Query(() => [Product], {
    description: raising(
      "You may also like: products of the same category, then of the same collection, without the product itself",
      "BAD_USER_INPUT",
      "NOT_FOUND",
    ),
    complexity: shelfComplexity,
  })
  async similarProducts(
    @Arg("idOrSlug", { description: "The product's id or slug" }) idOrSlug: string,
    @Arg("limit", () => Int, shelfLimit) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<Product[]> {
    return ctx.services.products.similarProducts(idOrSlug, shelfLength(limit));
  }

  @Query(() => [Product], {
    description: raising(
      `Products shoppers can see among these ids (at most ${MAX_PRODUCTS_BY_IDS}), in the order given: a guest's wishlist, recently viewed`,
      "BAD_USER_INPUT",
    ),
    complexity: ({ args, childComplexity }: ComplexityEstimatorArgs) =>
      1 + childComplexity * Math.min((args.ids as unknown[]).length, MAX_PRODUCTS_BY_IDS),
  })
  async productsByIds(
    @Arg("ids", () => [ID], { description: "Product ids, in the order to answer them" }) ids: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<Product[]> {
    return ctx.services.products.productsByIds(ids);
  }

  @Query(() => [Product], { description: raising("The newest products", "BAD_USER_INPUT"), complexity: shelfComplexity })
  async newArrivals(@Arg("limit", () => Int, shelfLimit) limit: number, @Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.products.newArrivals(shelfLength(limit));
  }

  @Query(() => [Product], {
    description: raising("Most units sold in placed orders; the highest rated while nothing has sold", "BAD_USER_INPUT"),
    complexity: shelfComplexity,
  })
  async bestSellers(@Arg("limit", () => Int, shelfLimit) limit: number, @Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.products.bestSellers(shelfLength(limit));
  }

  @Query(() => ProductOptions, {
    description: raising("Sizes, colours, materials and genders a product may have: what forms and filters offer"),
  })
  async productOptions(@Ctx() ctx: RequestContext): Promise<ProductOptions> {
    return ctx.services.products.productOptions();
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Product, { description: raising("Admin: adds a product", AS_ADMIN, "BAD_USER_INPUT", "NOT_FOUND") })
  async createProduct(
    @Arg("input", { description: "The product form" }) input: ProductInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Product> {
    return ctx.services.products.createProduct(input);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Product, {
    description: raising(
      "Admin: changes the product's fields that are sent; the others stay as they are",
      AS_ADMIN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
    ),
  })
  async updateProduct(
    @Arg("id", () => ID, { description: "The product to change" }) id: string,
    @Arg("input", { description: "The fields to change" }) input: UpdateProductInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Product> {
    return ctx.services.products.changeProduct(id, input);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Deleted, {
    description: raising("Admin: deletes the product, its reviews and its image files", AS_ADMIN, "NOT_FOUND", "PRODUCT_HAS_ORDERS"),
  })
  async deleteProduct(
    @Arg("id", () => ID, { description: "The product to delete" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    return { id: await ctx.services.products.deleteProduct(id) };
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => [Product], {
    description: raising(
      "Admin: publishes the selected products, all or (an unknown id among them) none; answers them in the order given",
      AS_ADMIN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
    ),
  })
  async publishProducts(
    @Arg("ids", () => [ID], { description: SELECTED_IDS }) ids: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<Product[]> {
    return ctx.services.products.setPublished(ids, true);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => [Product], {
    description: raising(
      "Admin: unpublishes the selected products (shoppers no longer see them), all or (an unknown id among them) none; answers them in the order given",
      AS_ADMIN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
    ),
  })
  async unpublishProducts(
    @Arg("ids", () => [ID], { description: SELECTED_IDS }) ids: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<Product[]> {
    return ctx.services.products.setPublished(ids, false);
  }

  @Requires(Permission.MANAGE_CATALOGUE)
  @Mutation(() => [Deleted], {
    description: raising(
      "Admin: deletes the selected products as deleteProduct does (orders keep their lines), all or (an unknown id among them) none",
      AS_ADMIN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
    ),
  })
  async deleteProducts(
    @Arg("ids", () => [ID], { description: SELECTED_IDS }) ids: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted[]> {
    return (await ctx.services.products.deleteProducts(ids)).map((id) => ({ id }));
  }

  @FieldResolver(() => String, {
    description: "The product page's title before the shop's name, as its first HTML gives it: seoTitle, else the name",
  })
  pageTitle(@Root() product: Product): string {
    return productTitle(product);
  }

  @FieldResolver(() => String, {
    description:
      "The product page's meta description, as its first HTML gives it: seoDescription, else the description as plain text cut after a word at 160 characters",
  })
  metaDescription(@Root() product: Product): string {
    return productMetaDescription(product);
  }

  @FieldResolver(() => Money, { description: "The price (Money: integer paise)" })
  price(@Root() product: Product): Money {
    return toMoney(product.pricePaise);
  }

  @FieldResolver(() => Money, { nullable: true, description: "A sale price, when set; lower than the price" })
  discountPrice(@Root() product: Product): Money | null {
    return toMoneyOrNull(product.discountPricePaise);
  }

  @FieldResolver(() => Money, { description: "What a shopper pays for one unit now: the discount price when set, else the price" })
  unitPrice(@Root() product: Product): Money {
    return toMoney(unitPricePaise(product));
  }

  @FieldResolver(() => Money, {
    nullable: true,
    description:
      'When its variants sell at different prices: the lowest an in-stock variant sells at ("from Rs. X"; all variants\' when sold out); null when they share unitPrice',
  })
  fromPrice(@Root() product: Product, @Ctx() ctx: RequestContext): Money | null | Promise<Money | null> {
    // Answered at once when the list statement read it: one promise per card would make graphql-js
    // finish every card of a page asynchronously.
    if (product.fromPricePaise !== undefined) return toMoneyOrNull(product.fromPricePaise);
    return ctx.loaders.variantsByProductId.load(product.id).then((variants) => toMoneyOrNull(fromPricePaise(product, variants)));
  }

  @FieldResolver(() => [ProductVariant], { description: "One per size and colour sold, sizes first; sold-out ones included" })
  async variants(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<ProductVariant[]> {
    const variants = await ctx.loaders.variantsByProductId.load(product.id);
    return variants.map((v) => Object.assign(v, { product }));
  }

  @FieldResolver(() => Category, { description: "The product's category" })
  async category(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<Category> {
    return (await ctx.loaders.categoryById.load(product.categoryId))!;
  }
}

@Resolver(() => ProductConnection)
export class ProductConnectionResolver {
  @FieldResolver(() => ProductFacets, {
    description: "The values of the whole filtered list (every page) with their counts, for the filter panel",
  })
  async facets(@Root() page: ProductConnection, @Ctx() ctx: RequestContext): Promise<ProductFacets> {
    return ctx.services.products.productFacets(page.selection);
  }
}
