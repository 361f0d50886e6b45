import PDFDocument from "pdfkit";
import { formatRupees } from "../../vocabulary/money";
import { percentFromBasisPoints } from "../settings/gst-rate-percent";
import { amountInWords } from "./amount-in-words";
import type { CreditNoteDocument } from "./credit-note.service";
import { indianDate } from "./financial-year";
import { SupplyType } from "./gst-split";
import type { Invoice } from "./invoice.entity";
import type { InvoiceDocument } from "./invoice.service";
import type { TaxAmounts } from "./tax-amounts";

/**
 * The PDF of a tax invoice or a credit note, with what Rule 46 of the CGST Rules asks of a B2C
 * invoice: the seller's name, address and GSTIN; a consecutive number and the date; the
 * customer's name and delivery address; the place of supply with its state code; per line the
 * description, HSN, quantity, taxable value (after the discount), rate and CGST/SGST or IGST;
 * totals in figures and words; whether tax is payable on reverse charge; the signatory.
 */
export function invoicePdf({ invoice, lines }: InvoiceDocument): Promise<Buffer> {
  return renderTaxDocument({
    title: "TAX INVOICE",
    numberLabel: "Invoice number",
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    invoice,
    reference: [`Order ${invoice.orderNumber}`],
    lines: lines.map((l) => ({
      description: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      discountPaise: l.discountPaise,
      rateBasisPoints: l.rateBasisPoints,
      amounts: l.amounts,
    })),
    amounts: invoice.amounts,
    totalLabel: "Invoice total",
  });
}

export function creditNotePdf({ creditNote, lines, invoice }: CreditNoteDocument): Promise<Buffer> {
  return renderTaxDocument({
    title: "CREDIT NOTE",
    numberLabel: "Credit note number",
    number: creditNote.number,
    issuedAt: creditNote.issuedAt,
    invoice,
    reference: [
      `Against invoice ${invoice.number} dated ${displayDate(invoice.issuedAt)}, order ${invoice.orderNumber}`,
      `Reason: ${creditNote.reason}`,
    ],
    lines: lines.map((l) => ({
      description: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      discountPaise: 0,
      rateBasisPoints: l.rateBasisPoints,
      amounts: l.amounts,
    })),
    amounts: creditNote.amounts,
    totalLabel: "Credit note total",
  });
}

interface DocumentLine {
  description: string;
  hsn: string;
  quantity: number;
  discountPaise: number;
  rateBasisPoints: number;
  amounts: TaxAmounts;
}

interface TaxDocumentView {
  title: string;
  numberLabel: string;
  number: string;
  issuedAt: Date;
  /** Seller, customer and place of supply come from the invoice (a credit note's too). */
  invoice: Invoice;
  reference: string[];
  lines: DocumentLine[];
  amounts: TaxAmounts;
  totalLabel: string;
}

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  value: (line: DocumentLine, index: number) => string;
}

function columnsFor(supply: SupplyType): Column[] {
  const money = (paise: number) => formatRupees(paise).replace("Rs. ", "");
  const taxColumns: Column[] =
    supply === SupplyType.INTRA_STATE
      ? [
          { title: "CGST", width: 50, align: "right", value: (l) => money(l.amounts.cgstPaise) },
          { title: "SGST", width: 50, align: "right", value: (l) => money(l.amounts.sgstPaise) },
        ]
      : [{ title: "IGST", width: 100, align: "right", value: (l) => money(l.amounts.igstPaise) }];
  return [
    { title: "#", width: 16, align: "left", value: (_, i) => String(i + 1) },
    { title: "Description", width: 130, align: "left", value: (l) => l.description },
    { title: "HSN/SAC", width: 42, align: "left", value: (l) => l.hsn },
    { title: "Qty", width: 26, align: "right", value: (l) => String(l.quantity) },
    { title: "Discount", width: 50, align: "right", value: (l) => money(l.discountPaise) },
    { title: "Taxable value", width: 62, align: "right", value: (l) => money(l.amounts.taxablePaise) },
    { title: "Rate", width: 32, align: "right", value: (l) => `${percentFromBasisPoints(l.rateBasisPoints)}%` },
    ...taxColumns,
    { title: "Total", width: 57, align: "right", value: (l) => money(l.amounts.chargedPaise) },
  ];
}

