// npm run bench: the catalogue's load benchmark. Starts the built shop as `npm start` does (in
// production mode, on a fresh embedded PostgreSQL, or on a fresh database of BENCH_DATABASE_URL's
// server), loads the generated 10,000-product catalogue, then measures each scenario with
// autocannon at 32 connections and prints requests/s and p50/p99 latency.
//
//   BENCH_DURATION=20        seconds measured per scenario (after a 5 s warm-up)
//   BENCH_CONNECTIONS=32
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   use this server instead of the embedded one
//   CATALOG_CACHE_SECONDS=0  passed to the shop: 0 measures every request running GraphQL (no kept guest answers)
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale, root } from "../scripts/build-if-stale.mjs";
import { generateCatalog } from "./generate-catalog.mjs";
import { scenarios } from "./scenarios.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function main() {
  buildIfStale({ quiet: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const port = await freePort();
  const database = await benchDatabase();
  const shop = await startShop({ port, dataDir, databaseUrl: database.url });
  try {
    const client = new pg.Client({ connectionString: database.url ?? shop.embeddedUrl });
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
      const url = `http://127.0.0.1:${port}/graphql`;
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
    await database.drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
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

/** A fresh database on BENCH_DATABASE_URL's server, or none: the shop then starts its embedded one. */
async function benchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { url: undefined };
  const name = `shop_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The built shop in production mode; resolves once it serves. */
async function startShop({ port, dataDir, databaseUrl }) {
  const embeddedPort = await freePort();
  const secret = () => crypto.randomBytes(24).toString("hex");
  const child = spawn(process.execPath, [path.join(root, "api", "dist", "main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      EMBEDDED_PG_PORT: String(embeddedPort),
      SEED_DEMO: "false",
      JWT_SECRET: secret(),
      PAYMENT_SIGNING_SECRET: secret(),
      ADMIN_EMAIL: "bench-admin@example.com",
      ADMIN_PASSWORD: secret(),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes("health ")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    exited.then((code) => reject(new Error(`the shop exited with ${code}:\n${output}`)));
  });
  return {
    embeddedUrl: `postgres://shop:shop@127.0.0.1:${embeddedPort}/shop`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
