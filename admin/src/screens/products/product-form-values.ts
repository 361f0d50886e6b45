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

/** The choices of SPEC §5 and §9. */
export const PRODUCT_SIZES = ["Small", "Medium", "Large", "XL"];
export const PRODUCT_COLORS = ["Red", "Blue", "Green", "Black", "White"];
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
export const withExisting = (standard: string[], existing: string[]): string[] => [
  ...standard,
  ...existing.filter((value) => !standard.includes(value)),
];
