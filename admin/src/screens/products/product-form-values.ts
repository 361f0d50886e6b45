import type { Choice } from "../../components/form/CheckboxGroup";

/** What the product form edits. Numbers are the text typed ("" when empty); see components/form/rules. */
export interface ProductFormValues {
  name: string;
  sku: string;
  brand: string;
  collection: string;
  categoryId: string;
  description: string;
  price: string;
  discountPrice: string;
  countInStock: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  rating: string;
  numReviews: string;
  sizes: string[];
  colors: string[];
  tags: string;
  material: string;
  gender: string;
  images: { url: string; altText: string }[];
  isPublished: boolean;
  isFeatured: boolean;
}


/** The form's choices (SPEC §5). Colours are stored lowercase, the spelling the shop's filters use. */
export const PRODUCT_SIZES: Choice[] = ["Small", "Medium", "Large", "XL"].map((size) => ({ value: size, label: size }));
export const PRODUCT_COLORS: Choice[] = ["Red", "Blue", "Green", "Black", "White"].map((color) => ({ value: color.toLowerCase(), label: color }));
export const PRODUCT_GENDERS = ["male", "female", "unisex"];

export const EMPTY_PRODUCT: ProductFormValues = {
  name: "",
  sku: "",
  brand: "",
  collection: "",
  categoryId: "",
  description: "",
  price: "",
  discountPrice: "",
  countInStock: "",
  weight: "",
  length: "",
  width: "",
  height: "",
  rating: "",
  numReviews: "",
  sizes: [],
  colors: [],
  tags: "",
  material: "",
  gender: "",
  images: [],
  isPublished: true,
  isFeatured: false,
};

/** Standard choices first, then any the product already has that are not standard (kept, not lost on save). */
export const withExisting = (standard: Choice[], existing: string[]): Choice[] => [
  ...standard,
  ...existing.filter((value) => !standard.some((choice) => choice.value === value)).map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
];
