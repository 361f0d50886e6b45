import { z } from "zod";
import { restShape, timestamp } from "../../common/rest/shapes";
import { RestImage } from "../asset/image.rest-shapes";

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
