import { numberText, optionalNumber } from "../../components/form/rules";
import type { ProductFieldsFragment, ProductInput } from "../../gql/graphql";
import { paiseToRupees } from "../../lib/money";
import type { ProductFormValues } from "./product-form-values";

/** A stored product as the form edits it (amounts in rupees). */
export function productToForm(product: ProductFieldsFragment): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand ?? "",
    collection: product.collection ?? "",
    categoryId: product.categoryId,
    description: product.description,
    price: String(paiseToRupees(product.price.paise)),
    discountPrice: product.discountPrice ? String(paiseToRupees(product.discountPrice.paise)) : "",
    countInStock: String(product.countInStock),
    weight: numberText(product.weight),
    length: numberText(product.dimensions.length),
    width: numberText(product.dimensions.width),
    height: numberText(product.dimensions.height),
    rating: numberText(product.rating),
    numReviews: numberText(product.numReviews),
    sizes: product.sizes,
    colors: product.colors,
    tags: product.tags.join(", "),
    material: product.material ?? "",
    gender: product.gender ?? "",
    images: product.images.map((image) => ({ url: image.url, altText: image.altText })),
    isPublished: product.isPublished,
    isFeatured: product.isFeatured,
  };
}

const text = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** What the form gives to what the API takes. Images already stored are sent back by URL, new ones as data URLs. */
export function formToProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    sku: text(values.sku),
    brand: text(values.brand),
    collection: text(values.collection),
    category: values.categoryId,
    description: values.description,
    price: Number(values.price),
    discountPrice: optionalNumber(values.discountPrice),
    countInStock: Number(values.countInStock),
    weight: optionalNumber(values.weight),
    dimensions: { length: optionalNumber(values.length), width: optionalNumber(values.width), height: optionalNumber(values.height) },
    rating: optionalNumber(values.rating),
    numReviews: optionalNumber(values.numReviews),
    sizes: values.sizes,
    colors: values.colors,
    tags: values.tags.split(",").map((tag) => tag.trim()).filter(Boolean),
    material: text(values.material),
    gender: text(values.gender),
    images: values.images.map((image) => ({ url: image.url, altText: image.altText.trim() })),
    isPublished: values.isPublished,
    isFeatured: values.isFeatured,
  };
}
