import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryColumn } from "typeorm";

/** What an audit entry records. */
export enum AuditAction {
  // The database's trigger writes these three (migration AuditLog); the API only reads them.
  /** @public */
  INSERT = "insert",
  /** @public */
  UPDATE = "update",
  /** @public */
  DELETE = "delete",
  SIGN_IN = "sign_in",
  SIGN_IN_FAILED = "sign_in_failed",
  EXPORT = "export",
}
registerEnumType(AuditAction, {
  name: "AuditAction",
  description: "What an audit entry records",
  valuesConfig: {
    INSERT: { description: "A row was created" },
    UPDATE: { description: "A row's fields were changed (only the changed fields are kept)" },
    DELETE: { description: "A row was deleted" },
    SIGN_IN: { description: "A staff account signed in with its password" },
    SIGN_IN_FAILED: { description: "A wrong password was given for a staff account" },
    EXPORT: { description: "Customer data left the shop: a CSV download or a list of accounts" },
  },
});

@ObjectType({ description: 'One field an entry\'s change touched, as JSON text before and after (redacted values read "[redacted]")' })
export class AuditChange {
  @Field({ description: "The column's name, as stored (snake_case)" })
  field: string;

  @Field(() => String, { nullable: true, description: "Its value before, as JSON; null when the row was created or the field was absent" })
  before: string | null;

  @Field(() => String, { nullable: true, description: "Its value after, as JSON; null when the row was deleted or the field was absent" })
  after: string | null;
}

/**
 * One entry of the audit log. Rows are written by the database's audit trigger in the
 * transaction of the change (migration AuditLog), or by AuditService for sign-ins and exports;
 * nothing in the API changes or deletes them, and the database refuses it but for the retention job.
 */
@ObjectType({ description: "Admin: one entry of the audit log: who did what to which record, when and from where" })
@Entity("audit_entries")
export class AuditEntry {
  @Field(() => ID, { description: "The entry's id" })
  @PrimaryColumn("uuid")
  id: string;

  @Field({ description: "When: the moment the change's transaction began" })
  @Column({ type: "timestamptz" })
  at: Date;

  @Field(() => ID, { nullable: true, description: "The staff account that acted; null for one since deleted" })
  @Column({ type: "uuid", nullable: true })
  actorId: string | null;

  @Field(() => String, { nullable: true, description: "The staff account's email at the time" })
  @Column({ type: "varchar", nullable: true })
  actorEmail: string | null;

  @Field(() => String, { nullable: true, description: "The client address the request came from (as rate limits count it)" })
  @Column({ type: "varchar", nullable: true })
  address: string | null;

  @Field({
    description:
      "The operation: a GraphQL mutation's fields (`mutation updateProduct`), a REST call (`PUT /api/products/:id`), `signIn` or an export",
  })
  @Column()
  operation: string;

  @Field(() => AuditAction, { description: "What happened to the record" })
  @Column({ type: "varchar" })
  action: AuditAction;

  @Field({ description: "The kind of record: its table (`products`, `shop_settings`, `users`...) or what was exported" })
  @Column()
  entityType: string;

  @Field(() => String, { nullable: true, description: "The record's id (ids joined by / for a row without one of its own)" })
  @Column({ type: "varchar", nullable: true })
  entityId: string | null;

  /** The row's redacted fields before the change: all of them for a delete, the changed ones for an update. */
  @Column({ type: "jsonb", nullable: true })
  before: Record<string, unknown> | null;

  /** The row's redacted fields after the change: all of them for an insert, the changed ones for an update. */
  @Column({ type: "jsonb", nullable: true })
  after: Record<string, unknown> | null;

  @Field(() => [AuditChange], { description: "The fields the entry records, each before and after, in name order" })
  get changes(): AuditChange[] {
    const before = this.before ?? {};
    const after = this.after ?? {};
    const json = (doc: Record<string, unknown>, field: string) => (field in doc ? JSON.stringify(doc[field]) : null);
    return [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .sort()
      .map((field) => ({ field, before: json(before, field), after: json(after, field) }));
  }
}
