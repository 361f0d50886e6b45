// npm run check:schema (and CI): schema.graphql is the API's contract with apps we do not ship
// (partners, old mobile builds), so a change that can break a client lands only on purpose.
//
// Every commit on main's first-parent line since this check arrived that changed schema.graphql
// is compared with its parent (graphql-inspector). A breaking change fails the check unless a
// commit message between the two carries the trailer
//
//   Schema-Breaking-Change: <why, and what clients do instead>
//
// Dangerous changes (a new enum value, a new optional argument) are printed, not refused. Outside
// CI the working tree's schema.graphql is also compared with HEAD's, so a developer hears of a
// break before committing it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CriticalityLevel, diff } from "@graphql-inspector/core";
import { buildSchema } from "graphql";
import { root } from "./build-if-stale.mjs";

const SCHEMA = "schema.graphql";
const TRAILER = /^Schema-Breaking-Change:\s*\S/m;

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).trim();
const schemaAt = (rev) => buildSchema(git("show", `${rev}:${SCHEMA}`));

/** The commit that added this script: history before it followed no such rule. */
function policyStart() {
  const added = git("log", "--diff-filter=A", "--format=%H", "--", "scripts/check-schema-compatibility.mjs").split("\n").filter(Boolean);
  return added.at(-1) ?? null;
}

async function changesBetween(before, after) {
  const changes = await diff(before, after);
  return {
    breaking: changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
  };
}

async function main() {
  const start = policyStart();
  let failures = 0;
  const commits = start ? git("rev-list", "--first-parent", "--reverse", `${start}^..HEAD`, "--", SCHEMA).split("\n").filter(Boolean) : [];
  for (const commit of commits) {
    const parent = `${commit}^1`;
    let before;
    try {
      before = schemaAt(parent);
    } catch {
      continue; // the schema did not exist yet
    }
    const { breaking, dangerous } = await changesBetween(before, schemaAt(commit));
    const subject = git("log", "-1", "--format=%h %s", commit);
    for (const change of dangerous) console.log(`dangerous (${subject}): ${change.message}`);
    if (breaking.length === 0) continue;
    const messages = git("log", "--format=%B", `${parent}..${commit}`);
    if (TRAILER.test(messages)) {
      for (const change of breaking) console.log(`breaking, intended (${subject}): ${change.message}`);
      continue;
    }
    failures += breaking.length;
    for (const change of breaking) console.error(`BREAKING (${subject}): ${change.message}`);
  }

  if (!process.env.CI) {
    const working = fs.readFileSync(path.join(root, SCHEMA), "utf8");
    const { breaking } = await changesBetween(schemaAt("HEAD"), buildSchema(working));
    for (const change of breaking) console.error(`BREAKING (not committed yet): ${change.message}`);
    if (breaking.length > 0)
      console.error(`Commit it with a "Schema-Breaking-Change: <reason>" trailer if it is meant (see the README's API policy).`);
  }

  if (failures > 0) {
    console.error(
      `\n${failures} breaking schema change(s) without a "Schema-Breaking-Change: <reason>" trailer in their commit.` +
        ` Deprecate instead (README, API policy), or say why the break is intended.`,
    );
    process.exit(1);
  }
  console.log(`schema.graphql: ${commits.length} change(s) checked, no unintended breaking change`);
}

await main();
