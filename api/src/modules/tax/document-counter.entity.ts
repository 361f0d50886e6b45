import { Column, Entity, PrimaryColumn } from "typeorm";

/** Which gapless series a number belongs to. */
export enum DocumentSeries {
  INVOICE = "invoice",
  CREDIT_NOTE = "credit_note",
}

/**
 * The last number given in a series in a financial year. Not a sequence: a sequence skips the
 * numbers of transactions that roll back, and the law wants invoice numbers without gaps. The row
 * is updated (so locked) inside the transaction that issues the document, and the number is
 * given back if that transaction rolls back.
 */
@Entity("document_counters")
export class DocumentCounter {
  @PrimaryColumn({ type: "varchar", length: 20 })
  series: DocumentSeries;

  @PrimaryColumn({ type: "varchar", length: 5 })
  financialYear: string;

  @Column({ type: "integer" })
  lastSequence: number;
}
