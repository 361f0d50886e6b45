import type { Choice } from "../../components/form/CheckboxGroup";

/** What the product form edits. Numbers are the text typed ("" when empty); see components/form/rules. */
export interface ProductFormValues {
  name: string;
  /** The slug typed; empty builds it from the name. */
  handle: string;
  seoTitle: string;
  seoDescription: string;
  sku: string;
  brand: string;
  collection: string;
  categoryId: string;
  description: string;
  price: string;
  discountPrice: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  sizes: string[];
  colors: string[];
  tags: string;
  material: string;
  gender: string;
  images: { url: string; altText: string }[];
  /** The variant grid: one cell per size and colour, by cellKey(size, color). */
  variants: Record<string, VariantCell>;
  /** Photos per colour, given to every variant of that colour. */
  colorPhotos: Record<string, { url: string; altText: string }[]>;
  isPublished: boolean;
  isFeatured: boolean;
}

/** One cell of the variant grid. Stock and price are the text typed. */
export interface VariantCell {
  enabled: boolean;
  sku: string;
  countInStock: string;
  price: string;
}

/** The grid's key of a size and colour ("" for a product without sizes or colours). */
export const cellKey = (size: string | null, color: string | null) => `${size ?? ""}|${color ?? ""}`;

/** A new cell: sold, no stock yet (empty counts as 0), the product's price. */
export const NEW_CELL: VariantCell = { enabled: true, sku: "", countInStock: "", price: "" };

/** Every size with every colour in the form's order, or one default cell when there are neither. */
export function gridCells(sizes: string[], colors: string[]): Array<{ size: string | null; color: string | null; key: string }> {
  const rows = sizes.length ? sizes : [null];
  const columns = colors.length ? colors : [null];
  return rows.flatMap((size) => columns.map((color) => ({ size, color, key: cellKey(size, color) })));
}

/** The API's option lists (productOptions) as checkbox choices; colours are stored lowercase. */
export const choices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
export const PRODUCT_GENDERS = ["male", "female", "unisex"];

export const EMPTY_PRODUCT: ProductFormValues = {
  name: "",
  handle: "",
  seoTitle: "",
  seoDescription: "",
  sku: "",
  brand: "",
  collection: "",
  categoryId: "",
  description: "",
  price: "",
  discountPrice: "",
  weight: "",
  length: "",
  width: "",
  height: "",
  sizes: [],
  colors: [],
  tags: "",
  material: "",
  gender: "",
  images: [],
  variants: {},
  colorPhotos: {},
  isPublished: true,
  isFeatured: false,
};

/** Standard choices first, then any the product already has that are not standard (kept, not lost on save). */
export const withExisting = (standard: Choice[], existing: string[]): Choice[] => [
  ...standard,
  ...existing
    .filter((value) => !standard.some((choice) => choice.value === value))
    .map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
];
