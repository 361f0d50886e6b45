import { Field, InputType, ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { AuditEntry } from "./audit-entry.entity";

@InputType({ description: "Which audit entries to list or export; every field narrows, none lists all" })
export class AuditFilter {
  @Field(() => String, { nullable: true, description: "Who: part of the staff account's email, or its id" })
  actor?: string | null;

  @Field(() => String, { nullable: true, description: "The kind of record exactly (`products`, `users`, ...)" })
  entityType?: string | null;

  @Field(() => String, { nullable: true, description: "The record's id exactly" })
  entityId?: string | null;

  @Field(() => String, { nullable: true, description: "From this Indian day on (YYYY-MM-DD)" })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Up to the end of this Indian day (YYYY-MM-DD)" })
  to?: string | null;
}

@ObjectType({ description: "A page of the audit log, newest first" })
export class AuditEntryConnection extends Connected(AuditEntry, "AuditEntry") {}
