import { ArrayMaxSize, ArrayMinSize, IsInt, Max, Min, MaxLength } from "class-validator";
import { GraphQLSafeInt } from "graphql-scalars";
import { Field, ID, InputType, ObjectType } from "type-graphql";
import { Money, MAX_AMOUNT_PAISE } from "../../vocabulary/money";
import { Connected } from "../../common/pagination";
import { Required } from "../../common/validation";
import { CodRemittance } from "./cod-remittance.entity";

/** How many orders one remittance may name: a courier's statement for a day or a week. */
const MAX_REMITTANCE_ORDERS = 500;

@InputType({ description: "Admin: cash a courier paid to the shop, and the delivered COD orders it covers" })
export class CodRemittanceInput {
  @Field({ description: "The courier that paid, at most 100 characters" })
  @MaxLength(100, { message: "Courier must be at most 100 characters" })
  @Required("Please give the courier that paid")
  courier: string;

  @Field({ description: "The Indian date the money reached the bank, YYYY-MM-DD; not in the future" })
  receivedOn: string;

  @Field({ description: "The bank reference (UTR) of the transfer, at most 100 characters" })
  @MaxLength(100, { message: "Reference must be at most 100 characters" })
  @Required("Please give the bank reference (UTR) of the transfer")
  reference: string;

  @Field(() => GraphQLSafeInt, {
    description: "What the courier paid, in paise; may differ from what the orders came to (the difference is kept)",
  })
  @IsInt({ message: "Amount must be a whole number of paise" })
  @Min(1, { message: "Amount must be at least 1 paisa" })
  @Max(MAX_AMOUNT_PAISE, { message: "Amount is too large" })
  amountPaise: number;

  @Field(() => [ID], { description: `The delivered COD orders it covers, 1 to ${MAX_REMITTANCE_ORDERS}, none already in a remittance` })
  @ArrayMinSize(1, { message: "Please name the orders the remittance covers" })
  @ArrayMaxSize(MAX_REMITTANCE_ORDERS, { message: `A remittance covers at most ${MAX_REMITTANCE_ORDERS} orders` })
  orderIds: string[];
}

@ObjectType({ description: "A page of COD remittances" })
export class CodRemittanceConnection extends Connected(CodRemittance, "CodRemittance") {}

@ObjectType({ description: "A delivered cash-on-delivery order no remittance covers yet (admins)" })
export class UnremittedCodOrder {
  @Field(() => ID, { description: "The order" })
  orderId: string;

  @Field(() => Money, { description: "What it came to, collected at the door" })
  amount: Money;

  @Field({ description: "When it was delivered" })
  deliveredAt: Date;

  @Field(() => String, {
    nullable: true,
    description: "The courier that carried it (and collected the cash), as shoppers know it; null when none was given",
  })
  courierName: string | null;
}

@ObjectType({ description: "A page of delivered COD orders not yet remitted" })
export class UnremittedCodOrderConnection extends Connected(UnremittedCodOrder, "UnremittedCodOrder") {}
