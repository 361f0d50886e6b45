#!/usr/bin/env node
// Load benchmark of the checkout path: signed-in shoppers in a loop of addToCart + createCheckout
// (cash on delivery), the two GraphQL calls that take row locks and write. Two scenarios:
// "spread" (bags over many products), "hot" (every shopper buys the same product, so every
// checkout queues on one stock row) and "sell-out" (the same, with BENCH_SELLOUT_STOCK units: each
// shopper stops at its first refusal). Prints a latency table per call, then checks the books:
// for every product, the units in orders are exactly the stock it lost, and none went below zero.
//
//   npm run build -w api && node bench/checkout.mjs
//
// Starts a shop (built API, production mode, embedded PostgreSQL in a temporary folder unless
// BENCH_DATABASE_URL is set) or, with BENCH_URL, drives a running one; BENCH_DATABASE_URL must
// then be its database, where the fixture products are inserted.
//
//   BENCH_URL            a running shop, e.g. http://127.0.0.1:4000 (default: start one)
//   BENCH_DATABASE_URL   PostgreSQL of that shop (default: embedded, in a temporary folder)
//   BENCH_CONNECTIONS    concurrent shoppers (default 32)
//   BENCH_SELLOUT_STOCK  units of the sell-out scenario's product (default 300)
//   BENCH_SECONDS        seconds per scenario (default 20)
//   BENCH_PRODUCTS       products in the "spread" scenario (default 20)
//   BENCH_INVOICING      "on" (default): a seller is set, so every order gets a numbered GST invoice
//                        (its counter row is locked until the checkout commits); "off": none
//   PORT, EMBEDDED_PG_PORT, DATA_DIR   for the shop it starts (default: free ports, a temp folder)
import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { startBenchShop } from "./shop-process.mjs";

const settings = {
  url: process.env.BENCH_URL?.replace(/\/$/, ""),
  databaseUrl: process.env.BENCH_DATABASE_URL,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  selloutStock: Number(process.env.BENCH_SELLOUT_STOCK ?? 300),
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
  products: Number(process.env.BENCH_PRODUCTS ?? 20),
  invoicing: (process.env.BENCH_INVOICING ?? "on") !== "off",
};

const ADD_TO_CART = `mutation($input: AddToCartInput!) { addToCart(input: $input) { itemCount totals { total { paise } } } }`;
const CREATE_CHECKOUT = `mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { id orderId redirectUrl } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const ADDRESS = {
  firstName: "Bench",
  lastName: "Shopper",
  address: "1 Load Lane",
  city: "Pune",
  state: "Maharashtra",
  postalCode: "411001",
  phoneNo: "9876543210",
};

async function main() {
  const shop = settings.url
    ? { url: settings.url, databaseUrl: required("BENCH_DATABASE_URL", settings.databaseUrl), stop: async () => {} }
    : await startBenchShop(settings.databaseUrl);
  try {
    console.log(
      `checkout benchmark against ${shop.url}: ${settings.connections} shoppers, ${settings.seconds}s per scenario, ` +
        `GST invoices ${settings.invoicing ? "on" : "off"}, node ${process.version}, ${os.cpus().length} CPUs`,
    );
    if (settings.invoicing) await setSeller(shop.databaseUrl);
    const spread = await createProducts(shop.databaseUrl, settings.products);
    const [hot] = await createProducts(shop.databaseUrl, 1);
    const [scarce] = await createProducts(shop.databaseUrl, 1, settings.selloutStock);
    const results = [];
    for (const [scenario, products] of [
      ["spread", spread],
      ["hot", [hot]],
      ["sell-out", [scarce]],
    ]) {
      results.push(...(await runScenario(shop.url, scenario, products, { stopAtRefusal: scenario === "sell-out" })));
    }
    printTable(results);
    const oversold = await checkBooks(shop.databaseUrl, [...spread, hot, scarce], scarce);
    if (oversold) process.exitCode = 1;
  } finally {
    await shop.stop();
  }
}

/**
 * Every shopper registers once (not measured), then adds one unit and checks out, until time is
 * up (or, with stopAtRefusal, until the shop refuses it: the stock has run out).
 */
async function runScenario(url, scenario, productIds, { stopAtRefusal = false } = {}) {
  const shoppers = await Promise.all(Array.from({ length: settings.connections }, () => registerShopper(url)));
  const stats = { addToCart: newStat(), createCheckout: newStat(), "add + checkout": newStat() };
  const deadline = Date.now() + settings.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (token) => {
      while (Date.now() < deadline) {
        const productId = productIds[Math.floor(Math.random() * productIds.length)];
        const t0 = performance.now();
        const cart = await timed(stats.addToCart, () =>
          graphql(url, ADD_TO_CART, { input: { productId, size: "Medium", color: "Black", quantity: 1 } }, token),
        );
        if (!cart && stopAtRefusal) return;
        if (!cart) continue;
        const expectedTotalPaise = cart.addToCart.totals.total.paise;
        const input = { shippingInfo: ADDRESS, paymentMethod: "COD", expectedTotalPaise, idempotencyKey: crypto.randomUUID() };
        const placed = await timed(stats.createCheckout, () => graphql(url, CREATE_CHECKOUT, { input }, token));
        if (placed?.createCheckout.orderId) stats["add + checkout"].latencies.push(performance.now() - t0);
        else if (stopAtRefusal) return;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return Object.entries(stats).map(([call, s]) => summarize(scenario, call, s, seconds));
}

async function registerShopper(url) {
  const email = `bench-${crypto.randomBytes(6).toString("hex")}@bench.local`;
  const data = await graphql(url, REGISTER, { input: { firstName: "Bench", lastName: "Shopper", email, password: "bench-password" } });
  return data.register.token;
}

async function graphql(url, query, variables, token) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

const newStat = () => ({ latencies: [], errors: 0, firstError: null });

async function timed(stat, call) {
  const t0 = performance.now();
  try {
    const result = await call();
    stat.latencies.push(performance.now() - t0);
    return result;
  } catch (err) {
    stat.errors += 1;
    stat.firstError ??= err.message;
    return null;
  }
}

function summarize(scenario, call, { latencies, errors, firstError }, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
  return {
    scenario,
    call,
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
    errors,
    firstError,
  };
}

function printTable(rows) {
  const ms = (v) => (Number.isNaN(v) ? "-" : v.toFixed(1));
  console.log("\n| scenario | call | completed | per second | p50 ms | p95 ms | p99 ms | max ms | errors |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.scenario} | ${r.call} | ${r.count} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} |`,
    );
  }
  for (const r of rows.filter((r) => r.errors)) console.log(`first ${r.scenario} ${r.call} error: ${r.firstError}`);
}

