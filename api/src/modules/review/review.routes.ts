import { z } from "zod";
import { requireViewer } from "../../common/current-viewer";
import { mayDo } from "../../common/auth/viewer";
import { Permission } from "../../common/auth/permissions";
import { validatedInput } from "../../common/validation";
import { formNumber, optionalText, parseRequest } from "../../common/rest/parse";
import { defineRoutes } from "../../common/rest/route";
import { restProductWithReviews } from "./review.rest-mapper";
import { RestProductWithReviews } from "./review.rest-shapes";
import { ReviewInput } from "./review.types";

const reviewBody = z.object({ rating: formNumber("Rating", { whole: true }), comment: optionalText("Comment").nullable() });

export const reviewRoutes = defineRoutes([
  {
    method: "get",
    operationId: "getProduct",
    // One parameter name for the three /products/{id} operations (OpenAPI paths must not differ by it alone); GET also takes a slug.
    path: "/products/:id",
    tag: "products",
    summary: "A product by id or slug, with its newest reviews",
    note: "Unpublished products are found with an admin's token only.",
    access: "optional",
    returns: "product, with reviews",
    response: RestProductWithReviews,
    async handle({ ctx, params }) {
      const product = await ctx.services.products.getProduct(params.id, {
        includeUnpublished: mayDo(ctx.viewer, [Permission.MANAGE_CATALOGUE]),
      });
      return { body: await restProductWithReviews(product, ctx.loaders) };
    },
  },
  {
    method: "post",
    operationId: "addReview",
    path: "/products/:productId/reviews",
    rateLimit: "review",
    tag: "products",
    summary: "Reviews a product as the signed-in customer (rating 1-5, comment); a second review replaces the first",
    access: "customer",
    body: reviewBody,
    successStatus: 201,
    returns: "product, with its new rating, numReviews and reviews",
    response: RestProductWithReviews,
    async handle({ ctx, req, params }) {
      const body = parseRequest(reviewBody, req.body);
      const input = await validatedInput(ReviewInput, { rating: body.rating, comment: body.comment });
      const product = await ctx.services.reviews.addReview(params.productId, requireViewer(ctx).userId, input);
      return { body: await restProductWithReviews(product, ctx.loaders) };
    },
  },
]);
