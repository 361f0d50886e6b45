import { type DataSource } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { isUuid } from "../../common/uuid";
import { isUniqueViolation } from "../../common/postgres-errors";
import { OptionLists } from "./option-lists";
import { ProductOptionKind, ProductOptionValue } from "./product-option-value.entity";
import { type ProductOptionValueInput } from "./product-option.types";

const NAME = /^[\p{L}\p{N}][\p{L}\p{N} &./-]*$/u;
const SWATCH = /^#[0-9a-f]{6}$/;
const KIND_LABEL: Record<ProductOptionKind, string> = { size: "size", color: "colour", material: "material" };

/** Products using each value: sizes and colours through the product's option lists, materials through its material. */
const PRODUCT_COUNT = `CASE o.kind
  WHEN 'size' THEN (SELECT count(*) FROM products p WHERE o.name = ANY(p.sizes))
  WHEN 'color' THEN (SELECT count(*) FROM products p WHERE o.name = ANY(p.colors))
  ELSE (SELECT count(*) FROM products p WHERE p.material = o.name) END::int`;

/** Kind by the enum's order (as a number, so a cursor never names a kind that does not exist), then list position. */
const IN_LIST_ORDER = new Keyset("productOptionValues", [
  key("array_position(enum_range(NULL::product_option_kind), o.kind)", "ASC", "bigint"),
  key("o.position", "ASC", "bigint"),
  key("o.name", "ASC", "text"),
  key("o.id", "ASC", "uuid"),
]);

/**
 * The catalogue's option lists (sizes, colours with their swatches, materials): read by the
 * product form, the filters and the product service's checks; admins add values and remove the
 * ones no product uses.
 */
export class ProductOptionService {
  constructor(private readonly dataSource: DataSource) {}

  /** The lists, in their order (callers cache them per catalogue version: a change of list bumps it). */
  async lists(): Promise<OptionLists> {
    const rows = await this.dataSource.getRepository(ProductOptionValue).find({ order: { position: "ASC", name: "ASC" } });
    const of = (kind: ProductOptionKind) => rows.filter((r) => r.kind === kind);
    return new OptionLists({
      sizes: of(ProductOptionKind.SIZE).map((r) => r.name),
      colors: of(ProductOptionKind.COLOR).map((r) => ({ name: r.name, swatch: r.swatch! })),
      materials: of(ProductOptionKind.MATERIAL).map((r) => r.name),
    });
  }

  /** Admin: the values (of one kind, or all) with the number of products using each, in list order. */
  async values(kind: ProductOptionKind | null, window: ListWindow): Promise<ListSlice<ProductOptionValue>> {
    const ofKind = `WHERE ($1::text IS NULL OR o.kind::text = $1)`;
    const after = IN_LIST_ORDER.afterPositional(window.after, 4);
    const rows: Array<{
      id: string;
      kind: ProductOptionKind;
      name: string;
      swatch: string | null;
      position: number;
      created_at: Date;
      product_count: number;
      keyset_key: string;
    }> = await this.dataSource.query(
      `SELECT o.*, ${PRODUCT_COUNT} AS product_count, ${IN_LIST_ORDER.keyColumn} AS keyset_key FROM product_option_values o ${ofKind}
        AND ${after.sql} ORDER BY ${IN_LIST_ORDER.orderBy} LIMIT $2 OFFSET $3`,
      [kind, window.take + 1, window.skip, ...after.values],
    );
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM product_option_values o ${ofKind}`,
      [kind],
    );
    const items = rows.map((r) => ({
      key: r.keyset_key,
      item: Object.assign(new ProductOptionValue(), {
        id: r.id,
        kind: r.kind,
        name: r.name,
        swatch: r.swatch,
        position: r.position,
        createdAt: r.created_at,
        productCount: r.product_count,
      }),
    }));
    return IN_LIST_ORDER.page(items, window, total);
  }

  /** Admin: adds a value at the end of its list. */
  async add(input: ProductOptionValueInput): Promise<ProductOptionValue> {
    const typed = input.name.trim().replace(/\s+/g, " ");
    if (!typed) throw ValidationError.field("name", "Please enter a name");
    if (!NAME.test(typed))
      throw ValidationError.field(
        "name",
        "Name may have letters, digits, spaces, hyphens, dots, slashes and &, and starts with a letter or digit",
      );
    const name =
      input.kind === ProductOptionKind.COLOR
        ? typed.toLowerCase()
        : input.kind === ProductOptionKind.MATERIAL
          ? typed.charAt(0).toUpperCase() + typed.slice(1)
          : typed;
    const swatch = input.swatch?.trim().toLowerCase() || null;
    if (input.kind === ProductOptionKind.COLOR && !swatch) throw ValidationError.field("swatch", "A colour needs its swatch, as #rrggbb");
    if (input.kind !== ProductOptionKind.COLOR && swatch) throw ValidationError.field("swatch", "Only a colour has a swatch");
    if (swatch && !SWATCH.test(swatch)) throw ValidationError.field("swatch", "Swatch must be a colour as #rrggbb, like #1e3a8a");
    try {
      const [{ id }] = await this.dataSource.query(
        `INSERT INTO product_option_values (kind, name, swatch, position)
         SELECT $1, $2, $3, COALESCE(max(position) + 1, 0) FROM product_option_values WHERE kind = $1 RETURNING id`,
        [input.kind, name, swatch],
      );
      return Object.assign(await this.dataSource.getRepository(ProductOptionValue).findOneByOrFail({ id }), { productCount: 0 });
    } catch (err) {
      if (isUniqueViolation(err)) throw ValidationError.field("name", `${name} is already a ${KIND_LABEL[input.kind]}`);
      throw err;
    }
  }

  /** Admin: removes a value no product uses (a product's form would otherwise refuse its own options). */
  async remove(id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError("Option value");
    // TypeORM answers a DELETE with its rows and its count.
    const [, deleted]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM product_option_values o WHERE o.id = $1 AND ${PRODUCT_COUNT} = 0`,
      [id],
    );
    if (deleted > 0) return id;
    const [used] = await this.dataSource.query(
      `SELECT o.name, ${PRODUCT_COUNT} AS product_count FROM product_option_values o WHERE o.id = $1`,
      [id],
    );
    if (!used) throw new NotFoundError("Option value");
    throw new ConflictError(
      "OPTION_IN_USE",
      `${used.name} is used by ${used.product_count} product${used.product_count === 1 ? "" : "s"}: take it off them before removing it`,
      { productCount: Number(used.product_count) },
    );
  }
}
