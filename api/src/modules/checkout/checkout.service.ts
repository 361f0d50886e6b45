import { type DataSource, type EntityManager, type Repository } from "typeorm";
import { type Viewer, mayDo } from "../../common/auth/viewer";
import { READS_ANY_ORDER } from "../../common/auth/permissions";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { toMoney } from "../../vocabulary/money";
import { formatRupees } from "@shop/words/money";
import { isUuid } from "../../common/uuid";
import { racePoint } from "../../common/race-points";
import { isUniqueViolation } from "../../common/postgres-errors";
import { type AuthService } from "../auth/auth.service";
import { type CartService } from "../cart/cart.service";
import type { PricedCart } from "../cart/cart.types";
import { PriceBreakdown } from "../cart/price-breakdown";
import { type PricedLine, priceBag } from "../cart/pricing";
import { lineRefusal, type ProductAvailabilityService } from "../product/product-availability.service";
import type { ServiceabilityService } from "../address/serviceability.service";
import type { Coupon } from "../coupon/coupon.entity";
import { type CouponService } from "../coupon/coupon.service";
import type { CodService } from "./cod.service";
import { type NewOrder, type OrderService, type PlacedOrder } from "../order/order.service";
import { Checkout, CheckoutStatus } from "./checkout.entity";
import type { PaymentService } from "../payment/payment.service";
import { PaymentMethod } from "../../vocabulary/payment-method";
import { PaymentStatus } from "../../vocabulary/payment-status";
import { ShippingInfo } from "../../vocabulary/shipping-info";

/** How long a UPI checkout holds its stock while the shopper pays. */
const UPI_PAYMENT_WINDOW_MS = 15 * 60 * 1000;

export interface CheckoutRequest {
  shippingInfo: ShippingInfo;
  paymentMethod: PaymentMethod;
  couponCode?: string | null;
  /** The total the shopper was shown: the order is placed only if it is still right. */
  expectedTotalPaise: number;
  /** The same key again (a retried request) gives the same checkout instead of a second one. */
  idempotencyKey?: string | null;
  /** The lines the shopper saw (REST clients send them): the order is placed only if the bag still holds exactly these. */
  expectedLines?: SeenLine[] | null;
  /** The web origin the shopper checked out from (the request's Origin header), if any. */
  origin?: string | null;
  /** The address the request came in on (RequestContext.servedOn). */
  servedOn?: string | null;
  /** Where the order's emails go when the account has no email (it signs in by phone only). */
  contactEmail?: string | null;
}

/** A bag line as a client last saw it. */
interface SeenLine {
  productId: string;
  size?: string | null;
  color?: string | null;
  quantity: number;
}

/**
 * What a captured payment did to its checkout: placed its order, found it already paid (the same
 * payment confirmed again), or found it closed (expired or given up, its stock released): that
 * money must go back.
 */
