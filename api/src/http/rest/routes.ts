import { authRoutes } from "../../modules/auth/auth.routes";
import { cartRoutes } from "../../modules/cart/cart.routes";
import { categoryRoutes } from "../../modules/category/category.routes";
import { productRoutes } from "../../modules/product/product.routes";
import { reviewRoutes } from "../../modules/review/review.routes";
import { checkoutRoutes } from "../../modules/checkout/checkout.routes";
import { contentRoutes } from "../../modules/content/content.routes";
import { couponRoutes } from "../../modules/coupon/coupon.routes";
import { orderRoutes } from "../../modules/order/order.routes";
import { taxRoutes } from "../../modules/tax/tax.routes";
import { refundRoutes } from "../../modules/payment/refund.routes";
import { fulfilmentRoutes } from "../../modules/fulfilment/fulfilment.routes";
import { payoutRoutes } from "../../modules/payout/payout.routes";
import { auditRoutes } from "../../modules/audit/audit.routes";
import type { RestRoute } from "../../common/rest/route";

/** Every REST route of the shim; a domain's routes are listed here once. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...taxRoutes,
  ...refundRoutes,
  ...fulfilmentRoutes,
  ...payoutRoutes,
  ...couponRoutes,
  ...contentRoutes,
  ...productRoutes,
  ...reviewRoutes,
  ...categoryRoutes,
  ...auditRoutes,
];
