import { type CartService } from "../cart/cart.service";
import { type CouponChecks } from "../coupon/coupon-checks";
import { type InvoiceService } from "./invoice.service";
import type { TaxAmounts } from "./tax-amounts";

/** The GST inside what a customer's bag would cost at checkout, for the "includes GST" line. */
export class BagTaxService {
  constructor(
    private readonly carts: CartService,
    private readonly coupons: CouponChecks,
    private readonly invoices: InvoiceService,
  ) {}

  /** With the coupon's discount when one is given (checked as checkout checks it); null until the seller is set. */
  async forCheckout(userId: string, shippingState: string, couponCode?: string | null): Promise<TaxAmounts | null> {
    const cart = await this.carts.getCart({ userId });
    const totals = couponCode?.trim() ? (await this.coupons.check(userId, couponCode)).totals : cart.totals;
    return this.invoices.estimate(cart.lines, totals, shippingState);
  }
}
