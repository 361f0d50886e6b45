import crypto from "node:crypto";
import { DataSource, Repository } from "typeorm";
import { isUuid } from "../../common/ids";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { rupeesToPaise } from "../../common/money";
import { Page, PageInput, pageWindow, toPage } from "../../common/pagination";
import { isForeignKeyViolation, uniqueViolationColumn } from "../../database/postgres-errors";
import { AssetService } from "../asset/asset.service";
import { CatalogCache } from "./catalog-cache";
import { CategoryService } from "./category.service";
import { cleanDescription } from "./description";
import { Image } from "./image";
import { Product } from "./product.entity";
import { ProductVariantService, VariantPlan } from "./product-variant.service";
import { countFacets } from "./product-facets";
import { canonical, FILTER_MATERIALS, PRODUCT_COLORS, PRODUCT_GENDERS, PRODUCT_SIZES } from "./product-options";
import {
  canonicalMaterial,
  ProductSelection,
  selectProducts,
  Visibility,
  VISIBLE_TO_SHOPPERS,
  whereOf,
} from "./product-selection";
import { searchQueryFor } from "./product-search";
import { ImageInput, ProductFacets, ProductFilter, ProductInput, ProductOptions, ProductSort } from "./product.types";
import { withFreeSlug } from "./unique-slug";
import { WebhookEventType } from "../webhook/webhook-event-type";
import { productData } from "../webhook/webhook-payloads";
import type { ShopEventPublisher } from "../webhook/webhook.service";

export interface ProductList extends Page<Product> {
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

  /** One page of the products a filter selects, with the total across pages. */
  async listProducts(filter: ProductFilter = new ProductFilter(), sort?: ProductSort | null, page?: PageInput): Promise<ProductList> {
    const selection = await this.select(filter);
    const query = this.products.createQueryBuilder("p").where(whereOf(selection), selection.params);
    for (const [expression, direction] of orderOf(sort, selection)) query.addOrderBy(expression, direction);
    const { skip, take } = pageWindow(page);
    const [items, total] = await Promise.all([
      query.offset(skip).limit(take).getMany(),
      this.cache.remember(selection.version, `count ${selection.key}`, () => this.count(selection)),
    ]);
    return { ...toPage(items, total, page), selection };
  }

  /** What the filter sidebar offers for a filter (or the selection a list was made with). */
  async productFacets(filter: ProductFilter | ProductSelection): Promise<ProductFacets> {
    const selection = "kind" in filter ? filter : await this.select(filter);
    return this.cache.remember(selection.version, `facets ${selection.key}`, () => countFacets(this.dataSource, selection));
  }

