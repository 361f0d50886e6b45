import { Field, ObjectType } from "type-graphql";
import { Column } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";
import type { BagAmounts } from "./pricing";

/**
 * The totals of a bag, a checkout or an order. Stored as paise columns (embedded without a
 * prefix in checkouts and orders) and shown as Money.
 */
@ObjectType("PriceBreakdown", { description: "What a bag costs: total = subtotal + gift wrap + delivery - discount + COD fee" })
export class PriceBreakdown implements BagAmounts {
  @Column(PAISE_TOTAL_COLUMN)
  subtotalPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  giftWrapPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  deliveryPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  discountPaise: number;

  @Column({ ...PAISE_TOTAL_COLUMN, default: 0 })
  codFeePaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  totalPaise: number;

  @Field(() => Money, { description: "Unit prices times quantities" })
  get subtotal(): Money {
    return toMoney(this.subtotalPaise);
  }

  @Field(() => Money, { description: "The gift-wrap fee (shopPolicies) for each gift-wrapped line" })
  get giftWrap(): Money {
    return toMoney(this.giftWrapPaise);
  }

  @Field(() => Money, { description: "The delivery fee, free when the subtotal is above the threshold (shopPolicies)" })
  get delivery(): Money {
    return toMoney(this.deliveryPaise);
  }

  @Field(() => Money, { description: "What the coupon takes off" })
  get discount(): Money {
    return toMoney(this.discountPaise);
  }

  @Field(() => Money, { description: "The cash-on-delivery fee, when the shopper pays on delivery and the shop charges one" })
  get codFee(): Money {
    return toMoney(this.codFeePaise);
  }

  @Field(() => Money, { description: "What the shopper pays" })
  get total(): Money {
    return toMoney(this.totalPaise);
  }

  static of(amounts: BagAmounts): PriceBreakdown {
    return Object.assign(new PriceBreakdown(), amounts);
  }
}
