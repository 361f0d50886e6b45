import { type DataSource, type EntityManager } from "typeorm";
import type { SignedLinks } from "../../common/auth/signed-links";
import { TAX_DOCUMENT_LINK_LIFETIME } from "./tax-document-links";
import type { BagAmounts } from "../cart/pricing";
import type { OrderItem } from "../order/order-item.entity";
import type { Order } from "../order/order.entity";
import { type ShopSettings } from "../settings/shop-settings.entity";
import { type ShopSettingsService } from "../settings/shop-settings.service";
import { DocumentSeries } from "./document-counter.entity";
import { nextDocumentNumber } from "./document-numbers";
import { indianDate } from "./financial-year";
import { type Charge, type LineTax, splitOrder, SupplyType, totalOf } from "./gst-split";
import { type GstRateService, type ProductRate } from "./gst-rate.service";
import { findIndianState } from "../../vocabulary/indian-states";
import { InvoiceLine } from "./invoice-line.entity";
import { Invoice } from "./invoice.entity";
import { TaxAmounts } from "./tax-amounts";
import { TaxLineKind } from "./tax-line-kind";

/** An order's invoice worked out, waiting for its number (see InvoiceService.issue). */
export interface InvoiceDraft {
  order: Order;
  settings: ShopSettings;
  issuedAt: Date;
  charges: InvoiceCharge[];
  supplyType: SupplyType;
  taxes: LineTax[];
  amounts: LineTax;
}

/** An invoice with its lines, as the PDF and the API show it. */
export interface InvoiceDocument {
  invoice: Invoice;
  lines: InvoiceLine[];
}

/**
 * Tax invoices: issued inside the transaction that places an order, numbered without gaps, and
 * read back for the order pages, the PDF and the report.
 */
export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: ShopSettingsService,
    private readonly rates: GstRateService,
    private readonly links: SignedLinks,
    /** The moment an invoice is dated: the real clock, or a test's. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The order's tax invoice, worked out but not yet numbered nor saved: the GST of each line at
   * the rates in effect today, the discount spread over the product lines. Takes no lock. Null
   * while the seller's details are incomplete (the admin's settings say so): no invoice then.
   */
  async draftForOrder(tx: EntityManager, order: Order, items: OrderItem[]): Promise<InvoiceDraft | null> {
    const settings = await this.settings.get(tx);
    if (settings.invoicingProblems.length > 0) return null;
    const issuedAt = this.clock();
    const bag = await this.taxBag(tx, items, order.totals, order.shippingInfo.state, settings, issuedAt);
    if (bag.amounts.chargedPaise !== order.totals.totalPaise) {
      throw new Error(
        `Invoice lines of order ${order.id} add up to ${bag.amounts.chargedPaise} paise, not its total ${order.totals.totalPaise}`,
      );
    }
    return { order, settings, issuedAt, ...bag };
  }

  /**
   * Numbers and saves a drafted invoice: the next number of its financial year. The series'
   * counter row stays locked until `tx` commits, so every transaction takes it last, after any
   * product rows it locks: call this as late in the transaction as you can.
   */
  async issue(tx: EntityManager, draft: InvoiceDraft): Promise<InvoiceDocument> {
    const { order, settings, issuedAt, charges, supplyType, taxes, amounts } = draft;
    const { number, financialYear, sequence } = await nextDocumentNumber(
      tx,
      DocumentSeries.INVOICE,
      settings.invoicing.invoicePrefix,
      issuedAt,
    );
    const ship = order.shippingInfo;
    const place = findIndianState(ship.state);
    const invoice = tx.getRepository(Invoice).create({
      orderId: order.id,
      orderNumber: order.number,
      number,
      financialYear,
      sequence,
      issuedAt,
      sellerLegalName: settings.seller.legalName,
      sellerGstin: settings.seller.gstin,
      sellerAddress: settings.seller.address,
      sellerState: settings.seller.state,
      customerName: `${ship.firstName} ${ship.lastName}`,
      customerAddress: [ship.address, `${ship.city}, ${ship.state} ${ship.postalCode}`, `Phone: ${ship.phoneNo}`].join("\n"),
      placeOfSupply: place?.name ?? ship.state,
      placeOfSupplyCode: place?.code ?? null,
      supplyType,
      amounts: TaxAmounts.of(amounts),
    });
    await tx.getRepository(Invoice).insert(invoice);
    const lines = charges.map((charge, position) =>
      tx.getRepository(InvoiceLine).create({
        invoiceId: invoice.id,
        position,
        kind: charge.kind,
        orderItemId: charge.orderItemId,
        description: charge.description,
        hsn: charge.hsn,
        quantity: charge.quantity,
        grossPaise: charge.grossPaise,
        discountPaise: charge.grossPaise - taxes[position].chargedPaise,
        rateBasisPoints: charge.rate,
        amounts: TaxAmounts.of(taxes[position]),
      }),
    );
    await tx.getRepository(InvoiceLine).insert(lines);
    return { invoice, lines };
  }

  /**
   * The GST a bag would carry if it were placed now and shipped to `shippingState` (the checkout's
   * "includes GST" line); null while the seller's details, and so the seller's state, are unknown.
   */
  async estimate(lines: BagLine[], totals: BagAmounts, shippingState: string): Promise<TaxAmounts | null> {
    const settings = await this.settings.get();
    if (settings.invoicingProblems.length > 0) return null;
    const { amounts } = await this.taxBag(this.dataSource.manager, lines, totals, shippingState, settings, this.clock());
    return TaxAmounts.of(amounts);
  }

  private async taxBag(
    tx: EntityManager,
    lines: BagLine[],
    totals: BagAmounts,
    shippingState: string,
    settings: ShopSettings,
    moment: Date,
  ) {
    const productIds = lines.flatMap((l) => (l.productId ? [l.productId] : []));
    const productRates = await this.rates.ratesOn(tx, productIds, indianDate(moment), settings.gst);
    const charges = bagCharges(lines, totals, settings, productRates);
    const supplyType = supplyTypeOf(shippingState, settings);
    const taxes = splitOrder(charges, totals.discountPaise, supplyType);
    return { charges, supplyType, taxes, amounts: totalOf(taxes) };
  }

  /** The invoices of many orders in one query (the per-request loader's batch). */
  async byOrderIds(orderIds: readonly string[]): Promise<Invoice[]> {
    return this.dataSource.getRepository(Invoice).createQueryBuilder("i").where("i.orderId = ANY(:orderIds)", { orderIds }).getMany();
  }

  /** The lines of many invoices in one query. */
  async linesOf(invoiceIds: readonly string[], tx: EntityManager = this.dataSource.manager): Promise<InvoiceLine[]> {
    return tx
      .getRepository(InvoiceLine)
      .createQueryBuilder("l")
      .where("l.invoiceId = ANY(:invoiceIds)", { invoiceIds })
      .orderBy("l.position", "ASC")
      .getMany();
  }

  async isInvoiced(tx: EntityManager, orderId: string): Promise<boolean> {
    return tx.getRepository(Invoice).existsBy({ orderId });
  }

  async documentForOrder(orderId: string): Promise<InvoiceDocument | null> {
    const invoice = await this.dataSource.getRepository(Invoice).findOneBy({ orderId });
    return invoice ? { invoice, lines: await this.linesOf([invoice.id]) } : null;
  }

  /** Where the invoice PDF downloads from: the key in it lets the link work from an email, without signing in. */
  downloadPath(orderId: string): string {
    return `/api/orders/${orderId}/invoice?key=${this.links.key(`invoice:${orderId}`, TAX_DOCUMENT_LINK_LIFETIME)}`;
  }

  /** Whether `key` is the one downloadPath gave for this order's invoice. */
  isDownloadKey(orderId: string, key: string): boolean {
    return this.links.isKey(`invoice:${orderId}`, key);
  }
}

