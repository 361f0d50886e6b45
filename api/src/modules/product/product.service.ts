import crypto from "node:crypto";
import { type DataSource, In, type Repository } from "typeorm";
import { isUuid } from "../../common/uuid";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { isForeignKeyViolation, uniqueViolationColumn } from "../../common/postgres-errors";
import { type AssetService } from "../asset/asset.service";
import { preparedRows } from "../../common/prepared-query";
import { CatalogCache, VERSION_COLUMNS } from "./catalog-cache";
import { type CategoryService } from "../category/category.service";
import { cleanDescription } from "./description";
import { type Image } from "../asset/image";
import { Product } from "./product.entity";
import { PRODUCT_COLUMNS, productOf, type ProductRow } from "./product-rows";
import { type ProductVariantService, type VariantPlan } from "./product-variant.service";
import { countFacets } from "./product-facets";
import type { OptionLists } from "./option-lists";
import { canonical, PRODUCT_GENDERS } from "./product-options";
import type { ProductOptionService } from "./product-option.service";
import { type ProductSelection, selectProducts, VISIBLE_TO_SHOPPERS, whereOf } from "./product-selection";
import { type Visibility } from "../category/visibility";
import { searchQueryFor } from "../search/product-search";
import {
  type ImageInput,
  type ProductFacets,
  ProductFilter,
  type ProductInput,
  type ProductOptions,
  ProductSort,
  type UpdateProductInput,
} from "./product.types";
import { productUpdateForm } from "./product-form";
import { withHandle } from "../category/unique-slug";
import { slugify } from "@shop/words/slug";
import { FROM_PRICE } from "./variant-price-sql";
import { productKeyset } from "./product-sorts";
import type { ShopEventPublisher } from "../../events/shop-events";

export interface ProductList extends ListSlice<Product> {
  /** The filter as SQL, so the list's facets need not work it out again. */
  selection: ProductSelection;
}

/** Shelf lists (new arrivals, bestsellers, similar) are short. */
export const SHELF_SIZE = 8;
export const MAX_SHELF_SIZE = 24;
/** A guest's wishlist or recently viewed list at once (MAX_WISHLIST_ITEMS is larger, but a page shows this many). */
export const MAX_PRODUCTS_BY_IDS = 60;

const DUPLICATE_SKU = "A product with this SKU already exists";

/**
 * The catalogue's products: the shopper list with filters, sorts, search and facets; the
 * shelves (new arrivals, bestsellers, similar); and the admin's create, update and delete.
 * Methods take plain inputs so the GraphQL resolvers and the REST routes share them.
 */
