import fs from "node:fs";
import path from "node:path";
import { buildShopSchema, printShopSchema } from "../shop/schema";

/** Writes schema.graphql at the repository root from the resolvers (npm run emit-schema). */
async function main() {
  const file = path.resolve(__dirname, "..", "..", "..", "schema.graphql");
  fs.writeFileSync(file, printShopSchema(await buildShopSchema()));
  console.log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
