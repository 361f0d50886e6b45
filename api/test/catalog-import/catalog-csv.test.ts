import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import iconv from "iconv-lite";
import { createCategory } from "../support/catalog-admin";
import { startTestShop, type TestShop } from "../support/test-shop";
import { until } from "../support/until";
import { graphql } from "../gql";

const CATEGORY_COUNT = graphql(
  `query CatalogCsvCategoryCount($category: String!) { products(filter: { category: $category }, first: 5) { totalCount } }`,
);

/** The catalogue out and in as CSV: the dry run writes nothing, the import runs as a job with progress. */

const EXPORT = graphql(`query CatalogCsvExport { catalogCsv }`);
const PREVIEW = graphql(
  `mutation CatalogCsvPreview($csv: String!) { previewCatalogImport(csv: $csv) { id status totalRows rowsToCreate rowsToUpdate rowsUnchanged rowsInvalid invalidRows { row message } heldBackRows { row message } encoding } }`,
);
const PREVIEW_FILE = graphql(
  `mutation CatalogCsvPreviewFile($base64: String!) { previewCatalogImportFile(base64: $base64) { id totalRows rowsToCreate rowsInvalid invalidRows { row message } encoding } }`,
);
const START = graphql(
  `mutation CatalogCsvStart($id: ID!, $only: Boolean!) { startCatalogImport(id: $id, onlyValidRows: $only) { id status } }`,
);
const PROGRESS = graphql(
  `query CatalogCsvProgress($id: ID!) { catalogImport(id: $id) { status processedRows totalRows failedRows { row message } invalidRows { row message } heldBackRows { row message } } }`,
);
/** The columns a hand-made file has: Shopify's, without the photos. */
const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price";
const CREATE = graphql(`mutation CatalogCsvCreate($input: ProductInput!) { createProduct(input: $input) { id slug } }`);

let t: TestShop;
let admin: string;
let category: { id: string; slug: string };

beforeAll(async () => {
  t = await startTestShop();
  admin = await t.adminToken();
  category = await createCategory(t, { name: "Csv Slings" });
  await t.gqlOk(
    CREATE,
    {
      input: {
        name: "Csv Sling",
        category: category.id,
        description: '<p>A sling, "roomy", with commas</p>',
        pricePaise: 1200_00,
        discountPricePaise: 999_00,
        countInStock: 0,
        sizes: ["Small", "Large"],
        colors: ["black", "navy"],
        tags: ["sling", "city"],
        isPublished: true,
        variants: [
          { size: "Small", color: "black", countInStock: 4 },
          { size: "Large", color: "black", countInStock: 2, pricePaise: 1500_00 },
          { size: "Large", color: "navy", countInStock: 0 },
        ],
      },
    },
    admin,
  );
  await t.gqlOk(
    CREATE,
    {
      input: {
        name: "Csv Card Holder",
        category: category.id,
        description: "<p>Slim</p>",
        pricePaise: 300_00,
        countInStock: 9,
        isPublished: false,
      },
    },
    admin,
  );
});
afterAll(() => t.close());

const catalogueState = () =>
  t.dataSource.query(
    `SELECT p.slug, p.name, p.price_paise, p.discount_price_paise, p.count_in_stock, p.updated_at, v.sku, v.size, v.color, v.count_in_stock AS stock, v.price_paise AS own_price, v.updated_at AS v_updated
       FROM products p JOIN product_variants v ON v.product_id = p.id ORDER BY p.slug, v.sku`,
  );
const runToTheEnd = (id: string) =>
  until("the import to finish", async () => {
    const { catalogImport } = await t.gqlOk(PROGRESS, { id }, admin);
    return catalogImport.status === "DONE" && catalogImport;
  });