  /**
   * The option lists, from the same constants that validate the form and canonicalise filters;
   * materials are free text, so those products use follow the filter list's.
   */
  async productOptions(): Promise<ProductOptions> {
    const used: { material: string }[] = await this.dataSource.query(`SELECT DISTINCT material FROM products WHERE material IS NOT NULL ORDER BY material`);
    return {
      sizes: [...PRODUCT_SIZES],
      colors: [...PRODUCT_COLORS],
      materials: distinct([...FILTER_MATERIALS, ...used.map((r) => r.material)]),
      genders: [...PRODUCT_GENDERS],
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
    const found = await this.products.createQueryBuilder("p").where(VISIBLE_TO_SHOPPERS).andWhere("p.id = ANY(:wanted::uuid[])", { wanted }).getMany();
    const byId = new Map(found.map((p) => [p.id, p]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  /** Every product shoppers can see, by slug with its last change: what a sitemap lists. */
  async publishedSlugs(): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.products
      .createQueryBuilder("p")
      .select(["p.slug", "p.updatedAt"])
      .where(VISIBLE_TO_SHOPPERS)
      .orderBy("p.slug")
      .getMany();
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
   * product inserted without variants); the form's grid then replaces that.
   */
  async createProduct(input: ProductInput): Promise<Product> {
    const { plan, ...fields } = await this.productFields(input);
    const images = await this.storeImages(input.images ?? [], fields.name);
    const variantImages = await this.storeVariantImages(input, fields.name);
    try {
      const id = await this.dataSource.transaction(async (tx) => {
        const products = tx.getRepository(Product);
        const sku = fields.sku ?? generatedSku();
        const total = plan.variants.reduce((sum, v) => sum + (v.countInStock ?? 0), 0);
        const productId = await withFreeSlug(products, fields.name, { fallback: "product" }, async (slug) => {
          // A savepoint, so that a slug taken meanwhile leaves the transaction usable for the retry.
          const inserted = await tx.transaction((t) => t.getRepository(Product).insert({ ...fields, images, slug, sku, countInStock: total }));
          return inserted.identifiers[0].id as string;
        });
        await this.variants.save(tx, { id: productId, sku, countInStock: total }, plan, (v) => (v.gridIndex === undefined ? undefined : variantImages[v.gridIndex]));
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
   * sizes, colours and stock total), in one transaction; rating and numReviews stay when not given.
   */
  async updateProduct(id: string, input: ProductInput): Promise<Product> {
    const current = await this.getProduct(id, { includeUnpublished: true });
    const { plan, ...fields } = await this.productFields(input);
    const images = await this.storeImages(input.images ?? [], fields.name);
    const variantImages = await this.storeVariantImages(input, fields.name);
    const oldVariantImages = (await this.variants.variantsOfProducts([current.id])).flatMap((v) => v.images);
    try {
      await this.dataSource.transaction(async (tx) => {
        const sku = fields.sku ?? current.sku;
        await withFreeSlug(tx.getRepository(Product), fields.name, { fallback: "product", ownId: current.id }, (slug) =>
          tx.transaction((t) =>
            t.getRepository(Product).update(current.id, {
              ...fields,
              images,
              slug,
              sku,
              rating: fields.rating ?? current.rating,
              numReviews: fields.numReviews ?? current.numReviews,
            }),
          ),
        );
        // The product row is locked from here on: checkouts of its variants wait for the edit.
        const [{ count_in_stock: total }] = await tx.query(`SELECT count_in_stock FROM products WHERE id = $1`, [current.id]);
        await this.variants.save(tx, { id: current.id, sku, countInStock: total }, plan, (v) => (v.gridIndex === undefined ? undefined : variantImages[v.gridIndex]));
        const saved = await tx.getRepository(Product).findOneByOrFail({ id: current.id });
        await this.events.publish(tx, WebhookEventType.PRODUCT_UPDATED, productData(saved));
      });
    } catch (err) {
      await this.removeUnusedImages([...images, ...variantImages.flatMap((v) => v ?? [])].map((i) => i.url));
      throw duplicateSku(err);
    }
    await this.removeUnusedImages([...current.images, ...oldVariantImages].map((i) => i.url));
    return this.getProduct(current.id, { includeUnpublished: true });
  }

  /** Deletes a product, its reviews and its image files. */
  async deleteProduct(id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError("Product");
    let deleted: { images: Image[] }[];
    try {
      [deleted] = await this.dataSource.query(`DELETE FROM products WHERE id = $1 RETURNING images`, [id]);
    } catch (err) {
      if (isForeignKeyViolation(err)) {
        throw new ConflictError("This product is part of existing orders and cannot be deleted: unpublish it instead");
      }
      throw err;
    }
    if (deleted.length === 0) throw new NotFoundError("Product");
    await this.removeUnusedImages(deleted[0].images.map((i) => i.url));
    return id;
  }

  /** The filter as SQL, under the catalogue version its cached counts belong to. */
  private async select(filter: ProductFilter): Promise<ProductSelection> {
    const version = (await this.cache.currentVersions()).shown;
    const search = filter.search?.trim();
    const searchQuery = search
      ? await this.cache.remember(version, `search ${search}`, () => searchQueryFor(this.dataSource, search))
      : null;
    return selectProducts(filter, searchQuery, version);
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
    for (const [expression, direction] of orderOf(sort, null)) query.addOrderBy(expression, direction);
    return query.limit(shelf(limit)).getMany();
  }

  /** The form's fields as the product row stores them: canonical spellings, paise, clean HTML. */
  private async productFields(input: ProductInput) {
    const categoryId = input.category!;
    if (!(await this.categories.exists(categoryId))) throw ValidationError.field("category", "Category not found");
    const pricePaise = rupeesToPaise(input.price!);
    const discountPricePaise = input.discountPrice == null ? null : rupeesToPaise(input.discountPrice);
    if (discountPricePaise !== null && discountPricePaise >= pricePaise) {
      throw ValidationError.field("discountPrice", "Discount price must be less than the price");
    }
    const plan: VariantPlan = this.variants.plan(
      distinct((input.sizes ?? []).map((s) => canonical(PRODUCT_SIZES, s))),
      distinct((input.colors ?? []).map((c) => canonical(PRODUCT_COLORS, c))),
      input.countInStock!,
      input.variants,
    );
    return {
      plan,
      name: input.name!.trim(),
      sku: input.sku?.trim() || null,
      brand: input.brand?.trim() || null,
      collection: input.collection?.trim() || null,
      categoryId,
      description: cleanDescription(input.description!),
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
      material: input.material?.trim() ? canonicalMaterial(input.material) : null,
      gender: input.gender ? canonical(PRODUCT_GENDERS, input.gender) : null,
      rating: input.rating ?? undefined,
      numReviews: input.numReviews ?? undefined,
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

/** ORDER BY of a sort, each ending with the id so that pages never overlap or skip. */
function orderOf(sort: ProductSort | null | undefined, selection: ProductSelection | null): [string, "ASC" | "DESC"][] {
  const searching = Boolean(selection?.searchQuery);
  const chosen = sort ?? (searching ? ProductSort.RELEVANCE : ProductSort.NEWEST);
  switch (chosen) {
    case ProductSort.NEWEST:
      return [["p.created_at", "DESC"], ["p.id", "DESC"]];
    case ProductSort.PRICE_ASC:
      return [["p.effective_price_paise", "ASC"], ["p.id", "ASC"]];
    case ProductSort.PRICE_DESC:
      return [["p.effective_price_paise", "DESC"], ["p.id", "DESC"]];
    case ProductSort.RATING:
      return [["p.rating", "DESC"], ["p.num_reviews", "DESC"], ["p.id", "DESC"]];
    case ProductSort.RELEVANCE:
      if (searching) return [["ts_rank(p.search_vector, :searchQuery::tsquery)", "DESC"], ...orderOf(ProductSort.POPULARITY, null)];
      return orderOf(ProductSort.POPULARITY, null);
    case ProductSort.POPULARITY:
      return [["p.sold_count", "DESC"], ["p.rating", "DESC"], ["p.id", "DESC"]];
  }
}

const shelf = (limit: number) => Math.min(Math.max(1, Math.floor(limit)), MAX_SHELF_SIZE);
const distinct = <T>(values: T[]) => [...new Set(values)];
const generatedSku = () => `BZ-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;

function duplicateSku(err: unknown): unknown {
  return uniqueViolationColumn(err) === "sku" ? ValidationError.field("sku", DUPLICATE_SKU) : err;
}
