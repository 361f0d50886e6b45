// npm run bench: the catalogue's load benchmark. Starts the built shop as `npm start` does (in
// production mode, on a temporary embedded PostgreSQL), loads the generated 10,000-product
// catalogue, then measures each scenario with autocannon at 32 connections and prints
// requests/s and p50/p99 latency.
//
//   BENCH_DURATION=20        seconds measured per scenario (after a 5 s warm-up)
//   BENCH_CONNECTIONS=32
//   BENCH_DATABASE_URL       an empty database for the shop instead of the embedded one
//   CATALOG_CACHE_SECONDS=0  passed to the shop: 0 measures every request running GraphQL (no kept guest answers)
import os from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { generateCatalog } from "./generate-catalog.mjs";
import { scenarios } from "./scenarios.mjs";
import { startBenchShop } from "./shop-process.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function main() {
  buildIfStale({ quiet: true });
  const shop = await startBenchShop(process.env.BENCH_DATABASE_URL);
  try {
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    const started = Date.now();
    const generated = await generateCatalog(client);
    const slugs = (await client.query(`SELECT slug FROM products WHERE is_published ORDER BY sku LIMIT 200`)).rows.map((r) => r.slug);
    await client.end();
    console.log(`generated ${generated.products} products in ${generated.categories} categories in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    console.log(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    const cache = process.env.CATALOG_CACHE_SECONDS ?? "default (30)";
    console.log(`${connections} connections, ${duration}s per scenario after a 5s warm-up, CATALOG_CACHE_SECONDS ${cache}\n`);

    const results = [];
    for (const scenario of scenarios({ slugs })) {
      const url = `${shop.url}/graphql`;
      await load(url, scenario, 5);
      const result = await load(url, scenario, duration);
      const failed = result.errors + result.timeouts + result.non2xx;
      results.push({
        scenario: scenario.name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "max ms": result.latency.max,
        failed,
      });
      console.log(`${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} failed` : ""}`);
    }
    console.log("");
    console.table(results);
    if (results.some((r) => r.failed > 0)) process.exitCode = 1;
  } finally {
    await shop.stop();
  }
}

function load(url, scenario, seconds) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: scenario.bodies.map((body) => ({ method: "POST", body: JSON.stringify(body) })),
    // A GraphQL error still answers 200: count a response with errors as failed.
    verifyBody: (body) => !body.includes('"errors"'),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