describe("export", () => {
  it("gives one row per variant in Shopify's columns, what a shopper pays and the price struck through", async () => {
    const rows: Record<string, string>[] = parse((await t.gqlOk(EXPORT, {}, admin)).catalogCsv, { columns: true });
    const sling = rows.filter((r) => r.Handle === "csv-sling");
    expect(
      sling.map((r) => [
        r["Option1 Name"],
        r["Option1 Value"],
        r["Option2 Name"],
        r["Option2 Value"],
        r["Variant Inventory Qty"],
        r["Variant Price"],
        r["Variant Compare At Price"],
      ]),
    ).toEqual([
      ["Size", "Small", "Color", "black", "4", "999.00", "1200.00"],
      ["Size", "Large", "Color", "black", "2", "1500.00", ""],
      ["Size", "Large", "Color", "navy", "0", "999.00", "1200.00"],
    ]);
    expect(sling[0]).toMatchObject({
      Title: "Csv Sling",
      "Body (HTML)": '<p>A sling, "roomy", with commas</p>',
      Type: category.slug,
      Tags: "sling, city",
      Published: "true",
    });
    expect(rows.find((r) => r.Handle === "csv-card-holder")).toMatchObject({
      "Option1 Name": "Title",
      "Option1 Value": "Default Title",
      "Variant Inventory Qty": "9",
      Published: "false",
    });
  });

  it("is for admins only", async () => {
    expect((await t.gql(EXPORT)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.gql(EXPORT, {}, (await t.registerCustomer()).token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("a spreadsheet opening the export", () => {
  const names = ["=cool", "-Sale-", "+cmd|' /C calc'!A0", "@SUM(1+9)", "'quoted"];
  const description = '=HYPERLINK("http://evil.example","Click")';
  let sent: Record<string, string>[];

  beforeAll(async () => {
    for (const name of names) {
      await t.gqlOk(
        CREATE,
        {
          input: {
            name,
            category: category.id,
            description,
            brand: "@Kora",
            tags: ["-clearance"],
            pricePaise: 500_00,
            countInStock: 2,
            isPublished: true,
          },
        },
        admin,
      );
    }
    const rows: Record<string, string>[] = parse((await t.gqlOk(EXPORT, {}, admin)).catalogCsv, { columns: true });
    sent = rows.filter((r) => r.Vendor === "'@Kora");
  });

  it("runs no formula: a text cell that starts like one goes out behind a quote, numbers as numbers", async () => {
    expect(sent.map((r) => r.Title).sort()).toEqual(names.map((n) => `'${n}`).sort());
    for (const row of sent) {
      expect(row).toMatchObject({
        "Body (HTML)": `'${description}`,
        Tags: "'-clearance",
        "Variant Inventory Qty": "2",
        "Variant Price": "500.00",
      });
    }
    const cells: string[] = parse((await t.gqlOk(EXPORT, {}, admin)).catalogCsv).flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it("reads back as the very same texts: the export changes nothing, and a copy under new Handles has them exactly", async () => {
    const own = (await t.gqlOk(PREVIEW, { csv: (await t.gqlOk(EXPORT, {}, admin)).catalogCsv }, admin)).previewCatalogImport;
    expect(own).toMatchObject({ rowsToCreate: 0, rowsToUpdate: 0, rowsUnchanged: own.totalRows, invalidRows: [] });

    const copies = sent.map((r) => ({ ...r, Handle: `copy-${r.Handle}`, "Variant SKU": `COPY-${r["Variant SKU"]}` }));
    const preview = (await t.gqlOk(PREVIEW, { csv: stringify(copies, { header: true }) }, admin)).previewCatalogImport;
    expect(preview).toMatchObject({ rowsToCreate: names.length, invalidRows: [] });
    await t.gqlOk(START, { id: preview.id, only: false }, admin);
    await runToTheEnd(preview.id);
    const copied = await t.dataSource.query(`SELECT name, description, brand, tags FROM products WHERE slug LIKE 'copy-%' ORDER BY name`);
    expect(copied).toEqual([...names].sort().map((name) => ({ name, description, brand: "@Kora", tags: ["-clearance"] })));
  });
});

describe("import", () => {
  it("of the catalogue's own export changes nothing", async () => {
    const before = await catalogueState();
    const csv = (await t.gqlOk(EXPORT, {}, admin)).catalogCsv;
    const preview = (await t.gqlOk(PREVIEW, { csv }, admin)).previewCatalogImport;
    expect(preview).toMatchObject({ status: "DRY_RUN", rowsToCreate: 0, rowsToUpdate: 0, invalidRows: [] });
    expect(preview.rowsUnchanged).toBe(preview.totalRows);
    await t.gqlOk(START, { id: preview.id, only: false }, admin);
    await runToTheEnd(preview.id);
    expect(await catalogueState()).toEqual(before);
  });

  it("shows every invalid row in the dry run, writes nothing, and imports only the valid rows when asked", async () => {
    const csv = [
      HEADER,
      `new-duffel,New Duffel,<p>Big</p>,Kora,${category.slug},travel,true,Size,Large,Color,black,DUF-L-BLK,5,2499,2999`,
      `new-duffel,,,,,,,Size,Large,Color,navy,DUF-L-NVY,3,2499,2999`,
      `broken-tote,Broken Tote,<p>x</p>,,no-such-category,,true,Size,Small,,,BRK-S,-3,abc,`,
      `broken-tote,,,,,,,Size,Huge,,,DUF-L-BLK,1,100,`,
      `csv-sling,,,,,,,Size,Small,Color,black,,4,999,1200`,
    ].join("\n");
    const before = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants, (SELECT sum(count_in_stock) FROM product_variants)::int AS stock`,
    );

    const preview = (await t.gqlOk(PREVIEW, { csv }, admin)).previewCatalogImport;
    expect(preview).toMatchObject({ totalRows: 5, rowsToCreate: 2, rowsToUpdate: 0, rowsInvalid: 3, heldBackRows: [] });
    expect(preview.invalidRows).toEqual([
      { row: 4, message: 'Unknown category (Type) "no-such-category"' },
      { row: 4, message: 'Variant Inventory Qty must be a whole number of 0 or more, not "-3"' },
      { row: 4, message: 'Variant Price must be an amount in rupees, not "abc"' },
      { row: 5, message: "Variant SKU DUF-L-BLK is also on row 2" },
      { row: 6, message: "Variant SKU is required" },
    ]);
    const refused = await t.gql(START, { id: preview.id, only: false }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: "3 rows are invalid: fix the file, or import only the valid rows",
      extensions: { code: "IMPORT_HAS_INVALID_ROWS", kind: "CONFLICT", invalidRows: 3 },
    });
    expect(
      await t.dataSource.query(
        `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants, (SELECT sum(count_in_stock) FROM product_variants)::int AS stock`,
      ),
    ).toEqual(before);

    await t.gqlOk(START, { id: preview.id, only: true }, admin);
    const done = await runToTheEnd(preview.id);
    expect(done).toMatchObject({ processedRows: 5, totalRows: 5, failedRows: [], heldBackRows: [] });
    expect(done.invalidRows.map((p: { row: number }) => p.row)).toEqual([4, 4, 4, 5, 6]);
    const duffel = (
      await t.gqlOk(
        graphql(
          `query CatalogCsvProduct { product(idOrSlug: "new-duffel") { name brand countInStock unitPrice { paise } variants { sku size color countInStock } } }`,
        ),
      )
    ).product;
    expect(duffel).toEqual({
      name: "New Duffel",
      brand: "Kora",
      countInStock: 8,
      unitPrice: { paise: 2499_00 },
      variants: [
        { sku: "DUF-L-BLK", size: "Large", color: "black", countInStock: 5 },
        { sku: "DUF-L-NVY", size: "Large", color: "navy", countInStock: 3 },
      ],
    });
    expect(await t.dataSource.query(`SELECT 1 FROM products WHERE slug = 'broken-tote'`)).toEqual([]);
  });

  it("accounts for every row: a valid row of a product with invalid rows is held back, saying why", async () => {
    const csv = [
      HEADER,
      `mixed-one,Mixed One,<p>One</p>,,${category.slug},,true,Size,Small,,,MIX1-S,1,500,`,
      `mixed-one,,,,,,,Size,Large,,,MIX1-L,1,500,`,
      `mixed-two,Mixed Two,<p>Two</p>,,${category.slug},,true,Size,Small,,,MIX2-S,1,600,`,
      `mixed-two,,,,,,,Size,Large,,,MIX2-L,2,600,`,
      `mixed-three,Mixed Three,<p>Three</p>,,${category.slug},,true,Size,Small,Color,black,MIX3-S-BLK,1,abc,`,
      `mixed-three,,,,,,,Size,Large,Color,black,MIX3-L-BLK,-4,700,`,
      `mixed-three,,,,,,,Size,Small,Color,navy,MIX3-S-NVY,3,700,`,
      `mixed-four,Mixed Four,<p>Four</p>,,${category.slug},,true,Size,Small,,,MIX4-S,5,800,`,
    ].join("\n");
    const invalid = [
      { row: 6, message: 'Variant Price must be an amount in rupees, not "abc"' },
      { row: 7, message: 'Variant Inventory Qty must be a whole number of 0 or more, not "-4"' },
    ];
    const heldBack = [
      {
        row: 8,
        message: 'Valid, but held back: rows 6, 7 are invalid, and a product (Handle "mixed-three") is imported whole or not at all',
      },
    ];
    const preview = (await t.gqlOk(PREVIEW, { csv }, admin)).previewCatalogImport;
    expect(preview).toMatchObject({
      totalRows: 8,
      rowsToCreate: 5,
      rowsToUpdate: 0,
      rowsUnchanged: 0,
      rowsInvalid: 2,
      invalidRows: invalid,
      heldBackRows: heldBack,
    });
    const { rowsToCreate, rowsToUpdate, rowsUnchanged, rowsInvalid, heldBackRows } = preview;
    expect(rowsToCreate + rowsToUpdate + rowsUnchanged + rowsInvalid + heldBackRows.length).toBe(preview.totalRows);

    await t.gqlOk(START, { id: preview.id, only: true }, admin);
    const done = await runToTheEnd(preview.id);
    expect(done).toMatchObject({ invalidRows: invalid, heldBackRows: heldBack, failedRows: [] });
    expect(
      (await t.dataSource.query(`SELECT slug FROM products WHERE slug LIKE 'mixed-%' ORDER BY slug`)).map((p: { slug: string }) => p.slug),
    ).toEqual(["mixed-four", "mixed-one", "mixed-two"]);
  });

  it("gives a product it creates the file's Handle as its slug, so importing the file again changes nothing", async () => {
    const file = (title: string) =>
      [
        HEADER,
        `weekender-2026,${title},<p>Big</p>,Kora,${category.slug},"travel, weekend",TRUE,Size,Small,Color,black,WKD-S-BLK,4,2499,2999`,
        `weekender-2026,,,,,,,Size,Large,Color,black,WKD-L-BLK,2,2499,2999`,
      ].join("\n");
    const importOf = async (csv: string) => {
      const preview = (await t.gqlOk(PREVIEW, { csv }, admin)).previewCatalogImport;
      await t.gqlOk(START, { id: preview.id, only: false }, admin);
      await runToTheEnd(preview.id);
      return preview;
    };
    const nameOf = async (slug: string) => (await t.dataSource.query(`SELECT name FROM products WHERE slug = $1`, [slug]))[0]?.name;

    expect(await importOf(file("Weekend Duffel Bag"))).toMatchObject({ rowsToCreate: 2, invalidRows: [] });
    expect(await nameOf("weekender-2026")).toBe("Weekend Duffel Bag");
    expect(await importOf(file("Weekend Duffel Bag"))).toMatchObject({
      rowsToCreate: 0,
      rowsToUpdate: 0,
      rowsUnchanged: 2,
      invalidRows: [],
    });
    // A new Title is an update of the same product: the Handle stays its slug.
    expect(await importOf(file("Weekend Duffel"))).toMatchObject({ rowsToCreate: 0, rowsToUpdate: 2, invalidRows: [] });
    expect(await nameOf("weekender-2026")).toBe("Weekend Duffel");
  });

  it("refuses a Handle that could not be a slug", async () => {
    const csv = [HEADER, `My Bag,My Bag,<p>x</p>,,${category.slug},,true,Size,Small,,,MYBAG-S,1,500,`].join("\n");
    expect((await t.gqlOk(PREVIEW, { csv }, admin)).previewCatalogImport.invalidRows).toEqual([
      { row: 2, message: 'Handle "My Bag" must be lowercase letters, digits and hyphens, like "my-bag"' },
    ]);
  });

  it("of a file from Excel on Windows (Windows-1252) reads é and € as they are", async () => {
    const text = [HEADER, `cafe-tote,Café Tote,<p>Prix: €20</p>,Café Co,${category.slug},,true,Size,Small,,,CAFE-S,2,999,`].join("\r\n");
    const bytes = iconv.encode(text, "windows-1252");
    expect([bytes.includes(0xe9), bytes.includes(0x80)]).toEqual([true, true]);
    const preview = (await t.gqlOk(PREVIEW_FILE, { base64: bytes.toString("base64") }, admin)).previewCatalogImportFile;
    expect(preview).toMatchObject({ encoding: "Windows-1252", totalRows: 1, rowsToCreate: 1, invalidRows: [] });
    await t.gqlOk(START, { id: preview.id, only: false }, admin);
    await runToTheEnd(preview.id);
    expect(await t.dataSource.query(`SELECT name, description, brand FROM products WHERE slug = 'cafe-tote'`)).toEqual([
      { name: "Café Tote", description: "<p>Prix: €20</p>", brand: "Café Co" },
    ]);
  });

  it("of a UTF-8 file with a byte order mark keeps ₹", async () => {
    const text = [HEADER, `rupee-wallet,₹ Wallet,<p>₹</p>,,${category.slug},,true,Size,Small,,,RUPEE-S,2,999,`].join("\n");
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]);
    const preview = (await t.gqlOk(PREVIEW_FILE, { base64: bytes.toString("base64") }, admin)).previewCatalogImportFile;
    expect(preview).toMatchObject({ encoding: "UTF-8", rowsToCreate: 1, invalidRows: [] });
    await t.gqlOk(START, { id: preview.id, only: false }, admin);
    await runToTheEnd(preview.id);
    expect(await t.dataSource.query(`SELECT name FROM products WHERE slug = 'rupee-wallet'`)).toEqual([{ name: "₹ Wallet" }]);
  });

  it("refuses a file in neither UTF-8 nor Windows-1252, and text read with characters replaced, rather than import replacements", async () => {
    const text = Buffer.concat([
      Buffer.from(`${HEADER}\nodd-bag,Odd `),
      Buffer.from([0xe9, 0x81]),
      Buffer.from(`,<p>x</p>,,${category.slug},,true,Size,Small,,,ODD-S,1,500,`),
    ]);
    const odd = await t.gql(PREVIEW_FILE, { base64: text.toString("base64") }, admin);
    expect(odd.errors?.[0]).toMatchObject({
      message:
        'The file is neither UTF-8 nor Windows-1252: byte 0x81 on line 2 is not a character in either. Save it as "CSV UTF-8" and try again',
      extensions: { code: "BAD_USER_INPUT", field: "file" },
    });
    const replaced = await t.gql(
      PREVIEW,
      { csv: `${HEADER}\nodd-bag,Odd \uFFFD,<p>x</p>,,${category.slug},,true,Size,Small,,,ODD-S,1,500,` },
      admin,
    );
    expect(replaced.errors?.[0]).toMatchObject({
      message:
        'Line 2 has a character that could not be read (\uFFFD): the file was read in the wrong encoding. Send the file itself, or save it as "CSV UTF-8"',
      extensions: { code: "BAD_USER_INPUT", field: "csv" },
    });
    expect(await t.dataSource.query(`SELECT 1 FROM products WHERE slug = 'odd-bag'`)).toEqual([]);
  });

  it("updates an existing product's variants by SKU and counts the progress of a larger file", async () => {
    const rows: Record<string, string>[] = parse((await t.gqlOk(EXPORT, {}, admin)).catalogCsv, { columns: true });
    const header = Object.keys(rows[0]).join(",");
    const line = (r: Record<string, string>) =>
      Object.values(r)
        .map((v) => `"${v.replace(/"/g, '""')}"`)
        .join(",");
    const sling = rows
      .filter((r) => r.Handle === "csv-sling")
      .map((r) => (r["Option1 Value"] === "Small" ? { ...r, "Variant Inventory Qty": "11" } : r));
    // 300 more products of one variant each.
    const many = Array.from({ length: 300 }, (_, i) =>
      line({
        ...rows.find((r) => r.Handle === "csv-card-holder")!,
        Handle: `bulk-holder-${i}`,
        Title: `Bulk Holder ${i}`,
        "Variant SKU": `BULK-${i}`,
        "Image Src": "",
      }),
    );
    const csv = [header, ...sling.map(line), ...many].join("\n");
    const preview = (await t.gqlOk(PREVIEW, { csv }, admin)).previewCatalogImport;
    expect(preview).toMatchObject({ totalRows: 303, rowsToCreate: 300, rowsToUpdate: 3, rowsUnchanged: 0, invalidRows: [] });
    await t.gqlOk(START, { id: preview.id, only: false }, admin);
    const seen = new Set<number>();
    await until(
      "the import to finish",
      async () => {
        const { catalogImport } = await t.gqlOk(PROGRESS, { id: preview.id }, admin);
        seen.add(catalogImport.processedRows);
        return catalogImport.status === "DONE";
      },
      120_000,
    );
    expect(Math.max(...seen)).toBe(303);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE slug LIKE 'bulk-holder-%'`);
    expect(n).toBe(300);
    expect(
      (
        await t.dataSource.query(
          `SELECT count_in_stock FROM product_variants WHERE sku LIKE '%-SMALL-BLACK' AND product_id = (SELECT id FROM products WHERE slug = 'csv-sling')`,
        )
      )[0].count_in_stock,
    ).toBe(11);
  });

  it("imports a file of 10,000 rows in the background: the progress moves, and the shop answers meanwhile", async () => {
    const { sizes, colors } = (await t.gqlOk(graphql(`query CatalogCsvProductOptions { productOptions { sizes colors } }`))).productOptions;
    const perProduct = sizes.length * colors.length;
    const products = Math.ceil(10_000 / perProduct);
    const rows: string[] = [];
    for (let p = 0; p < products; p++) {
      for (const size of sizes) {
        for (const color of colors) {
          if (rows.length === 10_000) break;
          const first = rows.length % perProduct === 0;
          rows.push(
            [
              `ten-k-${p}`,
              first ? `Ten K Bag ${p}` : "",
              first ? "<p>One of many</p>" : "",
              "Bulk",
              first ? category.slug : "",
              "",
              first ? "true" : "",
              "Size",
              size,
              "Color",
              color,
              `TENK-${p}-${size}-${color}`,
              String((p + rows.length) % 7),
              p % 2 ? "1499.00" : "999.00",
              "",
            ].join(","),
          );
        }
      }
    }
    const preview = (await t.gqlOk(PREVIEW, { csv: [HEADER, ...rows].join("\n") }, admin)).previewCatalogImport;
    expect(preview).toMatchObject({
      status: "DRY_RUN",
      totalRows: 10_000,
      rowsToCreate: 10_000,
      rowsToUpdate: 0,
      rowsUnchanged: 0,
      invalidRows: [],
    });
    expect(await t.dataSource.query(`SELECT 1 FROM products WHERE slug LIKE 'ten-k-%'`)).toEqual([]);

    await t.gqlOk(START, { id: preview.id, only: false }, admin);
    const progress = async () =>
      (await t.gqlOk(PROGRESS, { id: preview.id }, admin)).catalogImport as {
        status: string;
        processedRows: number;
        failedRows: unknown[];
      };
    const seen = new Set<number>();
    let answeredWhileRunning = false;
    const done = await until(
      "the 10,000-row import to finish",
      async () => {
        const before = await progress();
        seen.add(before.processedRows);
        // A shopper's request, answered between two readings of a running import's progress.
        const shelf = (await t.gqlOk(CATEGORY_COUNT, { category: category.slug })).products;
        const after = await progress();
        if (before.status === "RUNNING" && before.processedRows > 0 && after.processedRows < 10_000 && shelf.totalCount >= 0)
          answeredWhileRunning = true;
        return after.status === "DONE" && after;
      },
      280_000,
    );
    expect(done).toMatchObject({ processedRows: 10_000, failedRows: [] });
    expect(answeredWhileRunning).toBe(true);
    expect([...seen].some((n) => n > 0 && n < 10_000)).toBe(true);
    const [counts] = await t.dataSource.query(
      `SELECT count(DISTINCT p.id)::int AS products, count(v.id)::int AS variants FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.slug LIKE 'ten-k-%'`,
    );
    expect(counts).toEqual({ products, variants: 10_000 });
  }, 300_000);
});