export type CaptureOutcome = "placed" | "already-paid" | "closed";

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
    private readonly payments: PaymentService,
    private readonly serviceability: ServiceabilityService,
    private readonly cod: CodService,
    /** What time it is for payment windows: the real clock, or a test's. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.checkouts = dataSource.getRepository(Checkout);
  }

  /** UPI checkouts by outcome (paid, failed, expired, awaiting), for the shop's metrics. */
  async upiPaymentsByOutcome(): Promise<Array<{ outcome: string; n: number }>> {
    return this.dataSource.query(
      `SELECT CASE WHEN payment_status = 'paid' THEN 'paid' ELSE status::text END AS outcome, count(*)::int AS n
         FROM checkouts WHERE payment_method = 'upi' GROUP BY 1`,
    );
  }

  /**
   * Prices the bag, re-validates the coupon, compares the total with what the shopper expects,
   * and takes the stock, all in one transaction: any refusal leaves nothing taken. COD places
   * the order at once; UPI waits for the provider for 15 minutes. `spendBudget` takes the caller's
   * checkout budget (429 when spent); a replay of a key already answered answers again without it,
   * so a retry is never refused for the attempts it repeats.
   */
  async createCheckout(userId: string, request: CheckoutRequest, spendBudget: () => Promise<void>): Promise<Checkout> {
    const expectedPaise = request.expectedTotalPaise;
    const key = request.idempotencyKey?.trim() || null;
    const { answeredId, unpaid } = await this.earlierCheckouts(userId, key);
    if (answeredId) return this.answer(await this.checkouts.findOneByOrFail({ id: answeredId }));
    await spendBudget();
    // Read before the transaction: a transaction must never wait for a second pooled connection.
    // An account that signs in by phone has no email: the shopper gives one for this order's updates.
    const customerEmail = (await this.auth.emailOf(userId)) ?? request.contactEmail?.trim().toLowerCase();
    if (!customerEmail) throw ValidationError.field("contactEmail", "Email is required for the order's updates");
    // Checking out again abandons the customer's earlier unpaid UPI checkout (not a retry of this
    // one). In its own transaction, so the main one locks stock rows in a single id-ordered pass;
    // only when there is one, since almost every checkout has none to give up (one read, not a
    // transaction of three statements).
    if (unpaid) {
      await this.dataSource.transaction((tx) => this.releaseUnpaidCheckouts(tx, { userId, exceptKey: key }));
    }

    let created: { checkout: Checkout; placed: PlacedOrder | null; replayed: boolean };
    try {
      created = await this.dataSource.transaction(async (tx) => {
        const cart = await this.carts.lockForCheckout(tx, userId);
        // Checkouts of one customer queue on their bag, so a retry with the same key sees the first.
        const earlier = key ? await this.findByKey(tx, userId, key) : null;
        if (earlier) return { checkout: earlier, placed: null, replayed: true };

        const cod = request.paymentMethod === PaymentMethod.COD;
        await this.serviceability.assertDeliverable(request.shippingInfo.postalCode, "shippingInfo.postalCode", tx);
        const { totals, coupon } = await this.priceForCheckout(tx, cart, request, userId, expectedPaise);
        if (request.expectedLines) assertBagHolds(cart, request.expectedLines);
        if (cod) {
          // The COD limit is on what the bag costs, not on the fee COD itself adds.
          const refusal = await this.cod.refusal(userId, totals.totalPaise - totals.codFeePaise, request.shippingInfo.postalCode, tx);
          if (refusal) throw ValidationError.field("paymentMethod", refusal, "COD_NOT_AVAILABLE");
        }
        const checkout = tx.getRepository(Checkout).create({
          userId,
          customerEmail,
          status: cod ? CheckoutStatus.COMPLETED : CheckoutStatus.AWAITING_PAYMENT,
          paymentMethod: request.paymentMethod,
          paymentStatus: PaymentStatus.UNPAID,
          lines: cart.lines.map(snapshot),
          shippingInfo: trimmedAddress(request.shippingInfo),
          totals: PriceBreakdown.of(totals),
          couponCode: coupon?.code ?? null,
          idempotencyKey: key,
          returnOrigin: this.payments.returnOrigins.returnOriginFor(request.origin, request.servedOn),
          expiresAt: cod ? null : new Date(this.clock().getTime() + UPI_PAYMENT_WINDOW_MS),
        });
        await tx.getRepository(Checkout).insert(checkout);
        // Product rows last: a popular product's row stays locked from the stock to the commit,
        // not the whole checkout. COD places the order now, which takes the stock near its end
        // (order.service.ts); UPI holds the stock for the payment window.
        const placed = cod ? await this.placeOrder(tx, checkout, { takesStock: true }) : null;
        if (!cod) await this.products.takeStock(tx, checkout.lines);
        await racePoint("checkout:stock-taken");
        // Last of all: the coupon's row is shared by everyone using it (coupon.service.ts).
        if (coupon) await this.coupons.redeem(tx, coupon, userId, checkout.id);
        return { checkout, placed, replayed: false };
      });
    } catch (err) {
      // Two requests with one key raced for a bag that did not exist yet: the unique key decides.
      const twin = key && isUniqueViolation(err) ? await this.findByKey(this.dataSource.manager, userId, key) : null;
      if (!twin) throw err;
      created = { checkout: twin, placed: null, replayed: true };
    }
    return this.answer(created.checkout, created.placed?.order.id);
  }

  /** What createCheckout answers for a checkout, made now or by an earlier attempt with its key. */
  private async answer(checkout: Checkout, orderId?: string): Promise<Checkout> {
    // A replayed checkout whose first attempt stopped before the provider answered opens it now.
    if (checkout.status === CheckoutStatus.AWAITING_PAYMENT) await this.openPayment(checkout);
    return this.present(checkout, orderId);
  }

  /**
   * Opens the provider's order for a UPI checkout whose stock is held. If the provider cannot be
   * reached the checkout is given up at once (its stock back, nothing charged) and the shopper
   * is told to try again, rather than holding stock for a payment that cannot start.
   */
  private async openPayment(checkout: Checkout): Promise<void> {
    try {
      await this.payments.open(checkout);
    } catch (err) {
      await this.dataSource.transaction((tx) => this.releaseUnpaidCheckouts(tx, { checkoutId: checkout.id }, CheckoutStatus.FAILED));
      throw err;
    }
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
   * Applies a captured payment to its checkout, inside the payment's transaction (the payment row
   * is locked first, then the checkout). An open checkout is marked paid and its order placed; one
   * that is past its 15 minutes is expired first (its stock back) and reported closed, like one
   * already expired or given up; one already paid is left as it is.
   */
  async settleCapturedPayment(tx: EntityManager, checkoutId: string, paidAt: Date): Promise<CaptureOutcome> {
    const checkout = await lockCheckout(tx, checkoutId);
    if (checkout.status === CheckoutStatus.COMPLETED) return "already-paid";
    if (checkout.status !== CheckoutStatus.AWAITING_PAYMENT) return "closed";
    if (checkout.expiresAt !== null && checkout.expiresAt <= this.clock()) {
      await this.releaseUnpaidCheckouts(tx, { checkoutId }, CheckoutStatus.EXPIRED);
      return "closed";
    }
    await racePoint("checkout:paying");
    const paid = { paymentStatus: PaymentStatus.PAID, paidAt };
    await tx.getRepository(Checkout).update(checkout.id, paid);
    await this.placeOrder(tx, Object.assign(checkout, paid), { takesStock: false });
    return "placed";
  }

  /**
   * The shopper gave up paying (closed Razorpay Checkout, or its payment failed and they chose
   * not to retry): the checkout fails and its stock goes back at once, not after 15 minutes. A
   * payment that still arrives for it is refunded. Paid or closed checkouts are left as they are.
   */
  async abandonCheckout(viewer: Viewer, id: string): Promise<Checkout> {
    await this.ownCheckout(viewer, id);
    await this.releaseFailedPayment(id);
    return this.present(await this.checkouts.findOneByOrFail({ id }));
  }

  /** Fails an unpaid checkout after its payment failed, giving its stock back (once, whoever calls). */
  async releaseFailedPayment(checkoutId: string): Promise<void> {
    await this.dataSource.transaction((tx) => this.releaseUnpaidCheckouts(tx, { checkoutId }, CheckoutStatus.FAILED));
  }

  /** Where a refund email goes for a payment that never became an order. */
  async customerEmailOf(checkoutId: string): Promise<string | null> {
    return (await this.checkouts.findOneBy({ id: checkoutId }))?.customerEmail ?? null;
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
   * The bag's totals from the catalog's prices now, the coupon (the one sent, else the bag's;
   * judged again with every rule, not trusted from the bag) and the COD fee when paying on
   * delivery, refused unless every line can be bought and the total is the one the shopper saw.
   */
  private async priceForCheckout(tx: EntityManager, cart: PricedCart, request: CheckoutRequest, userId: string, expectedPaise: number) {
    if (cart.lines.length === 0) throw new ConflictError("EMPTY_BAG", "Your shopping bag is empty!");
    const unavailable = cart.lines.find((l) => l.lineProblem);
    if (unavailable) throw lineRefusal(unavailable, unavailable.lineProblem!);
    const codFeePaise = request.paymentMethod === PaymentMethod.COD ? await this.cod.feePaise(tx) : 0;
    const code = request.couponCode?.trim() || cart.couponCode;
    let coupon: Coupon | null = null;
    let totals = priceBag(cart.lines, cart.rules, undefined, { codFeePaise });
    if (code) {
      ({ coupon, totals } = await this.coupons.applyToBag(
        code,
        "couponCode",
        cart.lines,
        { userId, paymentMethod: request.paymentMethod, codFeePaise, rules: cart.rules },
        tx,
      ));
    }
    if (totals.totalPaise !== expectedPaise) {
      throw new ConflictError(
        "PRICES_CHANGED",
        `Prices have changed since you last saw your bag: the total is now ${formatRupees(totals.totalPaise)}, not ${formatRupees(expectedPaise)}. Please review your order and place it again.`,
        { total: toMoney(totals.totalPaise), expectedTotal: toMoney(expectedPaise) },
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
             AND (NOT $5 OR expires_at <= $6)
           ORDER BY id
           FOR UPDATE SKIP LOCKED)
        RETURNING id, lines`,
      [to, which.userId ?? null, which.exceptKey ?? null, which.checkoutId ?? null, Boolean(which.stale), this.clock()],
    );
    if (released.length > 0) await racePoint("checkout:releasing");
    const lines = (released as { lines: PricedLine[] }[]).flatMap((r) => r.lines);
    await this.products.giveBackStock(tx, lines);
    await this.coupons.release(
      tx,
      (released as { id: string }[]).map((r) => r.id),
    );
    return released.length;
  }

  /**
   * Completes a locked checkout that is paid (or COD): empties the bag and places the order, which
   * takes the stock when the checkout does not hold it yet (COD).
   */
  private async placeOrder(tx: EntityManager, checkout: Checkout, { takesStock }: Pick<NewOrder, "takesStock">): Promise<PlacedOrder> {
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
      takesStock,
    });
  }

  private async ownCheckout(viewer: Viewer, id: string): Promise<Checkout> {
    const checkout = isUuid(id) ? await this.checkouts.findOneBy({ id }) : null;
    if (!checkout || (checkout.userId !== viewer.userId && !mayDo(viewer, READS_ANY_ORDER))) throw new NotFoundError("Checkout");
    return checkout;
  }

  /**
   * In one read: the checkout this key already made (its id), and whether the customer has an
   * unpaid UPI checkout other than that one.
   */
  private async earlierCheckouts(userId: string, key: string | null): Promise<{ answeredId: string | null; unpaid: boolean }> {
    const [{ answered_id, unpaid }] = await this.dataSource.query(
      `SELECT (SELECT id FROM checkouts WHERE user_id = $1 AND idempotency_key = $2) AS answered_id,
              EXISTS (SELECT 1 FROM checkouts
                       WHERE user_id = $1 AND status = 'awaiting_payment' AND idempotency_key IS DISTINCT FROM $2) AS unpaid`,
      [userId, key],
    );
    return { answeredId: answered_id, unpaid };
  }

  private findByKey(tx: EntityManager, userId: string, idempotencyKey: string): Promise<Checkout | null> {
    return tx.getRepository(Checkout).findOneBy({ userId, idempotencyKey });
  }

  /** Adds what a client needs next: how to pay while unpaid, the order once placed. */
  async present(checkout: Checkout, orderId?: string): Promise<Checkout> {
    const payment = checkout.status === CheckoutStatus.AWAITING_PAYMENT ? await this.payments.forCheckout(checkout.id) : null;
    if (payment) {
      const handoff = this.payments.handoff(checkout, payment);
      if (handoff.kind === "redirect") checkout.paymentUrl = handoff.url;
      else checkout.razorpay = { ...handoff.checkout, amount: toMoney(handoff.checkout.amountPaise) };
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
  const details = { checkoutId: checkout.id };
  switch (checkout.status) {
    case CheckoutStatus.AWAITING_PAYMENT:
      return new ConflictError("CHECKOUT_NOT_PAID", "This checkout has not been paid yet", details);
    case CheckoutStatus.EXPIRED:
      return new ConflictError("CHECKOUT_EXPIRED", "This checkout expired before it was paid. Please place your order again.", details);
    default:
      return new ConflictError(
        "PAYMENT_FAILED",
        "The payment for this checkout failed. Please try again or use a different payment method.",
        details,
      );
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
  if (!same)
    throw new ConflictError("BAG_CHANGED", "Your bag has changed since you last saw it. Please review it and place your order again.");
}

/** What a checkout keeps of a bag line: the line's price now, without the live product. */
function snapshot(line: PricedLine): PricedLine {
  const { productId, variantId, sku, name, image, unitPricePaise, quantity, size, color, giftWrap } = line;
  return { productId, variantId, sku, name, image, unitPricePaise, quantity, size, color, giftWrap };
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
