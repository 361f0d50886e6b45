import { type DataSource, In } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { isUuid } from "../../common/uuid";
import { paiseToRupeesText, rupeesToPaise } from "../../vocabulary/money";
import { slugify } from "../../common/slug";
import { refuseReplacedCharacters, type TextFileEncoding, textOfFile } from "../../common/text-file";
import { validatedInput } from "../../common/validation";
import type { Jobs } from "../../jobs/job-queue";
import { CatalogImport, CatalogImportStatus, type CsvRowProblem, type ImportGroup } from "./catalog-import.entity";
import { type CsvRow, parseCsv, productRows, rowImages, rowOptions, toCsv } from "./catalog-csv";
import { Category } from "../category/category.entity";
import type { OptionLists } from "../product/option-lists";
import { Product } from "../product/product.entity";
import { productFormOf } from "../product/product-form";
import { ProductVariant } from "../product/product-variant.entity";
import { type ProductVariantService } from "../product/product-variant.service";
import { type ProductService } from "../product/product.service";
import { ImageInput, ProductInput, VariantInput } from "../product/product.types";

const IMPORT_JOB = "catalog-import";
/** A file of this many rows is accepted; ten thousand is the size the import is built for. */
const MAX_IMPORT_ROWS = 20_000;
/** Products checked in one go before the dry run gives other requests their turn. */
const CHECKS_BETWEEN_BREATHS = 50;

/**
 * The catalogue out and in as CSV (catalog-csv.ts). An import is checked first and writes
 * nothing: rows to create, rows to update, and each invalid row with its number and message.
 * Started, it runs as a background job, product by product, each in its own transaction, counting
 * its progress; while any row is invalid it starts only when the admin asks for the valid rows.
 */
