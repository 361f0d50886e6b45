import { z } from "zod";
import { parseRequest, queryText } from "../../common/rest/parse";
import { defineRoutes, staff } from "../../common/rest/route";
import { payoutsCsv } from "./payouts-csv";
import { Permission } from "../../common/auth/permissions";

const periodQuery = z.object({ from: queryText("From"), to: queryText("To") });

export const payoutRoutes = defineRoutes([
  {
    method: "get",
    operationId: "getPayoutsCsv",
    path: "/admin/reports/payouts.csv",
    tag: "orders",
    summary:
      "Admin: money that reached the bank between two Indian dates (from, to: YYYY-MM-DD, at most a year) as CSV for the accountant: a row per payment or refund in a Razorpay payout " +
      "(date, settlement id, UTR, order, payment id, amount, fee, tax, net) and per order in a courier's COD remittance (date, courier, reference, order, amount), in rupees",
    access: staff(Permission.VIEW_REPORTS),
    query: periodQuery,
    returns: "text/csv",
    response: { download: "text/csv" },
    note: "Added: Razorpay payouts and COD remittances. 400 naming from or to for a date that is not one, to before from, or more than 366 days.",
    async handle({ ctx, req }) {
      const { from, to } = parseRequest(periodQuery, req.query);
      const rows = await ctx.services.payoutReport.rows(from ?? "", to ?? "");
      return {
        body: null,
        file: { contentType: "text/csv; charset=utf-8", name: `payouts-${from}-to-${to}.csv`, bytes: Buffer.from(payoutsCsv(rows)) },
      };
    },
  },
]);
