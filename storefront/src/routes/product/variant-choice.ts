import { useState } from "react";
import type { ProductDetailQuery } from "../../gql/graphql";

type Product = NonNullable<ProductDetailQuery["product"]>;
export type Variant = Product["variants"][number];

/** At or below this many units, the page says how many are left. */
export const LOW_STOCK = 5;

/**
 * The size and colour a shopper has chosen on a product page, and the variant they make. A
 * product with one size or one colour has it chosen already.
 */
export function useVariantChoice(product: Product) {
  const [size, setSize] = useState<string | null>(only(product.sizes));
  const [color, setColor] = useState<string | null>(only(product.colors));
  const variant = chosenVariant(product, size, color);
  return {
    size,
    color,
    setSize,
    setColor,
    variant,
    images: photosFor(product, color),
    soldOut: (option: Partial<Record<"size" | "color", string>>) => isSoldOut(product, { size, color, ...option }),
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;

/** The variant of a full choice (every option the product has), or null while one is missing. */
function chosenVariant(product: Pick<Product, "sizes" | "colors" | "variants">, size: string | null, color: string | null): Variant | null {
  if ((product.sizes.length > 0 && !size) || (product.colors.length > 0 && !color)) return null;
  return (
    product.variants.find((v) => v.size === (product.sizes.length ? size : null) && v.color === (product.colors.length ? color : null)) ??
    null
  );
}

/**
 * Whether no variant matching the choice is in stock: a combination the shop does not sell or
 * one sold out. An option not yet chosen matches any.
 */
function isSoldOut(product: Pick<Product, "variants">, choice: { size: string | null; color: string | null }): boolean {
  return !product.variants.some(
    (v) => (!choice.size || v.size === choice.size) && (!choice.color || v.color === choice.color) && v.countInStock > 0,
  );
}

/** The chosen colour's own photos first, then the product's; the product's alone before a colour is chosen. */
function photosFor(product: Pick<Product, "images" | "variants">, color: string | null): Product["images"] {
  const own = color ? (product.variants.find((v) => v.color === color && v.images.length > 0)?.images ?? []) : [];
  const urls = new Set(own.map((i) => i.url));
  return [...own, ...product.images.filter((i) => !urls.has(i.url))];
}

const only = (options: readonly string[]) => (options.length === 1 ? options[0] : null);
