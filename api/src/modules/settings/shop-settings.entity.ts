import { Field, Float, Int, ObjectType } from "type-graphql";
import { Money, PAISE_TOTAL_COLUMN, toMoney, toMoneyOrNull } from "../../vocabulary/money";
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { findIndianState } from "../../vocabulary/indian-states";
import { percentFromBasisPoints } from "./gst-rate-percent";
import { ShopPolicies } from "./shop-policies";
import { PaymentSettings } from "./razorpay-methods";
import { ParcelSettings } from "./parcel-settings";

/** Who sells: printed on every invoice and credit note. Empty until an admin (or the demo seed) sets it. */
@ObjectType({ description: "The seller as the law knows them: printed on every tax invoice" })
export class SellerDetails {
  @Field({ description: "Legal name as registered for GST" })
  @Column({ default: "" })
  legalName: string;

  @Field({ description: "15 characters; its first two digits are the state's GST code" })
  @Column({ type: "varchar", length: 15, default: "" })
  gstin: string;

  @Field({ description: "Registered address (several lines)" })
  @Column({ type: "text", default: "" })
  address: string;

  @Field({ description: "State of the registered address: orders shipped within it pay CGST and SGST, others IGST" })
  @Column({ default: "" })
  state: string;

  @Field(() => String, { nullable: true, description: "The state's two-digit GST code" })
  get stateCode(): string | null {
    return findIndianState(this.state)?.code ?? null;
  }
}

/** How order, invoice and credit note numbers begin: BZ-10234, PREFIX/26-27/000123. */
@ObjectType({ description: "Numbering of orders, tax invoices and credit notes" })
export class InvoicingSettings {
  @Field({ description: "1 to 3 letters or digits: BZ gives order numbers BZ-10234; a change applies to orders placed after it" })
  @Column({ type: "varchar", length: 3, default: "BZ" })
  orderPrefix: string;

  @Field({ description: "1 to 3 letters or digits: BZ gives BZ/26-27/000123 (the law allows 16 characters in all)" })
  @Column({ type: "varchar", length: 3, default: "INV" })
  invoicePrefix: string;

  @Field({ description: "The credit notes' own series, e.g. CN/26-27/000001" })
  @Column({ type: "varchar", length: 3, default: "CN" })
  creditNotePrefix: string;
}

/** GST of what is not a product, and of products whose category has no rate of its own. */
@ObjectType({ description: "GST rates and HSN/SAC codes of delivery, gift wrap, and goods without a category rate" })
export class GstSettings {
  @Column({ type: "integer", default: 1800 })
  deliveryRateBasisPoints: number;

  @Field({ description: "SAC of the delivery charge" })
  @Column({ type: "varchar", length: 8, default: "996812" })
  deliverySac: string;

  @Column({ type: "integer", default: 1800 })
  giftWrapRateBasisPoints: number;

  @Field({ description: "HSN or SAC of gift wrapping" })
  @Column({ type: "varchar", length: 8, default: "4823" })
  giftWrapHsn: string;

  @Column({ type: "integer", default: 1800 })
  defaultGoodsRateBasisPoints: number;

  @Field({ description: "HSN of a product whose category has no dated rate" })
  @Column({ type: "varchar", length: 8, default: "4202" })
  defaultGoodsHsn: string;

  @Field(() => Float, { description: "Percent" })
  get deliveryRate(): number {
    return percentFromBasisPoints(this.deliveryRateBasisPoints);
  }

  @Field(() => Float, { description: "Percent" })
  get giftWrapRate(): number {
    return percentFromBasisPoints(this.giftWrapRateBasisPoints);
  }

  @Field(() => Float, { description: "Percent" })
  get defaultGoodsRate(): number {
    return percentFromBasisPoints(this.defaultGoodsRateBasisPoints);
  }
}

/** When cash on delivery is offered, and what it costs. Off-by-default rules: null means no limit. */
@ObjectType({ description: "Cash on delivery: the largest order it is offered for, its fee, and when a customer loses it" })
export class CodSettings {
  @Column({ ...PAISE_TOTAL_COLUMN, nullable: true })
  maxOrderPaise: number | null;

  @Column({ ...PAISE_TOTAL_COLUMN, default: 0 })
  feePaise: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "After this many of a customer's COD orders were refused at the door or returned, COD is switched off for them; null: never",
  })
  @Column({ type: "integer", nullable: true })
  refusalLimit: number | null;

  @Field(() => Money, { nullable: true, description: "Orders above this total cannot be paid on delivery; null: no limit" })
  get maxOrderValue(): Money | null {
    return toMoneyOrNull(this.maxOrderPaise);
  }

  @Field(() => Money, { description: "Added as its own line to orders paid on delivery; zero: no fee" })
  get fee(): Money {
    return toMoney(this.feePaise);
  }
}

/**
 * The shop's settings: one row (id 1), typed columns grouped in sections. A new rule (fees,
 * thresholds, cash on delivery, returns) is a new section here: an embedded class, its input, and
 * a migration with its default.
 */
@ObjectType({ description: "The shop's settings, edited by admins and read by the apps" })
@Entity("shop_settings")
@Check("CHK_shop_settings_single_row", `"id" = 1`)
export class ShopSettings {
  @PrimaryColumn({ type: "smallint", default: 1 })
  id: number;

  @Field(() => SellerDetails, { description: "The seller as invoices print it" })
  @Column(() => SellerDetails, { prefix: "seller" })
  seller: SellerDetails;

  @Field(() => InvoicingSettings, { description: "Order, invoice and credit note numbering" })
  @Column(() => InvoicingSettings, { prefix: false })
  invoicing: InvoicingSettings;

  @Field(() => GstSettings, { description: "GST of goods without a rate, of delivery and of gift wrap" })
  @Column(() => GstSettings, { prefix: "gst" })
  gst: GstSettings;

  @Field(() => CodSettings, { description: "Cash on delivery: fee, limits and switching it off" })
  @Column(() => CodSettings, { prefix: "cod" })
  cod: CodSettings;

  @Field(() => PaymentSettings, { description: "How shoppers may pay through Razorpay" })
  @Column(() => PaymentSettings, { prefix: "payment" })
  payments: PaymentSettings;

  @Field(() => ShopPolicies, { description: "What the shop promises shoppers" })
  @Column(() => ShopPolicies, { prefix: "policy" })
  policies: ShopPolicies;

  @Field(() => ParcelSettings, { description: "The parcel assumed when booking a courier for products without a weight of their own" })
  @Column(() => ParcelSettings, { prefix: "parcel" })
  parcel: ParcelSettings;

  @Field({ description: "When the settings last changed" })
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => [String], { description: "Why tax invoices cannot be issued now (empty when they can): orders placed meanwhile get none" })
  get invoicingProblems(): string[] {
    const s = this.seller;
    return [
      !s.legalName && "The seller's legal name is not set",
      !s.gstin && "The seller's GSTIN is not set",
      !s.address && "The seller's registered address is not set",
      !s.state && "The seller's state is not set",
    ].filter((problem): problem is string => Boolean(problem));
  }
}
