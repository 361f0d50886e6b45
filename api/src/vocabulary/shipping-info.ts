import { Matches, MaxLength } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";
import { Column } from "typeorm";

/** Where an order goes, kept with the checkout and the order (embedded as shipping_* columns). */
@ObjectType({ description: "The delivery address of a checkout or order" })
export class ShippingInfo {
  @Field({ description: "The recipient's first name" })
  @Column()
  firstName: string;

  @Field({ description: "The recipient's last name" })
  @Column()
  lastName: string;

  @Field({ description: "Street address" })
  @Column()
  address: string;

  @Field({ description: "City" })
  @Column()
  city: string;

  @Field({ description: "State" })
  @Column()
  state: string;

  @Field({ description: "The 6-digit pincode" })
  @Column()
  postalCode: string;

  @Field({ description: "10 digits" })
  @Column()
  phoneNo: string;
}

// The address form's rules and messages. The "required" check sits nearest the property
// because class-validator reports the bottom decorator's failure first; /\S/ also refuses blanks.
@InputType({ description: "The address step of checkout" })
export class ShippingInfoInput {
  @Field({ description: "The recipient's first name, at most 100 characters" })
  @MaxLength(100, { message: "First name must be at most 100 characters" })
  @Matches(/\S/, { message: "First name is required" })
  firstName: string;

  @Field({ description: "The recipient's last name, at most 100 characters" })
  @MaxLength(100, { message: "Last name must be at most 100 characters" })
  @Matches(/\S/, { message: "Last name is required" })
  lastName: string;

  @Field({ description: "Street address, at most 300 characters" })
  @MaxLength(300, { message: "Address must be at most 300 characters" })
  @Matches(/\S/, { message: "Address is required" })
  address: string;

  @Field({ description: "City, at most 100 characters" })
  @MaxLength(100, { message: "City must be at most 100 characters" })
  @Matches(/\S/, { message: "City is required" })
  city: string;

  @Field({ description: "State, at most 100 characters; decides CGST + SGST against IGST" })
  @MaxLength(100, { message: "State must be at most 100 characters" })
  @Matches(/\S/, { message: "State is required" })
  state: string;

  @Field({ description: "The 6-digit pincode" })
  @Matches(/^\s*\d{6}\s*$/, { message: "Postal Code must be 6 digits" })
  @Matches(/\S/, { message: "Postal Code is required" })
  postalCode: string;

  @Field({ description: "The recipient's phone number, 10 digits" })
  @Matches(/^\s*\d{10}\s*$/, { message: "Phone number must be 10 digits" })
  @Matches(/\S/, { message: "Phone number is required" })
  phoneNo: string;
}
