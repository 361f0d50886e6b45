import { registerEnumType } from "type-graphql";

/** What an invoice line is for. */
export enum TaxLineKind {
  GOODS = "goods",
  GIFT_WRAP = "gift_wrap",
  DELIVERY = "delivery",
  COD_FEE = "cod_fee",
}
registerEnumType(TaxLineKind, { name: "TaxLineKind" });
