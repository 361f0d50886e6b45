import { stringify } from "csv-stringify/sync";
import type { DataSource, Repository, SelectQueryBuilder } from "typeorm";
import { endOfIndiaDay, startOfIndiaDay } from "@shop/words/india-time";
import { currentAuditActor } from "../../common/audit-actor";
import { isCalendarDate } from "../../common/calendar-date";
import { ValidationError } from "../../common/errors";
import { Keyset, key } from "../../common/keyset";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { formulaSafe } from "../../common/spreadsheet-formulas";
import { escapeLike } from "../../common/sql";
import { isUuid } from "../../common/uuid";
import { AuditAction, AuditEntry } from "./audit-entry.entity";
import type { AuditFilter } from "./audit.types";

/** Newest first; the id orders the entries of one transaction, which share its moment. */
const NEWEST_ENTRIES = new Keyset("audit", [key("a.at", "DESC", "timestamptz"), key("a.id", "DESC", "uuid")]);

/** The most entries one CSV export holds: a narrower filter or date range exports the rest. */
const MAX_EXPORTED_ENTRIES = 50_000;

const CSV_HEADER = ["At (UTC)", "Actor email", "Actor id", "Address", "Operation", "Action", "Entity type", "Entity id", "Before", "After"];

/**
 * The audit log of what staff do. Changes are written by the database's trigger in their own
 * transaction (database/audit-sessions.ts tells it the actor); what changes no row is written
 * here: sign-ins of staff accounts, failed ones, and exports of customer data. Entries are only
 * ever added, listed and exported; the retention job deletes those past the configured age.
 */
export class AuditService {
  private readonly entries: Repository<AuditEntry>;

  constructor(
    private readonly dataSource: DataSource,
    /** How many days entries are kept (AUDIT_RETENTION_DAYS). */
    private readonly retentionDays: number,
  ) {
    this.entries = dataSource.getRepository(AuditEntry);
  }

  /**
   * A staff account's password sign-in, right or wrong, from `address`. Shoppers' sign-ins are not
   * logged: the log is of what staff do. A failed one has no transaction to join and is its own.
   */
  async recordSignIn(account: { id: string; email: string | null }, address: string, succeeded: boolean): Promise<void> {
    await this.insert({
      actorId: account.id,
      address,
      operation: "signIn",
      action: succeeded ? AuditAction.SIGN_IN : AuditAction.SIGN_IN_FAILED,
      entityType: "users",
      entityId: account.id,
      after: null,
    });
  }

  /** Customer data handed to the staff member making this request (a CSV, a list of accounts); nothing for anyone else. */
  async recordExport(what: string, detail: Record<string, unknown>): Promise<void> {
    const actor = currentAuditActor();
    if (!actor) return;
    await this.insert({
      actorId: actor.userId,
      address: actor.address,
      operation: actor.operation,
      action: AuditAction.EXPORT,
      entityType: what,
      entityId: null,
      after: detail,
    });
  }

  async search(filter: AuditFilter, window: ListWindow): Promise<ListSlice<AuditEntry>> {
    return NEWEST_ENTRIES.read(this.filtered(filter), window);
  }

  /** The entries the filter selects, newest first, as CSV (at most MAX_EXPORTED_ENTRIES); the REST router logs the download, as every admin CSV's. */
  async csv(filter: AuditFilter): Promise<string> {
    const rows = await this.filtered(filter)
      .orderBy(Object.fromEntries(NEWEST_ENTRIES.keys.map((k) => [k.sql, k.order])))
      .limit(MAX_EXPORTED_ENTRIES)
      .getMany();
    const json = (doc: Record<string, unknown> | null) => (doc ? formulaSafe(JSON.stringify(doc)) : "");
    return stringify([
      CSV_HEADER,
      ...rows.map((e) => [
        e.at.toISOString(),
        formulaSafe(e.actorEmail ?? ""),
        e.actorId ?? "",
        formulaSafe(e.address ?? ""),
        formulaSafe(e.operation),
        e.action,
        formulaSafe(e.entityType),
        formulaSafe(e.entityId ?? ""),
        json(e.before),
        json(e.after),
      ]),
    ]);
  }

  /**
   * Deletes entries older than the retention period (the scheduled `forget-old-audit-entries`),
   * answering how many. The database's guard lets only this delete, and only entries that old.
   */
  async forgetOldEntries(): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query("SELECT set_config('shop.audit_retention_days', $1, true)", [String(this.retentionDays)]);
      const [, affected] = await tx.query<[unknown, number]>("DELETE FROM audit_entries WHERE at < now() - make_interval(days => $1)", [
        this.retentionDays,
      ]);
      return affected;
    });
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditEntry> {
    const query = this.entries.createQueryBuilder("a");
    const actor = filter.actor?.trim();
    if (actor && isUuid(actor)) query.andWhere("a.actor_id = :actorId", { actorId: actor });
    else if (actor) query.andWhere("a.actor_email ILIKE :actor", { actor: `%${escapeLike(actor.toLowerCase())}%` });
    if (filter.entityType?.trim()) query.andWhere("a.entity_type = :entityType", { entityType: filter.entityType.trim() });
    if (filter.entityId?.trim()) query.andWhere("a.entity_id = :entityId", { entityId: filter.entityId.trim() });
    const from = filter.from?.trim();
    const to = filter.to?.trim();
    if (from && !isCalendarDate(from)) throw ValidationError.field("from", "From must be a date, YYYY-MM-DD");
    if (to && !isCalendarDate(to)) throw ValidationError.field("to", "To must be a date, YYYY-MM-DD");
    if (from && to && to < from) throw ValidationError.field("to", "To must not be before from");
    if (from) query.andWhere("a.at >= :from", { from: startOfIndiaDay(from) });
    if (to) query.andWhere("a.at <= :to", { to: endOfIndiaDay(to) });
    return query;
  }

  private async insert(entry: Omit<AuditEntry, "id" | "at" | "actorEmail" | "before" | "changes">): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO audit_entries (actor_id, actor_email, address, operation, action, entity_type, entity_id, after)
       VALUES ($1, (SELECT email FROM users WHERE id = $1), $2, $3, $4, $5, $6, $7)`,
      [
        entry.actorId,
        entry.address,
        entry.operation,
        entry.action,
        entry.entityType,
        entry.entityId,
        entry.after && JSON.stringify(entry.after),
      ],
    );
  }
}
