// node bench/side-by-side.mjs OTHER_MAIN: the built API (api/dist) against another build (OTHER_MAIN,
// the main.js of a copy of an older api/dist kept inside api/ so it finds the same packages),
// uncached, on one database, loaded in turn read by read so both see the same machine load.
// The reads: the benchmark's four (scenarios.mjs), a signed-in shopper's bag (the storefront's
// Cart document, three lines) and `{ __typename }`. Prints requests/s and each shop's CPU per
// request (user + system from /proc) per round, and the medians.
//
//   BENCH_DURATION=8  BENCH_WARMUP=2  BENCH_ROUNDS=2  BENCH_CONNECTIONS=32  BENCH_PRODUCTS=10000
//   BENCH_READS="the bag,search"  only these reads
//   BENCH_SHOP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"  profiles both shops (bench/profile-summary.mjs reads them)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { figure } from "./figure.mjs";
import { generateCatalog } from "./generate-catalog.mjs";
import { scenarios } from "./scenarios.mjs";
import { startBenchShop } from "./shop-process.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 8);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const GRAPHQL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "storefront", "src", "graphql");
const documents = (...names) => names.map((n) => fs.readFileSync(path.join(GRAPHQL, `${n}.graphql`), "utf8")).join("\n");
const CLOCK_TICKS_PER_SECOND = 100;

async function main() {
  const other = process.argv[2];
  if (!other) throw new Error("usage: node bench/side-by-side.mjs path/to/other/main.js");
  const first = await startBenchShop(process.env.BENCH_DATABASE_URL, { CATALOG_CACHE_SECONDS: "0" });
  const stops = [() => first.stop()];
  try {
    const client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
    // A database given again keeps the catalogue it was given the first time.
    const { rows } = await client.query(`SELECT count(*)::int AS count FROM products`);
    if (rows[0].count === 0) await generateCatalog(client, { products });
    const slugs = (await client.query(`SELECT slug FROM products WHERE is_published ORDER BY sku LIMIT 200`)).rows.map((r) => r.slug);
    const categories = (await client.query(`SELECT slug FROM categories WHERE is_published ORDER BY slug`)).rows.map((r) => r.slug);
    const variants = (
      await client.query(
        `SELECT v.id, v.product_id FROM product_variants v JOIN products p ON p.id = v.product_id
         WHERE p.is_published AND v.count_in_stock > 0 ORDER BY p.sku LIMIT 3`,
      )
    ).rows;
    await client.end();
    const second = await startBenchShop(first.databaseUrl, { CATALOG_CACHE_SECONDS: "0", BENCH_SHOP_MAIN: path.resolve(other) });
    stops.unshift(() => second.stop());
    const token = await signedIn(first.url);
    const bag = documents("AddToCart", "CartDetails", "PriceTotals");
    for (const v of variants)
      await graphql(first.url, { query: bag, variables: { input: { productId: v.product_id, variantId: v.id } } }, token);
    const reads = [
      ...scenarios({ slugs, categories }),
      {
        name: "the bag",
        bodies: [{ operationName: "Cart", query: documents("Cart", "CartDetails", "PriceTotals"), variables: {} }],
        token,
      },
      { name: "{ __typename }", bodies: [{ query: "{ __typename }" }] },
    ];
    const only = process.env.BENCH_READS?.split(",");
    if (only) reads.splice(0, reads.length, ...reads.filter((r) => only.includes(r.name)));
    const shops = [
      { name: "api/dist", ...first },
      { name: path.relative(process.cwd(), other), ...second },
    ];
    console.log(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load ${loadavg()}`);
    const measured = new Map();
    for (let round = 1; round <= rounds; round++) {
      for (const read of reads) {
        for (const shop of round % 2 ? shops : [...shops].reverse()) {
          await load(shop, read, warmup);
          const before = cpuTicks(shop.pid);
          const result = await load(shop, read, duration);
          const cpuMs = ((cpuTicks(shop.pid) - before) * 1000) / CLOCK_TICKS_PER_SECOND / Math.max(1, result.requests.total);
          const failed = result.errors + result.timeouts + result.non2xx;
          const key = `${read.name}\t${shop.name}`;
          measured.set(key, [...(measured.get(key) ?? []), { rps: result.requests.average, cpuMs }]);
          console.log(
            `round ${round}, ${read.name}, ${shop.name}: ${Math.round(result.requests.average)} req/s, ${cpuMs.toFixed(3)} ms CPU/request${failed ? `, ${failed} FAILED` : ""}, load ${loadavg()}`,
          );
        }
      }
    }
    console.log(`\n| read | ${shops.map((s) => `${s.name} req/s | ${s.name} CPU ms/request`).join(" | ")} | CPU ratio |`);
    console.log(`|---|${shops.map(() => "---:|---:").join("|")}|---:|`);
    for (const read of reads) {
      const [a, b] = shops.map((s) => measured.get(`${read.name}\t${s.name}`));
      const cells = [a, b].map(
        (runs) =>
          `${figure(runs.map((r) => r.rps))} | ${figure(
            runs.map((r) => r.cpuMs),
            3,
          )}`,
      );
      console.log(
        `| ${read.name} | ${cells.join(" | ")} | ${figure(
          a.map((r, i) => r.cpuMs / b[i].cpuMs),
          2,
        )} |`,
      );
    }
  } finally {
    for (const stop of stops) await stop();
  }
}

function load(shop, read, seconds) {
  return autocannon({
    url: `${shop.url}/graphql`,
    connections,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json", ...(read.token ? { authorization: `Bearer ${read.token}` } : {}) },
    requests: read.bodies.map((body) => ({ method: "POST", body: JSON.stringify(body) })),
    verifyBody: (body) => !body.includes('"errors"'),
  });
}

async function graphql(url, body, token) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

async function signedIn(url) {
  const input = { firstName: "Side", lastName: "Shopper", email: `side-${Date.now()}@bench.local`, password: "bench-password" };
  const data = await graphql(url, {
    query: `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
    variables: { input },
  });
  return data.register.token;
}

/** User + system CPU of a process so far, in clock ticks (/proc/PID/stat fields 14 and 15). */
function cpuTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
