import { IsOptional, Matches, MaxLength } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";
import { KeptUnlessSent } from "../../common/partial-update";
import { ShippingInfoInput } from "../../vocabulary/shipping-info";

/** A saved address: the checkout's address fields and their rules, with a label. */
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

/**
 * The fields of a saved address to change. Each says only whether it was sent; the address they
 * leave is then checked whole by AddressInput's rules, with their messages and field names.
 */
@InputType({ description: "The fields of a saved address to change (each as in AddressInput); a field left out keeps its value" })
export class UpdateAddressInput {
  @Field(() => String, { nullable: true, description: "Home, Office, ... (at most 40 characters); left out: unchanged" })
  @KeptUnlessSent("Label is required")
  label?: string | null;

  @Field(() => String, { nullable: true, description: "The recipient's first name; left out: unchanged" })
  @KeptUnlessSent("First name is required")
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: "The recipient's last name; left out: unchanged" })
  @KeptUnlessSent("Last name is required")
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: "Street address; left out: unchanged" })
  @KeptUnlessSent("Address is required")
  address?: string | null;

  @Field(() => String, { nullable: true, description: "City; left out: unchanged" })
  @KeptUnlessSent("City is required")
  city?: string | null;

  @Field(() => String, { nullable: true, description: "State; left out: unchanged" })
  @KeptUnlessSent("State is required")
  state?: string | null;

  @Field(() => String, { nullable: true, description: "The 6-digit pincode; left out: unchanged" })
  @KeptUnlessSent("Postal Code is required")
  postalCode?: string | null;

  @Field(() => String, { nullable: true, description: "The recipient's phone number, 10 digits; left out: unchanged" })
  @KeptUnlessSent("Phone number is required")
  phoneNo?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true makes it the default; left out: unchanged" })
  @KeptUnlessSent("Whether it is the default is required")
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
