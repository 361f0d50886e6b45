import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsEnum,
  IsInt,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from "class-validator";
import { Field, Float, InputType, Int } from "type-graphql";
import { KeptUnlessSent } from "../../common/partial-update";
import { PaiseInput } from "../../common/paise-input";
import { HSN } from "@shop/words/patterns";
import { IsGstRatePercent } from "./gst-rate-percent";
import { RazorpayMethod } from "./razorpay-methods";
import { ParcelSettingsInput } from "./parcel-settings";

@InputType({ description: "The seller's details; in an update, each field left out keeps its value" })
export class SellerDetailsInput {
  @Field(() => String, { nullable: true, description: "The seller's legal name, at most 200 characters" })
  @MaxLength(200, { message: "Legal name must be at most 200 characters" })
  @KeptUnlessSent("Legal name is required")
  legalName?: string | null;

  @Field(() => String, { nullable: true, description: "Checked for its format, state code and check character" })
  @KeptUnlessSent("GSTIN is required")
  gstin?: string | null;

  @Field(() => String, { nullable: true, description: "The seller's registered address, at most 500 characters" })
  @MaxLength(500, { message: "Address must be at most 500 characters" })
  @KeptUnlessSent("Address is required")
  address?: string | null;

  @Field(() => String, { nullable: true, description: "A state or union territory of India, e.g. Maharashtra" })
  @KeptUnlessSent("State is required")
  state?: string | null;
}

const PREFIX_MESSAGE = "Prefix must be 1 to 3 letters or digits";

@InputType({ description: "Order, invoice and credit note numbering; in an update, each field left out keeps its value" })
export class InvoicingSettingsInput {
  @Field(() => String, { nullable: true, description: "Order numbers' prefix, 1 to 3 letters or digits (BZ gives BZ-10234)" })
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: PREFIX_MESSAGE })
  @KeptUnlessSent("Order prefix is required")
  orderPrefix?: string | null;

  @Field(() => String, { nullable: true, description: "Invoice numbers' prefix, 1 to 3 letters or digits" })
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: PREFIX_MESSAGE })
  @KeptUnlessSent("Invoice prefix is required")
  invoicePrefix?: string | null;

  @Field(() => String, { nullable: true, description: "Credit note numbers' prefix, 1 to 3 letters or digits" })
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: PREFIX_MESSAGE })
  @KeptUnlessSent("Credit note prefix is required")
  creditNotePrefix?: string | null;
}

const HSN_MESSAGE = "must be 4, 6 or 8 digits";
const RATE_MESSAGE = "must be a percentage from 0 to 100 with at most two decimals";

@InputType({
  description:
    "GST of delivery, gift wrap and goods without a category rate; rates in percent; in an update, each field left out keeps its value",
})
export class GstSettingsInput {
  @Field(() => Float, { nullable: true, description: "GST percent of the delivery charge, 0 to 100 with at most two decimals" })
  @IsGstRatePercent(`Delivery rate ${RATE_MESSAGE}`)
  @KeptUnlessSent("Delivery rate is required")
  deliveryRate?: number | null;

  @Field(() => String, { nullable: true, description: "SAC of the delivery charge, 4, 6 or 8 digits" })
  @Matches(HSN, { message: `Delivery SAC ${HSN_MESSAGE}` })
  @KeptUnlessSent("Delivery SAC is required")
  deliverySac?: string | null;

  @Field(() => Float, { nullable: true, description: "GST percent of gift wrap, 0 to 100 with at most two decimals" })
  @IsGstRatePercent(`Gift wrap rate ${RATE_MESSAGE}`)
  @KeptUnlessSent("Gift wrap rate is required")
  giftWrapRate?: number | null;

  @Field(() => String, { nullable: true, description: "HSN of gift wrap, 4, 6 or 8 digits" })
  @Matches(HSN, { message: `Gift wrap HSN ${HSN_MESSAGE}` })
  @KeptUnlessSent("Gift wrap HSN is required")
  giftWrapHsn?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "GST percent of goods without a rate of their own, 0 to 100 with at most two decimals",
  })
  @IsGstRatePercent(`Default goods rate ${RATE_MESSAGE}`)
  @KeptUnlessSent("Default goods rate is required")
  defaultGoodsRate?: number | null;

  @Field(() => String, { nullable: true, description: "HSN of goods without a rate of their own, 4, 6 or 8 digits" })
  @Matches(HSN, { message: `Default goods HSN ${HSN_MESSAGE}` })
  @KeptUnlessSent("Default goods HSN is required")
  defaultGoodsHsn?: string | null;
}

@InputType({ description: "How shoppers may pay through Razorpay; in an update, a field left out keeps its value" })
export class PaymentSettingsInput {
  @Field(() => [RazorpayMethod], { nullable: true, description: "The methods Razorpay Checkout offers shoppers: at least one" })
  @KeptUnlessSent("Choose at least one way of paying through Razorpay")
  @ArrayMinSize(1, { message: "Choose at least one way of paying through Razorpay" })
  @ArrayUnique({ message: "Each way of paying may be chosen once" })
  @IsEnum(RazorpayMethod, { each: true, message: "Unknown way of paying" })
  razorpayMethods?: RazorpayMethod[] | null;
}

@InputType({
  description: "Cash on delivery rules; amounts in paise; in an update, each field left out keeps its value and null clears a limit",
})
export class CodSettingsInput {
  @PaiseInput("Maximum COD order value", {
    nullable: true,
    description: "the largest order total COD is offered for; null: no limit",
    min: { paise: 100, message: "Maximum COD order value must be at least Rs. 1 (leave it empty for no limit)" },
  })
  maxOrderValuePaise?: number | null;

