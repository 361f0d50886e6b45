import { DataSource, EntityManager, Repository } from "typeorm";
import { Viewer, isAdmin } from "../../common/auth/viewer";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { formatRupees, rupeesToPaise } from "../../common/money";
import { isUuid } from "../../common/uuid";
import { isUniqueViolation } from "../../database/postgres-errors";
import { AuthService } from "../auth/auth.service";
import { CartService } from "../cart/cart.service";
import type { PricedCart } from "../cart/cart.types";
import { PriceBreakdown } from "../cart/price-breakdown";
import { PricedLine, priceBag } from "../cart/pricing";
import { ProductAvailabilityService } from "../catalog/product-availability.service";
import { CouponService } from "../coupon/coupon.service";
import { OrderService, PlacedOrder } from "../order/order.service";
import { Checkout, CheckoutStatus } from "./checkout.entity";
import { PaymentProvider, VerifiedPayment } from "./payment/payment-provider";
import { PaymentMethod, PaymentStatus } from "./payment-method";
import { ShippingInfo } from "./shipping-info";

/** How long a UPI checkout holds its stock while the shopper pays. */
export const UPI_PAYMENT_WINDOW_MS = 15 * 60 * 1000;

export interface CheckoutRequest {
  shippingInfo: ShippingInfo;
  paymentMethod: PaymentMethod;
  couponCode?: string | null;
  /** The total the shopper was shown, in rupees: the order is placed only if it is still right. */
  expectedTotal: number | string;
  /** The same key again (a retried request) gives the same checkout instead of a second one. */
  idempotencyKey?: string | null;
  /** The lines the shopper saw (REST clients send them): the order is placed only if the bag still holds exactly these. */
  expectedLines?: SeenLine[] | null;
}

/** A bag line as a client last saw it. */
export interface SeenLine {
  productId: string;
  size?: string | null;
  color?: string | null;
  quantity: number;
}

/** How a provider's confirmation ended. */
export interface PaymentResult {
  outcome: "paid" | "failed";
  checkout: Checkout;
}

/**
 * Checkout: turns the customer's bag into a priced checkout with its stock taken, collects the
 * payment through the provider, and places the order. Every price comes from the catalog; the
 * client only says which total it expects to pay.
 */
