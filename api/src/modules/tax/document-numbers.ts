import type { EntityManager } from "typeorm";
import { type DocumentSeries } from "./document-counter.entity";
import { financialYearOf } from "./financial-year";

export interface DocumentNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

/**
 * The next number of a series for a document issued at `moment`: PREFIX/26-27/000123. Takes the
 * series' counter row lock until `tx` ends, so concurrent issuers wait in line and each gets the
 * next number; the first document of a year creates the row (ON CONFLICT makes two first ones
 * queue as well). Six digits keep a 3-character prefix within the law's 16 characters.
 */
export async function nextDocumentNumber(tx: EntityManager, series: DocumentSeries, prefix: string, moment: Date): Promise<DocumentNumber> {
  const financialYear = financialYearOf(moment);
  const [{ last_sequence: sequence }] = await tx.query(
    `INSERT INTO document_counters (series, financial_year, last_sequence) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last_sequence = document_counters.last_sequence + 1
     RETURNING last_sequence`,
    [series, financialYear],
  );
  return { number: `${prefix}/${financialYear}/${String(sequence).padStart(6, "0")}`, financialYear, sequence };
}
