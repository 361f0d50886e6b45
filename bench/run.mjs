// npm run bench: the catalogue's load benchmark, the shop against a bare reference server.
//
// Builds what is stale, starts the built shop in production mode on a temporary embedded
// PostgreSQL (or the empty database BENCH_DATABASE_URL) with kept answers off, loads the generated
// catalogue (10,000 products with their variants), then starts on the same database a second shop
// with kept answers on (timing its cold start and reading its memory 2 s later) and the reference
// (reference-server.mjs). Before measuring it checks that the reference and the shop answer each
// read with the same JSON. Then, for each of the storefront's four reads (scenarios.mjs), it loads
// each server in turn with autocannon, one after the other: the reference; the shop uncached (a
// guest, CATALOG_CACHE_SECONDS=0); the shop signed in (a customer's token: never served kept
// answers); the shop cached (a guest, kept answers on). It prints requests/s, p99 and the server
// process's CPU per request (user + system, from /proc; PostgreSQL's is not counted), and the
// shop-to-reference ratios; with BENCH_ROUNDS > 1 each figure is the median with the range.
// Last in each round it measures the fixed stack's floor: `{ __typename }`, no database, answered
// by bare Apollo Server on node:http (stack-floor-server.mjs) and by the uncached shop, each with its
// CPU as a multiple of the reference's for every whole read.
//
//   BENCH_DURATION=10        seconds measured per server and read (after BENCH_WARMUP=3 s)
//   BENCH_CONNECTIONS=32
//   BENCH_ROUNDS=2           times the whole set is measured, to show the spread
//   BENCH_PRODUCTS=10000     size of the generated catalogue
//   BENCH_DATABASE_URL       an empty database for the shop instead of the embedded one
//   BENCH_CACHE_SECONDS=30   the cached shop's CATALOG_CACHE_SECONDS
//   BENCH_NO_BUILD=1         measure the build already in api/dist (to compare two versions)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { figure } from "./figure.mjs";
import { generateCatalog } from "./generate-catalog.mjs";
import { scenarios } from "./scenarios.mjs";
import { firstGoodAnswer, freePort, rssMiB, startBenchShop } from "./shop-process.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const cacheSeconds = process.env.BENCH_CACHE_SECONDS ?? "30";
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100;
const FLOOR = "{ __typename }";

async function main() {
  if (!process.env.BENCH_NO_BUILD) buildIfStale({ quiet: true });
  const uncached = await startBenchShop(process.env.BENCH_DATABASE_URL, { CATALOG_CACHE_SECONDS: "0" });
  const stops = [() => uncached.stop()];
  try {
    const client = new pg.Client({ connectionString: uncached.databaseUrl });
    await client.connect();
    const started = Date.now();
    const generated = await generateCatalog(client, { products: productCount });
    const visible = `p.is_published AND c.is_published`;
    const slugs = (
      await client.query(
        `SELECT p.slug FROM products p JOIN categories c ON c.id = p.category_id WHERE ${visible} ORDER BY p.sku LIMIT 200`,
      )
    ).rows.map((r) => r.slug);
    const categories = (await client.query(`SELECT slug FROM categories WHERE is_published ORDER BY slug`)).rows.map((r) => r.slug);
    await client.end();
    console.log(
      `generated ${generated.products} products in ${generated.categories} categories in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
    const reads = scenarios({ slugs, categories });

    const coldStart = Date.now();
    const cached = await startBenchShop(uncached.databaseUrl, { CATALOG_CACHE_SECONDS: cacheSeconds });
    stops.unshift(() => cached.stop());
    await firstGoodAnswer(`${cached.url}/graphql`, reads[0].bodies[0]);
    const coldStartMs = Date.now() - coldStart;
    await new Promise((r) => setTimeout(r, 2000));
    const startedRss = rssMiB(cached.pid);

    const reference = await startServer("reference-server.mjs", { DATABASE_URL: uncached.databaseUrl });
    stops.unshift(() => reference.stop());
    const floor = await startServer("stack-floor-server.mjs");
    stops.unshift(() => floor.stop());
    const token = await customerToken(cached.url);
    await sameAnswers(reference.url, uncached.url, reads);

    console.log(
      `machine: ${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()}`,
    );
    console.log(
      `${connections} connections, ${duration}s per server and read after a ${warmup}s warm-up, ${rounds} round(s); cached shop: CATALOG_CACHE_SECONDS ${cacheSeconds}`,
    );
    console.log(
      `cold start of the shop to its first good answer (database running): ${coldStartMs} ms; memory (RSS) 2 s later ${startedRss} MiB (idle memory: bench/cold-start.mjs)\n`,
    );

    const targets = [
      { name: "reference", url: reference.url, pid: reference.pid },
      { name: "shop uncached", url: uncached.url, pid: uncached.pid },
      { name: "shop signed in", url: cached.url, pid: cached.pid, headers: { authorization: `Bearer ${token}` } },
      { name: "shop cached", url: cached.url, pid: cached.pid },
    ];
    // The fixed stack's floor: `{ __typename }` answered by bare Apollo on node:http, and by the shop.
    const floorRead = { name: FLOOR, bodies: [{ query: "{ __typename }" }] };
    const floorTargets = [
      { name: "Apollo on node:http alone", url: floor.url, pid: floor.pid },
      { name: "shop uncached", url: uncached.url, pid: uncached.pid },
    ];
    const measured = new Map(); // "read\ttarget" -> [{ rps, p99, cpuMs }]
    let failed = 0;
    for (let round = 1; round <= rounds; round++) {
      for (const [read, readTargets] of [...reads.map((read) => [read, targets]), [floorRead, floorTargets]]) {
        for (const target of readTargets) {
          await load(target, read, warmup);
          const cpuBefore = cpuTicks(target.pid);
          const result = await load(target, read, duration);
          const cpuMs = ((cpuTicks(target.pid) - cpuBefore) * 1000) / CLOCK_TICKS_PER_SECOND / Math.max(1, result.requests.total);
          failed += result.errors + result.timeouts + result.non2xx;
          const key = `${read.name}\t${target.name}`;
          measured.set(key, [...(measured.get(key) ?? []), { rps: result.requests.average, p99: result.latency.p99, cpuMs }]);
          console.log(
            `round ${round}, ${read.name}, ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${cpuMs.toFixed(2)} ms CPU/request, load ${loadavg()}`,
          );
        }
      }
    }
    console.log(
      `\nshop memory just after the load (RSS): ${rssMiB(cached.pid)} MiB (cached shop), ${rssMiB(uncached.pid)} MiB (uncached shop)\n`,
    );
    printTable(reads, targets, measured);
    printFloor(reads, floorTargets, measured);
    if (failed > 0) {
      console.log(`\n${failed} requests failed`);
      process.exitCode = 1;
    }
  } finally {
    for (const stop of stops) await stop();
  }
}

function load(target, read, seconds) {
  return autocannon({
    url: `${target.url}/graphql`,
    connections,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json", ...target.headers },
    requests: read.bodies.map((body) => ({ method: "POST", body: JSON.stringify(body) })),
    // A GraphQL error still answers 200: count a response with errors as failed.
    verifyBody: (body) => !body.includes('"errors"'),
  });
}

async function graphql(url, body, headers = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || json.errors) throw new Error(`${url}: ${res.status} ${JSON.stringify(json.errors ?? json)}`);
  return json.data;
}

/** The reference answers what the shop answers: every field, every value, for every body of every read. */
async function sameAnswers(referenceUrl, shopUrl, reads) {
  for (const read of reads) {
    for (const body of read.bodies) {
      const [reference, shop] = await Promise.all([graphql(referenceUrl, body), graphql(shopUrl, body)]);
      if (canonical(reference) !== canonical(shop)) {
        throw new Error(
          `the reference answers ${read.name} (${JSON.stringify(body.variables)}) differently:\nreference ${canonical(reference)}\nshop      ${canonical(shop)}`,
        );
      }
    }
  }
}

const canonical = (value) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

async function customerToken(url) {
  const input = { firstName: "Bench", lastName: "Shopper", email: `bench-${Date.now()}@bench.local`, password: "bench-password" };
  const data = await graphql(url, {
    query: `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
    variables: { input },
  });
  return data.register.token;
}

