import { Field, Int, ObjectType } from "type-graphql";
import { Column } from "typeorm";
import { Money, toMoney } from "../../vocabulary/money";

/**
 * What the shop promises every shopper: where it ships, what delivery and gift wrap cost, how soon
 * an order leaves and arrives, and how long returns stay open. The server prices with these and
 * every text that states them (top bar, product page, bag, checkout, FAQ, policy pages, emails)
 * reads them, so the shop never says two things.
 */
@ObjectType({
  description: "The rules the shop states to shoppers and prices with: shipping area, fees, dispatch, delivery estimate, return window",
})
export class ShopPolicies {
  @Field({ description: "Where the shop delivers, as the texts name it (e.g. India)" })
  @Column({ default: "India" })
  shippingArea: string;

  @Column({ type: "integer", default: 50_00 })
  deliveryFeePaise: number;

  @Column({ type: "integer", default: 1_000_00 })
  freeDeliveryAbovePaise: number;

  @Column({ type: "integer", default: 35_00 })
  giftWrapFeePaise: number;

  @Field(() => Int, { description: "Business days in which an order is dispatched (1: the next business day at the latest)" })
  @Column({ type: "smallint", default: 1 })
  dispatchDays: number;

  @Field(() => Int, {
    description: "Fewest business days from dispatch to delivery, where the shop has no delivery rules (they decide otherwise)",
  })
  @Column({ type: "smallint", default: 3 })
  deliveryDaysFrom: number;

  @Field(() => Int, {
    description: "Most business days from dispatch to delivery, where the shop has no delivery rules (they decide otherwise)",
  })
  @Column({ type: "smallint", default: 7 })
  deliveryDaysTo: number;

  @Field(() => [String], {
    description: "Days (YYYY-MM-DD, India) couriers do not deliver on besides Sundays: delivery dates skip them, as they skip Sundays",
  })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  holidays: string[];

  @Field(() => Int, { description: "Days after delivery in which a return or exchange may be asked for" })
  @Column({ type: "smallint", default: 7 })
  returnWindowDays: number;

  @Field(() => Money, { description: "Delivery charge of a bag at or below the free-delivery threshold" })
  get deliveryFee(): Money {
    return toMoney(this.deliveryFeePaise);
  }

  @Field(() => Money, { description: "Delivery is free when the bag's subtotal is above this" })
  get freeDeliveryAbove(): Money {
    return toMoney(this.freeDeliveryAbovePaise);
  }

  @Field(() => Money, { description: "Charged for each gift-wrapped line" })
  get giftWrapFee(): Money {
    return toMoney(this.giftWrapFeePaise);
  }

  @Field({ description: 'When an order leaves, as texts say it: "within 1 business day", "the same day"' })
  get dispatchTime(): string {
    return this.dispatchDays === 0 ? "the same day" : `within ${businessDays(this.dispatchDays)}`;
  }
}

/** "1 business day", "3 business days". */
export const businessDays = (n: number) => `${n} business ${n === 1 ? "day" : "days"}`;