/** Published products (stock that will not run out during the run, unless `stock` says otherwise); returns their ids. */
async function createProducts(databaseUrl, count, stock = 1_000_000_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = crypto.randomBytes(4).toString("hex");
    const [category] = (
      await client.query(
        `INSERT INTO categories (name, slug, description, is_published) VALUES ('Bench', $1, 'Benchmark products', true) RETURNING id`,
        [`bench-${tag}`],
      )
    ).rows;
    const ids = [];
    for (let i = 0; i < count; i++) {
      const { rows } = await client.query(
        `INSERT INTO products (name, slug, sku, category_id, description, price_paise, count_in_stock, sizes, colors, is_published)
         VALUES ($1, $2, $3, $4, '<p>Benchmark bag</p>', $5, $6, '{Medium}', '{Black}', true) RETURNING id`,
        [`Bench Bag ${tag}-${i}`, `bench-bag-${tag}-${i}`, `BENCH-${tag}-${i}`, category.id, 499_00 + i * 100, stock],
      );
      ids.push(rows[0].id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

/**
 * Zero oversell: for every product, the units in its orders are the stock it lost and its stock
 * is not below zero; the sell-out product sold out exactly. Prints the check; true when it failed.
 */
async function checkBooks(databaseUrl, productIds, scarceId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT p.id, (SELECT sum(v.count_in_stock) FROM product_variants v WHERE v.product_id = p.id)::bigint AS left,
              (SELECT min(v.count_in_stock) FROM product_variants v WHERE v.product_id = p.id) AS lowest,
              coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.product_id = p.id), 0)::bigint AS ordered
         FROM products p WHERE p.id = ANY($1)`,
      [productIds],
    );
    const created = (id) => (id === scarceId ? settings.selloutStock : 1_000_000_000);
    const wrong = rows.filter((r) => Number(r.lowest) < 0 || Number(r.ordered) + Number(r.left) !== created(r.id));
    const scarce = rows.find((r) => r.id === scarceId);
    console.log(
      `\nbooks: ${rows.reduce((sum, r) => sum + Number(r.ordered), 0)} units ordered over ${rows.length} products; ` +
        `sell-out product: ${scarce.ordered} of ${settings.selloutStock} units ordered, ${scarce.left} left; ` +
        `${wrong.length === 0 ? "zero oversell (every product's orders match the stock it lost, none below zero)" : `MISMATCH on ${wrong.length} products: ${JSON.stringify(wrong)}`}`,
    );
    return wrong.length > 0;
  } finally {
    await client.end();
  }
}

/** The seller's details, as an admin sets them: from then on every order is invoiced. */
async function setSeller(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE shop_settings SET seller_legal_name = 'Bench Seller', seller_gstin = '27AAPFU0939F1ZV', seller_address = '1 Load Lane, Pune', seller_state = 'Maharashtra'`,
    );
  } finally {
    await client.end();
  }
}

function required(name, value) {
  if (!value) throw new Error(`${name} is required with BENCH_URL: the benchmark inserts its products there`);
  return value;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
