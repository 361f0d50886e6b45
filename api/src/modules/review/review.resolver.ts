import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root, UseMiddleware } from "type-graphql";
import { SIGNED_IN, raising } from "../../common/errors/raises";
import { RateLimited } from "../../common/rate-limited";
import { requireViewer } from "../../common/current-viewer";
import { RequestContext } from "../../common/context";
import { Product } from "../product/product.entity";
import { Review, reviewerName } from "./review.entity";
import { ReviewInput } from "./review.types";

@Resolver(() => Review)
export class ReviewResolver {
  @Authorized()
  @UseMiddleware(RateLimited("review"))
  @Mutation(() => Product, {
    description: raising(
      "Reviews a product as the signed-in customer; a second review replaces the first. Answers the product with its new rating.",
      SIGNED_IN,
      "NOT_FOUND",
      "BAD_USER_INPUT",
    ),
  })
  async addReview(
    @Arg("productId", () => ID, { description: "The product to review" }) productId: string,
    @Arg("input", { description: "The rating and the text" }) input: ReviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Product> {
    return ctx.services.reviews.addReview(productId, requireViewer(ctx).userId, input);
  }

  @FieldResolver(() => String, { description: 'The reviewer as shown publicly: first name and last initial, "Priya S."' })
  authorName(@Root() review: Review, @Ctx() ctx: RequestContext): string | Promise<string> {
    // Not async when the name came with the review: a promise per review costs the product page.
    return review.author !== undefined ? reviewerName(review.author) : ctx.loaders.userById.load(review.userId).then(reviewerName);
  }
}
