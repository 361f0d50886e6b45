import type { Refusal } from "../../common/errors";
import type { PriceRules } from "./pricing";
import type { EntityManager } from "typeorm";
import type { PricedCartLine } from "./cart.types";
import type { BagAmounts } from "./pricing";

/**
 * How a bag's coupon is judged, in the bag's words: the coupon domain's rules, handed to the bag
 * when it is built (shop/services.ts). The coupon domain sits above the bag and reads it; the bag
 * imports nothing of it. `judge` throws for a code that names no coupon; a coupon that exists but
 * does not work on this bag is a refusal.
 */
export interface BagCouponJudge {
  judge(
    code: string,
    lines: PricedCartLine[],
    userId: string | null,
    rules: PriceRules,
    tx: EntityManager,
  ): Promise<{ totals: BagAmounts; refusal: null } | { totals: null; refusal: Refusal }>;
}