  @PaiseInput("COD fee", {
    description: "added to orders paid on delivery; 0: no fee",
    max: { paise: 10_000_00, words: "Rs. 10,000" },
    keptUnlessSent: "COD fee is required (0 for no fee)",
  })
  feePaise?: number | null;

  @Field(() => Int, { nullable: true, description: "Refused or returned COD orders after which a customer loses COD; null: never" })
  @IsOptional()
  @IsInt({ message: "Refused orders allowed must be a whole number" })
  @Max(100, { message: "Refused orders allowed can be at most 100" })
  @Min(1, { message: "Refused orders allowed must be at least 1 (leave it empty for no limit)" })
  refusalLimit?: number | null;
}

/** A fee in paise: whole, from nothing to Rs. 10,000. */
const fee = (name: string): PropertyDecorator[] => [
  IsInt({ message: `${name} must be a whole number of paise` }),
  Min(0, { message: `${name} cannot be negative` }),
  Max(10_000_00, { message: `${name} can be at most Rs. 10,000` }),
];
const days = (name: string, min: number, max: number): PropertyDecorator[] => [
  IsInt({ message: `${name} must be a whole number of days` }),
  Min(min, { message: `${name} must be at least ${min}` }),
  Max(max, { message: `${name} can be at most ${max}` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

@InputType({ description: "What the shop promises shoppers; amounts in paise; in an update, each field left out keeps its value" })
export class ShopPoliciesInput {
  @Field(() => String, { nullable: true, description: "Where the shop delivers, as the texts name it (e.g. India)" })
  @MaxLength(60, { message: "Shipping area must be at most 60 characters" })
  @KeptUnlessSent("Shipping area is required")
  shippingArea?: string | null;

  @Field(() => Int, { nullable: true, description: "Paise" })
  @apply(fee("Delivery fee"))
  @KeptUnlessSent("Delivery fee is required")
  deliveryFeePaise?: number | null;

  @Field(() => Int, { nullable: true, description: "Paise: delivery is free when the subtotal is above this" })
  @IsInt({ message: "Free-delivery threshold must be a whole number of paise" })
  @Min(0, { message: "Free-delivery threshold cannot be negative" })
  @Max(1_00_000_00, { message: "Free-delivery threshold can be at most Rs. 1,00,000" })
  @KeptUnlessSent("Free-delivery threshold is required")
  freeDeliveryAbovePaise?: number | null;

  @Field(() => Int, { nullable: true, description: "Paise, for each gift-wrapped line" })
  @apply(fee("Gift wrap fee"))
  @KeptUnlessSent("Gift wrap fee is required")
  giftWrapFeePaise?: number | null;

  @Field(() => Int, { nullable: true, description: "Days to dispatch an order (0 to 30)" })
  @apply(days("Dispatch time", 0, 30))
  @KeptUnlessSent("Dispatch time is required")
  dispatchDays?: number | null;

  @Field(() => Int, { nullable: true, description: "Delivery estimate: at the soonest, days (1 to 60)" })
  @apply(days("Delivery estimate (from)", 1, 60))
  @KeptUnlessSent("Delivery estimate (from) is required")
  deliveryDaysFrom?: number | null;

  @Field(() => Int, { nullable: true, description: "Delivery estimate: at the latest, days (1 to 60)" })
  @apply(days("Delivery estimate (to)", 1, 60))
  @KeptUnlessSent("Delivery estimate (to) is required")
  deliveryDaysTo?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: "Holidays (YYYY-MM-DD) delivery dates skip besides Sundays, at most 100; the whole list is replaced; left out: unchanged",
  })
  @ArrayMaxSize(100, { message: "At most 100 holidays" })
  @KeptUnlessSent("Holidays cannot be cleared with null: send an empty list")
  holidays?: string[] | null;

  @Field(() => Int, { nullable: true, description: "Days after delivery a return or exchange may be asked for (0 to 365)" })
  @apply(days("Return window", 0, 365))
  @KeptUnlessSent("Return window is required")
  returnWindowDays?: number | null;
}

/** Each section and each of its fields is optional: what is sent is changed, the rest kept. */
@InputType({ description: "Changes to the shop's settings: each field sent is changed, every other field and section kept" })
export class ShopSettingsInput {
  @Field(() => SellerDetailsInput, {
    description: "Changes to the seller's details: the fields sent; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The seller's details cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  seller?: SellerDetailsInput | null;

  @Field(() => InvoicingSettingsInput, {
    description: "Changes to the numbering settings: the fields sent; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The numbering settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  invoicing?: InvoicingSettingsInput | null;

  @Field(() => GstSettingsInput, {
    description: "Changes to the GST settings: the fields sent; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The GST settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  gst?: GstSettingsInput | null;

  @Field(() => CodSettingsInput, {
    description: "Changes to the cash-on-delivery settings: the fields sent; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The cash-on-delivery settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  cod?: CodSettingsInput | null;

  @Field(() => PaymentSettingsInput, {
    description: "Changes to how shoppers may pay through Razorpay: the fields sent; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The payment settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  payments?: PaymentSettingsInput | null;

  @Field(() => ShopPoliciesInput, {
    description: "Changes to the policies: the fields sent; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The policies cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  policies?: ShopPoliciesInput | null;

  @Field(() => ParcelSettingsInput, {
    description:
      "Changes to the parcel assumed for products without a weight: the fields sent; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The parcel settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  parcel?: ParcelSettingsInput | null;
}
