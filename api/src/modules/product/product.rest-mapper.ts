import type { z } from "zod";
import { paiseToRupees } from "../../vocabulary/money";
import type { Loaders } from "../../common/context";
import { type RestProduct, type RestVariant } from "./product.rest-shapes";
import { type Product } from "./product.entity";
import { type ProductVariant, variantPrices } from "./product-variant.entity";

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
