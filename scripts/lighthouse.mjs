// Lighthouse (mobile, default throttling) on a running shop: the home page, /collections/all, a
// product page taken from its sitemap, the bag (checkout's first step as a guest with two lines)
// and checkout's first step for a signed-in customer with a bag; three runs each. Prints the
// median scores and metrics, with the versions of Chromium and Lighthouse and the machine's load
// before and after, as the benchmarks document records them.
//   npm start  (or any running shop), then:  npm run lighthouse [-- http://localhost:4000]
// Uses Debian's Chromium (CHROME_PATH to choose another). Numbers depend on the machine's load.
// LIGHTHOUSE_REPORTS=<folder> also keeps each run's JSON report there (its trace-based audits:
// bootup-time, mainthread-work-breakdown, long-tasks, dom-size).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const base = (process.argv[2] ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/$/, "");
const reports = process.env.LIGHTHOUSE_REPORTS;
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

async function graphql(query, variables = {}, token) {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = await response.json();
  if (errors?.length) throw new Error(`${base}/graphql: ${errors.map((e) => e.message).join("; ")}`);
  return data;
}

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const productSlugs = [...sitemap.matchAll(/<loc>[^<]*\/product\/([^<]*)<\/loc>/g)].map((m) => m[1]);
if (productSlugs.length < 2) throw new Error(`${base}/sitemap.xml lists fewer than two products`);

/** Two lines (the first variant in stock of two products), for a guest's bag or a customer's. */
async function fillBag(owner) {
  for (const slug of productSlugs.slice(0, 2)) {
    const { product } = await graphql(`query($slug: String!) { product(idOrSlug: $slug) { id variants { size color countInStock } } }`, {
      slug,
    });
    const variant = product.variants.find((v) => v.countInStock > 0) ?? {};
    await graphql(
      `mutation($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`,
      { input: { productId: product.id, size: variant.size, color: variant.color, quantity: 1, guestId: owner.guestId } },
      owner.token,
    );
  }
}

const { createCart } = await graphql(`mutation { createCart { guestId } }`);
const guest = { guestId: createCart.guestId };
await fillBag(guest);
const email = `lighthouse-${Date.now()}@example.com`;
const { register } = await graphql(`mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }`, {
  input: { email, password: "lighthouse-secret-1", firstName: "Light", lastName: "House" },
});
const customer = { token: register.token };
await fillBag(customer);
const { me } = await graphql(
  `query { me { id firstName lastName email signInPhone role phone address city state postalCode } }`,
  {},
  customer.token,
);

// What the browser keeps for each page: nothing (a first visit), the guest's bag id, or the customer's session.
const pages = [
  { name: "/", url: `${base}/`, storage: {} },
  { name: "/collections/all", url: `${base}/collections/all`, storage: {} },
  { name: `/product/${productSlugs[0]}`, url: `${base}/product/${productSlugs[0]}`, storage: {} },
  { name: "bag: /checkout, a guest", url: `${base}/checkout`, storage: { guestId: guest.guestId } },
  { name: "checkout: /checkout, signed in", url: `${base}/checkout`, storage: { token: customer.token, userInfo: JSON.stringify(me) } },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
// Lighthouse clears the origin's storage before each run unless told not to; the bag pages need theirs.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
async function keepInBrowser(storage) {
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));
  await page.close();
}

/** One Lighthouse run; a run whose trace Chromium did not record (NO_NAVSTART, on a busy machine) is run again, once. */
async function audit(page, attempt = 1) {
  await keepInBrowser(page.storage);
  const { lhr } = await lighthouse(page.url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    disableStorageReset: true,
  });
  if (!lhr.runtimeError) return lhr;
  if (attempt < 2) return audit(page, attempt + 1);
  throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
}

try {
  if (reports) fs.mkdirSync(reports, { recursive: true });
  console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load before: ${load()} (1 / 5 / 15 min)`);
  console.log(
    `${await browser.version()} at ${chromePath}, Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}`,
  );
  console.log(`| page | perf | a11y | best practices | SEO | ${Object.keys(METRICS).join(" | ")} |`);
  console.log(`|---|${"---|".repeat(4 + Object.keys(METRICS).length)}`);
  for (const [index, page] of pages.entries()) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(page);
      runs.push(lhr);
      if (reports) fs.writeFileSync(path.join(reports, `${index + 1}-run${i + 1}.json`), JSON.stringify(lhr));
    }
    const scores = CATEGORIES.map((c) => Math.round(median(runs.map((r) => r.categories[c].score ?? 0)) * 100));
    const metrics = Object.values(METRICS).map((id) => {
      const value = median(runs.map((r) => r.audits[id].numericValue ?? 0));
      return id === "cumulative-layout-shift" ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;
    });
    console.log(`| ${page.name} | ${scores.join(" | ")} | ${metrics.join(" | ")} |`);
  }
  console.log(`load after: ${load()}`);
} finally {
  await browser.close();
  await chrome.kill();
}
