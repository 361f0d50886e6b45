import { Money } from "../../vocabulary/money";
import { IsOptional, Matches } from "class-validator";
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { HSN_PATTERN, IsGstRatePercent, percentFromBasisPoints } from "../settings/gst-rate-percent";
import { SupplyType } from "./gst-split";
import { TaxAmounts } from "./tax-amounts";
import { Connected } from "../../common/pagination";
import { GstRate } from "./gst-rate.entity";
import { TaxLineKind } from "./tax-line-kind";

@InputType({ description: "An HSN code and GST rate for a category or a product (one of them), from a date on" })
export class GstRateInput {
  @Field(() => ID, { description: "The category the rate is for; give either this or productId", nullable: true })
  @IsOptional()
  categoryId?: string | null;

  @Field(() => ID, { nullable: true, description: "Overrides the product's category" })
  @IsOptional()
  productId?: string | null;

  @Field({ description: "The HSN code, 4, 6 or 8 digits" })
  @Matches(HSN_PATTERN, { message: "HSN must be 4, 6 or 8 digits" })
  hsn: string;

  @Field(() => Float, { description: "Percent, e.g. 18 or 0.25" })
  @IsGstRatePercent("Rate must be a percentage from 0 to 100 with at most two decimals")
  rate: number;

  @Field({ description: "YYYY-MM-DD: orders placed on this Indian date or later use the rate" })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: "Effective from must be a date, YYYY-MM-DD" })
  effectiveFrom: string;
}

/** A rate's group in the report. */
@ObjectType({ description: "The month's GST at one rate" })
export class GstRateTotal {
  @Field(() => Float, { description: "Percent" })
  rate: number;

  @Field(() => TaxAmounts, { description: "The taxable value and GST at this rate (Money: integer paise)" })
  amounts: TaxAmounts;
}

@ObjectType({ description: "The month's GST to one place of supply at one rate: a row of GSTR-1's B2C (small) table" })
export class GstStateRateTotal extends GstRateTotal {
  @Field({ description: "The state supplied to" })
  placeOfSupply: string;

  @Field(() => String, { nullable: true, description: "Null for a state the address named that we could not place" })
  placeOfSupplyCode: string | null;

  @Field(() => SupplyType, { description: "Within the seller's state or to another" })
  supplyType: SupplyType;
}

@ObjectType({ description: "A row of GSTR-1's HSN summary" })
export class GstHsnTotal extends GstRateTotal {
  @Field({ description: "The HSN or SAC code" })
  hsn: string;

  @Field(() => Int, { description: "Units sold less units returned on credit notes" })
  quantity: number;

  @Field(() => [TaxLineKind], { description: "What the code's lines were for" })
  kinds: TaxLineKind[];
}

@ObjectType({ description: "An inter-state invoice above Rs. 1,00,000 at one rate: a row of GSTR-1's B2C (large) table" })
export class GstLargeInvoiceTotal extends GstRateTotal {
  @Field({ description: "The invoice's number" })
  invoiceNumber: string;

  @Field({ description: "When the invoice was issued" })
  invoiceDate: Date;

  @Field(() => Money, { description: "The whole invoice's value, every rate (Money: integer paise)" })
  invoiceValue: Money;

  @Field({ description: "The state supplied to" })
  placeOfSupply: string;

  @Field(() => String, { nullable: true, description: "Null for a state the address named that we could not place" })
  placeOfSupplyCode: string | null;
}

@ObjectType({ description: "A credit note against a B2C (large) invoice at one rate: a row of GSTR-1's CDNUR table" })
export class GstLargeCreditNoteTotal extends GstLargeInvoiceTotal {
  @Field({ description: "The credit note's number" })
  creditNoteNumber: string;

  @Field({ description: "When the credit note was issued" })
  creditNoteDate: Date;
}

@ObjectType({ description: "A month's GST: invoices issued in it less credit notes issued in it" })
export class GstReport {
  @Field({ description: "YYYY-MM" })
  month: string;

  @Field(() => Int, { description: "Invoices issued in the month" })
  invoiceCount: number;

  @Field(() => Int, { description: "Credit notes issued in the month" })
  creditNoteCount: number;

  @Field(() => TaxAmounts, { description: "Invoices less credit notes" })
  net: TaxAmounts;

  @Field(() => TaxAmounts, { description: "What the month's credit notes gave back" })
  creditNotes: TaxAmounts;

  @Field(() => [GstRateTotal], { description: "Totals per GST rate" })
  byRate: GstRateTotal[];

  @Field(() => [GstStateRateTotal], {
    description: "Totals per place of supply and rate (the B2CS table): every supply but B2C (large) invoices and their credit notes",
  })
  byStateAndRate: GstStateRateTotal[];

  @Field(() => [GstLargeInvoiceTotal], {
    description: "Inter-state invoices above Rs. 1,00,000 issued in the month, per invoice and rate (the B2CL table), before credit notes",
  })
  b2cl: GstLargeInvoiceTotal[];

  @Field(() => [GstLargeCreditNoteTotal], {
    description:
      "Credit notes issued in the month against B2C (large) invoices, per note and rate (the CDNUR table), as amounts given back",
  })
  b2clCreditNotes: GstLargeCreditNoteTotal[];

  @Field(() => [GstHsnTotal], { description: "Totals per HSN code (the HSN summary)" })
  hsnSummary: GstHsnTotal[];

  @Field({ description: "CSV of the B2C (small) section, for GSTR-1 (needs the admin's bearer token)" })
  b2csCsvPath: string;

  @Field({ description: "CSV of the HSN summary, for GSTR-1 (needs the admin's bearer token)" })
  hsnCsvPath: string;

  @Field({ description: "CSV of the B2C (large) section, for GSTR-1 (needs the admin's bearer token)" })
  b2clCsvPath: string;

  @Field({ description: "CSV of the credit notes against B2C (large) invoices (CDNUR), for GSTR-1 (needs the admin's bearer token)" })
  cdnurCsvPath: string;
}

export const withRate = <T extends { rateBasisPoints: number }>(row: T): T & { rate: number } => ({
  ...row,
  rate: percentFromBasisPoints(row.rateBasisPoints),
});

@ObjectType({ description: "A page of GST rates" })
export class GstRateConnection extends Connected(GstRate, "GstRate") {}
