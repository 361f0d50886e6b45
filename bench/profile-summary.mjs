// node bench/profile-summary.mjs FILE.cpuprofile: where a profile's CPU went (node --cpu-prof, e.g.
// the shops of bench/side-by-side.mjs with BENCH_SHOP_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"):
// self time by package (node_modules/<package>, the shop's own files, node's internals) and by function.
import fs from "node:fs";

const profile = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const functions = new Map();
const packages = new Map();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const inPackage = url.split("node_modules/").at(-1).split("/");
  const where = url.includes("node_modules/")
    ? inPackage.slice(0, inPackage[0].startsWith("@") ? 2 : 1).join("/")
    : url.includes("/dist/")
      ? "shop"
      : url
        ? "node"
        : functionName;
  const key = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  packages.set(where, (packages.get(where) ?? 0) + us);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log(`self time by package (${(total / 1e6).toFixed(1)} s sampled):\n${top(packages, 20).join("\n")}`);
console.log(`\nself time by function:\n${top(functions, Number(process.argv[3] ?? 50)).join("\n")}`);
