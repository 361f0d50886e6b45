import { registerEnumType } from "type-graphql";

export enum PaymentMethod {
  UPI = "upi",
  COD = "cod",
}
registerEnumType(PaymentMethod, { name: "PaymentMethod", description: "UPI through the payment provider, or cash on delivery" });
