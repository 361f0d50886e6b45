// node bench/cold-start.mjs: how long the built API takes from spawn to its first good answer with
// the database already running and migrated, and how much memory it holds once idle (the targets:
// under 0.5 s and under 120 MB).
//
// Starts one shop on a temporary embedded PostgreSQL (or the empty database BENCH_DATABASE_URL),
// which migrates it and keeps it running, then starts BENCH_STARTS (5) more shops on that database
// one after the other. Each is timed from spawn to its first answer to the storefront's list of 20
// without an error, then left idle: its resident memory is read 2 s later and again after
// BENCH_IDLE_SECONDS (60), and it is stopped. The second reading is the idle memory: V8 grows its
// young generation to 32 MiB while the shop starts and gives it back only when its memory reducer
// runs, some 8-15 s after allocation stops. Before the shops, it times BENCH_STARTS runs of node
// loading only the fixed stack's packages (no shop code, no database): the floor under any start.
// Prints each start and the medians with the range.
//
//   BENCH_STARTS=5
//   BENCH_IDLE_SECONDS=60
//   BENCH_DATABASE_URL       an empty database instead of the embedded one
//   BENCH_SHOP_NODE_ARGS     flags for the timed shops' node, e.g. "--max-semi-space-size=4"
import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { figure } from "./figure.mjs";
import { scenarios } from "./scenarios.mjs";
import { firstGoodAnswer, rssMiB, startBenchShop } from "./shop-process.mjs";

const starts = Number(process.env.BENCH_STARTS ?? 5);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);

/** The packages the stack is fixed to (TypeGraphQL over TypeORM and PostgreSQL, Apollo Server, Express for the rest), from the API's dependencies. */
const STACK = ["reflect-metadata", "express", "@apollo/server", "graphql", "type-graphql", "typeorm", "pg"];
const LOAD_STACK = `const load = require("node:module").createRequire(${JSON.stringify(new URL("../api/package.json", import.meta.url).pathname)});
for (const name of ${JSON.stringify(STACK)}) load(name);`;

async function main() {
  if (!process.env.BENCH_NO_BUILD) buildIfStale({ quiet: true });
  const stackLoads = [];
  for (let i = 0; i < starts; i++) {
    const spawned = Date.now();
    execFileSync(process.execPath, ["-e", LOAD_STACK]);
    stackLoads.push(Date.now() - spawned);
  }
  console.log(`node loading the fixed stack's packages (${STACK.join(", ")}), nothing else: ${figure(stackLoads)} ms`);

  const database = await startBenchShop(process.env.BENCH_DATABASE_URL);
  try {
    const [list] = scenarios({ slugs: ["none"], categories: ["none"] });
    const measured = [];
    for (let i = 1; i <= starts; i++) {
      const spawned = Date.now();
      const shop = await startBenchShop(database.databaseUrl);
      try {
        await firstGoodAnswer(`${shop.url}/graphql`, list.bodies[0]);
        const ms = Date.now() - spawned;
        await sleep(2000);
        const started = rssMiB(shop.pid);
        await sleep((idleSeconds - 2) * 1000);
        const idle = rssMiB(shop.pid);
        measured.push({ ms, started, idle });
        console.log(
          `start ${i}: first good answer after ${ms} ms; memory (RSS) ${started} MiB 2 s later, ${idle} MiB idle (${idleSeconds} s)`,
        );
      } finally {
        await shop.stop();
      }
    }
    const flags = process.env.BENCH_SHOP_NODE_ARGS ? ` ${process.env.BENCH_SHOP_NODE_ARGS}` : "";
    const coldStart = figure(measured.map((m) => m.ms));
    const idle = figure(measured.map((m) => m.idle));
    const started = figure(measured.map((m) => m.started));
    console.log(
      `\n${starts} starts, node ${process.version}${flags}: cold start ${coldStart} ms, idle memory ${idle} MiB (${started} MiB 2 s after the first answer)`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
