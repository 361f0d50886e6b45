import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { RequestContext } from "../../common/context";
import { orderNumberOf } from "../order/order-number-lookup";
import { CodRemittanceOrder } from "./cod-remittance.entity";
import { UnremittedCodOrder } from "./cod-remittance.types";
import { PayoutLine } from "./payout-line.entity";
import { UnsettledPayment } from "./payout.types";

/** The number of a line's order, which must exist (a foreign key holds it). */
async function existingOrderNumber(orderId: string, ctx: RequestContext): Promise<string> {
  const number = await orderNumberOf(orderId, ctx);
  if (number === null) throw new Error(`Order ${orderId} is missing`);
  return number;
}

const NUMBER = { description: "The order's number, as customers and staff quote it (BZ-10234)" };

@Resolver(() => PayoutLine)
export class PayoutLineOrderNumberResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: "The number of the order paid; null for a payment the shop has no order for",
  })
  orderNumber(@Root() line: PayoutLine, @Ctx() ctx: RequestContext): Promise<string | null> {
    return orderNumberOf(line.orderId, ctx);
  }
}

@Resolver(() => UnsettledPayment)
export class UnsettledPaymentOrderNumberResolver {
  @FieldResolver(() => String, NUMBER)
  orderNumber(@Root() payment: UnsettledPayment, @Ctx() ctx: RequestContext): Promise<string> {
    return existingOrderNumber(payment.orderId, ctx);
  }
}

@Resolver(() => UnremittedCodOrder)
export class UnremittedCodOrderNumberResolver {
  @FieldResolver(() => String, NUMBER)
  orderNumber(@Root() order: UnremittedCodOrder, @Ctx() ctx: RequestContext): Promise<string> {
    return existingOrderNumber(order.orderId, ctx);
  }
}

@Resolver(() => CodRemittanceOrder)
export class CodRemittanceOrderNumberResolver {
  @FieldResolver(() => String, NUMBER)
  orderNumber(@Root() order: CodRemittanceOrder, @Ctx() ctx: RequestContext): Promise<string> {
    return existingOrderNumber(order.orderId, ctx);
  }
}
