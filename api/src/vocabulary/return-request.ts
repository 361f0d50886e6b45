import { registerEnumType } from "type-graphql";

export enum ReturnKind {
  RETURN = "return",
  EXCHANGE = "exchange",
}
registerEnumType(ReturnKind, {
  name: "ReturnKind",
  description: "RETURN (money back) or EXCHANGE (another size or colour of the same product)",
  valuesConfig: {
    RETURN: { description: "The items go back for money back" },
    EXCHANGE: { description: "The items go back for another size or colour of the same product" },
  },
});

export enum ReturnStatus {
  REQUESTED = "requested",
  APPROVED = "approved",
  REJECTED = "rejected",
  RECEIVED = "received",
}
registerEnumType(ReturnStatus, {
  name: "ReturnStatus",
  description:
    "REQUESTED by the customer -> APPROVED (an exchange's stock is reserved) or REJECTED (with a message) -> RECEIVED (stock back, refund or replacement sent)",
  valuesConfig: {
    REQUESTED: { description: "Asked by the customer, waiting for an admin's decision" },
    APPROVED: { description: "Approved: the customer sends the parcel back (an exchange's new stock is reserved)" },
    REJECTED: { description: "Rejected, with a message to the customer" },
    RECEIVED: { description: "The parcel came back: stock back when restockable, the refund made or a replacement order placed" },
  },
});
