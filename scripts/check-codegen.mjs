// Fails (exit 1, naming the files) when the apps' generated GraphQL code differs from what
// `npm run codegen` would write from schema.graphql and the apps' operations.
import fs from "node:fs";
import path from "node:path";
import { generate, loadCodegenConfig } from "@graphql-codegen/cli";
import { root } from "./build-if-stale.mjs";

process.chdir(root);
const { config } = await loadCodegenConfig({ configFilePath: path.join(root, "codegen.yml") });
const outputs = await generate({ ...config, cwd: root, silent: true }, false);
const stale = outputs.filter(({ filename, content }) => {
  const file = path.resolve(root, filename);
  return !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== content;
});
if (stale.length > 0) {
  console.error(`Generated GraphQL code is stale, run npm run codegen: ${stale.map((o) => o.filename).join(", ")}`);
  process.exit(1);
}
console.log(`codegen up to date (${outputs.length} files)`);