export class CatalogImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductService,
    private readonly variants: ProductVariantService,
    private readonly jobs: Jobs,
  ) {
    // A large file takes minutes: an attempt counts as lost only after an hour. One import at a
    // time per worker: two files writing the same products at once would wait on each other's locks.
    jobs.work<{ importId: string }>(IMPORT_JOB, ({ importId }) => this.apply(importId), { expireInSeconds: 3600, concurrency: 1 });
  }

  /** Every product, published or not, oldest first: one row per variant. */
  async exportCsv(): Promise<string> {
    const products = await this.dataSource.getRepository(Product).find({ order: { createdAt: "ASC", id: "ASC" } });
    const [variants, categories] = await Promise.all([
      this.variants.variantsOfProducts(products.map((p) => p.id)),
      this.dataSource.getRepository(Category).find(),
    ]);
    const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
    const byProduct = groupBy(variants, (v) => v.productId);
    return toCsv(products.flatMap((p) => productRows(p, slugOf.get(p.categoryId) ?? "", byProduct.get(p.id) ?? [])));
  }

  /**
   * The dry run of a file as its bytes (base64), in whatever encoding it was saved: read as its
   * encoding says (textOfFile), then checked as preview does.
   */
  async previewFile(base64: string): Promise<CatalogImport> {
    if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) throw ValidationError.field("file", "The file must be sent as its bytes in base64");
    const { text, encoding } = textOfFile(Buffer.from(base64, "base64"), "file");
    return this.preview(text, encoding);
  }

  /**
   * The dry run: checks every row against the catalogue and keeps what the import would do. Every
   * row of the file is accounted for: to create, to update, unchanged, invalid, or held back (a
   * valid row of a product another row of which is invalid: a product is imported whole or not).
   */
  async preview(csv: string, encoding: TextFileEncoding = "UTF-8"): Promise<CatalogImport> {
    refuseReplacedCharacters(csv, "csv");
    const rows = parseCsv(csv);
    if (rows.length === 0) throw ValidationError.field("csv", "The file has no rows");
    if (rows.length > MAX_IMPORT_ROWS) throw ValidationError.field("csv", `A file can have at most ${MAX_IMPORT_ROWS} rows; split it`);
    const checker = await RowChecker.load(this.dataSource, rows, await this.products.optionLists());
    const problems: CsvRowProblem[] = [];
    const heldBack: CsvRowProblem[] = [];
    const groups: ImportGroup[] = [];
    for (const [handle, numbered] of checker.groups) {
      const mine: CsvRowProblem[] = [];
      const group = await checker.check(handle, numbered, this.variants, mine);
      problems.push(...mine);
      heldBack.push(...heldBackRows(group, mine));
      groups.push(group);
      // Checking ten thousand rows takes a while: let the server answer other requests meanwhile.
      if (groups.length % CHECKS_BETWEEN_BREATHS === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const rowsOf = (action: ImportGroup["action"]) =>
      groups.filter((g) => g.input && g.action === action).reduce((n, g) => n + g.rows.length, 0);
    const repository = this.dataSource.getRepository(CatalogImport);
    const preview = repository.create({
      status: CatalogImportStatus.DRY_RUN,
      totalRows: rows.length,
      rowsToCreate: rowsOf("create"),
      rowsToUpdate: rowsOf("update"),
      rowsUnchanged: rowsOf("unchanged"),
      invalidRows: problems.sort((a, b) => a.row - b.row),
      heldBackRows: heldBack.sort((a, b) => a.row - b.row),
      encoding,
      groups,
      failedRows: [],
    });
    return repository.save(preview);
  }

  /**
   * Starts a checked import in the background. With invalid rows it starts only when the admin
   * chose to import the valid rows alone; an import starts once.
   */
  async start(id: string, onlyValidRows: boolean): Promise<CatalogImport> {
    return this.dataSource.transaction(async (tx) => {
      const found = isUuid(id)
        ? await tx.getRepository(CatalogImport).findOne({ where: { id }, lock: { mode: "pessimistic_write" } })
        : null;
      if (!found) throw new NotFoundError("Import");
      if (found.status !== CatalogImportStatus.DRY_RUN)
        throw new ConflictError("IMPORT_ALREADY_STARTED", "This import has already been started");
      if (found.rowsInvalid > 0 && !onlyValidRows) {
        throw new ConflictError(
          "IMPORT_HAS_INVALID_ROWS",
          `${found.rowsInvalid} ${found.rowsInvalid === 1 ? "row is" : "rows are"} invalid: fix the file, or import only the valid rows`,
          { invalidRows: found.rowsInvalid },
        );
      }
      await tx.getRepository(CatalogImport).update(found.id, { status: CatalogImportStatus.QUEUED, onlyValidRows });
      await this.jobs.enqueue(tx, IMPORT_JOB, { importId: found.id }, { idempotencyKey: `catalog-import:${found.id}` });
      return Object.assign(found, { status: CatalogImportStatus.QUEUED, onlyValidRows });
    });
  }

  async get(id: string): Promise<CatalogImport> {
    const found = isUuid(id) ? await this.dataSource.getRepository(CatalogImport).findOneBy({ id }) : null;
    if (!found) throw new NotFoundError("Import");
    return found;
  }

  /** The job: applies each valid product's rows, carrying on from where a retried attempt stopped. */
  private async apply(id: string): Promise<void> {
    const repository = this.dataSource.getRepository(CatalogImport);
    const job = await repository.createQueryBuilder("i").addSelect("i.groups").where("i.id = :id", { id }).getOne();
    if (!job || job.status === CatalogImportStatus.DONE) return;
    await repository.update(id, { status: CatalogImportStatus.RUNNING });
    let processedRows = job.processedRows;
    const failedRows = [...job.failedRows];
    for (let i = job.processedGroups; i < job.groups.length; i++) {
      const group = job.groups[i];
      if (group.input && group.action !== "unchanged") {
        try {
          const input = productInputOf(group.input);
          // The Handle stays the product's slug whatever its Title, so the file finds it again.
          if (group.productId) await this.products.updateProduct(group.productId, input, group.handle);
          else await this.products.createProduct(input, group.handle);
        } catch (err) {
          const message =
            err instanceof ValidationError || err instanceof ConflictError || err instanceof NotFoundError
              ? err.message
              : "Could not be saved";
          failedRows.push(...group.rows.map((row) => ({ row, message: `${group.handle}: ${message}` })));
        }
      }
      processedRows += group.rows.length;
      await repository.update(id, { processedGroups: i + 1, processedRows, failedRows });
    }
    await repository.update(id, { status: CatalogImportStatus.DONE, processedRows: job.totalRows, finishedAt: new Date() });
  }
}

/** The catalogue a file's rows are checked against, read in a few statements for the whole file. */
class RowChecker {
  private readonly seenSkus = new Map<string, number>();

  private constructor(
    readonly groups: Map<string, Array<{ row: CsvRow; number: number }>>,
    private readonly existing: Map<string, Product>,
    private readonly existingVariants: Map<string, ProductVariant[]>,
    private readonly skuOwners: Map<string, string>,
    private readonly categories: Category[],
    private readonly lists: OptionLists,
  ) {}

  static async load(dataSource: DataSource, rows: CsvRow[], lists: OptionLists): Promise<RowChecker> {
    const groups = new Map<string, Array<{ row: CsvRow; number: number }>>();
    rows.forEach((row, i) => {
      const list = groups.get(row.Handle) ?? [];
      list.push({ row, number: i + 2 });
      groups.set(row.Handle, list);
    });
    const handles = [...groups.keys()].filter(Boolean);
    const products = handles.length ? await dataSource.getRepository(Product).findBy({ slug: In(handles) }) : [];
    const variants = products.length
      ? await dataSource
          .getRepository(ProductVariant)
          .find({ where: { productId: In(products.map((p) => p.id)) }, order: { position: "ASC", id: "ASC" } })
      : [];
    const skus = rows.map((r) => r["Variant SKU"]).filter(Boolean);
    const owners: { sku: string; product_id: string }[] = skus.length
      ? await dataSource.query(`SELECT sku, product_id FROM product_variants WHERE sku = ANY($1)`, [skus])
      : [];
    return new RowChecker(
      groups,
      new Map(products.map((p) => [p.slug, p])),
      groupBy(variants, (v) => v.productId),
      new Map(owners.map((o) => [o.sku, o.product_id])),
      await dataSource.getRepository(Category).find(),
      lists,
    );
  }

  /** One product's rows: the form they make, or their problems (added to `problems`). */
  async check(
    handle: string,
    numbered: Array<{ row: CsvRow; number: number }>,
    variants: ProductVariantService,
    problems: CsvRowProblem[],
  ): Promise<ImportGroup> {
    const rowNumbers = numbered.map((n) => n.number);
    const existing = this.existing.get(handle) ?? null;
    const group: ImportGroup = {
      handle,
      rows: rowNumbers,
      action: existing ? "update" : "create",
      productId: existing?.id ?? null,
      input: null,
    };
    const mine: CsvRowProblem[] = [];
    const fail = (row: number, message: string) => mine.push({ row, message });
    if (!handle) {
      for (const n of rowNumbers) fail(n, "Handle is required: it names the product the row belongs to");
      problems.push(...mine);
      return group;
    }
    if (slugify(handle) !== handle) {
      for (const n of rowNumbers)
        fail(n, `Handle "${handle}" must be lowercase letters, digits and hyphens, like "${slugify(handle) || "canvas-tote"}"`);
      problems.push(...mine);
      return group;
    }
    const first = numbered[0].row;
    const base = existing ? productFormOf(existing) : null;
    const category = first.Type ? this.categoryOf(first.Type) : null;
    if (first.Type && !category) fail(rowNumbers[0], `Unknown category (Type) "${first.Type}"`);
    if (!first.Type && !base) fail(rowNumbers[0], "Type (the category) is required for a new product");

    const variantRows = numbered.filter(({ row }) => row["Variant SKU"] || row["Option1 Value"] || row["Variant Price"]);
    if (variantRows.length === 0) fail(rowNumbers[0], "A product needs at least one row with a Variant SKU");
    const priced = variantRows.map(({ row, number }) => ({ number, ...this.checkVariantRow(row, number, existing?.id ?? null, fail) }));
    const usual = mostCommon(priced.map((p) => p.pair).filter((p): p is PricePair => p !== null));

    const images = rowImages(
      numbered.map((n) => n.row),
      first.Title || base?.name || handle,
    );
    const variantInputs = priced.map(({ row, pair, number }) => {
      const { size, color } = rowOptions(row);
      const own = pair && usual && (pair.price !== usual.price || pair.discount !== usual.discount) ? pair : null;
      return {
        number,
        input: Object.assign(new VariantInput(), {
          size,
          color,
          sku: row["Variant SKU"] || null,
          countInStock: Number(row["Variant Inventory Qty"] || 0),
          pricePaise: own ? own.price : null,
          discountPricePaise: own ? own.discount : null,
          images: row["Variant Image"]
            ? [
                Object.assign(new ImageInput(), {
                  url: row["Variant Image"],
                  altText: [first.Title || base?.name, color].filter(Boolean).join(", "),
                }),
              ]
            : null,
        }),
      };
    });
    const sizes = distinct(variantInputs.map((v) => v.input.size));
    const colors = distinct(variantInputs.map((v) => v.input.color));
    const values: { [K in keyof ProductInput]?: ProductInput[K] | null } = {
      ...(base ?? {}),
      name: first.Title || base?.name || null,
      description: first["Body (HTML)"] || base?.description || null,
      brand: first.Vendor || base?.brand || null,
      category: category?.id ?? base?.category ?? null,
      tags: first.Tags
        ? first.Tags.split(",")
            .map((t) => t.trim())
            .filter(Boolean)
        : (base?.tags ?? []),
      isPublished: first.Published ? first.Published.toLowerCase() === "true" : (base?.isPublished ?? false),
      pricePaise: usual?.price ?? base?.pricePaise ?? null,
      discountPricePaise: usual ? usual.discount : (base?.discountPricePaise ?? null),
      sizes,
      colors,
      countInStock: variantInputs.reduce((sum, v) => sum + v.input.countInStock, 0),
      images: (images.length ? images : (base?.images ?? [])).map((i) => Object.assign(new ImageInput(), i)),
      dimensions: base?.dimensions ?? null,
      variants: variantInputs.map((v) => v.input),
    };
    if (mine.length === 0) {
      try {
        const input = await validatedInput(ProductInput, values);
        const options = this.lists.productOptions(input);
        variants.plan(options.sizes, options.colors, input.countInStock, input.variants);
        group.input = JSON.parse(JSON.stringify(input));
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        for (const p of err.problems) {
          const variant = /^variants\.(\d+)/.exec(p.field);
          fail(variant ? variantInputs[Number(variant[1])].number : rowNumbers[0], `${columnOf(p.field)}: ${p.message}`);
        }
      }
    }
    if (
      group.input &&
      existing &&
      this.unchanged(
        existing,
        numbered.map((n) => n.row),
      )
    )
      group.action = "unchanged";
    problems.push(...mine);
    if (mine.length) group.input = null;
    return group;
  }

  private checkVariantRow(
    row: CsvRow,
    number: number,
    productId: string | null,
    fail: (row: number, message: string) => void,
  ): { row: CsvRow; pair: PricePair | null } {
    const sku = row["Variant SKU"];
    if (!sku) fail(number, "Variant SKU is required");
    else if (this.seenSkus.has(sku)) fail(number, `Variant SKU ${sku} is also on row ${this.seenSkus.get(sku)}`);
    else if (this.skuOwners.has(sku) && this.skuOwners.get(sku) !== productId)
      fail(number, `Variant SKU ${sku} belongs to another product`);
    if (sku && !this.seenSkus.has(sku)) this.seenSkus.set(sku, number);
    const qty = row["Variant Inventory Qty"];
    if (qty && !/^\d+$/.test(qty)) fail(number, `Variant Inventory Qty must be a whole number of 0 or more, not "${qty}"`);
    const price = paiseOf(row["Variant Price"]);
    const compare = row["Variant Compare At Price"] ? paiseOf(row["Variant Compare At Price"]) : null;
    if (price === null) {
      fail(
        number,
        row["Variant Price"] ? `Variant Price must be an amount in rupees, not "${row["Variant Price"]}"` : "Variant Price is required",
      );
      return { row, pair: null };
    }
    if (row["Variant Compare At Price"] && compare === null)
      fail(number, `Variant Compare At Price must be an amount in rupees, not "${row["Variant Compare At Price"]}"`);
    if (compare !== null && compare <= price) fail(number, "Variant Compare At Price must be more than the Variant Price");
    return { row, pair: compare !== null && compare > price ? { price: compare, discount: price } : { price, discount: null } };
  }

  private categoryOf(type: string): Category | undefined {
    const key = type.toLowerCase();
    return this.categories.find((c) => c.slug === key || c.name.toLowerCase() === key);
  }

  /**
   * Whether the product's own export is what the file says: then importing it changes nothing.
   * Numbers, tags and Published are compared as what they mean, not as written: a spreadsheet
   * writes 999.00 back as 999 and true as TRUE.
   */
  private unchanged(product: Product, rows: CsvRow[]): boolean {
    const slug = this.categories.find((c) => c.id === product.categoryId)?.slug ?? "";
    const ours = productRows(product, slug, this.existingVariants.get(product.id) ?? []);
    const theirs = rows.map((r) => ({
      ...r,
      Type: this.categoryOf(r.Type)?.slug ?? r.Type,
      Tags: r.Tags.split(",")
        .map((t) => t.trim())
        .filter(Boolean)
        .join(", "),
      Published: r.Published.toLowerCase(),
      "Variant Inventory Qty": /^\d+$/.test(r["Variant Inventory Qty"])
        ? String(Number(r["Variant Inventory Qty"]))
        : r["Variant Inventory Qty"],
      "Variant Price": amountText(r["Variant Price"]),
      "Variant Compare At Price": amountText(r["Variant Compare At Price"]),
    }));
    return JSON.stringify(ours) === JSON.stringify(theirs);
  }
}

/** A row's price and the discount price it sells at, in paise. */
interface PricePair {
  price: number;
  discount: number | null;
}

/** The product's own price: the one most of its variants sell at (its other variants get their own). */
function mostCommon(pairs: PricePair[]): PricePair | null {
  const counts = new Map<string, { pair: PricePair; n: number }>();
  for (const pair of pairs) {
    const key = `${pair.price}/${pair.discount}`;
    counts.set(key, { pair, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.pair ?? null;
}

/** Rupees with at most two decimals, in paise; null when the text is not such an amount. */
function paiseOf(text: string): number | null {
  return /^\d+(\.\d{1,2})?$/.test(text) ? rupeesToPaise(text) : null;
}

/** An amount as the export writes it (999 -> 999.00); other text as it is. */
function amountText(text: string): string {
  const paise = paiseOf(text);
  return paise === null ? text : paiseToRupeesText(paise);
}

/**
 * The valid rows of a product another row of which is invalid: the import leaves the whole
 * product out, so each is held back, saying which rows to fix.
 */
function heldBackRows(group: ImportGroup, problems: CsvRowProblem[]): CsvRowProblem[] {
  const invalid = [...new Set(problems.map((p) => p.row))];
  if (invalid.length === 0) return [];
  const which = invalid.length === 1 ? `row ${invalid[0]} is` : `rows ${invalid.join(", ")} are`;
  return group.rows
    .filter((row) => !invalid.includes(row))
    .map((row) => ({
      row,
      message: `Valid, but held back: ${which} invalid, and a product (Handle "${group.handle}") is imported whole or not at all`,
    }));
}

/** The CSV column a form field came from, for row messages. */
function columnOf(field: string): string {
  const columns: Record<string, string> = {
    sizes: "Size",
    colors: "Color",
    material: "Material",
    name: "Title",
    description: "Body (HTML)",
    brand: "Vendor",
    category: "Type",
    tags: "Tags",
    pricePaise: "Variant Price",
    discountPricePaise: "Variant Compare At Price",
  };
  const last = field.split(".").pop()!;
  if (/^variants\.\d+\.sku$/.test(field)) return "Variant SKU";
  if (/^variants\.\d+\.(size|color)$/.test(field)) return last === "size" ? "Size" : "Color";
  if (/^variants\.\d+\.countInStock$/.test(field)) return "Variant Inventory Qty";
  return columns[field] ?? field;
}

/** A stored form (plain JSON) as the input classes the product service takes. */
function productInputOf(json: Record<string, unknown>): ProductInput {
  const input = Object.assign(new ProductInput(), json);
  input.images = (input.images ?? []).map((i) => Object.assign(new ImageInput(), i));
  input.variants = (input.variants ?? []).map((v) =>
    Object.assign(new VariantInput(), v, { images: v.images?.map((i) => Object.assign(new ImageInput(), i)) ?? null }),
  );
  return input;
}

const distinct = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
