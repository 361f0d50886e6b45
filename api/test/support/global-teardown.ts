import fs from "node:fs";
import { TEMPLATE_VAR, withAdminClient } from "./test-server";

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_VAR];
  // The API and browser projects share this teardown, as they share the setup: the first undoes it all.
  if (!template) return;
  delete process.env[TEMPLATE_VAR];
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`));
  (globalThis as { __shopTestRedis?: { stop(): void } }).__shopTestRedis?.stop();
  const pg = (globalThis as { __shopTestPostgres?: { stop(): Promise<void>; dir: string } }).__shopTestPostgres;
  if (pg) {
    await pg.stop();
    fs.rmSync(pg.dir, { recursive: true, force: true });
  }
}
