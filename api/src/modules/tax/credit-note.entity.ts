import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Invoice } from "./invoice.entity";
import { TaxAmounts } from "./tax-amounts";

/**
 * A credit note against an invoice: money given back (a cancellation, a refund) with the GST it
 * carried, in its own gapless series per financial year. Seller, customer and place of supply are
 * the invoice's.
 */
@ObjectType({ description: "A credit note: part or all of an invoice given back, with its GST" })
@Entity("credit_notes")
export class CreditNote {
  @Field(() => ID, { description: "The credit note's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => Invoice, { onDelete: "RESTRICT", nullable: false })
  invoice: Invoice;

  @Index("IDX_credit_notes_invoice")
  @Column({ type: "uuid" })
  invoiceId: string;

  @Field({ description: "PREFIX/26-27/000001: consecutive within the financial year, a series of its own" })
  @Index("UQ_credit_notes_number", { unique: true })
  @Column()
  number: string;

  @Column({ type: "varchar", length: 5 })
  financialYear: string;

  @Column({ type: "integer" })
  sequence: number;

  @Field({ description: "When the credit note was issued" })
  @Index("IDX_credit_notes_issued_at")
  @Column({ type: "timestamptz" })
  issuedAt: Date;

  @Field({ description: "Why it was issued: order cancelled, refund" })
  @Column()
  reason: string;

  @Field(() => TaxAmounts, { description: "The credited taxable value and GST (Money: integer paise)" })
  @Column(() => TaxAmounts, { prefix: false })
  amounts: TaxAmounts;
}