export class ProductService {
  private readonly products: Repository<Product>;
  private readonly cache: CatalogCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly assets: AssetService,
    private readonly categories: CategoryService,
    private readonly variants: ProductVariantService,
    private readonly options: ProductOptionService,
    private readonly events: ShopEventPublisher,
  ) {
    this.products = dataSource.getRepository(Product);
    this.cache = new CatalogCache(dataSource);
  }

  /**
   * The version of what shoppers see of the catalogue: it changes with every edit, review, and
   * product going out of stock or back in; not with other stock changes or units sold (see CatalogState).
   */
  async catalogVersion(): Promise<string> {
    return (await this.cache.currentVersions()).shown;
  }

  /**
   * One page of the products a filter selects, with the total across pages. One prepared
   * statement reads the page and the catalogue version together; the total (and the facets) are
   * kept per version, so a filter asked again while the catalogue is unchanged costs that one
   * round trip. A search's corrected words are kept per version too: they are taken under the
   * version last seen, and worked out again in the rare case the statement saw a newer one.
   */
  async listProducts(
    filter: ProductFilter = new ProductFilter(),
    sort: ProductSort | null | undefined,
    window: ListWindow,
  ): Promise<ProductList> {
    const search = filter.search?.trim();
    let assumed = this.cache.lastSeen ?? "";
    // Search words not yet corrected under the version last seen are corrected under the version now.
    if (search && !this.cache.knows(assumed, searchKey(search))) assumed = (await this.cache.currentVersions()).shown;
    let selection = await this.select(filter, assumed);
    let rows = await this.pageRows(selection, sort, window);
    // An empty page says nothing of the version: ask for it (a page past the end, a search finding nothing).
    const version = rows.length ? this.cache.observe(rows[0].version, rows[0].stock) : (await this.cache.currentVersions()).shown;
    if (version !== assumed && selection.searchQuery !== null) {
      // The catalogue changed since the words were corrected: correct them again, and read again.
      selection = await this.select(filter, version);
      rows = await this.pageRows(selection, sort, window);
    }
    const current = { ...selection, version };
    const total = await this.cache.remember(version, `count ${selection.key}`, () => this.count(current));
    const page = productKeyset(sort, selection.searchQuery !== null).page(
      rows.map((row) => ({ item: productOf(row), key: row.keyset_key })),
      window,
      total,
    );
    return { ...page, selection: current };
  }

  /** A page of a selection, with the catalogue version the statement saw (VERSION_COLUMNS). */
  private pageRows(selection: ProductSelection, sort: ProductSort | null | undefined, window: ListWindow) {
    const keyset = productKeyset(sort, selection.searchQuery !== null);
    const after = keyset.afterNamed(window.after);
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT ${PRODUCT_COLUMNS}, ${FROM_PRICE} AS "fromPricePaise", ${VERSION_COLUMNS}, ${keyset.keyColumn} AS keyset_key
       FROM products p WHERE ${whereOf(selection)} AND ${after.sql}
       ORDER BY ${keyset.orderBy}
       LIMIT :take OFFSET :skip`,
      { ...selection.params, ...after.params, take: window.take + 1, skip: window.skip },
    );
    return preparedRows<ProductRow & { version: string; stock: string; keyset_key: string }>(this.dataSource, sql, values);
  }

  /** What the filter sidebar offers for a filter (or the selection a list was made with). */
  async productFacets(filter: ProductFilter | ProductSelection): Promise<ProductFacets> {
    const selection = "kind" in filter ? filter : await this.select(filter, (await this.cache.currentVersions()).shown);
    return this.cache.remember(selection.version, `facets ${selection.key}`, () => countFacets(this.dataSource, selection));
  }

  /**
   * The catalogue's option lists (product-option.service.ts), kept per catalogue version: a list
   * changed by an admin changes the version, so every replica reads it again.
   */
  async optionLists(version?: string): Promise<OptionLists> {
    const at = version ?? (await this.cache.currentVersions()).shown;
    return this.cache.remember(at, "option lists", () => this.options.lists());
  }

  /** The option lists that validate the form and spell the filters' values, for the form and the filters. */
  async productOptions(): Promise<ProductOptions> {
    const lists = await this.optionLists();
    return {
      sizes: lists.sizes,
      colors: lists.colors,
      materials: lists.materials,
      genders: [...PRODUCT_GENDERS],
      colorSwatches: lists.swatches.map((c) => ({ name: c.name, hex: c.swatch })),
    };
  }

  /** A product by id or slug; an unpublished one is not found unless the visibility allows it. */
  async getProduct(idOrSlug: string, visibility: Visibility = {}): Promise<Product> {
    const query = this.products.createQueryBuilder("p");
    const key = idOrSlug.trim();
    query.where(isUuid(key) ? "(p.id = :id OR p.slug = :key)" : "p.slug = :key", { id: key, key });
    if (!visibility.includeUnpublished) query.andWhere(VISIBLE_TO_SHOPPERS);
    const product = await query.getOne();
    if (!product) throw new NotFoundError("Product");
    return product;
  }

  /**
   * The products shoppers can see among `ids`, in the order asked: lists a shopper keeps in their
   * browser (a guest's wishlist, recently viewed) name products by id. Unknown ids are left out.
   */
  async productsByIds(ids: string[]): Promise<Product[]> {
    if (ids.length > MAX_PRODUCTS_BY_IDS) throw ValidationError.field("ids", `Ask for at most ${MAX_PRODUCTS_BY_IDS} products at once`);
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return [];
    const found = await this.products
      .createQueryBuilder("p")
      .where(VISIBLE_TO_SHOPPERS)
      .andWhere("p.id = ANY(:wanted::uuid[])", { wanted })
      .getMany();
    const byId = new Map(found.map((p) => [p.id, p]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  /** Every product shoppers can see, by slug with its last change: what a sitemap lists. */
  async publishedSlugs(): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.products.createQueryBuilder("p").select(["p.slug", "p.updatedAt"]).where(VISIBLE_TO_SHOPPERS).orderBy("p.slug").getMany();
  }

  /** "You may also like": the same category first, then the same collection, best sellers first. */
  async similarProducts(slug: string, limit = SHELF_SIZE): Promise<Product[]> {
    const product = await this.getProduct(slug);
    return this.products
      .createQueryBuilder("p")
      .where(VISIBLE_TO_SHOPPERS)
      .andWhere("p.id <> :id", { id: product.id })
      .andWhere("(p.category_id = :categoryId OR p.collection = :collection)", {
        categoryId: product.categoryId,
        collection: product.collection,
      })
      .orderBy("p.category_id = :categoryId", "DESC")
      .addOrderBy("p.sold_count", "DESC")
      .addOrderBy("p.rating", "DESC")
      .addOrderBy("p.id", "DESC")
      .limit(shelf(limit))
      .getMany();
  }

  async newArrivals(limit = SHELF_SIZE): Promise<Product[]> {
    return this.shelf(ProductSort.NEWEST, limit);
  }

  /** Most units sold in placed orders; while nothing has sold, the highest rated. */
  async bestSellers(limit = SHELF_SIZE): Promise<Product[]> {
    return this.shelf(ProductSort.POPULARITY, limit);
  }

  /**
   * Adds a product with its variants, in one transaction. The row is inserted with its sizes,
   * colours and stock total, which gives it the even split (a database trigger, as for any
   * product inserted without variants); the form's grid then replaces that. The slug is built
   * from the form's handle when it has one, else from `slugFrom`: the name, or a CSV import's
   * Handle, which names the product in the file.
   */
  async createProduct(input: ProductInput, slugFrom?: string): Promise<Product> {
    const { plan, handle, ...fields } = await this.productFields(input);
    const images = await this.storeImages(input.images ?? [], fields.name);
    const variantImages = await this.storeVariantImages(input, fields.name);
    try {
      const id = await this.dataSource.transaction(async (tx) => {
        const products = tx.getRepository(Product);
        const sku = fields.sku ?? generatedSku();
        const total = plan.variants.reduce((sum, v) => sum + (v.countInStock ?? 0), 0);
        const productId = await withHandle(products, handle, slugFrom ?? fields.name, PRODUCT_SLUGS, async (slug) => {
          // A savepoint, so that a slug taken meanwhile leaves the transaction usable for the retry.
          const inserted = await tx.transaction((t) =>
            t.getRepository(Product).insert({ ...fields, images, slug, sku, countInStock: total }),
          );
          return inserted.identifiers[0].id as string;
        });
        await this.variants.save(tx, { id: productId, sku, countInStock: total }, plan, (v) =>
          v.gridIndex === undefined ? undefined : variantImages[v.gridIndex],
        );
        return productId;
      });
      return await this.getProduct(id, { includeUnpublished: true });
    } catch (err) {
      await this.assets.removeImages([...images, ...variantImages.flatMap((v) => v ?? [])].map((i) => i.url));
      throw duplicateSku(err);
    }
  }

  /**
   * Replaces every field with the form's, and the variants with its grid (or, without one, its
   * sizes, colours and stock total), in one transaction; the rating and review count are the reviews' (ReviewService).
   * The slug is the form's handle, or rebuilt from `slugFrom` as for createProduct.
   */
  async updateProduct(id: string, input: ProductInput, slugFrom?: string): Promise<Product> {
    const current = await this.getProduct(id, { includeUnpublished: true });
    const { plan, handle, ...fields } = await this.productFields(input);
    const images = await this.storeImages(input.images ?? [], fields.name);
    const variantImages = await this.storeVariantImages(input, fields.name);
    const oldVariantImages = (await this.variants.variantsOfProducts([current.id])).flatMap((v) => v.images);
    try {
      await this.dataSource.transaction(async (tx) => {
        const sku = fields.sku ?? current.sku;
        await withHandle(tx.getRepository(Product), handle, slugFrom ?? fields.name, { ...PRODUCT_SLUGS, ownId: current.id }, (slug) =>
          tx.transaction((t) =>
            t.getRepository(Product).update(current.id, {
              ...fields,
              images,
              slug,
              sku,
            }),
          ),
        );
        // The product row is locked from here on: checkouts of its variants wait for the edit.
        const [{ count_in_stock: total }] = await tx.query(`SELECT count_in_stock FROM products WHERE id = $1`, [current.id]);
        await this.variants.save(tx, { id: current.id, sku, countInStock: total }, plan, (v) =>
          v.gridIndex === undefined ? undefined : variantImages[v.gridIndex],
        );
        const saved = await tx.getRepository(Product).findOneByOrFail({ id: current.id });
        await this.events.publish(tx, { name: "product.updated", product: saved });
      });
    } catch (err) {
      await this.removeUnusedImages([...images, ...variantImages.flatMap((v) => v ?? [])].map((i) => i.url));
      throw duplicateSku(err);
    }
    await this.removeUnusedImages([...current.images, ...oldVariantImages].map((i) => i.url));
    return this.getProduct(current.id, { includeUnpublished: true });
  }

  /** Changes only the fields sent (GraphQL's updateProduct); the rest, and the variant grid unless asked, stay as they are. */
  async changeProduct(id: string, changes: UpdateProductInput): Promise<Product> {
    const current = await this.getProduct(id, { includeUnpublished: true });
    const variants = await this.variants.variantsOfProducts([current.id]);
    return this.updateProduct(current.id, productUpdateForm(current, variants, changes));
  }

  /** Deletes a product, its reviews and its image files. */
  async deleteProduct(id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError("Product");
    let deleted: { images: Image[] }[];
    try {
      [deleted] = await this.dataSource.query(`DELETE FROM products WHERE id = $1 RETURNING images`, [id]);
    } catch (err) {
      if (isForeignKeyViolation(err)) {
        throw new ConflictError(
          "PRODUCT_HAS_ORDERS",
          "This product is part of existing orders and cannot be deleted: unpublish it instead",
        );
      }
      throw err;
    }
    if (deleted.length === 0) throw new NotFoundError("Product");
    await this.removeUnusedImages(deleted[0].images.map((i) => i.url));
    return id;
  }

  /**
   * Publishes or unpublishes the admin's selection of products together: all of them, or (an
   * unknown id among them) none.
   */
  async setPublished(ids: string[], isPublished: boolean): Promise<Product[]> {
    const wanted = selectionOf(ids);
    await this.dataSource.transaction(async (tx) => {
      const products = tx.getRepository(Product);
      await lockSelected(products, wanted);
      await products.update({ id: In(wanted) }, { isPublished });
      for (const saved of await products.findBy({ id: In(wanted) })) {
        await this.events.publish(tx, { name: "product.updated", product: saved });
      }
    });
    const saved = new Map((await this.products.findBy({ id: In(wanted) })).map((p) => [p.id, p]));
    return wanted.map((id) => saved.get(id)!);
  }

  /**
   * Deletes the admin's selection of products together, as deleteProduct deletes one (orders keep
   * their lines): all of them, or (an unknown id among them) none.
   */
  async deleteProducts(ids: string[]): Promise<string[]> {
    const wanted = selectionOf(ids);
    const deleted: Array<{ images: Image[] }> = await this.dataSource.transaction(async (tx) => {
      await lockSelected(tx.getRepository(Product), wanted);
      const [rows] = await tx.query(`DELETE FROM products WHERE id = ANY($1::uuid[]) RETURNING images`, [wanted]);
      return rows;
    });
    await this.removeUnusedImages(deleted.flatMap((p) => p.images.map((i) => i.url)));
    return wanted;
  }

  /** The filter as SQL, under the catalogue version its cached counts belong to. */
  private async select(filter: ProductFilter, version: string): Promise<ProductSelection> {
    const search = filter.search?.trim();
    const namesOptions = [filter.sizes, filter.colors, filter.materials].some((values) => values?.length);
    const [searchQuery, lists] = await Promise.all([
      search ? this.cache.remember(version, searchKey(search), () => searchQueryFor(this.dataSource, search)) : null,
      namesOptions ? this.optionLists(version) : null,
    ]);
    return selectProducts(filter, searchQuery, version, lists);
  }

  private async count(selection: ProductSelection): Promise<number> {
    const [sql, params] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT count(*)::int AS count FROM products p WHERE ${whereOf(selection)}`,
      selection.params,
    );
    const [{ count }] = await this.dataSource.query(sql, params);
    return count;
  }

  /** A home-page shelf: what can be bought first, sold-out products after them, each part in the shelf's order. */
  private async shelf(sort: ProductSort, limit: number): Promise<Product[]> {
    const query = this.products.createQueryBuilder("p").where(VISIBLE_TO_SHOPPERS).orderBy("p.count_in_stock > 0", "DESC");
    for (const { sql, order } of productKeyset(sort, false).keys) query.addOrderBy(sql, order);
    return query.limit(shelf(limit)).getMany();
  }

  /** The form's fields as the product row stores them: canonical spellings, paise, clean HTML. */
  private async productFields(input: ProductInput) {
    const categoryId = input.category;
    if (!(await this.categories.exists(categoryId))) throw ValidationError.field("category", "Category not found");
    const pricePaise = input.pricePaise;
    const discountPricePaise = input.discountPricePaise ?? null;
    if (discountPricePaise !== null && discountPricePaise >= pricePaise) {
      throw ValidationError.field("discountPricePaise", "Discount price must be less than the price");
    }
    const options = (await this.optionLists()).productOptions(input);
    const plan: VariantPlan = this.variants.plan(options.sizes, options.colors, input.countInStock, input.variants);
    const handle = input.handle?.trim() ? slugify(input.handle) : null;
    if (input.handle?.trim() && !handle) throw ValidationError.field("handle", "Handle must have a letter or a digit");
    return {
      plan,
      handle,
      name: input.name.trim(),
      sku: input.sku?.trim() || null,
      brand: input.brand?.trim() || null,
      collection: input.collection?.trim() || null,
      categoryId,
      description: await cleanDescription(input.description),
      seoTitle: input.seoTitle?.trim() || null,
      seoDescription: input.seoDescription?.trim() || null,
      pricePaise,
      discountPricePaise,
      weight: input.weight ?? null,
      dimensions: {
        length: input.dimensions?.length ?? null,
        width: input.dimensions?.width ?? null,
        height: input.dimensions?.height ?? null,
      },
      sizes: plan.sizes,
      colors: plan.colors,
      tags: distinct((input.tags ?? []).map((t) => t.trim()).filter(Boolean)),
      material: options.material,
      gender: input.gender ? canonical(PRODUCT_GENDERS, input.gender) : null,
      isPublished: input.isPublished,
      isFeatured: input.isFeatured,
    };
  }

  /** Stores the form's inline images; if one is refused, those stored before it are removed. */
  private async storeImages(inputs: ImageInput[], productName: string): Promise<Image[]> {
    const images: Image[] = [];
    try {
      for (const [i, input] of inputs.entries()) {
        const url = await this.assets.acceptImageUrl(input.url!, `images.${i}.url`);
        images.push({ url, altText: input.altText?.trim() || productName });
      }
    } catch (err) {
      await this.removeUnusedImages(images.map((i) => i.url));
      throw err;
    }
    return images;
  }

  /**
   * The photos of each grid variant, stored (undefined for a variant whose photos the form leaves
   * as they are). A colour's photo sent for each of its sizes is stored once.
   */
  private async storeVariantImages(input: ProductInput, productName: string): Promise<Array<Image[] | undefined>> {
    const grid = input.variants ?? [];
    const stored: Array<Image[] | undefined> = [];
    const once = new Map<string, Image>();
    try {
      for (const variant of grid) {
        if (!variant.images) {
          stored.push(undefined);
          continue;
        }
        const images: Image[] = [];
        for (const image of variant.images) {
          const key = `${image.url}\u0000${image.altText ?? ""}`;
          if (!once.has(key)) once.set(key, (await this.storeImages([image], productName))[0]);
          images.push(once.get(key)!);
        }
        stored.push(images);
      }
    } catch (err) {
      await this.removeUnusedImages([...once.values()].map((i) => i.url));
      throw err;
    }
    return stored;
  }

  /** Removes the files of these images unless some product or variant still shows them. */
  private async removeUnusedImages(urls: string[]): Promise<void> {
    if (urls.length === 0) return;
    const inUse: { url: string }[] = await this.dataSource.query(
      `SELECT DISTINCT image->>'url' AS url FROM products, jsonb_array_elements(images) AS image WHERE image->>'url' = ANY($1)
       UNION SELECT DISTINCT image->>'url' FROM product_variants, jsonb_array_elements(images) AS image WHERE image->>'url' = ANY($1)`,
      [urls],
    );
    const used = new Set(inUse.map((r) => r.url));
    await this.assets.removeImages(urls.filter((u) => !used.has(u)));
  }
}

