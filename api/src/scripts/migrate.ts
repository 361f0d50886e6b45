import "reflect-metadata";
import { loadConfig } from "../shop/config";
import { openDatabase } from "../database/open-database";

/**
 * Brings the database up to date with the migrations and exits, serving nothing (npm run migrate
 * -w api): the separate step of an upgrade, run once before the new processes start. It takes the
 * same start-up lock as a starting process, so it cannot race a replica that is starting.
 */
async function main() {
  const database = await openDatabase(loadConfig(), (line) => console.log(line));
  console.log(`migrations up to date on ${database.description}`);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
