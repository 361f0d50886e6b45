import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildShopSchema, printShopSchema } from "../../src/shop/schema";

const REPO = path.resolve(__dirname, "..", "..", "..");

describe("committed generated files", () => {
  it("schema.graphql matches the schema the code builds (run `npm run emit-schema -w api`)", async () => {
    const committed = fs.readFileSync(path.join(REPO, "schema.graphql"), "utf8");
    expect(committed).toBe(printShopSchema(await buildShopSchema()));
  });

  it("the apps' generated GraphQL code matches schema.graphql and their operations (run `npm run codegen`)", () => {
    const check = spawnSync(process.execPath, [path.join(REPO, "scripts", "check-codegen.mjs")], { encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.stdout).toMatch(/codegen up to date \(\d+ files\)/);
    expect(check.status).toBe(0);
  });
});
