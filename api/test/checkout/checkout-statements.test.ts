import { createProduct } from "../support/catalog-fixtures";
import { addToCart, placeCheckoutOk, shownTotal } from "../support/commerce";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

/**
 * The checkout path's SQL, statement by statement: what one signed-in shopper's
 * addToCart and cash-on-delivery createCheckout of one line cost, counted through GraphQL. Every
 * statement is a round trip while rows are locked, so a new one is a regression to justify here.
 * A failure prints the statements (each cut to its first words).
 */
const SETTINGS = graphql(
  `mutation CheckoutStatementsSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { cod { refusalLimit } } }`,
);
const CREATE_RULE = graphql(
  `mutation CheckoutStatementsCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }`,
);
const SELLER = {
  legalName: "Bagzone Retail Private Limited",
  gstin: "27AAPFU0939F1ZV",
  address: "Unit 4, Kamala Mills Compound, Mumbai 400013",
  state: "Maharashtra",
};

let t: TestShop;
beforeAll(async () => {
  // No job worker here (it starts on each enqueue): its statements (the earlier orders' emails) must not land in a count.
  t = await startTestShop({ PROCESS_ROLE: "api" });
});
afterAll(() => t.close());

/** The statements one call runs, each on one line. */
async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  t.queries.reset();
  await call();
  return t.queries.log.map((sql) => sql.replace(/\s+/g, " ").trim());
}

/** Each statement's first words: enough to tell them apart in a failure's message. */
const brief = (statements: string[]) => statements.map((s) => s.slice(0, 70));

/** The statements that read a table. */
const reading = (table: string, statements: string[]) => brief(statements.filter((s) => new RegExp(`FROM "?${table}"?[ ]`).test(s)));

/** A shopper who has ordered before (their bag exists) adds one unit and pays on delivery. */
async function addAndCheckout(): Promise<{ add: string[]; checkout: string[] }> {
  const product = await createProduct(t.dataSource, { countInStock: 100 });
  const customer = await t.registerCustomer();
  await addToCart(t, customer, product.id);
  await placeCheckoutOk(t, customer.token);
  const add = await statementsOf(() => addToCart(t, customer, product.id));
  const total = await shownTotal(t, customer.token);
  const checkout = await statementsOf(() => placeCheckoutOk(t, customer.token, { expectedTotalPaise: total }));
  return { add, checkout };
}

describe("SQL statements of the checkout path (COD, signed in, one line)", () => {
  it("in a new shop: no seller, no delivery rules, no COD limits", async () => {
    const { add, checkout } = await addAndCheckout();
    // Session, begin, bag lock, product, variants, line upsert, bag with lines, settings, commit.
    expect(brief(add)).toHaveLength(9);
    // Session, email, unpaid-checkout probe; in the transaction: bag lock, bag, product, variants,
    // settings, idempotency key, delivery rule, checkout, emptied bag, order, order item, sales
    // count, order number, confirmation email's outbox row and job, the WhatsApp and SMS updates'
    // outbox rows (one statement, written only for a phone that opted in), webhook endpoints,
    // product lock, stock, and begin and commit.
    expect(brief(checkout)).toHaveLength(24);
  });

  it("in a shop as the demo runs it: GST invoices, COD limits, a delivery rule for the pincode", async () => {
    const admin = await t.adminToken();
    await t.gqlOk(
      SETTINGS,
      {
        input: {
          seller: SELLER,
          invoicing: { invoicePrefix: "BZ", creditNotePrefix: "BZC" },
          cod: { maxOrderValuePaise: 10_000_00, feePaise: 0, refusalLimit: 2 },
        },
      },
      admin,
    );
    await t.gqlOk(CREATE_RULE, { input: { pincodes: "4", daysToDeliver: 4 } }, admin);
    const { add, checkout } = await addAndCheckout();
    expect(brief(add)).toHaveLength(9);
    // The new shop's 24, the customer's refused COD orders, and the invoice's five: the products'
    // categories, their GST rates, the invoice number, the invoice and its lines.
    expect(brief(checkout)).toHaveLength(30);
    // Asked by the bag, the COD rules, the order, its invoice and its email: read once.
    expect(reading("shop_settings", checkout)).toHaveLength(1);
    // Asked whether the shop delivers there and whether it collects cash there: read once.
    expect(reading("serviceability_rules", checkout)).toHaveLength(1);
    // The rows every checkout shares are locked last, each statement after them a round trip the
    // next checkout of the product (and, from the order number, every next checkout) waits for.
    const sharedFrom = checkout.findIndex((s) => s.includes("FOR NO KEY UPDATE"));
    expect(brief(checkout.slice(sharedFrom))).toEqual([
      expect.stringMatching(/^SELECT 1 FROM products WHERE id = ANY/),
      expect.stringMatching(/^UPDATE product_variants v SET count_in_stock = v.count_in_stock - /),
      expect.stringMatching(/^UPDATE products SET sold_count = sold_count \+ /),
      expect.stringMatching(/^UPDATE order_number_counter /),
      expect.stringMatching(/^INSERT INTO "orders"/),
      expect.stringMatching(/^INSERT INTO "order_items"/),
      // The invoice's draft (the lines' categories and their GST rates) and the webhook endpoints
      // told of the order: they read the order's rows, written with its number.
      expect.stringMatching(/^SELECT id, category_id FROM products /),
      expect.stringMatching(/FROM "gst_rates"|"r"."category_id"/),
      expect.stringMatching(/"e"."url"/),
      expect.stringMatching(/^INSERT INTO document_counters /),
      expect.stringMatching(/^INSERT INTO "invoices"/),
      expect.stringMatching(/^INSERT INTO "invoice_lines"/),
      // The confirmation's messages, in the order's transaction so they exist exactly when it does:
      // the email's outbox row and its job, then WhatsApp and SMS rows for the channels the phone
      // opted in to (none here), consent read in the same statement.
      expect.stringMatching(/^INSERT INTO messages /),
      expect.stringMatching(/^INSERT INTO pgboss.job /),
      expect.stringMatching(/^INSERT INTO messages /),
      "COMMIT",
    ]);
  });
});