/** As many products as an admin list's page shows at most. */
const MAX_SELECTED = 100;

/** The ids an admin selected, each once; refused when empty, too many or not ids at all. */
function selectionOf(ids: string[]): string[] {
  const wanted = distinct(ids.map((id) => id.trim()));
  if (wanted.length === 0) throw ValidationError.field("ids", "Choose at least one product");
  if (wanted.length > MAX_SELECTED) throw ValidationError.field("ids", `Choose at most ${MAX_SELECTED} products at once`);
  const malformed = wanted.find((id) => !isUuid(id));
  if (malformed) throw new NotFoundError(`Product ${malformed}`);
  return wanted;
}

/** Locks the selected products for the rest of the transaction (in id order, so two selections never wait on each other); an unknown id is not found. */
async function lockSelected(products: Repository<Product>, wanted: string[]): Promise<void> {
  const found = await products
    .createQueryBuilder("p")
    .select(["p.id"])
    .where("p.id = ANY(:wanted::uuid[])", { wanted })
    .orderBy("p.id")
    .setLock("pessimistic_write")
    .getMany();
  const known = new Set(found.map((p) => p.id));
  const missing = wanted.find((id) => !known.has(id));
  if (missing) throw new NotFoundError(`Product ${missing}`);
}

const searchKey = (search: string) => `search ${search}`;
/** How a product's slug is chosen when the admin gives no handle, and what a taken one is told. */
const PRODUCT_SLUGS = { fallback: "product", takenMessage: "Another product already has this handle" };
const shelf = (limit: number) => Math.min(Math.max(1, Math.floor(limit)), MAX_SHELF_SIZE);
const distinct = <T>(values: T[]) => [...new Set(values)];
const generatedSku = () => `BZ-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;

function duplicateSku(err: unknown): unknown {
  return uniqueViolationColumn(err) === "sku" ? ValidationError.field("sku", DUPLICATE_SKU) : err;
}
