// node bench/cold-start.mjs: how long the built API takes from spawn to its first good answer with
// the database already running and migrated, and how much memory it holds once idle (issue 21's
// targets: under 0.5 s and under 120 MB).
//
// Starts one shop on a temporary embedded PostgreSQL (or the empty database BENCH_DATABASE_URL),
// which migrates it and keeps it running, then starts BENCH_STARTS (5) more shops on that database
// one after the other. Each is timed from spawn to its first answer to the storefront's list of 20
// without an error, then left idle for 2 s before its resident memory is read and it is stopped.
// Prints each start and the median with the range.
//
//   BENCH_STARTS=5
//   BENCH_DATABASE_URL       an empty database instead of the embedded one
//   BENCH_SHOP_NODE_ARGS     flags for the timed shops' node, e.g. "--max-semi-space-size=4"
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { figure } from "./figure.mjs";
import { scenarios } from "./scenarios.mjs";
import { firstGoodAnswer, rssMiB, startBenchShop } from "./shop-process.mjs";

const starts = Number(process.env.BENCH_STARTS ?? 5);

async function main() {
  if (!process.env.BENCH_NO_BUILD) buildIfStale({ quiet: true });
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
        await new Promise((r) => setTimeout(r, 2000));
        const rss = rssMiB(shop.pid);
        measured.push({ ms, rss });
        console.log(`start ${i}: first good answer after ${ms} ms; idle memory (RSS) ${rss} MiB`);
      } finally {
        await shop.stop();
      }
    }
    const flags = process.env.BENCH_SHOP_NODE_ARGS ? ` ${process.env.BENCH_SHOP_NODE_ARGS}` : "";
    const coldStart = figure(measured.map((m) => m.ms));
    const idle = figure(measured.map((m) => m.rss));
    console.log(`\n${starts} starts, node ${process.version}${flags}: cold start ${coldStart} ms, idle memory ${idle} MiB`);
  } finally {
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
