import { IsOptional, Matches, MaxLength } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";
import { ShippingInfoInput } from "../checkout/shipping-info";

/** A saved address: the checkout's address fields and their rules (SPEC §5), with a label. */
@InputType({ description: "An address of the address book" })
export class AddressInput extends ShippingInfoInput {
  @Field({ description: "Home, Office, ... (at most 40 characters)" })
  @MaxLength(40, { message: "Label must be at most 40 characters" })
  @Matches(/\S/, { message: "Label is required" })
  label: string;

  @Field(() => Boolean, {
    nullable: true,
    description: "Make this the address checkout picks first. The first address is the default anyway.",
  })
  @IsOptional()
  isDefault?: boolean | null;
}

@ObjectType({ description: "A state or union territory of India" })
export class IndianStateOption {
  @Field({ description: "The GST state code, e.g. 29 for Karnataka" })
  code: string;

  @Field({ description: "Its name as addresses spell it, e.g. Karnataka" })
  name: string;
}

@ObjectType({ description: "Where a pincode is, from India Post's directory" })
export class PincodePlace {
  @Field({ description: "The pincode asked about, trimmed" })
  postalCode: string;

  @Field({ description: "The district the pincode's post offices belong to, which is what shoppers call their city" })
  city: string;

  @Field({ description: "A state or union territory, spelt as indianStates spells it" })
  state: string;
}
