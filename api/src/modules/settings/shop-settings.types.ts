import { IsInt, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { Field, Float, InputType, Int } from "type-graphql";
import { MAX_AMOUNT_RUPEES } from "../../common/money";
import { Required } from "../../common/validation";
import { HSN_PATTERN, IsGstRatePercent } from "./gst-rate-percent";

@InputType({ description: "The seller's details: all of them, together" })
export class SellerDetailsInput {
  @Field()
  @MaxLength(200, { message: "Legal name must be at most 200 characters" })
  @Required("Legal name is required")
  legalName: string;

  @Field({ description: "Checked for its format, state code and check character" })
  @Required("GSTIN is required")
  gstin: string;

  @Field()
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
  @Field()
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: PREFIX_MESSAGE })
  invoicePrefix: string;

  @Field()
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: PREFIX_MESSAGE })
  creditNotePrefix: string;
}

const HSN_MESSAGE = "must be 4, 6 or 8 digits";
const RATE_MESSAGE = "must be a percentage from 0 to 100 with at most two decimals";

@InputType({ description: "GST of delivery, gift wrap and goods without a category rate; rates in percent" })
export class GstSettingsInput {
  @Field(() => Float)
  @IsGstRatePercent(`Delivery rate ${RATE_MESSAGE}`)
  deliveryRate: number;

  @Field()
  @Matches(HSN_PATTERN, { message: `Delivery SAC ${HSN_MESSAGE}` })
  deliverySac: string;

  @Field(() => Float)
  @IsGstRatePercent(`Gift wrap rate ${RATE_MESSAGE}`)
  giftWrapRate: number;

  @Field()
  @Matches(HSN_PATTERN, { message: `Gift wrap HSN ${HSN_MESSAGE}` })
  giftWrapHsn: string;

  @Field(() => Float)
  @IsGstRatePercent(`Default goods rate ${RATE_MESSAGE}`)
  defaultGoodsRate: number;

  @Field()
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

/** Each section is optional; a section that is sent replaces that section whole. */
@InputType({ description: "Changes to the shop's settings: the sections sent are replaced, the others kept" })
export class ShopSettingsInput {
  @Field(() => SellerDetailsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  seller?: SellerDetailsInput | null;

  @Field(() => InvoicingSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  invoicing?: InvoicingSettingsInput | null;

  @Field(() => GstSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  gst?: GstSettingsInput | null;

  @Field(() => CodSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  cod?: CodSettingsInput | null;
}
