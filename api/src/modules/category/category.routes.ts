import { z } from "zod";
import { mayDo } from "../../common/auth/viewer";
import { Permission } from "../../common/auth/permissions";
import { validatedInput } from "../../common/validation";
import { optionalFlag, optionalText, parseRequest } from "../../common/rest/parse";
import { defineRoutes, staff } from "../../common/rest/route";
import { RestDeleted } from "../../common/rest/shapes";
import { restCategory } from "./category.rest-mapper";
import { RestCategories, RestCategory } from "./category.rest-shapes";
import { CategoryImageInput, CategoryInput } from "./category.types";

const categoryBody = z.object({
  name: optionalText("Category name").nullable(),
  description: optionalText("Description").nullable(),
  image: z
    .object(
      { url: optionalText("Image").nullable(), altText: optionalText("Alt text").nullable() },
      { error: "Image must be an object with url and altText" },
    )
    .nullable()
    .optional(),
  isPublished: optionalFlag("Published"),
});

const FORM =
  "The admin category form: name, description, image { url, altText } (url may be a data: URL of an uploaded file; both optional), isPublished (default true). The slug is built from the name.";
const ADMINS_SEE_ALL =
  "Older clients send a token here; with an admin's token unpublished categories are included, without one only published ones.";

export const categoryRoutes = defineRoutes([
  {
    method: "get",
    operationId: "listCategories",
    path: "/categories",
    tag: "categories",
    summary: "Categories by name",
    note: ADMINS_SEE_ALL,
    access: "optional",
    returns: "[category]: { _id, name, slug, description, image, isPublished }",
    response: RestCategories,
    async handle({ ctx }) {
      return {
        body: (await ctx.services.categories.listCategories({ includeUnpublished: mayDo(ctx.viewer, [Permission.MANAGE_CATALOGUE]) })).map(
          restCategory,
        ),
      };
    },
  },
  {
    method: "get",
    operationId: "getCategory",
    // One parameter name for the three /categories/{id} operations (OpenAPI paths must not differ by it alone); GET also takes a slug.
    path: "/categories/:id",
    tag: "categories",
    summary: "A category by id or slug",
    note: ADMINS_SEE_ALL,
    access: "optional",
    returns: "category",
    response: RestCategory,
    async handle({ ctx, params }) {
      return {
        body: restCategory(
          await ctx.services.categories.getCategory(params.id, { includeUnpublished: mayDo(ctx.viewer, [Permission.MANAGE_CATALOGUE]) }),
        ),
      };
    },
  },
  {
    method: "post",
    operationId: "createCategory",
    path: "/categories",
    tag: "categories",
    summary: "Admin: adds a category",
    note: FORM,
    access: staff(Permission.MANAGE_CATALOGUE),
    body: categoryBody,
    successStatus: 201,
    returns: "category",
    response: RestCategory,
    async handle({ ctx, req }) {
      return { body: restCategory(await ctx.services.categories.createCategory(await categoryInput(req.body))) };
    },
  },
  {
    method: "put",
    operationId: "updateCategory",
    path: "/categories/:id",
    tag: "categories",
    summary: "Admin: replaces a category's fields with the form's",
    note: FORM,
    access: staff(Permission.MANAGE_CATALOGUE),
    body: categoryBody,
    returns: "category",
    response: RestCategory,
    async handle({ ctx, req, params }) {
      return { body: restCategory(await ctx.services.categories.changeCategory(params.id, await categoryInput(req.body))) };
    },
  },
  {
    method: "delete",
    operationId: "deleteCategory",
    path: "/categories/:id",
    tag: "categories",
    summary: "Admin: deletes a category that has no products",
    access: staff(Permission.MANAGE_CATALOGUE),
    returns: "{ id, _id, message }",
    response: RestDeleted,
    errors: [{ status: 409, when: "The category still has products" }],
    async handle({ ctx, params }) {
      const id = await ctx.services.categories.deleteCategory(params.id);
      return { body: { id, _id: id, message: "Category deleted successfully!" } };
    },
  },
]);

async function categoryInput(raw: unknown): Promise<CategoryInput> {
  const body = parseRequest(categoryBody, raw);
  return validatedInput(CategoryInput, {
    name: body.name,
    description: body.description,
    image: body.image ? Object.assign(new CategoryImageInput(), body.image) : null,
    isPublished: body.isPublished ?? true,
  });
}
