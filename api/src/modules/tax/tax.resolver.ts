import { toMoney } from "../../vocabulary/money";
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { AS_ADMIN, SIGNED_IN, raising } from "../../common/errors/raises";
import { Deleted } from "../../common/deleted";
import { requireViewer } from "../../common/current-viewer";
import { Permission } from "../../common/auth/permissions";
import { Requires } from "../../common/auth/requires";
import { RequestContext } from "../../common/context";
import { OrderItem } from "../order/order-item.entity";
import { Order } from "../order/order.entity";
import { CreditNoteLine } from "./credit-note-line.entity";
import { CreditNote } from "./credit-note.entity";
import { GstRate } from "./gst-rate.entity";
import { InvoiceLine } from "./invoice-line.entity";
import { Invoice } from "./invoice.entity";
import { TaxAmounts } from "./tax-amounts";
import { ConnectionArgs, connect, pagedComplexity } from "../../common/pagination";
import { GstRateConnection, GstRateInput, GstReport, withRate } from "./tax.types";

@Resolver(() => Order)
export class OrderTaxResolver {
  @FieldResolver(() => Invoice, {
    nullable: true,
    description: "The tax invoice (null while the seller's details were missing when it was placed)",
  })
  async invoice(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<Invoice | null> {
    return ctx.loaders.invoiceByOrderId.load(order.id);
  }

  @FieldResolver(() => [CreditNote], { description: "Credit notes against the invoice, oldest first" })
  async creditNotes(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<CreditNote[]> {
    return ctx.loaders.creditNotesByOrderId.load(order.id);
  }
}

@Resolver(() => OrderItem)
export class OrderItemTaxResolver {
  @FieldResolver(() => InvoiceLine, {
    nullable: true,
    description: "The line's taxable value, rate and GST as its invoice has them (null without an invoice)",
  })
  async tax(@Root() item: OrderItem, @Ctx() ctx: RequestContext): Promise<InvoiceLine | null> {
    const invoice = await ctx.loaders.invoiceByOrderId.load(item.orderId);
    if (!invoice) return null;
    const lines = await ctx.loaders.invoiceLinesByInvoiceId.load(invoice.id);
    return lines.find((l) => l.orderItemId === item.id) ?? null;
  }
}

@Resolver(() => Invoice)
export class InvoiceResolver {
  @FieldResolver(() => [InvoiceLine], { description: "The invoice's lines, one per order item" })
  async lines(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<InvoiceLine[]> {
    return ctx.loaders.invoiceLinesByInvoiceId.load(invoice.id);
  }

  @FieldResolver({ description: "The PDF, relative to the shop; the link carries its own key, so it opens without signing in" })
  pdfUrl(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): string {
    return ctx.services.invoices.downloadPath(invoice.orderId);
  }
}

@Resolver(() => CreditNote)
export class CreditNoteResolver {
  @FieldResolver(() => [CreditNoteLine], { description: "The credited lines" })
  async lines(@Root() note: CreditNote, @Ctx() ctx: RequestContext): Promise<CreditNoteLine[]> {
    return ctx.loaders.creditNoteLinesByNoteId.load(note.id);
  }

  @FieldResolver({ description: "The PDF, relative to the shop, with its own key like the invoice's" })
  pdfUrl(@Root() note: CreditNote, @Ctx() ctx: RequestContext): string {
    return ctx.services.creditNotes.downloadPath(note.id);
  }
}

@Resolver()
export class TaxResolver {
  @Authorized()
  @Query(() => TaxAmounts, {
    nullable: true,
    description: raising(
      "The GST included in the signed-in customer's bag if shipped to `shippingState` (with the coupon, if given); null until the seller's details are set",
      SIGNED_IN,
    ),
  })
  async checkoutGst(
    @Arg("shippingState", { description: "The state the bag would ship to, as the address has it; decides CGST + SGST against IGST" })
    shippingState: string,
    @Ctx() ctx: RequestContext,
    @Arg("couponCode", () => String, { nullable: true, description: "A coupon to apply first; null or blank for none" })
    couponCode?: string | null,
  ): Promise<TaxAmounts | null> {
    return ctx.services.bagTax.forCheckout(requireViewer(ctx).userId, shippingState, couponCode);
  }

  @Requires(Permission.MANAGE_SETTINGS, Permission.MANAGE_CATALOGUE)
  @Query(() => GstRateConnection, {
    description: raising("Admin: dated GST rates of a category or a product (or all), newest first", AS_ADMIN, "BAD_USER_INPUT"),
    complexity: pagedComplexity,
  })
  async gstRates(
    @Ctx() ctx: RequestContext,
    @Args() paging: ConnectionArgs,
    @Arg("categoryId", () => ID, { nullable: true, description: "Only this category's rates (ignored when productId is given)" })
    categoryId?: string | null,
    @Arg("productId", () => ID, { nullable: true, description: "Only this product's rates; with neither id, every rate" })
    productId?: string | null,
  ): Promise<GstRateConnection> {
    return connect(paging, (window) => ctx.services.gstRates.list({ categoryId, productId }, window));
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => GstRate, {
    description: raising(
      "Admin: an HSN code and rate for a category or a product from a date on; a rate change is a new rate",
      AS_ADMIN,
      "NOT_FOUND",
      "GST_RATE_EXISTS",
      "BAD_USER_INPUT",
    ),
  })
  async addGstRate(
    @Arg("input", { description: "The HSN code, rate, date and what it applies to" }) input: GstRateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GstRate> {
    return ctx.services.gstRates.add(input);
  }

  @Requires(Permission.MANAGE_SETTINGS)
  @Mutation(() => Deleted, {
    description: raising(
      "Admin: removes a rate that has not applied yet (CONFLICT for one in effect)",
      AS_ADMIN,
      "NOT_FOUND",
      "GST_RATE_IN_EFFECT",
    ),
  })
  async deleteGstRate(
    @Arg("id", () => ID, { description: "The rate to remove" }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deleted> {
    await ctx.services.gstRates.remove(id);
    return { id };
  }

  @Requires(Permission.VIEW_REPORTS)
  @Query(() => GstReport, {
    description: raising("Admin: a month's GST (Indian calendar month, YYYY-MM), net of credit notes", AS_ADMIN, "BAD_USER_INPUT"),
  })
  async gstReport(
    @Arg("month", { description: "The month as YYYY-MM, e.g. 2026-04" }) month: string,
    @Ctx() ctx: RequestContext,
  ): Promise<GstReport> {
    const report = await ctx.services.gstReport.month(month);
    return {
      ...report,
      byRate: report.byRate.map(withRate),
      byStateAndRate: report.byStateAndRate.map(withRate),
      hsnSummary: report.hsnSummary.map(withRate),
      b2cl: report.b2cl.map(largeRow),
      b2clCreditNotes: report.b2clCreditNotes.map(largeRow),
      b2csCsvPath: `/api/admin/gst-report/${month}/b2cs.csv`,
      hsnCsvPath: `/api/admin/gst-report/${month}/hsn.csv`,
      b2clCsvPath: `/api/admin/gst-report/${month}/b2cl.csv`,
      cdnurCsvPath: `/api/admin/gst-report/${month}/cdnur.csv`,
    };
  }
}

const largeRow = <T extends { rateBasisPoints: number; invoiceValuePaise: number }>(row: T) => ({
  ...withRate(row),
  invoiceValue: toMoney(row.invoiceValuePaise),
});
