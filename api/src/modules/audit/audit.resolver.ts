import { Arg, Args, Ctx, Query, Resolver } from "type-graphql";
import { AS_ADMIN, raising } from "../../common/errors/raises";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import type { RequestContext } from "../../common/context";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { AuditEntryConnection, AuditFilter } from "./audit.types";

@Resolver()
export class AuditResolver {
  @Requires(Permission.MANAGE_STAFF)
  @Query(() => AuditEntryConnection, {
    description: raising(
      "Admin: the audit log, newest first: every change staff made, staff sign-ins and failed ones, and exports of customer data. Read-only: no operation changes or deletes an entry",
      AS_ADMIN,
      "BAD_USER_INPUT",
    ),
    complexity: pagedComplexity,
  })
  async auditEntries(
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => AuditFilter, { nullable: true, description: "Who, which record and which days; null lists every entry" })
    filter: AuditFilter | null | undefined,
    @Args() paging: ConnectionArgs,
  ): Promise<AuditEntryConnection> {
    return connect(paging, (window) => ctx.services.audit.search(filter ?? {}, window));
  }
}
