import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Rules the storefront's policy pages state, served so no page hard-codes them" })
export class ShopPolicies {
  @Field(() => Int, { description: "Days after delivery in which a return or exchange may be asked for" })
  returnWindowDays: number;
}
