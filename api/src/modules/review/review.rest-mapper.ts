import type { z } from "zod";
import type { Loaders } from "../../common/context";
import { type Product } from "../product/product.entity";
import { restProduct } from "../product/product.rest-mapper";
import { reviewerName } from "./review.entity";
import { type RestProductWithReviews } from "./review.rest-shapes";
import { REVIEWS_SHOWN } from "./review.service";

/** A product with its newest reviews (the product page, and the answer to a review). */
export async function restProductWithReviews(p: Product, loaders: Loaders): Promise<z.output<typeof RestProductWithReviews>> {
  const reviews = (await loaders.reviewPages.load({ productId: p.id, after: null, skip: 0, take: REVIEWS_SHOWN }))
    .slice(0, REVIEWS_SHOWN)
    .map((r) => r.item);
  const reviewers = await loaders.userById.loadMany([...new Set(reviews.map((r) => r.userId))]);
  const byId = new Map(reviewers.flatMap((u) => (u && !(u instanceof Error) ? [[u.id, u] as const] : [])));
  return {
    ...(await restProduct(p, loaders)),
    reviews: reviews.map((r) => ({
      _id: r.id,
      user: r.userId,
      name: reviewerName(byId.get(r.userId) ?? null),
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt,
    })),
  };
}