interface InvoiceCharge extends Charge {
  kind: TaxLineKind;
  orderItemId: string | null;
  description: string;
  hsn: string;
  quantity: number;
}

/** A line of a bag or an order: what its invoice line is made from. */
export type BagLine = Pick<OrderItem, "productId" | "name" | "size" | "color" | "unitPricePaise" | "quantity" | "giftWrap"> & {
  id?: string;
  sku?: string | null;
};

/** A bag's charges as invoice lines: each product line, the gift wrap, the delivery (when charged). */
function bagCharges(items: BagLine[], totals: BagAmounts, settings: ShopSettings, productRates: Map<string, ProductRate>): InvoiceCharge[] {
  const gst = settings.gst;
  const goods = items.map((item): InvoiceCharge => {
    const rate = (item.productId && productRates.get(item.productId)) || {
      hsn: gst.defaultGoodsHsn,
      rate: gst.defaultGoodsRateBasisPoints,
    };
    const variant = [item.size, item.color].filter(Boolean).join(", ");
    return {
      kind: TaxLineKind.GOODS,
      orderItemId: item.id ?? null,
      // The variant by its options and SKU, so the buyer and the shop's books name the same thing.
      description: [item.name, variant && `(${variant})`, item.sku && `SKU ${item.sku}`].filter(Boolean).join(" "),
      hsn: rate.hsn,
      quantity: item.quantity,
      grossPaise: item.unitPricePaise * item.quantity,
      rate: rate.rate,
      discountable: true,
    };
  });
  const fees: InvoiceCharge[] = [];
  if (totals.giftWrapPaise > 0) {
    const wrapped = items.filter((i) => i.giftWrap).length;
    fees.push({
      kind: TaxLineKind.GIFT_WRAP,
      orderItemId: null,
      description: "Gift wrap",
      hsn: gst.giftWrapHsn,
      quantity: wrapped,
      grossPaise: totals.giftWrapPaise,
      rate: gst.giftWrapRateBasisPoints,
      discountable: false,
    });
  }
  if (totals.deliveryPaise > 0) {
    fees.push({
      kind: TaxLineKind.DELIVERY,
      orderItemId: null,
      description: "Delivery",
      hsn: gst.deliverySac,
      quantity: 1,
      grossPaise: totals.deliveryPaise,
      rate: gst.deliveryRateBasisPoints,
      discountable: false,
    });
  }
  // Collecting cash is part of the delivery service: the same SAC and rate.
  if (totals.codFeePaise > 0) {
    fees.push({
      kind: TaxLineKind.COD_FEE,
      orderItemId: null,
      description: "Cash on delivery fee",
      hsn: gst.deliverySac,
      quantity: 1,
      grossPaise: totals.codFeePaise,
      rate: gst.deliveryRateBasisPoints,
      discountable: false,
    });
  }
  return [...goods, ...fees];
}

/** Within the seller's state CGST + SGST; anywhere else (or a state we cannot place) IGST. */
function supplyTypeOf(shippingState: string, settings: ShopSettings): SupplyType {
  const shippedTo = findIndianState(shippingState);
  return shippedTo && shippedTo.code === settings.seller.stateCode ? SupplyType.INTRA_STATE : SupplyType.INTER_STATE;
}
