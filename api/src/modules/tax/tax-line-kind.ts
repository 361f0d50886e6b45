import { registerEnumType } from "type-graphql";

/** What an invoice line is for. */
export enum TaxLineKind {
  GOODS = "goods",
  GIFT_WRAP = "gift_wrap",
  DELIVERY = "delivery",
  COD_FEE = "cod_fee",
}
registerEnumType(TaxLineKind, {
  name: "TaxLineKind",
  description: "What an invoice line is for",
  valuesConfig: {
    GOODS: { description: "A product bought" },
    GIFT_WRAP: { description: "Gift wrap of a line" },
    DELIVERY: { description: "The delivery charge" },
    COD_FEE: { description: "The cash-on-delivery fee" },
  },
});
