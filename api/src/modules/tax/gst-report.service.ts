import { type DataSource } from "typeorm";
import { ValidationError } from "../../common/errors";
import { indiaMonthBounds } from "@shop/words/india-time";
import { type SupplyType } from "./gst-split";
import { TaxAmounts } from "./tax-amounts";
import { type TaxLineKind } from "./tax-line-kind";

/** One group of a month's GST: invoices issued in the month less credit notes issued in it. */
interface ReportRow {
  amounts: TaxAmounts;
}

interface StateRateRow extends ReportRow {
  placeOfSupply: string;
  placeOfSupplyCode: string | null;
  supplyType: SupplyType;
  rateBasisPoints: number;
}

interface HsnRow extends ReportRow {
  hsn: string;
  rateBasisPoints: number;
  /** Net units: sold less returned on credit notes. */
  quantity: number;
  kinds: TaxLineKind[];
}

/** An invoice of the month in GSTR-1's B2C-large table, at one rate; or a credit note against one (`creditNoteNumber`). */
interface LargeInvoiceRow extends ReportRow {
  invoiceNumber: string;
  invoiceDate: Date;
  /** The whole invoice's value, all rates. */
  invoiceValuePaise: number;
  placeOfSupply: string;
  placeOfSupplyCode: string | null;
  rateBasisPoints: number;
}

interface LargeCreditNoteRow extends LargeInvoiceRow {
  creditNoteNumber: string;
  creditNoteDate: Date;
}

/** Invoices and credit notes issued in a span of time. */
export interface GstTotals {
  invoiceCount: number;
  creditNoteCount: number;
  /** Invoices' amounts less credit notes'. */
  net: TaxAmounts;
  creditNotes: TaxAmounts;
}

export interface GstMonth extends GstTotals {
  month: string;
  byRate: (ReportRow & { rateBasisPoints: number })[];
  /** B2C small: every supply but the B2C-large invoices and their credit notes. */
  byStateAndRate: StateRateRow[];
  /** B2C large: inter-state invoices above the threshold, per invoice and rate (credit notes not taken off). */
  b2cl: LargeInvoiceRow[];
  /** Credit notes issued in the month against B2C-large invoices (GSTR-1's CDNUR table), amounts positive. */
  b2clCreditNotes: LargeCreditNoteRow[];
  hsnSummary: HsnRow[];
}

/**
 * GSTR-1 reports an inter-state invoice to an unregistered buyer above Rs. 1,00,000 on its own
 * (B2C large, table 5), and its credit notes in CDNUR; every other B2C supply goes into B2C small
 * by place of supply and rate. The shop sells to unregistered buyers only.
 */
const B2CL_THRESHOLD_PAISE = 1_00_000_00;

/**
 * Every invoice and credit note line of the month (Indian calendar), credit notes negative, with
 * what the report groups by. Credit notes count in the month they are issued, as GSTR-1 has it.
 */
const LARGE = `(i.supply_type = 'inter_state' AND i.charged_paise > ${B2CL_THRESHOLD_PAISE})`;

const MONTH_LINES = `
  SELECT i.place_of_supply, i.place_of_supply_code, i.supply_type, l.kind, l.hsn, l.rate_basis_points, l.quantity,
         l.charged_paise, l.taxable_paise, l.cgst_paise, l.sgst_paise, l.igst_paise, false AS credit,
         ${LARGE} AS large, i.number AS invoice_number, i.issued_at AS invoice_date, i.charged_paise AS invoice_value,
         NULL AS note_number, NULL::timestamptz AS note_date
    FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
   WHERE i.issued_at >= $1 AND i.issued_at < $2
  UNION ALL
  SELECT i.place_of_supply, i.place_of_supply_code, i.supply_type, il.kind, c.hsn, c.rate_basis_points, -c.quantity,
         -c.charged_paise, -c.taxable_paise, -c.cgst_paise, -c.sgst_paise, -c.igst_paise, true,
         ${LARGE}, i.number, i.issued_at, i.charged_paise, n.number, n.issued_at
    FROM credit_note_lines c
    JOIN credit_notes n ON n.id = c.credit_note_id
    JOIN invoices i ON i.id = n.invoice_id
    JOIN invoice_lines il ON il.id = c.invoice_line_id
   WHERE n.issued_at >= $1 AND n.issued_at < $2`;

const SUMS = `SUM(charged_paise)::bigint AS charged, SUM(taxable_paise)::bigint AS taxable,
  SUM(cgst_paise)::bigint AS cgst, SUM(sgst_paise)::bigint AS sgst, SUM(igst_paise)::bigint AS igst`;

