import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ComplexityEstimatorArgs } from "graphql-query-complexity";
import { requireAdmin } from "../../common/auth/current-viewer";
import { ADMIN } from "../../common/auth/roles";
import { isAdmin } from "../../common/auth/viewer";
import { RequestContext } from "../../common/context";
import { Deleted } from "../../common/deleted";
import { Money, toMoney } from "../../common/money";
import { PageInput, pagedComplexity, lookupComplexity } from "../../common/pagination";
import { Category } from "./category.entity";
import { Product, unitPricePaise } from "./product.entity";
import { MAX_PRODUCTS_BY_IDS, MAX_SHELF_SIZE, SHELF_SIZE } from "./product.service";
import { ProductFacets, ProductFilter, ProductInput, ProductOptions, ProductPage, ProductSort } from "./product.types";
import { Review } from "./review.entity";
import { ProductVariant } from "./product-variant.entity";

/** A shelf costs what one product costs, times its length. */
const shelfComplexity = ({ args, childComplexity }: ComplexityEstimatorArgs) =>
  1 + childComplexity * Math.min(Number(args.limit ?? SHELF_SIZE), MAX_SHELF_SIZE);

const shelfLimit = { defaultValue: SHELF_SIZE, description: `At most ${MAX_SHELF_SIZE}` };

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, {
    description: "Products with filters, sort and pagination, and the facets of the filtered list",
    complexity: pagedComplexity,
  })
  async products(
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => ProductFilter, { nullable: true }) filter?: ProductFilter | null,
    @Arg("sort", () => ProductSort, { nullable: true }) sort?: ProductSort | null,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput | null,
  ): Promise<ProductPage> {
    if (filter?.includeUnpublished) requireAdmin(ctx);
    return ctx.services.products.listProducts(filter ?? undefined, sort, page ?? undefined);
  }

  @Query(() => Product, { description: "A product by id or slug. Unpublished products are found by admins only.", complexity: lookupComplexity })
  async product(@Arg("idOrSlug") idOrSlug: string, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.products.getProduct(idOrSlug, { includeUnpublished: isAdmin(ctx.viewer) });
  }

  @Query(() => [Product], {
    description: "You may also like: products of the same category, then of the same collection, without the product itself",
    complexity: shelfComplexity,
  })
  async similarProducts(
    @Arg("slug") slug: string,
    @Arg("limit", () => Int, shelfLimit) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<Product[]> {
    return ctx.services.products.similarProducts(slug, limit);
  }

  @Query(() => [Product], {
    description: `Products shoppers can see among these ids (at most ${MAX_PRODUCTS_BY_IDS}), in the order given: a guest's wishlist, recently viewed`,
    complexity: ({ args, childComplexity }: ComplexityEstimatorArgs) => 1 + childComplexity * Math.min((args.ids as unknown[]).length, MAX_PRODUCTS_BY_IDS),
  })
  async productsByIds(@Arg("ids", () => [ID], { description: "Product ids, in the order to answer them" }) ids: string[], @Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.products.productsByIds(ids);
  }

  @Query(() => [Product], { description: "The newest products", complexity: shelfComplexity })
  async newArrivals(@Arg("limit", () => Int, shelfLimit) limit: number, @Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.products.newArrivals(limit);
  }

  @Query(() => [Product], {
    description: "Most units sold in placed orders; the highest rated while nothing has sold",
    complexity: shelfComplexity,
  })
  async bestSellers(@Arg("limit", () => Int, shelfLimit) limit: number, @Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.products.bestSellers(limit);
  }

  @Query(() => ProductOptions, { description: "Sizes, colours, materials and genders a product may have: what forms and filters offer" })
  async productOptions(@Ctx() ctx: RequestContext): Promise<ProductOptions> {
    return ctx.services.products.productOptions();
  }

  @Authorized(ADMIN)
  @Mutation(() => Product)
  async createProduct(@Arg("input") input: ProductInput, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.products.createProduct(input);
  }

  @Authorized(ADMIN)
  @Mutation(() => Product, { description: "Replaces the product's fields with the form's" })
  async updateProduct(@Arg("id", () => ID) id: string, @Arg("input") input: ProductInput, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.products.updateProduct(id, input);
  }

  @Authorized(ADMIN)
  @Mutation(() => Deleted, { description: "Deletes the product, its reviews and its image files" })
  async deleteProduct(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Deleted> {
    return { id: await ctx.services.products.deleteProduct(id) };
  }

  @FieldResolver(() => Money)
  price(@Root() product: Product): Money {
    return toMoney(product.pricePaise);
  }

  @FieldResolver(() => Money, { nullable: true, description: "A sale price, when set; lower than the price" })
  discountPrice(@Root() product: Product): Money | null {
    return product.discountPricePaise === null ? null : toMoney(product.discountPricePaise);
  }

  @FieldResolver(() => Money, { description: "What a shopper pays for one unit now: the discount price when set, else the price" })
  unitPrice(@Root() product: Product): Money {
    return toMoney(unitPricePaise(product));
  }

  @FieldResolver(() => [ProductVariant], { description: "One per size and colour sold, sizes first; sold-out ones included" })
  async variants(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<ProductVariant[]> {
    const variants = await ctx.loaders.variantsByProductId.load(product.id);
    return variants.map((v) => Object.assign(v, { product }));
  }

  @FieldResolver(() => Category)
  async category(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<Category> {
    return (await ctx.loaders.categoryById.load(product.categoryId))!;
  }

  @FieldResolver(() => [Review], { description: "The newest reviews (at most 50), newest first" })
  async reviews(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<Review[]> {
    return ctx.loaders.reviewsByProductId.load(product.id);
  }
}

@Resolver(() => ProductPage)
export class ProductPageResolver {
  @FieldResolver(() => ProductFacets)
  async facets(@Root() page: ProductPage, @Ctx() ctx: RequestContext): Promise<ProductFacets> {
    return ctx.services.products.productFacets(page.selection);
  }
}
