import fs from "node:fs";
import path from "node:path";
import { createCategory, createProduct } from "../support/catalog-admin";
import { freePort } from "../support/free-port";
import { MAIN, startShopProcess, type ShopProcess } from "../support/shop-process";
import { startTestShop, TEST_ADMIN, type TestShop } from "../support/test-shop";
import { tempDir } from "../support/test-server";
import { graphql } from "../gql";

// The pages are rendered by the built shop (node api/dist/main.js) with the storefront's server
// bundle, as in production: `npm run build` first, as CI and `npm test` do. Both shops share one
// database, so what the admin changes through the test shop is what the built one renders.
const SERVER_BUNDLE = path.resolve(__dirname, "..", "..", "..", "storefront", "dist", "server", "entry-server.js");

const SETTINGS = graphql(
  `mutation ShopPromisesSettings($input: ShopSettingsInput!) { updateShopSettings(input: $input) { payments { razorpayMethods } } }`,
);
const CREATE_RULE = graphql(
  `mutation ShopPromisesCreateRule($input: ServiceabilityRuleInput!) { createServiceabilityRule(input: $input) { id } }`,
);
const DELETE_RULE = graphql(`mutation ShopPromisesDeleteRule($id: ID!) { deleteServiceabilityRule(id: $id) { id } }`);
const STATED = graphql(`query ShopPromisesStated { paymentOptions { online cashOnDelivery } shopPolicies { deliveryEstimate } }`);

const CARD_WORDS = ["Visa", "Mastercard", "RuPay", "Amex", "Apple Pay", "Google Pay"];

let t: TestShop;
let shop: ShopProcess;
let admin: string;
let productPage: string;
const rules: string[] = [];

beforeAll(async () => {
  for (const built of [MAIN, SERVER_BUNDLE]) if (!fs.existsSync(built)) throw new Error(`${built} is missing: run npm run build first`);
  t = await startTestShop();
  admin = await t.adminToken();
  shop = await startShopProcess({
    NODE_ENV: "development",
    DATABASE_URL: t.config.databaseUrl!,
    DATA_DIR: tempDir("shop-promises"),
    PORT: String(await freePort()),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: "false",
    // Rendered pages are kept, as in production: a change to what they state must render them again.
    CATALOG_CACHE_SECONDS: "300",
  });
  const category = await createCategory(t, { name: "Tote Bags" });
  productPage = `/product/${(await createProduct(t, category.id, { name: "Promise Tote" })).slug}`;
});
afterAll(async () => {
  await shop?.stop();
  await t?.close();
});

/** A page's first HTML as a shopper's browser gets it, React's text separators removed. */
async function page(url: string): Promise<string> {
  const res = await fetch(shop.base + url);
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  // Without the server bundle the shell is sent empty: say so rather than fail on every text.
  expect({ url, rendered: html.includes('aria-label="Accepted payments"') }).toEqual({ url, rendered: true });
  return html;
}

/** The badges of the footer's "Accepted payments" list. */
const badges = (html: string) =>
  [...html.match(/aria-label="Accepted payments">([\s\S]*?)<\/ul>/)![1].matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1]);

const PAGES = ["/", "/faq", "/shipping-policy", "/terms-and-conditions", "/collections/all"];
const PAYMENT_TEXT_PAGES = ["/faq", "/shipping-policy", "/terms-and-conditions"];

async function expectPayments(expected: { badges: string[]; sentence: string }) {
  for (const url of [...PAGES, productPage]) {
    const html = await page(url);
    expect({ url, badges: badges(html) }).toEqual({ url, badges: expected.badges });
    for (const word of CARD_WORDS) expect({ url, word, named: html.includes(word) }).toEqual({ url, word, named: false });
  }
  for (const url of PAYMENT_TEXT_PAGES) {
    expect({ url, says: (await page(url)).includes(expected.sentence) }).toEqual({ url, says: true });
  }
}

describe("every page states the ways of paying the settings and rules offer", () => {
  it("UPI and cash on delivery by default; cards and net banking once enabled; no cash on delivery once no rule offers it", async () => {
    expect((await t.gqlOk(STATED)).paymentOptions).toEqual({ online: ["UPI"], cashOnDelivery: true });
    await expectPayments({
      badges: ["UPI", "Cash on delivery"],
      sentence: "By UPI, or cash on delivery (COD) where your pincode allows it.",
    });
    expect(await page(productPage)).toContain("Cash on delivery where your pincode allows it: check yours above");

    await t.gqlOk(SETTINGS, { input: { payments: { razorpayMethods: ["NETBANKING", "UPI", "CARD"] } } }, admin);
    await expectPayments({
      badges: ["UPI", "Cards", "Net banking", "Cash on delivery"],
      sentence: "By UPI, card or net banking, or cash on delivery (COD) where your pincode allows it.",
    });

    // The shop's only rule serves everywhere without cash on delivery: no page may offer it.
    rules.push(
      (await t.gqlOk(CREATE_RULE, { input: { pincodes: "100000-899999", daysToDeliver: 4, codAvailable: false } }, admin))
        .createServiceabilityRule.id,
    );
    expect((await t.gqlOk(STATED)).paymentOptions).toEqual({ online: ["NETBANKING", "UPI", "CARD"], cashOnDelivery: false });
    await expectPayments({ badges: ["UPI", "Cards", "Net banking"], sentence: "By UPI, card or net banking." });
    expect(await page(productPage)).not.toContain("Cash on delivery");

    await t.gqlOk(SETTINGS, { input: { payments: { razorpayMethods: ["UPI"] } } }, admin);
    for (const id of rules.splice(0)) await t.gqlOk(DELETE_RULE, { id }, admin);
    await expectPayments({
      badges: ["UPI", "Cash on delivery"],
      sentence: "By UPI, or cash on delivery (COD) where your pincode allows it.",
    });
  });
});

describe("every page states the delivery time the rules give", () => {
  it("the policies' days without rules, the rules' fewest and most once there are some", async () => {
    const stated = async (text: string) => {
      for (const url of [productPage, "/faq", "/shipping-policy"]) {
        expect({ url, says: (await page(url)).includes(text) }).toEqual({ url, says: true });
      }
    };
    await stated("3-7 business days");
    rules.push((await t.gqlOk(CREATE_RULE, { input: { pincodes: "4", daysToDeliver: 2 } }, admin)).createServiceabilityRule.id);
    rules.push(
      (await t.gqlOk(CREATE_RULE, { input: { pincodes: "79", daysToDeliver: 9, codAvailable: false } }, admin)).createServiceabilityRule.id,
    );
    expect((await t.gqlOk(STATED)).shopPolicies.deliveryEstimate).toBe("2-9 business days");
    await stated("2-9 business days");
    for (const url of [productPage, "/faq", "/shipping-policy"]) expect((await page(url)).includes("3-7 business days")).toBe(false);
  });
});