function renderTaxDocument(view: TaxDocumentView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${view.title} ${view.number}`, Author: view.invoice.sellerLegalName },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { invoice } = view;
  const place = invoice.placeOfSupplyCode ? `${invoice.placeOfSupply} (${invoice.placeOfSupplyCode})` : invoice.placeOfSupply;
  const sellerStateCode = invoice.sellerGstin.slice(0, 2);

  doc.font(BOLD).fontSize(16).text(view.title, { align: "center" });
  doc.font(FONT).fontSize(8).text("Original for recipient", { align: "center" }).moveDown(1);

  const top = doc.y;
  doc
    .font(BOLD)
    .fontSize(10)
    .text(invoice.sellerLegalName, MARGIN, top, { width: WIDTH / 2 - 10 });
  doc
    .font(FONT)
    .fontSize(9)
    .text(invoice.sellerAddress, { width: WIDTH / 2 - 10 });
  doc.text(`GSTIN: ${invoice.sellerGstin}`).text(`State: ${invoice.sellerState} (${sellerStateCode})`);
  const leftBottom = doc.y;
  const details = [
    `${view.numberLabel}: ${view.number}`,
    `Date: ${displayDate(view.issuedAt)}`,
    `Place of supply: ${place}`,
    "Tax payable on reverse charge: No",
    ...view.reference,
  ];
  doc.text(details.join("\n"), MARGIN + WIDTH / 2, top, { width: WIDTH / 2 });
  doc.y = Math.max(leftBottom, doc.y) + 12;

  doc.font(BOLD).text("Customer (billing and delivery address)", MARGIN, doc.y);
  doc.font(FONT).text(invoice.customerName).text(invoice.customerAddress).moveDown(1);

  drawTable(doc, columnsFor(invoice.supplyType), view.lines);

  const a = view.amounts;
  const totals: [string, number][] = [["Total taxable value", a.taxablePaise]];
  if (invoice.supplyType === SupplyType.INTRA_STATE) totals.push(["CGST", a.cgstPaise], ["SGST", a.sgstPaise]);
  else totals.push(["IGST", a.igstPaise]);
  totals.push([view.totalLabel, a.chargedPaise]);
  doc.moveDown(0.5);
  for (const [label, paise] of totals) {
    const y = doc.y;
    doc.font(label === view.totalLabel ? BOLD : FONT).fontSize(9);
    doc.text(label, MARGIN + WIDTH - 260, y, { width: 150 });
    doc.text(formatRupees(paise), MARGIN + WIDTH - 110, y, { width: 110, align: "right" });
  }
  doc
    .moveDown(0.5)
    .font(FONT)
    .text(`Amount in words: ${amountInWords(a.chargedPaise)}`, MARGIN, doc.y, { width: WIDTH });
  doc.text("Prices include GST. Amounts in Indian rupees.", { width: WIDTH }).moveDown(2);
  doc.font(BOLD).text(`For ${invoice.sellerLegalName}`, MARGIN, doc.y, { width: WIDTH, align: "right" });
  doc.font(FONT).moveDown(2).text("Authorised signatory", { width: WIDTH, align: "right" });
  doc.fontSize(7).moveDown(1).text("This is a computer-generated document.", { width: WIDTH, align: "center" });
  doc.end();
  return done;
}

function drawTable(doc: PDFKit.PDFDocument, columns: Column[], lines: DocumentLine[]): void {
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(8);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: columns[i].width - 4 }))) + 6;
    if (doc.y + height > doc.page.height - MARGIN - 120) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((text, i) => {
      doc.text(text, x + 2, y + 3, { width: columns[i].width - 4, align: columns[i].align });
      x += columns[i].width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + WIDTH, y + height)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + height;
  };
  row(
    columns.map((c) => c.title),
    BOLD,
  );
  lines.forEach((line, i) =>
    row(
      columns.map((c) => c.value(line, i)),
      FONT,
    ),
  );
}

/** dd-mm-yyyy, the Indian date. */
function displayDate(moment: Date): string {
  return indianDate(moment).split("-").reverse().join("-");
}
