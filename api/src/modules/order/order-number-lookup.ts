import type { RequestContext } from "../../common/context";

/**
 * The number an order is quoted by (BZ-10234), for a record that names its order by id (a payment,
 * a payout line, a COD remittance); null without an order. Loaded in one batch per request.
 */
export async function orderNumberOf(orderId: string | null, ctx: RequestContext): Promise<string | null> {
  return orderId ? ((await ctx.loaders.orderById.load(orderId))?.number ?? null) : null;
}
