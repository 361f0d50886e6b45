import { indiaDateOf } from "../../common/india-time";
import { paiseToRupeesText } from "../../vocabulary/money";
import { percentFromBasisPoints } from "../settings/gst-rate-percent";
import type { GstMonth } from "./gst-report.service";
import { TaxLineKind } from "./tax-line-kind";

/**
 * The month's figures as the sheets of the GST offline tool's GSTR-1 template want them, so they
 * can be pasted or imported as they are: `b2cl` (B2C large: each inter-state invoice above
 * Rs. 1,00,000, by rate), `b2cs` (B2C small: every other sale by place of supply and rate, net of
 * its credit notes; our sales are all to unregistered buyers), `cdnur` (credit notes against B2C
 * large invoices) and `hsn` (the HSN summary of B2C supplies, net of credit notes).
 */
const GSTR1_SECTIONS = ["b2cl", "b2cs", "cdnur", "hsn"] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const isGstr1Section = (name: string): name is Gstr1Section => (GSTR1_SECTIONS as readonly string[]).includes(name);

const SECTION_ROWS: Record<Gstr1Section, (report: GstMonth) => string[][]> = {
  b2cl: b2clRows,
  b2cs: b2csRows,
  cdnur: cdnurRows,
  hsn: hsnRows,
};

export function gstr1Csv(report: GstMonth, section: Gstr1Section): string {
  return (
    SECTION_ROWS[section](report)
      .map((cells) => cells.map(csvCell).join(","))
      .join("\r\n") + "\r\n"
  );
}

/** The offline tool's dates: 05-Jan-2027, the Indian day. */
function gstDate(moment: Date): string {
  const [year, month, day] = indiaDateOf(moment).split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** GSTN's "27-Maharashtra"; a state we could not place is reported as "Other Territory", the code GSTN keeps for it. */
const placeOfSupply = (r: { placeOfSupplyCode: string | null; placeOfSupply: string }) =>
  r.placeOfSupplyCode ? `${r.placeOfSupplyCode}-${r.placeOfSupply}` : "97-Other Territory";

function b2clRows(report: GstMonth): string[][] {
  return [
    [
      "Invoice Number",
      "Invoice date",
      "Invoice Value",
      "Place Of Supply",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Cess Amount",
      "E-Commerce GSTIN",
    ],
    ...report.b2cl.map((r) => [
      r.invoiceNumber,
      gstDate(r.invoiceDate),
      paiseToRupeesText(r.invoiceValuePaise),
      placeOfSupply(r),
      "",
      String(percentFromBasisPoints(r.rateBasisPoints)),
      paiseToRupeesText(r.amounts.taxablePaise),
      "0.00",
      "",
    ]),
  ];
}

function cdnurRows(report: GstMonth): string[][] {
  return [
    [
      "UR Type",
      "Note Number",
      "Note Date",
      "Note Type",
      "Place Of Supply",
      "Note Value",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Cess Amount",
    ],
    ...report.b2clCreditNotes.map((r) => [
      "B2CL",
      r.creditNoteNumber,
      gstDate(r.creditNoteDate),
      "C",
      placeOfSupply(r),
      paiseToRupeesText(r.amounts.chargedPaise),
      "",
      String(percentFromBasisPoints(r.rateBasisPoints)),
      paiseToRupeesText(r.amounts.taxablePaise),
      "0.00",
    ]),
  ];
}

function b2csRows(report: GstMonth): string[][] {
  return [
    ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
    ...report.byStateAndRate.map((r) => [
      "OE",
      placeOfSupply(r),
      String(percentFromBasisPoints(r.rateBasisPoints)),
      "",
      paiseToRupeesText(r.amounts.taxablePaise),
      "0.00",
      "",
    ]),
  ];
}

function hsnRows(report: GstMonth): string[][] {
  return [
    [
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ],
    ...report.hsnSummary.map((r) => {
      const services = r.kinds.every((k) => k === TaxLineKind.DELIVERY);
      return [
        r.hsn,
        r.kinds.map((k) => KIND_NAMES[k]).join(", "),
        services ? "NA" : "NOS-NUMBERS",
        services ? "0" : String(r.quantity),
        paiseToRupeesText(r.amounts.chargedPaise),
        String(percentFromBasisPoints(r.rateBasisPoints)),
        paiseToRupeesText(r.amounts.taxablePaise),
        paiseToRupeesText(r.amounts.igstPaise),
        paiseToRupeesText(r.amounts.cgstPaise),
        paiseToRupeesText(r.amounts.sgstPaise),
        "0.00",
      ];
    }),
  ];
}

const KIND_NAMES: Record<TaxLineKind, string> = {
  [TaxLineKind.GOODS]: "Bags and accessories",
  [TaxLineKind.GIFT_WRAP]: "Gift wrap",
  [TaxLineKind.DELIVERY]: "Delivery",
  [TaxLineKind.COD_FEE]: "Cash on delivery fee",
};

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
