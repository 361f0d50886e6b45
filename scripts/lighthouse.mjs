// Lighthouse (mobile, default throttling) on a running shop's home page, /collections/all and a
// product page taken from its sitemap, three runs each; prints the median scores and metrics.
//   npm start  (or any running shop), then:  npm run lighthouse [-- http://localhost:4000]
// Uses Debian's Chromium (CHROME_PATH to choose another). Numbers depend on the machine's load.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const base = (process.argv[2] ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/$/, "");
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const product = /<loc>([^<]*\/product\/[^<]*)<\/loc>/.exec(sitemap)?.[1];
if (!product) throw new Error(`${base}/sitemap.xml lists no product`);
const pages = [`${base}/`, `${base}/collections/all`, product.replace(/^https?:\/\/[^/]+/, base)];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
try {
  console.log(`| page | perf | a11y | best practices | SEO | ${Object.keys(METRICS).join(" | ")} |`);
  console.log(`|---|${"---|".repeat(4 + Object.keys(METRICS).length)}`);
  for (const url of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      runs.push(lhr);
    }
    const scores = CATEGORIES.map((c) => Math.round(median(runs.map((r) => r.categories[c].score ?? 0)) * 100));
    const metrics = Object.values(METRICS).map((id) => {
      const value = median(runs.map((r) => r.audits[id].numericValue ?? 0));
      return id === "cumulative-layout-shift" ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;
    });
    console.log(`| ${new URL(url).pathname} | ${scores.join(" | ")} | ${metrics.join(" | ")} |`);
  }
} finally {
  await chrome.kill();
}
