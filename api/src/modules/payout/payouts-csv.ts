import { stringify } from "csv-stringify/sync";
import { paiseToRupeesText } from "../../vocabulary/money";
import { formulaSafe } from "../../common/spreadsheet-formulas";

/** A payout line or a COD remittance's order, as the accountant's CSV has it (amounts in paise). */
export interface MoneyInRow {
  date: string;
  kind: "payment" | "refund" | "cod";
  settlementId: string | null;
  courier: string | null;
  reference: string;
  /** The number the order is quoted by (BZ-10234); none for a payment the shop has no order for. */
  orderNumber: string | null;
  paymentId: string | null;
  amountPaise: number;
  feePaise: number | null;
  taxPaise: number | null;
  netPaise: number;
}

const HEADER = ["Date", "Type", "Settlement ID", "Courier", "UTR / reference", "Order", "Payment ID", "Amount", "Fee", "Tax", "Net"];

const rupees = (paise: number | null) => (paise === null ? "" : paiseToRupeesText(paise));

/**
 * Money that reached the bank, one row per payment or refund Razorpay settled and per order a
 * courier remitted, amounts in rupees with two decimals. Text from outside (couriers, references)
 * goes out formula-safe.
 */
export function payoutsCsv(rows: MoneyInRow[]): string {
  return stringify(
    [
      HEADER,
      ...rows.map((r) => [
        r.date,
        r.kind,
        r.settlementId ?? "",
        formulaSafe(r.courier ?? ""),
        formulaSafe(r.reference),
        r.orderNumber ?? "",
        r.paymentId ?? "",
        rupees(r.amountPaise),
        rupees(r.feePaise),
        rupees(r.taxPaise),
        rupees(r.netPaise),
      ]),
    ],
    { record_delimiter: "\r\n" },
  );
}