export class CheckoutService {
  private readonly checkouts: Repository<Checkout>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly carts: CartService,
    private readonly coupons: CouponService,
    private readonly products: ProductAvailabilityService,
    private readonly orders: OrderService,
    private readonly provider: PaymentProvider,
  ) {
    this.checkouts = dataSource.getRepository(Checkout);
  }

  /**
   * Prices the bag, re-validates the coupon, compares the total with what the shopper expects,
   * and takes the stock, all in one transaction: any refusal leaves nothing taken. COD places
   * the order at once; UPI waits for the provider for 15 minutes.
   */
  async createCheckout(userId: string, request: CheckoutRequest): Promise<Checkout> {
    const expectedPaise = expectedTotalPaise(request.expectedTotal);
    const key = request.idempotencyKey?.trim() || null;
    // Read before the transaction: a transaction must never wait for a second pooled connection.
    const customer = await this.auth.getUser(userId);
    // Checking out again abandons the customer's earlier unpaid UPI checkout (not a retry of this
    // one). In its own transaction, so the main one locks stock rows in a single id-ordered pass.
    await this.dataSource.transaction((tx) => this.releaseUnpaidCheckouts(tx, { userId, exceptKey: key }));

    let created: { checkout: Checkout; placed: PlacedOrder | null; replayed: boolean };
    try {
      created = await this.dataSource.transaction(async (tx) => {
        const cart = await this.carts.lockForCheckout(tx, userId);
        // Checkouts of one customer queue on their bag, so a retry with the same key sees the first.
        const earlier = key ? await this.findByKey(tx, userId, key) : null;
        if (earlier) return { checkout: earlier, placed: null, replayed: true };

        const { totals, coupon } = await this.priceForCheckout(tx, cart, request.couponCode, expectedPaise);
        if (request.expectedLines) assertBagHolds(cart, request.expectedLines);
        const cod = request.paymentMethod === PaymentMethod.COD;
        const checkout = tx.getRepository(Checkout).create({
          userId,
          customerEmail: customer.email,
          status: cod ? CheckoutStatus.COMPLETED : CheckoutStatus.AWAITING_PAYMENT,
          paymentMethod: request.paymentMethod,
          paymentStatus: PaymentStatus.UNPAID,
          paymentProvider: cod ? null : this.provider.name,
          lines: cart.lines.map(snapshot),
          shippingInfo: trimmedAddress(request.shippingInfo),
          totals: PriceBreakdown.of(totals),
          couponCode: coupon?.code ?? null,
          idempotencyKey: key,
          expiresAt: cod ? null : new Date(Date.now() + UPI_PAYMENT_WINDOW_MS),
        });
        await tx.getRepository(Checkout).insert(checkout);
        const placed = cod ? await this.placeOrder(tx, checkout) : null;
        // Product rows last (the order's sales count, then the stock): a popular product's row
        // stays locked for these two statements and the commit, not the whole checkout.
        await this.products.takeStock(tx, checkout.lines);
        return { checkout, placed, replayed: false };
      });
    } catch (err) {
      // Two requests with one key raced for a bag that did not exist yet: the unique key decides.
      const twin = key && isUniqueViolation(err) ? await this.findByKey(this.dataSource.manager, userId, key) : null;
      if (twin) return this.present(twin);
      throw err;
    }
    if (created.replayed) return this.present(created.checkout);
    return this.present(created.checkout, created.placed?.order.id);
  }

  /** A checkout for its customer or an admin; to anyone else it does not exist. */
  async getCheckout(viewer: Viewer, id: string): Promise<Checkout> {
    await this.expireStaleCheckouts(id);
    return this.present(await this.ownCheckout(viewer, id));
  }

  /**
   * The checkout with its order once the payment is confirmed (COD: at once). Idempotent: the
   * order is placed exactly once, when the provider's verified confirmation arrives, so
   * finalizing again (or concurrently) gives the same single order. An unpaid, failed or expired
   * checkout is refused: a client cannot make a checkout paid by saying so.
   */
  async finalizeCheckout(viewer: Viewer, id: string): Promise<Checkout> {
    await this.ownCheckout(viewer, id);
    await this.expireStaleCheckouts(id);
    const checkout = await this.checkouts.findOneByOrFail({ id });
    if (checkout.status !== CheckoutStatus.COMPLETED) throw notPayable(checkout);
    return this.present(checkout);
  }

  /**
   * Applies a confirmation from the payment provider, after the provider has verified it came
   * from them. Paid: the checkout is marked paid and its order placed in one transaction. Failed,
   * or paid too late (the checkout expired first): the checkout fails and its stock goes back.
   * Repeating a confirmation changes nothing.
   */
  async confirmPayment(fields: Record<string, unknown>): Promise<PaymentResult> {
    const payment = this.provider.verifyConfirmation(fields);
    if (!isUuid(payment.checkoutId)) throw new NotFoundError("Checkout");
    await this.expireStaleCheckouts(payment.checkoutId);
    await this.dataSource.transaction(async (tx) => {
      const checkout = await lockCheckout(tx, payment.checkoutId);
      if (checkout.status !== CheckoutStatus.AWAITING_PAYMENT) return null;
      const tooLate = checkout.expiresAt !== null && checkout.expiresAt.getTime() <= Date.now();
      if (payment.outcome === "failed" || tooLate) {
        await this.releaseUnpaidCheckouts(tx, { checkoutId: checkout.id }, tooLate ? CheckoutStatus.EXPIRED : CheckoutStatus.FAILED);
        return null;
      }
      assertAmount(checkout, payment);
      const paid = { paymentStatus: PaymentStatus.PAID, paymentReference: payment.reference, paidAt: new Date() };
      await tx.getRepository(Checkout).update(checkout.id, paid);
      return this.placeOrder(tx, Object.assign(checkout, paid));
    });
    const checkout = await this.present(await this.checkouts.findOneByOrFail({ id: payment.checkoutId }));
    return { outcome: checkout.paymentStatus === PaymentStatus.PAID ? "paid" : "failed", checkout };
  }

  /** A checkout by id for the payment provider's pages, which prove access by their own token. */
  async checkoutForPayment(id: string): Promise<Checkout> {
    await this.expireStaleCheckouts(id);
    const checkout = isUuid(id) ? await this.checkouts.findOneBy({ id }) : null;
    if (!checkout) throw new NotFoundError("Checkout");
    return this.present(checkout);
  }

  /**
   * Gives up unpaid UPI checkouts whose 15 minutes are over (all of them, or one) and puts their
   * stock back. A scheduled job runs this every minute (housekeeping.ts); paying, finalizing and reading a checkout
   * run it for that checkout first, so an expired checkout is never paid even between sweeps.
   */
  async expireStaleCheckouts(checkoutId?: string): Promise<number> {
    if (checkoutId !== undefined && !isUuid(checkoutId)) return 0;
    return this.dataSource.transaction((tx) => this.releaseUnpaidCheckouts(tx, { stale: true, checkoutId }, CheckoutStatus.EXPIRED));
  }

  /**
   * The bag's totals from the catalog's prices now and the coupon (checked again, not trusted
   * from checkCoupon), refused unless every line can be bought and the total is the one the
   * shopper saw.
   */
  private async priceForCheckout(tx: EntityManager, cart: PricedCart, couponCode: string | null | undefined, expectedPaise: number) {
    if (cart.lines.length === 0) throw new ConflictError("Your shopping bag is empty!");
    const unavailable = cart.lines.find((l) => l.problem);
    if (unavailable) throw new ConflictError(`${unavailable.name}: ${unavailable.problem}`);
    const coupon = couponCode?.trim() ? await this.coupons.redeemable(couponCode, "couponCode", tx) : null;
    const totals = priceBag(cart.lines, coupon ? (subtotal) => coupon.discountOn(subtotal) : undefined);
    if (totals.totalPaise !== expectedPaise) {
      throw new ConflictError(
        `Prices have changed since you last saw your bag: the total is now ${formatRupees(totals.totalPaise)}, not ${formatRupees(expectedPaise)}. Please review your order and place it again.`,
      );
    }
    return { totals, coupon };
  }

  /**
   * Moves unpaid UPI checkouts to FAILED or EXPIRED and gives their stock back. The status change
   * is conditional (`WHERE status = 'awaiting_payment'`), so each checkout's stock returns once
   * however many sweeps, payments and retries race for it.
   */
  private async releaseUnpaidCheckouts(
    tx: EntityManager,
    which: { userId?: string; exceptKey?: string | null; checkoutId?: string; stale?: boolean },
    to: CheckoutStatus.FAILED | CheckoutStatus.EXPIRED = CheckoutStatus.EXPIRED,
  ): Promise<number> {
    const [released] = await tx.query(
      `UPDATE checkouts SET status = $1, updated_at = now()
        WHERE id IN (
          SELECT id FROM checkouts
           WHERE status = 'awaiting_payment'
             AND ($2::uuid IS NULL OR user_id = $2)
             AND ($3::text IS NULL OR idempotency_key IS DISTINCT FROM $3)
             AND ($4::uuid IS NULL OR id = $4)
             AND (NOT $5 OR expires_at <= now())
           ORDER BY id
           FOR UPDATE SKIP LOCKED)
        RETURNING lines`,
      [to, which.userId ?? null, which.exceptKey ?? null, which.checkoutId ?? null, Boolean(which.stale)],
    );
    const lines = (released as { lines: PricedLine[] }[]).flatMap((r) => r.lines);
    await this.products.giveBackStock(tx, lines);
    return released.length;
  }

  /**
   * Completes a locked checkout that is paid (or COD): empties the bag and places the order,
   * whose sales count is the last statement (the product rows are locked from there on).
   */
  private async placeOrder(tx: EntityManager, checkout: Checkout): Promise<PlacedOrder> {
    if (checkout.status !== CheckoutStatus.COMPLETED) {
      await tx.getRepository(Checkout).update(checkout.id, { status: CheckoutStatus.COMPLETED });
    }
    await this.carts.emptyAfterOrder(tx, checkout.userId);
    return this.orders.placeOrder(tx, {
      userId: checkout.userId,
      customerEmail: checkout.customerEmail,
      checkoutId: checkout.id,
      paymentMethod: checkout.paymentMethod,
      paymentStatus: checkout.paymentStatus,
      paidAt: checkout.paidAt,
      totals: checkout.totals,
      couponCode: checkout.couponCode,
      shippingInfo: checkout.shippingInfo,
      lines: checkout.lines,
    });
  }

  private async ownCheckout(viewer: Viewer, id: string): Promise<Checkout> {
    const checkout = isUuid(id) ? await this.checkouts.findOneBy({ id }) : null;
    if (!checkout || (checkout.userId !== viewer.userId && !isAdmin(viewer))) throw new NotFoundError("Checkout");
    return checkout;
  }

  private findByKey(tx: EntityManager, userId: string, idempotencyKey: string): Promise<Checkout | null> {
    return tx.getRepository(Checkout).findOneBy({ userId, idempotencyKey });
  }

  /** Adds what a client needs next: the payment page while unpaid, the order once placed. */
  private async present(checkout: Checkout, orderId?: string): Promise<Checkout> {
    if (checkout.status === CheckoutStatus.AWAITING_PAYMENT) {
      checkout.paymentUrl = this.provider.paymentUrl({ checkoutId: checkout.id, amountPaise: checkout.totals.totalPaise });
    }
    if (checkout.status === CheckoutStatus.COMPLETED) {
      checkout.orderId = orderId ?? (await this.orders.findByCheckoutId(checkout.id))?.id ?? null;
    }
    return checkout;
  }
}

