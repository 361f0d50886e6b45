import { type DataSource, type EntityManager } from "typeorm";
import type { SignedLinks } from "../../common/auth/signed-links";
import { TAX_DOCUMENT_LINK_LIFETIME } from "./tax-document-links";
import { isUuid } from "../../common/uuid";
import { type Order, OrderStatus } from "../order/order.entity";
import { type ShopSettingsService } from "../settings/shop-settings.service";
import { CreditNoteLine } from "./credit-note-line.entity";
import { CreditNote } from "./credit-note.entity";
import { DocumentSeries } from "./document-counter.entity";
import { nextDocumentNumber } from "./document-numbers";
import { splitCredit, totalOf } from "./gst-split";
import { InvoiceLine } from "./invoice-line.entity";
import { Invoice } from "./invoice.entity";
import { TaxAmounts } from "./tax-amounts";

export interface CreditNoteDocument {
  creditNote: CreditNote;
  lines: CreditNoteLine[];
  invoice: Invoice;
}

/**
 * Credit notes: money given back against an invoice, with its GST, in a gapless series of their
 * own. The amount is spread over the invoice's lines in proportion to what each still has to give
 * back, and a line's credit notes add up exactly to the line once all of it is given back.
 */
export class CreditNoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: ShopSettingsService,
    private readonly links: SignedLinks,
    /** Units of each order line that came back on received returns (returns domain). */
    private readonly unitsReceivedBack: UnitsReceivedBack,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Credits what is left of the order's invoice when it is cancelled, inside the cancelling
   * transaction: every unit not returned yet comes back. Null when nothing is left, or when the
   * order has no invoice (placed while the seller's details were missing). Locks the invoice
   * (credits of one order queue), then the series' counter, which stays locked until `tx` commits:
   * call it last, after any product rows the transaction locks, as placing an order does.
   */
  async creditWhatIsLeft(tx: EntityManager, orderId: string, reason: string): Promise<CreditNote | null> {
    return this.credit(tx, orderId, reason, Number.MAX_SAFE_INTEGER, ({ line, creditedUnits }) => line.quantity - creditedUnits);
  }

  /**
   * A processed refund's credit note. A cancelled order's invoice was credited in full when it was
   * cancelled, so its refunds add none; any other order's refund credits its amount (capped at
   * what the invoice still has to give back). Units come back with it only when goods did (a
   * received return not credited yet); a refund of money alone returns none.
   */
  async creditRefund(tx: EntityManager, order: Order, refund: { amountPaise: number; reason: string }): Promise<CreditNote | null> {
    if (order.status === OrderStatus.CANCELLED) return null;
    const received = await this.unitsReceivedBack(tx, order.id);
    return this.credit(tx, order.id, `Refund: ${refund.reason}`, refund.amountPaise, ({ line, creditedUnits }) =>
      Math.max(0, Math.min(line.quantity, (line.orderItemId && received.get(line.orderItemId)) || 0) - creditedUnits),
    );
  }

  private async credit(
    tx: EntityManager,
    orderId: string,
    reason: string,
    atMostPaise: number,
    unitsBack: (line: CreditableLine) => number,
  ): Promise<CreditNote | null> {
    const creditable = await this.lockedInvoice(tx, orderId);
    const amountPaise = Math.min(creditable?.leftPaise ?? 0, atMostPaise);
    return creditable && amountPaise > 0 ? this.issueAgainst(tx, creditable, amountPaise, reason, unitsBack) : null;
  }

  private async issueAgainst(
    tx: EntityManager,
    { invoice, lines }: Creditable,
    amountPaise: number,
    reason: string,
    unitsBack: (line: CreditableLine) => number,
  ): Promise<CreditNote> {
    const credits = splitCredit(
      lines.map((l) => ({
        chargedPaise: l.line.amounts.chargedPaise,
        alreadyCreditedPaise: l.creditedPaise,
        rate: l.line.rateBasisPoints,
      })),
      amountPaise,
      invoice.supplyType,
    );
    const issuedAt = this.clock();
    const settings = await this.settings.get(tx);
    const { number, financialYear, sequence } = await nextDocumentNumber(
      tx,
      DocumentSeries.CREDIT_NOTE,
      settings.invoicing.creditNotePrefix,
      issuedAt,
    );
    const note = tx.getRepository(CreditNote).create({
      invoiceId: invoice.id,
      number,
      financialYear,
      sequence,
      issuedAt,
      reason,
      amounts: TaxAmounts.of(totalOf(credits)),
    });
    await tx.getRepository(CreditNote).insert(note);
    const noteLines = lines.flatMap((creditable, i) =>
      credits[i].chargedPaise === 0
        ? []
        : [
            tx.getRepository(CreditNoteLine).create({
              creditNoteId: note.id,
              invoiceLineId: creditable.line.id,
              position: i,
              description: creditable.line.description,
              hsn: creditable.line.hsn,
              quantity: unitsBack(creditable),
              rateBasisPoints: creditable.line.rateBasisPoints,
              amounts: TaxAmounts.of(credits[i]),
            }),
          ],
    );
    await tx.getRepository(CreditNoteLine).insert(noteLines);
    return note;
  }

  /** The credit notes of many orders, oldest first, in one query. */
  async byOrderIds(orderIds: readonly string[]): Promise<(CreditNote & { orderId: string })[]> {
    return this.dataSource
      .getRepository(CreditNote)
      .createQueryBuilder("n")
      .innerJoin(Invoice, "i", "i.id = n.invoiceId")
      .addSelect("i.orderId", "order_id")
      .where("i.orderId = ANY(:orderIds)", { orderIds })
      .orderBy("n.issuedAt", "ASC")
      .getRawAndEntities()
      .then(({ entities, raw }) => entities.map((note, i) => Object.assign(note, { orderId: raw[i].order_id as string })));
  }

  /** The lines of many credit notes in one query. */
  async linesOf(creditNoteIds: readonly string[]): Promise<CreditNoteLine[]> {
    return this.dataSource
      .getRepository(CreditNoteLine)
      .createQueryBuilder("l")
      .where("l.creditNoteId = ANY(:creditNoteIds)", { creditNoteIds })
      .orderBy("l.position", "ASC")
      .getMany();
  }

  /** Where the credit note's PDF downloads from (see InvoiceService.downloadPath). */
  downloadPath(id: string): string {
    return `/api/credit-notes/${id}?key=${this.links.key(`credit-note:${id}`, TAX_DOCUMENT_LINK_LIFETIME)}`;
  }

  isDownloadKey(id: string, key: string): boolean {
    return this.links.isKey(`credit-note:${id}`, key);
  }

  /** A credit note with its lines and its invoice, for the PDF. */
  async document(id: string): Promise<CreditNoteDocument | null> {
    const creditNote = isUuid(id) ? await this.dataSource.getRepository(CreditNote).findOneBy({ id }) : null;
    if (!creditNote) return null;
    const [lines, invoice] = await Promise.all([
      this.dataSource.getRepository(CreditNoteLine).find({ where: { creditNoteId: id }, order: { position: "ASC" } }),
      this.dataSource.getRepository(Invoice).findOneByOrFail({ id: creditNote.invoiceId }),
    ]);
    return { creditNote, lines, invoice };
  }

  /** The order's invoice, locked (credits of one order queue), with what its lines have given back so far. */
  private async lockedInvoice(tx: EntityManager, orderId: string): Promise<Creditable | null> {
    const invoice = await tx.getRepository(Invoice).findOne({ where: { orderId }, lock: { mode: "pessimistic_write" } });
    if (!invoice) return null;
    const lines = await tx.getRepository(InvoiceLine).find({ where: { invoiceId: invoice.id }, order: { position: "ASC" } });
    const credited: { invoice_line_id: string; paise: string; units: number }[] = await tx.query(
      `SELECT invoice_line_id, SUM(charged_paise)::bigint AS paise, SUM(quantity)::int AS units
         FROM credit_note_lines WHERE invoice_line_id = ANY($1) GROUP BY invoice_line_id`,
      [lines.map((l) => l.id)],
    );
    const byLine = new Map(credited.map((c) => [c.invoice_line_id, c]));
    const withCredits = lines.map((line) => ({
      line,
      creditedPaise: Number(byLine.get(line.id)?.paise ?? 0),
      creditedUnits: byLine.get(line.id)?.units ?? 0,
    }));
    return {
      invoice,
      lines: withCredits,
      leftPaise: withCredits.reduce((sum, l) => sum + l.line.amounts.chargedPaise - l.creditedPaise, 0),
    };
  }
}

/** A line of an invoice with what its credit notes gave back so far: money, and units returned. */
interface CreditableLine {
  line: InvoiceLine;
  creditedPaise: number;
  creditedUnits: number;
}

interface Creditable {
  invoice: Invoice;
  lines: CreditableLine[];
  leftPaise: number;
}

/** How many units of each of the order's lines (by order item id) came back on returns received. */
export type UnitsReceivedBack = (tx: EntityManager, orderId: string) => Promise<Map<string, number>>;
