import { loadConfig } from "../shop/config";
import { createDataSource } from "../database/data-source";

/**
 * For TypeORM's CLI only (npm run migration:generate -w api -- src/database/migrations/Name):
 * diffs the entities against the database at DATABASE_URL.
 */
const url = loadConfig().databaseUrl;
if (!url) throw new Error("Set DATABASE_URL to a database with all migrations applied to generate a migration");
export default createDataSource(url);