async function lockCheckout(tx: EntityManager, id: string): Promise<Checkout> {
  const checkout = await tx.getRepository(Checkout).findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
  if (!checkout) throw new NotFoundError("Checkout");
  return checkout;
}

function notPayable(checkout: Checkout): ConflictError {
  switch (checkout.status) {
    case CheckoutStatus.AWAITING_PAYMENT:
      return new ConflictError("This checkout has not been paid yet");
    case CheckoutStatus.EXPIRED:
      return new ConflictError("This checkout expired before it was paid. Please place your order again.");
    default:
      return new ConflictError("The payment for this checkout failed. Please try again or use a different payment method.");
  }
}

/** Refuses a checkout whose bag is not what the shopper last saw (another tab changed it, say). */
function assertBagHolds(cart: PricedCart, seen: SeenLine[]): void {
  const key = (l: { productId: string; size?: string | null; color?: string | null }) =>
    [l.productId, l.size ?? "", l.color ?? ""].map((part) => part.trim().toLowerCase()).join("|");
  const quantities = (lines: SeenLine[]) => {
    const sums = new Map<string, number>();
    for (const l of lines) sums.set(key(l), (sums.get(key(l)) ?? 0) + l.quantity);
    return sums;
  };
  const inBag = quantities(cart.lines);
  const shown = quantities(seen);
  const same = inBag.size === shown.size && [...inBag].every(([k, quantity]) => shown.get(k) === quantity);
  if (!same) throw new ConflictError("Your bag has changed since you last saw it. Please review it and place your order again.");
}

function assertAmount(checkout: Checkout, payment: VerifiedPayment): void {
  if (payment.amountPaise !== checkout.totals.totalPaise) {
    throw ValidationError.field("amountPaise", "The payment amount does not match the checkout total");
  }
}

function expectedTotalPaise(expectedTotal: number | string): number {
  try {
    const paise = rupeesToPaise(expectedTotal);
    if (paise >= 0) return paise;
  } catch {
    // reported below
  }
  throw ValidationError.field("expectedTotal", "Expected total must be an amount in rupees with at most two decimals");
}

/** What a checkout keeps of a bag line: the line's price now, without the live product. */
function snapshot(line: PricedLine): PricedLine {
  const { productId, name, image, unitPricePaise, quantity, size, color, giftWrap } = line;
  return { productId, name, image, unitPricePaise, quantity, size, color, giftWrap };
}

function trimmedAddress(a: ShippingInfo): ShippingInfo {
  return Object.assign(new ShippingInfo(), {
    firstName: a.firstName.trim(),
    lastName: a.lastName.trim(),
    address: a.address.trim(),
    city: a.city.trim(),
    state: a.state.trim(),
    postalCode: a.postalCode.trim(),
    phoneNo: a.phoneNo.trim(),
  });
}
