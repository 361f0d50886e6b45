import fs from "node:fs";
import path from "node:path";
import { ENVIRONMENT_VARIABLES } from "../../src/shop/config";

// docs/configuration.md and .env.example name exactly the variables config.ts reads: a variable
// added to the schema without a word for the operator, or a documented one the code no longer
// reads, fails here.

const ROOT = path.resolve(__dirname, "..", "..", "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** The variables named in the first column of the configuration page's tables. */
function documentedVariables(markdown: string): Set<string> {
  const names = markdown
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
  return new Set(names);
}

/** The variables `.env.example` sets (`NAME=value`), commented out or not. */
function exampleVariables(env: string): Set<string> {
  return new Set([...env.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

const READ = [...ENVIRONMENT_VARIABLES].sort();

describe.each([
  ["docs/configuration.md", documentedVariables(read("docs/configuration.md"))],
  [".env.example", exampleVariables(read(".env.example"))],
])("%s", (_file, named) => {
  it("names every variable config.ts reads", () => {
    expect(READ.filter((name) => !named.has(name))).toEqual([]);
  });

  it("names no variable config.ts does not read", () => {
    expect([...named].filter((name) => !ENVIRONMENT_VARIABLES.includes(name)).sort()).toEqual([]);
  });
});

it("reads the variables from config.ts's schema", () => {
  expect(READ).toEqual(expect.arrayContaining(["DATABASE_URL", "JWT_SECRET", "PORT"]));
});
