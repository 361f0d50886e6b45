import "reflect-metadata";
import { DataSource, type Logger } from "typeorm";
import { entities } from "./entities";
import { migrations } from "./migrations";
import { SnakeNamingStrategy } from "./snake-naming.strategy";
import { auditSessions } from "./audit-sessions";

export function createDataSource(url: string, options: { logger?: Logger; poolSize?: number } = {}): DataSource {
  const dataSource = new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    namingStrategy: new SnakeNamingStrategy(),
    // The schema is only ever changed by migrations, in every environment.
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension needs installing.
    uuidExtension: "pgcrypto",
    installExtensions: false,
    logger: options.logger,
    logging: options.logger ? "all" : false,
    extra: { max: options.poolSize ?? 20 },
  });
  auditSessions(dataSource);
  return dataSource;
}
