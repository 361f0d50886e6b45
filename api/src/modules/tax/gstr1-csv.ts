import { paiseToRupeesText } from "../../common/money";
import { percentFromBasisPoints } from "../settings/gst-rate-percent";
import type { GstMonth } from "./gst-report.service";
import { TaxLineKind } from "./tax-line-kind";

/**
 * The month's figures as the sheets of the GST offline tool's GSTR-1 template want them, so they
 * can be pasted or imported as they are: `b2cs` (B2C small: by place of supply and rate; our
 * sales are all to unregistered buyers and under the B2C-large threshold per invoice) and `hsn`
 * (the HSN summary of B2C supplies). Net of credit notes issued in the month.
 */
export type Gstr1Section = "b2cs" | "hsn";

export function gstr1Csv(report: GstMonth, section: Gstr1Section): string {
  const rows = section === "b2cs" ? b2csRows(report) : hsnRows(report);
  return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

function b2csRows(report: GstMonth): string[][] {
  return [
    ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
    ...report.byStateAndRate.map((r) => [
      "OE",
      // A state we could not place is reported as "Other Territory", the code GSTN keeps for it.
      r.placeOfSupplyCode ? `${r.placeOfSupplyCode}-${r.placeOfSupply}` : "97-Other Territory",
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
