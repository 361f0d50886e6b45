import { registerEnumType } from "type-graphql";

export enum PaymentMethod {
  UPI = "upi",
  COD = "cod",
}
registerEnumType(PaymentMethod, {
  name: "PaymentMethod",
  description: "UPI through the payment provider, or cash on delivery",
  valuesConfig: {
    UPI: { description: "Paid by UPI through the payment provider before the order is placed" },
    COD: { description: "Cash on delivery: paid to the courier; the shop's COD fee applies" },
  },
});
