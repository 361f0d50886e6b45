import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";
import { OrderItem } from "../order/order-item.entity";
import { percentFromBasisPoints } from "../settings/gst-rate-percent";
import { Invoice } from "./invoice.entity";
import { TaxAmounts } from "./tax-amounts";
import { TaxLineKind } from "./tax-line-kind";

/**
 * A line of an invoice: a product line of the order, the gift wrap or the delivery, with its HSN,
 * rate, share of the discount and GST, as computed when the invoice was issued.
 */
@ObjectType({ description: "A line of a tax invoice" })
@Entity("invoice_lines")
@Index("IDX_invoice_lines_invoice", ["invoiceId", "position"])
export class InvoiceLine {
  @Field(() => ID, { description: "The line's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => Invoice, { onDelete: "CASCADE", nullable: false })
  invoice: Invoice;

  @Column({ type: "uuid" })
  invoiceId: string;

  @Column({ type: "integer" })
  position: number;

  @Field(() => TaxLineKind, { description: "What the line is for" })
  @Column({ type: "enum", enum: TaxLineKind, enumName: "tax_line_kind" })
  kind: TaxLineKind;

  @ManyToOne(() => OrderItem, { onDelete: "SET NULL", nullable: true })
  orderItem: OrderItem | null;

  @Field(() => ID, { nullable: true, description: "The order line it is for (GOODS)" })
  @Column({ type: "uuid", nullable: true })
  orderItemId: string | null;

  @Field({ description: "What the line is, as the invoice prints it" })
  @Column()
  description: string;

  @Field({ description: "HSN (goods) or SAC (services)" })
  @Column({ type: "varchar", length: 8 })
  hsn: string;

  @Field(() => Int, { description: "How many" })
  @Column({ type: "integer" })
  quantity: number;

  /** Before the discount: unit price x quantity, or the fee. */
  @Column(PAISE_TOTAL_COLUMN)
  grossPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  discountPaise: number;

  @Column({ type: "integer" })
  rateBasisPoints: number;

  @Field(() => TaxAmounts, { description: "After the discount" })
  @Column(() => TaxAmounts, { prefix: false })
  amounts: TaxAmounts;

  @Field(() => Money, { description: "Before the discount" })
  get gross(): Money {
    return toMoney(this.grossPaise);
  }

  @Field(() => Money, { description: "This line's share of the coupon's discount" })
  get discount(): Money {
    return toMoney(this.discountPaise);
  }

  @Field(() => Float, { description: "GST rate in percent" })
  get rate(): number {
    return percentFromBasisPoints(this.rateBasisPoints);
  }
}
