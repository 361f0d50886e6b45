import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import { raising } from "../../common/errors/raises";
import { mayDo } from "../../common/auth/viewer";
import { Permission } from "../../common/auth/permissions";
import { RequestContext } from "../../common/context";
import { ConnectionArgs, connect, lookupComplexity, pagedComplexity } from "../../common/pagination";
import { Product } from "../product/product.entity";
import { primedWithPage } from "./product-page";
import { NEWEST_REVIEWS } from "./review.service";
import { ReviewConnection } from "./review.types";

/** A product's page: the product with what the page shows, and the page of its reviews. */
@Resolver(() => Product)
export class ProductPageResolver {
  @Query(() => Product, {
    nullable: true,
    description: raising("A product by id or slug, or null when there is none. Unpublished products are found by admins only."),
    complexity: lookupComplexity,
  })
  async product(
    @Arg("idOrSlug", { description: "The product's id or its slug (as in /products/{slug})" }) idOrSlug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Product | null> {
    // Through the request's loader: a server-rendered page's head has read it already.
    const found = await ctx.loaders.productPages.load({ idOrSlug, includeUnpublished: mayDo(ctx.viewer, [Permission.MANAGE_CATALOGUE]) });
    return found && primedWithPage(ctx.loaders, found);
  }

  @FieldResolver(() => ReviewConnection, { description: "Its reviews, newest first", complexity: pagedComplexity })
  async reviews(@Root() product: Product, @Args() paging: ConnectionArgs, @Ctx() ctx: RequestContext): Promise<ReviewConnection> {
    return connect(paging, async (window) =>
      // The count is kept on the product by every review's write, so the page needs no count of its own.
      NEWEST_REVIEWS.page(await ctx.loaders.reviewPages.load({ productId: product.id, ...window }), window, product.numReviews),
    );
  }
}
