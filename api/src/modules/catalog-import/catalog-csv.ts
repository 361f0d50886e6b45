import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { paiseToRupeesText } from "../../vocabulary/money";
import { ValidationError } from "../../common/errors";
import { formulaSafe, withoutFormulaGuard } from "../../common/spreadsheet-formulas";
import type { Image } from "../asset/image";
import type { Product } from "../product/product.entity";
import { type ProductVariant, variantPrices } from "../product/product-variant.entity";

/**
 * The catalogue as CSV, one row per variant, in the columns of Shopify's product export so a
 * brand moving from there recognises them: Handle (our slug) groups a product's rows; options
 * are Size and Color; Variant Price is what a shopper pays and Variant Compare At Price the
 * price struck through. Product photos go one per row (on extra rows when there are more photos
 * than variants), as Shopify does.
 */
const CSV_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Variant SKU",
  "Variant Inventory Qty",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Image",
  "Image Src",
  "Image Alt Text",
] as const;

export type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

/** Columns of numbers, written as numbers; every other column is text a spreadsheet must not run. */
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(["Variant Inventory Qty", "Variant Price", "Variant Compare At Price"]);

/** A product's rows: the first carries the product's fields, every row with a SKU a variant. */
export function productRows(product: Product, categorySlug: string, variants: ProductVariant[]): CsvRow[] {
  const rows: CsvRow[] = [];
  const count = Math.max(variants.length, product.images.length, 1);
  for (let i = 0; i < count; i++) {
    const v = variants[i];
    const image = product.images[i];
    const options = v ? optionColumns(v) : ["", "", "", ""];
    const prices = v ? shopperPrices(product, v) : null;
    rows.push({
      Handle: product.slug,
      Title: i === 0 ? product.name : "",
      "Body (HTML)": i === 0 ? product.description : "",
      Vendor: i === 0 ? (product.brand ?? "") : "",
      Type: i === 0 ? categorySlug : "",
      Tags: i === 0 ? product.tags.join(", ") : "",
      Published: i === 0 ? String(product.isPublished) : "",
      "Option1 Name": options[0],
      "Option1 Value": options[1],
      "Option2 Name": options[2],
      "Option2 Value": options[3],
      "Variant SKU": v?.sku ?? "",
      "Variant Inventory Qty": v ? String(v.countInStock) : "",
      "Variant Price": prices?.price ?? "",
      "Variant Compare At Price": prices?.compareAt ?? "",
      "Variant Image": v?.images[0]?.url ?? "",
      "Image Src": image?.url ?? "",
      "Image Alt Text": image?.altText ?? "",
    });
  }
  return rows;
}

/** The rows as a CSV file, text cells guarded so that opening it in a spreadsheet runs no formula. */
export function toCsv(rows: CsvRow[]): string {
  return stringify(rows, {
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: "\r\n",
    cast: { string: (value, { column }) => (NUMBER_COLUMNS.has(String(column)) ? value : formulaSafe(value)) },
  });
}

/** Rows of a CSV file with our header; a file that is not one says why. */
export function parseCsv(text: string): CsvRow[] {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), { columns: true, skip_empty_lines: true, relax_column_count: true, trim: false });
  } catch (err) {
    throw ValidationError.field("csv", `This is not a CSV file we can read: ${(err as Error).message}`);
  }
  const header = records.length ? Object.keys(records[0]) : [];
  const missing = ["Handle", "Variant SKU"].filter((c) => records.length && !header.includes(c));
  if (missing.length)
    throw ValidationError.field("csv", `The file has no ${missing.join(" or ")} column: export the catalogue to see the columns`);
  return records.map((r) => Object.fromEntries(CSV_COLUMNS.map((c) => [c, withoutFormulaGuard((r[c] ?? "").trim())])) as CsvRow);
}

/** Variant Price (what a shopper pays) and Compare At (the regular price, when on sale). */
function shopperPrices(product: Product, v: ProductVariant): { price: string; compareAt: string } {
  const { pricePaise, discountPricePaise } = variantPrices(product, v);
  const onSale = discountPricePaise !== null && discountPricePaise < pricePaise;
  return onSale
    ? { price: paiseToRupeesText(discountPricePaise), compareAt: paiseToRupeesText(pricePaise) }
    : { price: paiseToRupeesText(pricePaise), compareAt: "" };
}

/** Size first, then Color; a product without either has Shopify's "Title: Default Title". */
function optionColumns(v: ProductVariant): [string, string, string, string] {
  const options: [string, string][] = [];
  if (v.size) options.push(["Size", v.size]);
  if (v.color) options.push(["Color", v.color]);
  if (options.length === 0) options.push(["Title", "Default Title"]);
  return [options[0][0], options[0][1], options[1]?.[0] ?? "", options[1]?.[1] ?? ""];
}

/** A row's size and colour, by option name whatever the column. */
export function rowOptions(row: CsvRow): { size: string | null; color: string | null } {
  const pairs: [string, string][] = [
    [row["Option1 Name"], row["Option1 Value"]],
    [row["Option2 Name"], row["Option2 Value"]],
  ];
  const value = (names: string[]) => pairs.find(([n]) => names.includes(n.toLowerCase()))?.[1] || null;
  return { size: value(["size"]), color: value(["color", "colour"]) };
}

/** A product's photos from its rows' Image Src and Image Alt Text. */
export function rowImages(rows: CsvRow[], productName: string): Image[] {
  return rows.filter((r) => r["Image Src"]).map((r) => ({ url: r["Image Src"], altText: r["Image Alt Text"] || productName }));
}
