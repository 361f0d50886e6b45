import type { z } from "zod";
import { type RestCategory } from "./category.rest-shapes";
import { type Category } from "./category.entity";

/** The REST category (docs/rest-api.md): `_id`, name, slug, description, image (url, altText), isPublished. */
export function restCategory(c: Category): z.output<typeof RestCategory> {
  return {
    _id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: c.image ? { url: c.image.url, altText: c.image.altText } : null,
    isPublished: c.isPublished,
    createdAt: c.createdAt,
  };
}
