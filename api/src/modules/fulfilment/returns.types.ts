import { ArrayMaxSize, IsEnum, IsInt, IsOptional, IsUUID, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { Field, ID, InputType, Int } from "type-graphql";
import { RefundMethod } from "../payment/refund.entity";
import { ReturnKind } from "../../vocabulary/return-request";
import { MAX_RETURN_PHOTOS } from "./returns.service";

@InputType({ description: "An item of the order to send back; for an exchange, the size and/or colour wanted instead" })
export class ReturnLineInput {
  @Field(() => ID, { description: "A line of the order" })
  @IsUUID("all", { message: "This item is not part of the order" })
  orderItemId: string;

  @Field(() => Int, { description: "How many of it, 1 to 999" })
  @IsInt({ message: "Quantity must be a whole number" })
  @Min(1, { message: "Quantity must be at least 1" })
  @Max(999, { message: "Quantity is too large" })
  quantity: number;

  @Field(() => String, { description: "For an exchange: the size wanted instead", nullable: true })
  @IsOptional()
  @MaxLength(40, { message: "Size is too long" })
  size?: string | null;

  @Field(() => String, { description: "For an exchange: the colour wanted instead", nullable: true })
  @IsOptional()
  @MaxLength(40, { message: "Colour is too long" })
  color?: string | null;
}

@InputType({ description: "A customer's request to return or exchange items of a delivered order, within the return window" })
export class RequestReturnInput {
  @Field(() => ID, { description: "One of the customer's delivered orders" })
  orderId: string;

  @Field(() => ReturnKind, { description: "Return for money back or exchange for another size or colour" })
  @IsEnum(ReturnKind, { message: "Kind must be RETURN or EXCHANGE" })
  kind: ReturnKind;

  @Field({ description: "Why, at most 1000 characters" })
  @MaxLength(1000, { message: "Reason must be at most 1000 characters" })
  reason: string;

  @Field(() => [ReturnLineInput], { description: "The order lines and quantities to send back, at most 50" })
  @ValidateNested({ each: true })
  @ArrayMaxSize(50, { message: "Too many lines" })
  lines: ReturnLineInput[];

  @Field(() => [String], {
    nullable: true,
    description: `Up to ${MAX_RETURN_PHOTOS} photos: the urls POST /api/returns/photos answered to this account`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_RETURN_PHOTOS, { message: `At most ${MAX_RETURN_PHOTOS} photos` })
  photos?: string[] | null;
}

@InputType({ description: "How a COD order's refund for a return was sent by hand" })
export class ManualReturnRefundInput {
  @Field(() => RefundMethod, { description: "MANUAL_UPI or MANUAL_BANK" })
  @IsEnum(RefundMethod, { message: "Method must be MANUAL_UPI or MANUAL_BANK" })
  method: RefundMethod;

  @Field({ description: "The UPI or bank transfer's reference, at most 100 characters" })
  @MaxLength(100, { message: "Reference must be at most 100 characters" })
  reference: string;
}

@InputType({ description: "Admin: the returned parcel arrived" })
export class ReceiveReturnInput {
  @Field({ description: "Whether the items go back on sale (false for damaged ones)" })
  restock: boolean;

  @Field(() => ManualReturnRefundInput, {
    nullable: true,
    description: "For a cash-on-delivery order's return: the refund you sent by hand",
  })
  @IsOptional()
  @ValidateNested()
  manualRefund?: ManualReturnRefundInput | null;
}
