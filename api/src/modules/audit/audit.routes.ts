import { z } from "zod";
import { parseRequest, queryText } from "../../common/rest/parse";
import { Permission } from "../../common/auth/permissions";
import { defineRoutes, staff } from "../../common/rest/route";

const filterQuery = z.object({
  actor: queryText("Actor"),
  entityType: queryText("Entity type"),
  entityId: queryText("Entity id"),
  from: queryText("From"),
  to: queryText("To"),
});

export const auditRoutes = defineRoutes([
  {
    method: "get",
    operationId: "getAuditLogCsv",
    path: "/admin/audit-log.csv",
    tag: "admin",
    summary:
      "Admin: the audit log as CSV, newest first (at most 50,000 entries): when (UTC), who (email and id), from which address, the operation, " +
      "the action, the record's type and id, and its fields before and after as JSON. The download is itself logged",
    access: staff(Permission.MANAGE_STAFF),
    query: filterQuery,
    returns: "text/csv",
    response: { download: "text/csv" },
    note: "Added: the audit log. Filters as the auditEntries query's: actor (part of an email, or an id), entityType, entityId, from and to (Indian days, YYYY-MM-DD); 400 naming from or to for a date that is not one.",
    async handle({ ctx, req }) {
      const filter = parseRequest(filterQuery, req.query);
      return {
        body: null,
        file: { contentType: "text/csv; charset=utf-8", name: "audit-log.csv", bytes: Buffer.from(await ctx.services.audit.csv(filter)) },
      };
    },
  },
]);