/** The month's GST for the admin report and the GSTR-1 export. */
export class GstReportService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Invoices issued from `from` to before `to`, less the credit notes issued then: the report's
   * totals for a month, and the dashboard's "invoiced" figure for any range of days.
   */
  async totals(from: Date, to: Date): Promise<GstTotals> {
    const params = [from, to];
    const [counts, net, credits] = await Promise.all([
      this.dataSource.query(
        `SELECT (SELECT count(*) FROM invoices WHERE issued_at >= $1 AND issued_at < $2)::int AS invoices,
                (SELECT count(*) FROM credit_notes WHERE issued_at >= $1 AND issued_at < $2)::int AS credit_notes`,
        params,
      ),
      this.dataSource.query(`SELECT ${SUMS} FROM (${MONTH_LINES}) m`, params),
      this.dataSource.query(`SELECT ${SUMS} FROM (${MONTH_LINES}) m WHERE credit`, params),
    ]);
    return {
      invoiceCount: counts[0].invoices,
      creditNoteCount: counts[0].credit_notes,
      net: amountsOf(net[0]),
      // Shown as what was given back: a positive amount.
      creditNotes: negated(amountsOf(credits[0])),
    };
  }

  async month(month: string): Promise<GstMonth> {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw ValidationError.field("month", "Month must be YYYY-MM, e.g. 2026-11");
    const { from, to } = indiaMonthBounds(month);
    const params = [from, to];
    const [totals, byRate, byStateAndRate, hsn, large] = await Promise.all([
      this.totals(from, to),
      this.dataSource.query(`SELECT rate_basis_points, ${SUMS} FROM (${MONTH_LINES}) m GROUP BY 1 ORDER BY 1`, params),
      this.dataSource.query(
        `SELECT place_of_supply_code, place_of_supply, supply_type, rate_basis_points, ${SUMS}
           FROM (${MONTH_LINES}) m WHERE NOT large GROUP BY 1, 2, 3, 4 ORDER BY 1 NULLS LAST, 2, 4`,
        params,
      ),
      this.dataSource.query(
        `SELECT hsn, rate_basis_points, SUM(quantity)::int AS quantity, array_agg(DISTINCT kind::text ORDER BY kind::text) AS kinds, ${SUMS}
           FROM (${MONTH_LINES}) m GROUP BY 1, 2 ORDER BY 1, 2`,
        params,
      ),
      this.dataSource.query(
        `SELECT invoice_number, invoice_date, invoice_value, place_of_supply, place_of_supply_code, rate_basis_points,
                note_number, note_date, ${SUMS}
           FROM (${MONTH_LINES}) m WHERE large GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 8 NULLS FIRST, 7 NULLS FIRST, 2, 1, 6`,
        params,
      ),
    ]);
    const largeRow = (r: RawRow): LargeInvoiceRow => ({
      invoiceNumber: r.invoice_number,
      invoiceDate: r.invoice_date,
      invoiceValuePaise: Number(r.invoice_value),
      placeOfSupply: r.place_of_supply,
      placeOfSupplyCode: r.place_of_supply_code,
      rateBasisPoints: r.rate_basis_points,
      amounts: amountsOf(r),
    });
    return {
      month,
      ...totals,
      byRate: byRate.map((r: RawRow) => ({ rateBasisPoints: r.rate_basis_points, amounts: amountsOf(r) })),
      byStateAndRate: byStateAndRate.map((r: RawRow) => ({
        placeOfSupply: r.place_of_supply,
        placeOfSupplyCode: r.place_of_supply_code,
        supplyType: r.supply_type,
        rateBasisPoints: r.rate_basis_points,
        amounts: amountsOf(r),
      })),
      b2cl: large.filter((r: RawRow) => r.note_number === null).map(largeRow),
      b2clCreditNotes: large
        .filter((r: RawRow) => r.note_number !== null)
        .map((r: RawRow) => ({
          ...largeRow(r),
          amounts: negated(amountsOf(r)),
          creditNoteNumber: r.note_number,
          creditNoteDate: r.note_date,
        })),
      hsnSummary: hsn.map((r: RawRow) => ({
        hsn: r.hsn,
        rateBasisPoints: r.rate_basis_points,
        quantity: r.quantity,
        kinds: r.kinds,
        amounts: amountsOf(r),
      })),
    };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw SQL row, as query() answers it (the rows are not typed)
type RawRow = Record<string, any>;

function amountsOf(row: RawRow): TaxAmounts {
  return TaxAmounts.of({
    chargedPaise: Number(row.charged ?? 0),
    taxablePaise: Number(row.taxable ?? 0),
    cgstPaise: Number(row.cgst ?? 0),
    sgstPaise: Number(row.sgst ?? 0),
    igstPaise: Number(row.igst ?? 0),
  });
}

function negated(a: TaxAmounts): TaxAmounts {
  return TaxAmounts.of({
    chargedPaise: -a.chargedPaise,
    taxablePaise: -a.taxablePaise,
    cgstPaise: -a.cgstPaise,
    sgstPaise: -a.sgstPaise,
    igstPaise: -a.igstPaise,
  });
}
