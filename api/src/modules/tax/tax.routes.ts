import { NotFoundError } from "../../common/errors";
import { documentKeyQuery, mayOpenOrderFile } from "../../common/rest/document-access";
import { defineRoutes, staff } from "../../common/rest/route";
import { gstr1Csv, isGstr1Section } from "./gstr1-csv";
import { Permission } from "../../common/auth/permissions";

/** A file name without the number's slashes: BZ-26-27-000123.pdf. */
const fileName = (number: string, ext: string) => `${number.replace(/[^A-Za-z0-9-]/g, "-")}.${ext}`;

/**
 * pdfkit, its fonts and to-words take about a tenth of the API's start-up and some 10 MB, for a
 * document few requests ask for: they load with the first PDF, not with the shop.
 */
const pdfRenderer = () => import("./tax-document.pdf.js");

export const taxRoutes = defineRoutes([
  {
    method: "get",
    operationId: "getInvoicePdf",
    path: "/orders/:id/invoice",
    tag: "orders",
    summary: "The order's tax invoice as a PDF: for its customer or an admin (bearer token), or anyone with the link's key",
    access: "optional",
    query: documentKeyQuery,
    returns: "application/pdf",
    response: { download: "application/pdf" },
    note: "Added: GST tax invoices. 401 without a token or a valid key, 404 for someone else's order or an order without an invoice.",
    async handle(call) {
      const { ctx, params } = call;
      await mayOpenOrderFile(call, params.id, (key) => ctx.services.invoices.isDownloadKey(params.id, key));
      const document = await ctx.services.invoices.documentForOrder(params.id);
      if (!document) throw new NotFoundError("Invoice");
      return {
        body: null,
        file: {
          contentType: "application/pdf",
          name: fileName(document.invoice.number, "pdf"),
          bytes: await (await pdfRenderer()).invoicePdf(document),
        },
      };
    },
  },
  {
    method: "get",
    operationId: "getCreditNotePdf",
    path: "/credit-notes/:id",
    tag: "orders",
    summary: "A credit note as a PDF: for the order's customer or an admin (bearer token), or anyone with the link's key",
    access: "optional",
    query: documentKeyQuery,
    returns: "application/pdf",
    response: { download: "application/pdf" },
    note: "Added: GST credit notes, issued when an invoiced order is cancelled or refunded.",
    async handle(call) {
      const { ctx, params } = call;
      const document = await ctx.services.creditNotes.document(params.id);
      if (!document) throw new NotFoundError("Credit note");
      await mayOpenOrderFile(call, document.invoice.orderId, (key) => ctx.services.creditNotes.isDownloadKey(params.id, key));
      return {
        body: null,
        file: {
          contentType: "application/pdf",
          name: fileName(document.creditNote.number, "pdf"),
          bytes: await (await pdfRenderer()).creditNotePdf(document),
        },
      };
    },
  },
  {
    method: "get",
    operationId: "getGstReportCsv",
    path: "/admin/gst-report/:month/:section.csv",
    tag: "orders",
    summary:
      "Admin: a month's GST (YYYY-MM) as CSV for GSTR-1: section b2cl (B2C large invoices), b2cs (B2C small, by place of supply and rate, net of credit notes), cdnur (credit notes against B2C large invoices) or hsn (HSN summary, net of credit notes)",
    access: staff(Permission.VIEW_REPORTS),
    returns: "text/csv",
    response: { download: "text/csv" },
    note: "Added: the monthly GST report, laid out as the GST offline tool's GSTR-1 sheets b2cl, b2cs, cdnur and hsn.",
    async handle({ ctx, params }) {
      const section = params.section;
      if (!isGstr1Section(section)) throw new NotFoundError("Report section");
      const report = await ctx.services.gstReport.month(params.month);
      return {
        body: null,
        file: {
          contentType: "text/csv; charset=utf-8",
          name: `gstr1-${section}-${params.month}.csv`,
          bytes: Buffer.from(gstr1Csv(report, section)),
        },
      };
    },
  },
]);
