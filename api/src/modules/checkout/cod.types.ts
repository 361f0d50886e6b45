import { Field, ID, Int, ObjectType } from "type-graphql";
import { Money } from "../../vocabulary/money";
import { User } from "../auth/user.entity";
import { Connected } from "../../common/pagination";

@ObjectType({ description: "Whether the customer's bag can be paid on delivery, and if not why (the checkout offers UPI instead)" })
export class CodAvailability {
  @Field({ description: "Whether the bag can be paid on delivery" })
  available: boolean;

  @Field(() => String, { nullable: true, description: "Why not, in the words to show" })
  reason: string | null;

  @Field(() => Money, { description: "The COD fee added as its own line when the shopper pays on delivery" })
  fee: Money;
}

@ObjectType({
  description: "A customer whose cash-on-delivery orders kept coming back: COD is off for them until an admin switches it back on",
})
export class CodSwitchedOffCustomer {
  @Field(() => ID, { description: "The customer's account id (for switchCodBackOn)" })
  userId: string;

  @Field(() => User, { description: "The customer's account (null if it was deleted)", nullable: true })
  user?: User | null;

  @Field(() => Int, { description: "COD orders refused or returned since COD was last switched on for them" })
  refusedOrders: number;
}

@ObjectType({ description: "A page of customers COD is switched off for" })
export class CodSwitchedOffCustomerConnection extends Connected(CodSwitchedOffCustomer, "CodSwitchedOffCustomer") {}
