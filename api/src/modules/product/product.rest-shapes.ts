import { z } from "zod";
import { restShape, rupees, timestamp } from "../../common/rest/shapes";

/** The REST image (docs/rest-api.md): url and altText. */
const RestImage = restShape(
  "Image",
  "A picture: its url (a path under /assets/ or an absolute URL) and the text that describes it",
  z.object({ url: z.string(), altText: z.string() }),
);

export const RestVariant = restShape(
  "ProductVariant",
  "One size and color of a product, with its own stock and what a shopper pays for it",
  z.object({
    _id: z.string(),
    sku: z.string(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    countInStock: z.number().int(),
    price: rupees,
    discountPrice: rupees.nullable(),
    images: z.array(RestImage),
  }),
);

export const RestProduct = restShape(
  "Product",
  "A product: prices in rupees, category as the category's id, tags as comma-separated text; countInStock is the sum of its variants'",
  z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    brand: z.string().nullable(),
    collection: z.string().nullable(),
    category: z.string().describe("The category's id"),
    description: z.string().describe("HTML"),
    price: rupees,
    discountPrice: rupees.nullable(),
    countInStock: z.number().int(),
    weight: z.number().nullable(),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    tags: z.string().describe("Comma-separated"),
    material: z.string().nullable(),
    gender: z.string().nullable(),
    dimensions: z
      .object({ length: z.number().nullable(), width: z.number().nullable(), height: z.number().nullable() })
      .describe("Centimetres"),
    rating: z.number(),
    numReviews: z.number().int(),
    images: z.array(RestImage),
    isPublished: z.boolean(),
    isFeatured: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    variants: z.array(RestVariant),
  }),
);

/** Every list of products (the collection page, the shelves) answers this. */
export const RestProducts = z.array(RestProduct);

const RestReview = restShape(
  "Review",
  "A customer's review of a product; name is how the reviewer is shown",
  z.object({
    _id: z.string(),
    user: z.string().describe("The reviewer's user id"),
    name: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    createdAt: timestamp,
  }),
);

export const RestProductWithReviews = restShape(
  "ProductWithReviews",
  "A product with its newest reviews: the product page, and the answer to a review",
  RestProduct.extend({ reviews: z.array(RestReview) }),
);

export const RestCategory = restShape(
  "Category",
  "A category",
  z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    image: RestImage.nullable(),
    isPublished: z.boolean(),
    createdAt: timestamp,
  }),
);

export const RestCategories = z.array(RestCategory);
