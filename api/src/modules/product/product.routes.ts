import { z } from "zod";
import { mayDo } from "../../common/auth/viewer";
import { Permission } from "../../common/auth/permissions";
import { validatedInput } from "../../common/validation";
import { pagedList, pageQuery, restPage } from "../../common/rest/paging";
import {
  commaSeparated,
  formNumber,
  optionalFlag,
  optionalText,
  parseRequest,
  queryNumber,
  queryText,
  restPaise,
  textList,
  withRestFieldNames,
} from "../../common/rest/parse";
import { defineRoutes, staff, type RestRoute } from "../../common/rest/route";
import { RestDeleted } from "../../common/rest/shapes";
import { restProduct, restProducts } from "./product.rest-mapper";
import { RestProduct, RestProducts } from "./product.rest-shapes";
import { type Product } from "./product.entity";
import { MAX_SHELF_SIZE, type ProductService, SHELF_SIZE } from "./product.service";
import { DimensionsInput, ImageInput, ProductFilter, ProductInput, ProductSort } from "./product.types";

/** The sortBy values older clients send, and the other sorts of the GraphQL API under the same kind of name. */
const SORTS: Record<string, ProductSort> = {
  priceAsc: ProductSort.PRICE_ASC,
  priceDesc: ProductSort.PRICE_DESC,
  popularity: ProductSort.POPULARITY,
  newest: ProductSort.NEWEST,
  rating: ProductSort.RATING,
  relevance: ProductSort.RELEVANCE,
};

const listQuery = pageQuery.extend({
  collection: queryText("Collection"),
  size: queryText("Size"),
  color: queryText("Color"),
  gender: queryText("Gender"),
  minPrice: queryNumber("Minimum price"),
  maxPrice: queryNumber("Maximum price"),
  sortBy: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(Object.keys(SORTS) as [string, ...string[]], { error: `sortBy must be one of ${Object.keys(SORTS).join(", ")}` }).optional(),
  ),
  search: queryText("Search"),
  category: queryText("Category"),
  material: queryText("Material"),
  brand: queryText("Brand"),
});
const shelfQuery = z.object({ limit: queryNumber("Limit", { whole: true }) });

const productBody = z.object({
  name: optionalText("Product name").nullable(),
  sku: optionalText("SKU").nullable(),
  brand: optionalText("Brand").nullable(),
  collection: optionalText("Collection").nullable(),
  category: optionalText("Category").nullable(),
  description: optionalText("Description").nullable(),
  price: formNumber("Price"),
  discountPrice: formNumber("Discount price"),
  countInStock: formNumber("Stock", { whole: true }),
  weight: formNumber("Weight"),
  dimensions: z
    .object(
      { length: formNumber("Length"), width: formNumber("Width"), height: formNumber("Height") },
      { error: "Dimensions must be an object" },
    )
    .nullable()
    .optional(),
  sizes: textList("Sizes"),
  colors: textList("Colors"),
  tags: textList("Tags"),
  material: optionalText("Material").nullable(),
  gender: optionalText("Gender").nullable(),
  // Older clients sent these: refused by name, so that no one believes a typed rating was kept.
  rating: fromReviews("Rating"),
  numReviews: fromReviews("Number of reviews"),
  images: z
    .array(
      z.object(
        { url: optionalText("Image").nullable(), altText: optionalText("Alt text").nullable() },
        { error: "Each image must be an object" },
      ),
      {
        error: "Images must be a list",
      },
    )
    .nullable()
    .optional(),
  isPublished: optionalFlag("Published"),
  isFeatured: optionalFlag("Featured"),
});
/** A field the reviews decide: absent, or refused with why. */
function fromReviews(label: string) {
  return z.never({ error: `${label} comes from customers' published reviews and cannot be set` }).optional();
}

const FORM =
  "The admin product form's fields; amounts in rupees (numbers, or numbers as text as HTML forms send them); category is the category's id; " +
  "sizes and colors a list or one value; tags a list or comma-separated text; images a list of { url, altText } where url may be a data: URL " +
  "of an uploaded file (JPEG, PNG or WebP, up to 5 MB). The slug is built from the name.";
const SHELF = `At most \`limit\` products (default ${SHELF_SIZE}, most ${MAX_SHELF_SIZE}).`;

