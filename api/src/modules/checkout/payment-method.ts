import { registerEnumType } from "type-graphql";

export enum PaymentMethod {
  UPI = "upi",
  COD = "cod",
}
registerEnumType(PaymentMethod, { name: "PaymentMethod", description: "UPI through the payment provider, or cash on delivery" });

export enum PaymentStatus {
  UNPAID = "unpaid",
  PAID = "paid",
}
registerEnumType(PaymentStatus, { name: "PaymentStatus", description: "Paid once the payment provider has confirmed it; COD orders stay unpaid" });
