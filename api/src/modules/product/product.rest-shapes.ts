import { z } from "zod";
import { restShape, rupees, timestamp } from "../../common/rest/shapes";
import { RestImage } from "../asset/image.rest-shapes";

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
