// The shop as the benchmarks run it: the built API in production mode, with throwaway secrets,
// on a temporary embedded PostgreSQL (or the database given), on free ports unless PORT,
// EMBEDDED_PG_PORT and DATA_DIR say otherwise. Resolves once the shop says it is ready.
// BENCH_SHOP_NODE_ARGS adds flags to the shop's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
// to profile it under load (node refuses --cpu-prof in NODE_OPTIONS). BENCH_SHOP_MAIN starts another
// build's main.js instead of api/dist's (a copy of an older build, to compare two versions side by side).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAIN = path.join(ROOT, "api", "dist", "main.js");

/**
 * The built API in production mode, on the embedded PostgreSQL (or the database given); `env`
 * adds to or overrides its environment (CATALOG_CACHE_SECONDS, say).
 */
export async function startBenchShop(databaseUrl, env = {}) {
  const main = env.BENCH_SHOP_MAIN ?? MAIN;
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run npm run build -w api first`);
  const ownDataDir = !process.env.DATA_DIR;
  const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const port = Number(process.env.PORT ?? (await freePort()));
  const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? (await freePort()));
  const secret = () => crypto.randomBytes(32).toString("hex");
  const nodeArgs = (process.env.BENCH_SHOP_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // No real payment provider runs here; the benchmark measures the shop, not a provider.
      PAYMENT_SIMULATOR: "allow",
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SEED_DEMO: "false",
      JWT_SECRET: secret(),
      DOCUMENT_LINK_SECRET: secret(),
      PAYMENT_SIGNING_SECRET: secret(),
      ADMIN_EMAIL: "bench-admin@bench.local",
      ADMIN_PASSWORD: secret(),
      // Every simulated shopper comes from this one address and checks out many times a second:
      // the budgets that protect a real shop from one address would measure themselves instead.
      RATE_LIMIT_REGISTER: "1000000/1",
      RATE_LIMIT_CHECKOUT: "1000000/1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes("health      ")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    exited.then((code) => reject(new Error(`the shop exited (${code}) before it was ready:\n${output}`)));
  });
  // From here on the shop logs every request. Its output is drained, not kept: keeping it and
  // searching all of it on every chunk cost this process more the longer a run went, slowing the
  // load generator beside it and, once the pipe filled, the shop's own writes (each later read
  // measured slower than the one before). Errors still show, on this process's stderr.
  child.stdout.removeAllListeners("data").resume();
  child.stderr.removeAllListeners("data").pipe(process.stderr);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    databaseUrl: databaseUrl ?? `postgres://shop:shop@127.0.0.1:${pgPort}/shop`,
    async stop() {
      child.kill("SIGINT");
      await exited;
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the shop at `url` answers the GraphQL `body` without an error (a start counts from spawn to this). */
export async function firstGoodAnswer(graphqlUrl, body) {
  for (;;) {
    try {
      const res = await fetch(graphqlUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = await res.json();
      if (res.ok && !json.errors) return json.data;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A process's resident memory, from /proc. */
export function rssMiB(pid) {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
  return Math.round(kib / 1024);
}