export const productRoutes = defineRoutes([
  {
    method: "get",
    operationId: "listProducts",
    path: "/products",
    tag: "products",
    summary: "Products with the collection page's filters and sort",
    note:
      "Filters combine; size, color, gender, material and brand take one value or several separated by commas; minPrice and maxPrice are rupees " +
      "compared with the price a shopper pays; collection 'all' means no collection filter. At most `limit` (default and most 100) from `page`; " +
      "X-Total-Count has the whole count. An admin's token also lists unpublished products.",
    access: "optional",
    query: listQuery,
    returns: "[product]",
    response: RestProducts,
    async handle({ ctx, req }) {
      const query = parseRequest(listQuery, req.query);
      const filter = await withRestFieldNames({ minPricePaise: "minPrice", maxPricePaise: "maxPrice" }, () =>
        validatedInput(ProductFilter, {
          category: query.category,
          collection: query.collection?.trim().toLowerCase() === "all" ? undefined : query.collection,
          sizes: commaList(query.size),
          colors: commaList(query.color),
          genders: commaList(query.gender),
          materials: commaList(query.material),
          brands: commaList(query.brand),
          // A filter, not an amount anyone pays: a fraction of a paisa is rounded rather than refused.
          minPricePaise: query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100),
          maxPricePaise: query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100),
          search: query.search,
          includeUnpublished: mayDo(ctx.viewer, [Permission.MANAGE_CATALOGUE]),
        }),
      );
      const list = await ctx.services.products.listProducts(filter, query.sortBy ? SORTS[query.sortBy] : null, restPage(query));
      return pagedList(list, (products) => restProducts(products, ctx.loaders));
    },
  },
  shelfRoute(
    "/products/similar/:slug",
    "listSimilarProducts",
    "You may also like: products of the same category, then of the same collection",
    (products, params, limit) => products.similarProducts(params.slug, limit),
  ),
  shelfRoute("/products/new-arrivals", "listNewArrivals", "The newest products", (products, _params, limit) => products.newArrivals(limit)),
  shelfRoute(
    "/products/best-seller",
    "listBestSellers",
    "Most units sold in placed orders; the highest rated while nothing has sold",
    (products, _params, limit) => products.bestSellers(limit),
  ),
  {
    method: "post",
    operationId: "createProduct",
    path: "/products",
    tag: "products",
    summary: "Admin: adds a product",
    note: FORM,
    access: staff(Permission.MANAGE_CATALOGUE),
    body: productBody,
    successStatus: 201,
    returns: "product",
    response: RestProduct,
    async handle({ ctx, req }) {
      const input = await productInput(req.body);
      const product = await withRestFieldNames(REST_PRICE_FIELDS, () => ctx.services.products.createProduct(input));
      return { body: await restProduct(product, ctx.loaders) };
    },
  },
  {
    method: "put",
    operationId: "updateProduct",
    path: "/products/:id",
    tag: "products",
    summary: "Admin: replaces a product's fields with the form's",
    note: `${FORM} Every field is replaced, as the edit form sends them all; the rating and review count are the published reviews'.`,
    access: staff(Permission.MANAGE_CATALOGUE),
    body: productBody,
    returns: "product",
    response: RestProduct,
    async handle({ ctx, req, params }) {
      const input = await productInput(req.body);
      const product = await withRestFieldNames(REST_PRICE_FIELDS, () => ctx.services.products.updateProduct(params.id, input));
      return { body: await restProduct(product, ctx.loaders) };
    },
  },
  {
    method: "delete",
    operationId: "deleteProduct",
    path: "/products/:id",
    tag: "products",
    summary: "Admin: deletes a product, its reviews and its image files",
    access: staff(Permission.MANAGE_CATALOGUE),
    returns: "{ id, _id, message }",
    response: RestDeleted,
    errors: [{ status: 409, when: "The product is part of existing orders: unpublish it instead" }],
    async handle({ ctx, params }) {
      const id = await ctx.services.products.deleteProduct(params.id);
      return { body: { id, _id: id, message: "Product deleted successfully!" } };
    },
  },
]);

/** A short list of products for a home page or product page shelf. */
function shelfRoute(
  path: string,
  operationId: string,
  summary: string,
  shelf: (products: ProductService, params: Record<string, string>, limit: number | undefined) => Promise<Product[]>,
): RestRoute<typeof RestProducts> {
  return {
    method: "get",
    operationId,
    path,
    tag: "products",
    summary,
    note: SHELF,
    access: "public",
    query: shelfQuery,
    returns: "[product]",
    response: RestProducts,
    async handle({ ctx, req, params }) {
      const { limit } = parseRequest(shelfQuery, req.query);
      return { body: await restProducts(await shelf(ctx.services.products, params, limit), ctx.loaders) };
    },
  };
}

const commaList = (value: string | undefined) => (value === undefined ? undefined : commaSeparated(value));

/** The form's rupees become the paise of the GraphQL input; its problems are named as the REST fields. */
async function productInput(raw: unknown): Promise<ProductInput> {
  const { price, discountPrice, ...body } = parseRequest(productBody, raw);
  return withRestFieldNames(REST_PRICE_FIELDS, () =>
    validatedInput(ProductInput, {
      ...body,
      pricePaise: restPaise(price, "price", "Price"),
      discountPricePaise: restPaise(discountPrice, "discountPrice", "Discount price"),
      dimensions: body.dimensions ? Object.assign(new DimensionsInput(), body.dimensions) : null,
      images: body.images?.map((image) => Object.assign(new ImageInput(), image)),
      isPublished: body.isPublished ?? false,
      isFeatured: body.isFeatured ?? false,
    }),
  );
}

const REST_PRICE_FIELDS = { pricePaise: "price", discountPricePaise: "discountPrice" };
