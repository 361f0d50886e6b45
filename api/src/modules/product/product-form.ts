import { withChanges } from "../../common/partial-update";
import { type Product } from "./product.entity";
import { type ProductVariant } from "./product-variant.entity";
import { type ProductInput, type UpdateProductInput, VariantInput } from "./product.types";

/**
 * A product as the admin form would send it back unchanged, amounts in paise. For callers that
 * change only some fields (a catalogue import): `{ ...productFormOf(product), ...changes }` is a
 * full form for updateProduct.
 */
export function productFormOf(product: Product): ProductInput {
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand,
    collection: product.collection,
    category: product.categoryId,
    description: product.description,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    pricePaise: product.pricePaise,
    discountPricePaise: product.discountPricePaise,
    countInStock: product.countInStock,
    weight: product.weight,
    dimensions: { ...product.dimensions },
    sizes: [...product.sizes],
    colors: [...product.colors],
    tags: [...product.tags],
    material: product.material,
    gender: product.gender,
    images: product.images.map(({ url, altText }) => ({ url, altText })),
    isPublished: product.isPublished,
    isFeatured: product.isFeatured,
  };
}

/** Sent without a grid, these regrow the variants from the sizes and colours (ProductVariantService.plan). */
const REGROW_VARIANTS = ["sizes", "colors", "countInStock"] as const;

/**
 * An update as the full form updateProduct takes: the product as it is, with what was sent on top.
 * The variant grid stays as it is (stock, prices, SKUs and photos of each size and colour) unless
 * the update sends a grid of its own, or sizes, colours or a stock total to grow a new one from.
 */
export function productUpdateForm(product: Product, variants: ProductVariant[], changes: UpdateProductInput): ProductInput {
  const regrow = changes.variants !== undefined || REGROW_VARIANTS.some((key) => changes[key] !== undefined);
  // The address stays unless a new name or handle is sent: a rename without a handle builds it anew.
  const handle = changes.name !== undefined ? null : product.slug;
  const current = { ...productFormOf(product), handle, ...(regrow ? {} : { variants: variants.map(variantFormOf) }) };
  // The input's rules have refused null for what a product always has.
  return withChanges<ProductInput>(current, changes);
}

/** A variant as the grid sends it back unchanged; its photos are left out, which keeps them. */
function variantFormOf(variant: ProductVariant): VariantInput {
  return Object.assign(new VariantInput(), {
    size: variant.size,
    color: variant.color,
    sku: variant.sku,
    countInStock: variant.countInStock,
    pricePaise: variant.pricePaise,
    discountPricePaise: variant.discountPricePaise,
  });
}
