import { paiseToRupeesText } from "../../common/money";
import { type Product } from "./product.entity";
import { type ProductInput } from "./product.types";

/**
 * A product as the admin form would send it back unchanged, amounts in rupees. For callers that
 * change only some fields (REST PUT with a partial body): `{ ...productFormOf(product), ...changes }`
 * is a full form for updateProduct.
 */
export function productFormOf(product: Product): ProductInput {
  const rupees = (paise: number) => Number(paiseToRupeesText(paise));
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand,
    collection: product.collection,
    category: product.categoryId,
    description: product.description,
    price: rupees(product.pricePaise),
    discountPrice: product.discountPricePaise === null ? null : rupees(product.discountPricePaise),
    countInStock: product.countInStock,
    weight: product.weight,
    dimensions: { ...product.dimensions },
    sizes: [...product.sizes],
    colors: [...product.colors],
    tags: [...product.tags],
    material: product.material,
    gender: product.gender,
    rating: product.rating,
    numReviews: product.numReviews,
    images: product.images.map(({ url, altText }) => ({ url, altText })),
    isPublished: product.isPublished,
    isFeatured: product.isFeatured,
  };
}
