import type { z } from "zod";
import { REVIEWS_SHOWN } from "./review.service";
import { paiseToRupees } from "@shop/words/money";
import type { Loaders } from "../../loaders";
import { type RestCategory, type RestProduct, type RestProductWithReviews, type RestVariant } from "./catalog.rest-shapes";
import { type Category } from "./category.entity";
import { type Product } from "./product.entity";
import { type ProductVariant, variantPrices } from "./product-variant.entity";
import { reviewerName } from "./review.entity";

/**
 * The REST product (docs/rest-api.md): `_id`, the form's fields with prices in rupees, `category` as the
 * category's id and `tags` as comma-separated text; `countInStock` is the sum of its variants',
 * listed in `variants` (their prices are what a shopper pays for them).
 */
export async function restProduct(p: Product, loaders: Loaders): Promise<z.output<typeof RestProduct>> {
  const variants = await loaders.variantsByProductId.load(p.id);
  return restProductOf(p, variants);
}

/** Products in one batch of variant reads. */
export function restProducts(products: Product[], loaders: Loaders) {
  return Promise.all(products.map((p) => restProduct(p, loaders)));
}

function restVariant(p: Product, v: ProductVariant): z.output<typeof RestVariant> {
  const prices = variantPrices(p, v);
  return {
    _id: v.id,
    sku: v.sku,
    size: v.size,
    color: v.color,
    countInStock: v.countInStock,
    price: paiseToRupees(prices.pricePaise),
    discountPrice: prices.discountPricePaise === null ? null : paiseToRupees(prices.discountPricePaise),
    images: v.images.map((i) => ({ url: i.url, altText: i.altText })),
  };
}

function restProductOf(p: Product, variants: ProductVariant[]): z.output<typeof RestProduct> {
  return {
    _id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    brand: p.brand,
    collection: p.collection,
    category: p.categoryId,
    description: p.description,
    price: paiseToRupees(p.pricePaise),
    discountPrice: p.discountPricePaise === null ? null : paiseToRupees(p.discountPricePaise),
    countInStock: p.countInStock,
    weight: p.weight,
    sizes: p.sizes,
    colors: p.colors,
    tags: p.tags.join(", "),
    material: p.material,
    gender: p.gender,
    dimensions: { length: p.dimensions.length, width: p.dimensions.width, height: p.dimensions.height },
    rating: p.rating,
    numReviews: p.numReviews,
    images: p.images.map((i) => ({ url: i.url, altText: i.altText })),
    isPublished: p.isPublished,
    isFeatured: p.isFeatured,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    variants: variants.map((v) => restVariant(p, v)),
  };
}

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

/** The REST category (docs/rest-api.md): `_id`, name, slug, description, image (url, altText), isPublished. */
export function restCategory(c: Category): z.output<typeof RestCategory> {
  return {
    _id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: c.image ? { url: c.image.url, altText: c.image.altText } : null,
    isPublished: c.isPublished,
    createdAt: c.createdAt,
  };
}
