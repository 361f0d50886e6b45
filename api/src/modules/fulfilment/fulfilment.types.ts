import { IsEnum, IsOptional, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { Courier } from "./couriers";

@InputType({ description: "How an order ships: both may be left empty for a hand delivery" })
export class ShipmentInput {
  @Field(() => Courier, { description: "Who carries it; null or absent for a hand delivery", nullable: true })
  @IsOptional()
  @IsEnum(Courier, { message: "Courier must be one of Delhivery, Blue Dart, DTDC, India Post, Ekart, Xpressbees or Other" })
  courier?: Courier | null;

  @Field(() => String, { nullable: true, description: "The AWB or tracking number (4 to 40 letters, digits or dashes)" })
  @IsOptional()
  @MaxLength(40, { message: "Tracking number must be 4 to 40 letters, digits or dashes" })
  trackingNumber?: string | null;
}
