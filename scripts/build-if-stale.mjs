// Builds the API and the two apps, skipping an app whose build is newer than its sources, so
// `npm start` and `npm test` on an unchanged checkout start in seconds.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...fs
      .readdirSync(p)
      .filter((f) => f !== "node_modules")
      .map((f) => newest(path.join(p, f))),
  );
};

const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit" });

export function buildIfStale({ quiet = false } = {}) {
  // tsc is incremental: unchanged sources take a second or two.
  run("npm run build --silent -w api");
  for (const app of ["storefront", "admin"]) {
    const dir = path.join(root, app);
    const sources = Math.max(
      ...["src", "build", "index.html", "vite.config.ts", "package.json", "public"].map((f) => newest(path.join(dir, f))),
    );
    const built = fs.existsSync(path.join(dir, "dist", "index.html")) ? fs.statSync(path.join(dir, "dist", "index.html")).mtimeMs : 0;
    if (built > sources) {
      if (!quiet) console.log(`[build] ${app} is up to date`);
      continue;
    }
    run(`npm run build --silent -w ${app}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
