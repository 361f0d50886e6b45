import { IsInt, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { Field, Float, InputType, Int } from "type-graphql";
import { MAX_AMOUNT_RUPEES } from "../../common/money";
import { KeptUnlessSent } from "../../common/partial-update";
import { Required } from "../../common/validation";
import { HSN_PATTERN, IsGstRatePercent } from "./gst-rate-percent";

@InputType({ description: "The seller's details: all of them, together" })
export class SellerDetailsInput {
  @Field({ description: "The seller's legal name, at most 200 characters" })
  @MaxLength(200, { message: "Legal name must be at most 200 characters" })
  @Required("Legal name is required")
  legalName: string;

  @Field({ description: "Checked for its format, state code and check character" })
  @Required("GSTIN is required")
  gstin: string;

  @Field({ description: "The seller's registered address, at most 500 characters" })
  @MaxLength(500, { message: "Address must be at most 500 characters" })
  @Required("Address is required")
  address: string;

  @Field({ description: "A state or union territory of India, e.g. Maharashtra" })
  @Required("State is required")
  state: string;
}

const PREFIX_MESSAGE = "Prefix must be 1 to 3 letters or digits";

@InputType({ description: "Invoice and credit note numbering" })
export class InvoicingSettingsInput {
  @Field({ description: "Invoice numbers' prefix, 1 to 3 letters or digits" })
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: PREFIX_MESSAGE })
  invoicePrefix: string;

  @Field({ description: "Credit note numbers' prefix, 1 to 3 letters or digits" })
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: PREFIX_MESSAGE })
  creditNotePrefix: string;
}

const HSN_MESSAGE = "must be 4, 6 or 8 digits";
const RATE_MESSAGE = "must be a percentage from 0 to 100 with at most two decimals";

@InputType({ description: "GST of delivery, gift wrap and goods without a category rate; rates in percent" })
export class GstSettingsInput {
  @Field(() => Float, { description: "GST percent of the delivery charge, 0 to 100 with at most two decimals" })
  @IsGstRatePercent(`Delivery rate ${RATE_MESSAGE}`)
  deliveryRate: number;

  @Field({ description: "SAC of the delivery charge, 4, 6 or 8 digits" })
  @Matches(HSN_PATTERN, { message: `Delivery SAC ${HSN_MESSAGE}` })
  deliverySac: string;

  @Field(() => Float, { description: "GST percent of gift wrap, 0 to 100 with at most two decimals" })
  @IsGstRatePercent(`Gift wrap rate ${RATE_MESSAGE}`)
  giftWrapRate: number;

  @Field({ description: "HSN of gift wrap, 4, 6 or 8 digits" })
  @Matches(HSN_PATTERN, { message: `Gift wrap HSN ${HSN_MESSAGE}` })
  giftWrapHsn: string;

  @Field(() => Float, { description: "GST percent of goods without a rate of their own, 0 to 100 with at most two decimals" })
  @IsGstRatePercent(`Default goods rate ${RATE_MESSAGE}`)
  defaultGoodsRate: number;

  @Field({ description: "HSN of goods without a rate of their own, 4, 6 or 8 digits" })
  @Matches(HSN_PATTERN, { message: `Default goods HSN ${HSN_MESSAGE}` })
  defaultGoodsHsn: string;
}

@InputType({ description: "Cash on delivery rules; amounts in rupees" })
export class CodSettingsInput {
  @Field(() => Float, { nullable: true, description: "The largest order total COD is offered for; null: no limit" })
  @IsOptional()
  @Max(MAX_AMOUNT_RUPEES, { message: "Maximum COD order value can be at most 1,00,00,000" })
  @Min(1, { message: "Maximum COD order value must be at least Rs. 1 (leave it empty for no limit)" })
  maxOrderValue?: number | null;

  @Field(() => Float, { defaultValue: 0, description: "Added to orders paid on delivery; 0: no fee" })
  @Max(10_000, { message: "COD fee can be at most Rs. 10,000" })
  @Min(0, { message: "COD fee cannot be negative" })
  fee: number = 0;

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

@InputType({ description: "What the shop promises shoppers: all of it, together; amounts in paise" })
export class ShopPoliciesInput {
  @Field({ description: "Where the shop delivers, as the texts name it (e.g. India)" })
  @MaxLength(60, { message: "Shipping area must be at most 60 characters" })
  @Required("Shipping area is required")
  shippingArea: string;

  @Field(() => Int, { description: "Paise" })
  @apply(fee("Delivery fee"))
  deliveryFeePaise: number;

  @Field(() => Int, { description: "Paise: delivery is free when the subtotal is above this" })
  @IsInt({ message: "Free-delivery threshold must be a whole number of paise" })
  @Min(0, { message: "Free-delivery threshold cannot be negative" })
  @Max(1_00_000_00, { message: "Free-delivery threshold can be at most Rs. 1,00,000" })
  freeDeliveryAbovePaise: number;

  @Field(() => Int, { description: "Paise, for each gift-wrapped line" })
  @apply(fee("Gift wrap fee"))
  giftWrapFeePaise: number;

  @Field(() => Int, { description: "Days to dispatch an order (0 to 30)" })
  @apply(days("Dispatch time", 0, 30))
  dispatchDays: number;

  @Field(() => Int, { description: "Delivery estimate: at the soonest, days (1 to 60)" })
  @apply(days("Delivery estimate (from)", 1, 60))
  deliveryDaysFrom: number;

  @Field(() => Int, { description: "Delivery estimate: at the latest, days (1 to 60)" })
  @apply(days("Delivery estimate (to)", 1, 60))
  deliveryDaysTo: number;

  @Field(() => Int, { description: "Days after delivery a return or exchange may be asked for (0 to 365)" })
  @apply(days("Return window", 0, 365))
  returnWindowDays: number;
}

/** Each section is optional; a section that is sent replaces that section whole. */
@InputType({ description: "Changes to the shop's settings: each section sent is replaced whole, the others kept" })
export class ShopSettingsInput {
  @Field(() => SellerDetailsInput, {
    description: "Replaces the seller's details; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The seller's details cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  seller?: SellerDetailsInput | null;

  @Field(() => InvoicingSettingsInput, {
    description: "Replaces the numbering settings; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The numbering settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  invoicing?: InvoicingSettingsInput | null;

  @Field(() => GstSettingsInput, {
    description: "Replaces the GST settings; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The GST settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  gst?: GstSettingsInput | null;

  @Field(() => CodSettingsInput, {
    description: "Replaces the cash-on-delivery settings; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The cash-on-delivery settings cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  cod?: CodSettingsInput | null;

  @Field(() => ShopPoliciesInput, {
    description: "Replaces the policies; left out: unchanged (a section cannot be cleared)",
    nullable: true,
  })
  @KeptUnlessSent("The policies cannot be cleared: leave the section out to keep them")
  @ValidateNested()
  policies?: ShopPoliciesInput | null;
}
