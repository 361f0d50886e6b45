// `npm start`, `npm run dev` and `npm run start:razorpay` read the repository's `.env` when there
// is one (Node's own parser: KEY=value lines, # comments, quotes). A variable already set in the
// environment wins over the file, so `PORT=4001 npm start` still means port 4001. The shop itself
// (api/dist/main.js, as production runs it) reads only its environment.
import fs from "node:fs";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

export function readEnvFile() {
  const file = path.join(root, ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
