import { type DataSource, type Repository } from "typeorm";
import { withChanges } from "../../common/partial-update";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { isUuid } from "../../common/uuid";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { isForeignKeyViolation } from "../../common/postgres-errors";
import { type AssetService } from "../asset/asset.service";
import { Category } from "./category.entity";
import { type CategoryInput, type UpdateCategoryInput } from "./category.types";
import { type Image } from "../asset/image";
import { type Visibility } from "./visibility";
import { withHandle } from "./unique-slug";
import { slugify } from "@shop/words/slug";

const CATEGORY_NEEDS_IMAGE = "A category needs an image before it can be published";
/** /collections/all and /collections/bestsellers are the shop's own collections: a category there would never be seen. */
const RESERVED_HANDLES = ["all", "bestsellers"];

const BY_NAME = new Keyset("categories", [key("c.name", "ASC", "text"), key("c.id", "ASC", "uuid")]);

/** Categories: the shop-by-category grid and collection pages for shoppers, the admin's CRUD. */
export class CategoryService {
  private readonly categories: Repository<Category>;

  constructor(
    dataSource: DataSource,
    private readonly assets: AssetService,
  ) {
    this.categories = dataSource.getRepository(Category);
  }

  async listCategories(visibility: Visibility = {}): Promise<Category[]> {
    return this.categories.find(this.inNameOrder(visibility));
  }

  /** One page of the categories in name order (id breaks ties, so pages neither skip nor repeat). */
  async pageCategories(visibility: Visibility, window: ListWindow): Promise<ListSlice<Category>> {
    const query = this.categories.createQueryBuilder("c");
    if (!visibility.includeUnpublished) query.where("c.is_published");
    return BY_NAME.read(query, window);
  }

  private inNameOrder(visibility: Visibility) {
    return {
      where: visibility.includeUnpublished ? {} : { isPublished: true },
      order: { name: "ASC", id: "ASC" },
    } as const;
  }

  /** A category by slug or id; an unpublished one is not found unless the visibility allows it. */
  async getCategory(slugOrId: string, visibility: Visibility = {}): Promise<Category> {
    const key = slugOrId.trim();
    const category = await this.categories.findOneBy(isUuid(key) ? [{ id: key }, { slug: key }] : { slug: key });
    if (!category || (!category.isPublished && !visibility.includeUnpublished)) throw new NotFoundError("Category");
    return category;
  }

  async findCategoriesByIds(ids: readonly string[]): Promise<Category[]> {
    return this.categories.createQueryBuilder("c").where("c.id = ANY(:ids)", { ids }).getMany();
  }

  async exists(id: string): Promise<boolean> {
    return isUuid(id) && this.categories.existsBy({ id });
  }

  async createCategory(input: CategoryInput): Promise<Category> {
    const { handle, ...fields } = await this.categoryFields(input);
    try {
      const id = await withHandle(this.categories, handle, fields.name, SLUG_RULES, async (slug) => {
        const inserted = await this.categories.insert({ ...fields, slug });
        return inserted.identifiers[0].id as string;
      });
      return await this.getCategory(id, { includeUnpublished: true });
    } catch (err) {
      if (fields.image && fields.image.url !== input.image?.url?.trim()) await this.assets.removeImages([fields.image.url]);
      throw err;
    }
  }

  /**
   * Changes only the fields sent: the rest keep their values, then the whole form's rules apply.
   * A name sent without a handle moves the slug to the new name, as it did before handles could be typed.
   */
  async changeCategory(id: string, changes: UpdateCategoryInput): Promise<Category> {
    const current = await this.getCategory(id, { includeUnpublished: true });
    const keptImage = current.image ? { url: current.image.url, altText: current.image.altText } : null;
    const form: CategoryInput = {
      name: current.name,
      description: current.description,
      image: keptImage,
      isPublished: current.isPublished,
      handle: changes.name != null ? null : current.slug,
      seoTitle: current.seoTitle,
      seoDescription: current.seoDescription,
    };
    return this.updateCategory(current, withChanges(form, changes));
  }

  private async updateCategory(current: Category, input: CategoryInput): Promise<Category> {
    const { handle, ...fields } = await this.categoryFields(input);
    await withHandle(this.categories, handle, fields.name, { ...SLUG_RULES, ownId: current.id }, (slug) =>
      this.categories.update(current.id, { ...fields, slug }),
    );
    if (current.image && current.image.url !== fields.image?.url) await this.assets.removeImages([current.image.url]);
    return this.getCategory(current.id, { includeUnpublished: true });
  }

  /** Refused while products are in the category: they would have nowhere to be. */
  async deleteCategory(id: string): Promise<string> {
    const current = await this.getCategory(id, { includeUnpublished: true });
    try {
      await this.categories.delete(current.id);
    } catch (err) {
      if (isForeignKeyViolation(err)) {
        const [{ count }] = await this.categories.query(`SELECT count(*)::int AS count FROM products WHERE category_id = $1`, [current.id]);
        throw new ConflictError("CATEGORY_NOT_EMPTY", "This category still has products: move or delete them first", {
          productCount: count,
        });
      }
      throw err;
    }
    if (current.image) await this.assets.removeImages([current.image.url]);
    return current.id;
  }

  private async categoryFields(input: CategoryInput) {
    const name = input.name.trim();
    const url = input.image?.url?.trim();
    // The home page shows published categories as picture tiles: one without a picture is an empty tile.
    if (input.isPublished && !url) throw ValidationError.field("image.url", CATEGORY_NEEDS_IMAGE);
    const image: Image | null = url
      ? { url: await this.assets.acceptImageUrl(url, "image.url"), altText: input.image?.altText?.trim() || name }
      : null;
    return {
      name,
      description: input.description.trim(),
      image,
      isPublished: input.isPublished,
      handle: categoryHandle(input.handle),
      seoTitle: input.seoTitle?.trim() || null,
      seoDescription: input.seoDescription?.trim() || null,
    };
  }
}

const SLUG_RULES = { fallback: "category", takenMessage: "Another category already has this handle" };

/** The slug an admin's handle gives ("Travel Bags" -> travel-bags), or null to build one from the name. */
function categoryHandle(typed: string | null | undefined): string | null {
  if (!typed?.trim()) return null;
  const handle = slugify(typed);
  if (!handle) throw ValidationError.field("handle", "Handle must have a letter or a digit");
  if (RESERVED_HANDLES.includes(handle))
    throw ValidationError.field("handle", `/collections/${handle} is the shop's own page: choose another handle`);
  return handle;
}