/** One of the bench's own servers (reference-server.mjs, stack-floor-server.mjs), on a free port, once it listens. */
async function startServer(script, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(HERE, script)], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    exited.then((code) => reject(new Error(`${script} exited (${code}) before it listened`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => (child.kill("SIGINT"), exited) };
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

function printTable(reads, targets, measured) {
  console.log("| read | server | req/s | p99 ms | CPU ms/request | req/s / reference's | CPU / reference's |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const read of reads) {
    const reference = measured.get(`${read.name}\treference`);
    for (const target of targets) {
      const runs = measured.get(`${read.name}\t${target.name}`);
      const ratios = runs.map((r, i) => r.rps / reference[i].rps);
      const cpu = runs.map((r, i) => r.cpuMs / reference[i].cpuMs);
      const vs = target.name === "reference" ? ["", ""] : [figure(ratios, 2), figure(cpu, 2)];
      console.log(
        `| ${read.name} | ${target.name} | ${figure(runs.map((r) => r.rps))} | ${figure(runs.map((r) => r.p99))} | ${figure(
          runs.map((r) => r.cpuMs),
          2,
        )} | ${vs[0]} | ${vs[1]} |`,
      );
    }
  }
}

/**
 * The floor beside the reads: what `{ __typename }` costs on the stack alone and in the shop, and
 * that CPU as a multiple of the reference's for each whole read (the target is at most 2x).
 */
function printFloor(reads, floorTargets, measured) {
  console.log(
    `\n| ${FLOOR} answered by | req/s | p99 ms | CPU ms/request | ${reads.map((r) => `CPU / reference's ${r.name}`).join(" | ")} |`,
  );
  console.log(`|---|---:|---:|---:|${reads.map(() => "---:").join("|")}|`);
  for (const target of floorTargets) {
    const runs = measured.get(`${FLOOR}\t${target.name}`);
    const vsReads = reads.map((read) => {
      const reference = measured.get(`${read.name}\treference`);
      return figure(
        runs.map((r, i) => r.cpuMs / reference[i].cpuMs),
        2,
      );
    });
    console.log(
      `| ${target.name} | ${figure(runs.map((r) => r.rps))} | ${figure(runs.map((r) => r.p99))} | ${figure(
        runs.map((r) => r.cpuMs),
        2,
      )} | ${vsReads.join(" | ")} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
