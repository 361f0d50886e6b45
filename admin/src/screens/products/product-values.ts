import { numberText, optionalNumber } from "../../components/form/rules";
import type { ProductFieldsFragment, ProductInput, VariantInput } from "../../gql/graphql";
import { paiseToRupees, rupeesToPaise } from "@shop/words/money";
import { optionalPaise } from "../../lib/money";
import { cellKey, gridCells, NEW_CELL, type ProductFormValues, type VariantCell } from "./product-form-values";

/** A stored product as the form edits it (amounts in rupees). */
export function productToForm(product: ProductFieldsFragment): ProductFormValues {
  return {
    name: product.name,
    handle: product.slug,
    seoTitle: product.seoTitle ?? "",
    seoDescription: product.seoDescription ?? "",
    sku: product.sku,
    brand: product.brand ?? "",
    collection: product.collection ?? "",
    categoryId: product.categoryId,
    description: product.description,
    price: String(paiseToRupees(product.price.paise)),
    discountPrice: product.discountPrice ? String(paiseToRupees(product.discountPrice.paise)) : "",
    weight: numberText(product.weight),
    length: numberText(product.dimensions.length),
    width: numberText(product.dimensions.width),
    height: numberText(product.dimensions.height),
    sizes: product.sizes,
    colors: product.colors,
    tags: product.tags.join(", "),
    material: product.material ?? "",
    gender: product.gender ?? "",
    images: product.images.map((image) => ({ url: image.url, altText: image.altText })),
    // Every cell of the grid: the product's variants sold, the other combinations not.
    variants: Object.fromEntries<VariantCell>([
      ...gridCells(product.sizes, product.colors).map(({ key }): [string, VariantCell] => [key, { ...NEW_CELL, enabled: false }]),
      ...product.variants.map((v): [string, VariantCell] => [
        cellKey(v.size, v.color),
        {
          enabled: true,
          sku: v.sku,
          countInStock: String(v.countInStock),
          price: v.priceOverride ? String(paiseToRupees(v.priceOverride.paise)) : "",
        },
      ]),
    ]),
    colorPhotos: Object.fromEntries(
      product.colors.map((color) => [
        color,
        (product.variants.find((v) => v.color === color && v.images.length > 0)?.images ?? []).map(({ url, altText }) => ({
          url,
          altText,
        })),
      ]),
    ),
    isPublished: product.isPublished,
    isFeatured: product.isFeatured,
  };
}

/** The grid's sold cells as the API's variants; a new cell's stock is what was typed (0 when empty). */
export function gridToVariants(values: ProductFormValues): VariantInput[] {
  return gridCells(values.sizes, values.colors).flatMap(({ size, color, key }) => {
    const cell = values.variants[key] ?? NEW_CELL;
    if (!cell.enabled) return [];
    const photos = color ? values.colorPhotos[color] : undefined;
    return [
      {
        size,
        color,
        sku: text(cell.sku),
        countInStock: Number(cell.countInStock || 0),
        pricePaise: optionalPaise(cell.price),
        images: photos ?? null,
      },
    ];
  });
}

const text = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** What the form gives to what the API takes. Images already stored are sent back by URL, new ones as data URLs. */
export function formToProductInput(values: ProductFormValues): ProductInput {
  const variants = gridToVariants(values);
  return {
    name: values.name.trim(),
    handle: text(values.handle),
    seoTitle: text(values.seoTitle),
    seoDescription: text(values.seoDescription),
    sku: text(values.sku),
    brand: text(values.brand),
    collection: text(values.collection),
    category: values.categoryId,
    description: values.description,
    pricePaise: rupeesToPaise(values.price),
    discountPricePaise: optionalPaise(values.discountPrice),
    countInStock: variants.reduce((sum, v) => sum + v.countInStock, 0),
    weight: optionalNumber(values.weight),
    dimensions: { length: optionalNumber(values.length), width: optionalNumber(values.width), height: optionalNumber(values.height) },
    sizes: values.sizes,
    colors: values.colors,
    tags: values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    material: text(values.material),
    gender: text(values.gender),
    images: values.images.map((image) => ({ url: image.url, altText: image.altText.trim() })),
    variants,
    isPublished: values.isPublished,
    isFeatured: values.isFeatured,
  };
}
