import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { CreditNote } from "./credit-note.entity";
import { InvoiceLine } from "./invoice-line.entity";
import { TaxAmounts } from "./tax-amounts";

/** The part of one invoice line a credit note gives back. */
@ObjectType({ description: "A line of a credit note" })
@Entity("credit_note_lines")
@Index("IDX_credit_note_lines_note", ["creditNoteId", "position"])
export class CreditNoteLine {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => CreditNote, { onDelete: "CASCADE", nullable: false })
  creditNote: CreditNote;

  @Column({ type: "uuid" })
  creditNoteId: string;

  @ManyToOne(() => InvoiceLine, { onDelete: "RESTRICT", nullable: false })
  invoiceLine: InvoiceLine;

  @Index("IDX_credit_note_lines_invoice_line")
  @Column({ type: "uuid" })
  invoiceLineId: string;

  @Column({ type: "integer" })
  position: number;

  @Field({ description: "The invoice line's description" })
  @Column()
  description: string;

  @Field({ description: "The line's HSN or SAC code" })
  @Column({ type: "varchar", length: 8 })
  hsn: string;

  @Field(() => Int, {
    description:
      "Units returned: when the order is cancelled, those of the line not returned yet; with a refund, those a received return brought back; 0 for a refund of money only",
  })
  @Column({ type: "integer" })
  quantity: number;

  @Column({ type: "integer" })
  rateBasisPoints: number;

  @Field(() => TaxAmounts, { description: "The line's credited taxable value and GST (Money: integer paise)" })
  @Column(() => TaxAmounts, { prefix: false })
  amounts: TaxAmounts;
}
