import type { DataSource, QueryRunner } from "typeorm";
import { currentAuditActor } from "../common/audit-actor";

/** The settings the audit triggers read (migration AuditLog), local to the transaction. */
const SET_ACTOR =
  "SELECT set_config('shop.actor_id', $1, true), set_config('shop.actor_address', $2, true), set_config('shop.operation', $3, true)";

/** A statement that may change rows, run outside a transaction: a staff request's runs in one, so its triggers see the actor. */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|MERGE)\b|^\s*WITH\b[\s\S]*\b(INSERT|UPDATE|DELETE)\b/i;

/**
 * Tells the database who is acting, in every transaction a staff request opens: one statement
 * after `START TRANSACTION`, and nothing for shoppers, guests and jobs. A staff request's write
 * run outside any transaction (a raw UPDATE, TypeORM's `update`) is run inside one of its own, so
 * no write escapes the audit log whichever way the service wrote it.
 */
export function auditSessions(dataSource: DataSource): void {
  const driver = dataSource.driver;
  const create = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => tellActor(create(mode));
}

function tellActor(runner: QueryRunner): QueryRunner {
  const start = runner.startTransaction.bind(runner);
  const query: QueryRunner["query"] = runner.query.bind(runner);
  runner.startTransaction = async (isolationLevel) => {
    // A nested transaction is a savepoint of the outer one, whose settings it already has.
    const nested = runner.isTransactionActive;
    await start(isolationLevel);
    const actor = currentAuditActor();
    if (actor && !nested) await query(SET_ACTOR, [actor.userId, actor.address, actor.operation]);
  };
  runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
    if (runner.isTransactionActive || !currentAuditActor() || !WRITE.test(sql)) return query(sql, parameters, structured as never);
    await runner.startTransaction();
    try {
      const result: unknown = await query(sql, parameters, structured as never);
      await runner.commitTransaction();
      return result;
    } catch (err) {
      await runner.rollbackTransaction();
      throw err;
    }
  }) as QueryRunner["query"];
  return runner;
}
