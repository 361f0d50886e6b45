import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Order } from "../order/order.entity";
import { SupplyType } from "./gst-split";
import { TaxAmounts } from "./tax-amounts";

registerEnumType(SupplyType, {
  name: "SupplyType",
  description: "INTRA_STATE: CGST + SGST (shipped within the seller's state); INTER_STATE: IGST",
  valuesConfig: {
    INTRA_STATE: { description: "Shipped within the seller's state: CGST + SGST, half the rate each" },
    INTER_STATE: { description: "Shipped to another state: IGST at the full rate" },
  },
});

/**
 * A tax invoice: the order's GST snapshot with everything the invoice prints (seller, customer,
 * place of supply, lines), copied when it was issued so that later edits of settings, rates, the
 * catalogue or the order do not change it. Numbered without gaps per financial year.
 */
@ObjectType({ description: "A tax invoice for an order" })
@Entity("invoices")
export class Invoice {
  @Field(() => ID, { description: "The invoice's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** An invoice outlives nothing it documents: an invoiced order cannot be deleted. */
  @ManyToOne(() => Order, { onDelete: "RESTRICT", nullable: false })
  order: Order;

  @Index("UQ_invoices_order", { unique: true })
  @Column({ type: "uuid" })
  orderId: string;

  @Field({ description: "The order's number (BZ-10234), printed as the order reference; the invoice's own number is `number`" })
  @Column({ type: "varchar", length: 12 })
  orderNumber: string;

  @Field({ description: "PREFIX/26-27/000123: consecutive within the financial year" })
  @Index("UQ_invoices_number", { unique: true })
  @Column()
  number: string;

  /** "26-27"; with `sequence`, what the number is made of. */
  @Column({ type: "varchar", length: 5 })
  financialYear: string;

  @Column({ type: "integer" })
  sequence: number;

  @Field({ description: "When the invoice was issued" })
  @Index("IDX_invoices_issued_at")
  @Column({ type: "timestamptz" })
  issuedAt: Date;

  @Column()
  sellerLegalName: string;

  @Column()
  sellerGstin: string;

  @Column({ type: "text" })
  sellerAddress: string;

  @Column()
  sellerState: string;

  @Column()
  customerName: string;

  @Column({ type: "text" })
  customerAddress: string;

  @Field({ description: "The state the goods are delivered to" })
  @Column()
  placeOfSupply: string;

  /** Null when the shipping address names no state we know (it is then treated as another state). */
  @Field(() => String, {
    description: "The GST state code of the place of supply; null when the address names no state known (treated as another state)",
    nullable: true,
  })
  @Column({ type: "varchar", length: 2, nullable: true })
  placeOfSupplyCode: string | null;

  @Field(() => SupplyType, { description: "Within the seller's state or to another" })
  @Column({ type: "enum", enum: SupplyType, enumName: "supply_type" })
  supplyType: SupplyType;

  @Field(() => TaxAmounts, { description: "The invoice's taxable value and GST (Money: integer paise)" })
  @Column(() => TaxAmounts, { prefix: false })
  amounts: TaxAmounts;
}
