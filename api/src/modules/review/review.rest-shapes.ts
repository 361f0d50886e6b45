import { z } from "zod";
import { restShape, timestamp } from "../../common/rest/shapes";
import { RestProduct } from "../product/product.rest-shapes";

const RestReview = restShape(
  "Review",
  "A customer's review of a product; name is how the reviewer is shown",
  z.object({
    _id: z.string(),
    user: z.string().describe("The reviewer's user id"),
    name: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    createdAt: timestamp,
  }),
);

export const RestProductWithReviews = restShape(
  "ProductWithReviews",
  "A product with its newest reviews: the product page, and the answer to a review",
  RestProduct.extend({ reviews: z.array(RestReview) }),
);
