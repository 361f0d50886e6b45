import { randomBytes } from "node:crypto";
import { type DataSource, type EntityManager, IsNull, type Repository } from "typeorm";
import { NotFoundError, type Refusal, ValidationError } from "../../common/errors";
import { withChanges } from "../../common/partial-update";
import { indiaDateOf, startOfIndiaDay } from "@shop/words/india-time";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { newestFirst } from "../../common/keyset";
import { racePoint } from "../../common/race-points";
import { isUuid } from "../../common/uuid";
import { isUniqueViolation } from "../../common/postgres-errors";
import type { PricedCartLine } from "../cart/cart.types";
import { type BagAmounts, priceBag, type PriceRules, subtotalOf } from "../cart/pricing";
import type { CategoryService } from "../category/category.service";
import type { PaymentMethod } from "../../vocabulary/payment-method";
import type { OrderService } from "../order/order.service";
import { COUPON_USED_UP, couponBenefit, couponRefusal } from "./coupon-rules";
import { CouponRedemption } from "./coupon-redemption.entity";
import { Coupon } from "./coupon.entity";
import { type UpdateCouponInput, CouponUsage } from "./coupon.types";

/** A coupon's form, as the service checks it: a percentage or an amount, or neither for free delivery only. */
export interface CouponFields {
  code: string;
  /** 1-100, for a percentage coupon. */
  percentOff?: number | null;
  /** At least Rs. 1, for a fixed-amount coupon. */
  amountOffPaise?: number | null;
  active?: boolean;
  expiresAt?: Date | null;
  startsAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  minOrderPaise?: number | null;
  firstOrderOnly?: boolean;
  freeDelivery?: boolean;
  prepaidOnly?: boolean;
  categoryIds?: string[] | null;
}

/** Who is buying and how, as far as it is known when a coupon is judged. */
export interface CouponBuyer {
  /** Null for a guest: the customer's own rules wait for sign-in. */
  userId: string | null;
  paymentMethod?: PaymentMethod | null;
  codFeePaise?: number;
  /** The shop's price rules the bag is priced under (delivery and gift-wrap fees). */
  rules: PriceRules;
}

/** A coupon judged against a bag: what the bag costs with it, or why it does not work. */
export type CouponOnBag = { coupon: Coupon; totals: BagAmounts; refusal: null } | { coupon: Coupon; totals: null; refusal: Refusal };

/** Discount codes: managed by admins, checked by shoppers, re-validated at every checkout. */
export class CouponService {
  private readonly coupons: Repository<Coupon>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoryService,
    private readonly orders: OrderService,
    /** An account's email, for a coupon sent to one address. */
    private readonly emailOf: (userId: string) => Promise<string | null>,
  ) {
    this.coupons = dataSource.getRepository(Coupon);
  }

  async list(window: ListWindow): Promise<ListSlice<Coupon>> {
    return newestFirst("coupons").read(this.coupons.createQueryBuilder("x"), window);
  }

  async get(id: string): Promise<Coupon> {
    const coupon = isUuid(id) ? await this.coupons.findOneBy({ id }) : null;
    if (!coupon) throw new NotFoundError("Coupon");
    return coupon;
  }

  async create(fields: CouponFields): Promise<Coupon> {
    const coupon = this.coupons.create(await this.validCoupon(fields));
    await this.saving(() => this.coupons.insert(coupon));
    return this.get(coupon.id);
  }

  /** Changes the fields sent; the others stay as they are (see UpdateCouponInput). */
  async update(id: string, changes: UpdateCouponInput): Promise<Coupon> {
    const current = await this.get(id);
    const values = await this.validCoupon(couponUpdateForm(current, changes), current);
    await this.saving(() => this.coupons.update(current.id, values));
    return this.get(id);
  }

  /** Admin figures of many coupons in one query: orders that used each, their revenue and the discount given. */
  async usageOf(couponIds: readonly string[]): Promise<Map<string, CouponUsage>> {
    const totals = await this.orders.totalsByGroup({
      sql: `SELECT coupon_id AS group_key, checkout_id FROM coupon_redemptions WHERE coupon_id = ANY($1) AND released_at IS NULL`,
      params: [couponIds],
    });
    return new Map([...totals].map(([id, t]) => [id, CouponUsage.of(t.orders, t.totalPaise, t.discountPaise)]));
  }

  async delete(id: string): Promise<void> {
    const { affected } = isUuid(id) ? await this.coupons.delete(id) : { affected: 0 };
    if (!affected) throw new NotFoundError("Coupon");
  }

  /** The coupon a shopper's code names, or an error on `field`: no code (BAD_USER_INPUT), or no such coupon (COUPON_NOT_FOUND). */
  async findByCode(code: string | null | undefined, field: string, tx?: EntityManager): Promise<Coupon> {
    const normalized = normalizeCode(code ?? "");
    if (!normalized) throw ValidationError.field(field, "Please enter a coupon code");
    const coupon = await (tx?.getRepository(Coupon) ?? this.coupons).findOneBy({ code: normalized });
    if (!coupon) throw ValidationError.field(field, "Invalid coupon code", "COUPON_NOT_FOUND");
    return coupon;
  }

  /**
   * A code judged against a bag for a buyer: every rule of coupon-rules.ts, then the bag's totals
   * with its discount and free delivery (and the COD fee when the buyer pays on delivery).
   */
  async onBag(
    code: string | null | undefined,
    field: string,
    lines: PricedCartLine[],
    buyer: CouponBuyer,
    tx?: EntityManager,
  ): Promise<CouponOnBag> {
    const coupon = await this.findByCode(code, field, tx);
    const subtotalPaise = subtotalOf(lines);
    const covered = coupon.categoryIds.length === 0 ? lines : lines.filter((l) => coupon.categoryIds.includes(l.product.categoryId));
    const eligibleSubtotalPaise = subtotalOf(covered);
    const refusal = couponRefusal(coupon, {
      now: new Date(),
      subtotalPaise,
      eligibleSubtotalPaise,
      categoryNames: eligibleSubtotalPaise === 0 ? await this.categoryNames(coupon.categoryIds) : [],
      customer: buyer.userId ? await this.historyOf(buyer.userId, coupon, tx) : undefined,
      paymentMethod: buyer.paymentMethod,
    });
    if (refusal) return { coupon, totals: null, refusal };
    const benefit = couponBenefit(coupon, eligibleSubtotalPaise);
    const totals = priceBag(lines, buyer.rules, () => benefit.discountPaise, {
      freeDelivery: benefit.freeDelivery,
      codFeePaise: buyer.codFeePaise,
    });
    return { coupon, totals, refusal: null };
  }

  /** Like onBag, but a coupon that does not work is a BAD_USER_INPUT error on `field` with the reason. */
  async applyToBag(code: string | null | undefined, field: string, lines: PricedCartLine[], buyer: CouponBuyer, tx?: EntityManager) {
    const judged = await this.onBag(code, field, lines, buyer, tx);
    if (judged.refusal !== null) throw ValidationError.refusing(field, judged.refusal);
    return { coupon: judged.coupon, totals: judged.totals };
  }

  /**
   * Takes one use of the coupon for a checkout, as the last statement of its transaction (the
   * coupon's row is one for every shopper using it, so it is held only until commit). The
   * conditional update is the usage limit: of any number of concurrent checkouts, only as many
   * as the limit allows get a row back; the rest are refused and place nothing.
   */
  async redeem(tx: EntityManager, coupon: Coupon, userId: string, checkoutId: string): Promise<void> {
    const [rows] = await tx.query(
      `UPDATE coupons SET used_count = used_count + 1 WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING id`,
      [coupon.id],
    );
    if (rows.length === 0) throw ValidationError.refusing("couponCode", COUPON_USED_UP);
    await tx.getRepository(CouponRedemption).insert({ couponId: coupon.id, userId, checkoutId });
    await racePoint("coupon:redeeming");
  }

  /**
   * Gives back the uses held by checkouts whose payment failed or expired, or whose order was
   * cancelled: once each (the redemption's released_at), in one statement.
   */
  async release(tx: EntityManager, checkoutIds: string[]): Promise<void> {
    if (checkoutIds.length === 0) return;
    await tx.query(
      `WITH released AS (
         UPDATE coupon_redemptions SET released_at = now()
          WHERE checkout_id = ANY($1::uuid[]) AND released_at IS NULL
          RETURNING coupon_id)
       UPDATE coupons c SET used_count = c.used_count - r.uses
         FROM (SELECT coupon_id, count(*)::int AS uses FROM released GROUP BY coupon_id) r
        WHERE c.id = r.coupon_id`,
      [checkoutIds],
    );
  }

  /**
   * A single-use first-order coupon for one shopper (the newsletter's welcome): a random code no
   * one can guess, usable once in all, and only by the account of the email it is sent to (a code
   * passed on or leaked is worth nothing to anyone else).
   */
  async issueWelcomeCoupon(tx: EntityManager, percentage: number, email: string): Promise<Coupon> {
    const coupon = tx.getRepository(Coupon).create({
      code: `WELCOME-${randomBytes(5).toString("hex").toUpperCase()}`,
      percentage,
      fixedAmountPaise: null,
      usageLimit: 1,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      onlyForEmail: email,
    });
    await tx.getRepository(Coupon).insert(coupon);
    return coupon;
  }

  private async historyOf(userId: string, coupon: Coupon, tx?: EntityManager) {
    const usesOfThisCoupon = await (tx?.getRepository(CouponRedemption) ?? this.dataSource.getRepository(CouponRedemption)).countBy({
      couponId: coupon.id,
      userId,
      releasedAt: IsNull(),
    });
    const email = coupon.onlyForEmail !== null ? await this.emailOf(userId) : undefined;
    return { usesOfThisCoupon, ordersPlaced: await this.orders.countStandingOrders(userId, tx), email };
  }

  private async categoryNames(ids: string[]): Promise<string[]> {
    return (await this.categories.findCategoriesByIds(ids)).map((c) => c.name).sort();
  }

  /** The form's rules, and categories that exist; `current` when the coupon is being changed. */
  private async validCoupon(fields: CouponFields, current?: Coupon): Promise<CouponColumns> {
    const columns = validCouponColumns(fields, current);
    if (
      columns.categoryIds.some((id) => !isUuid(id)) ||
      (await this.categories.findCategoriesByIds(columns.categoryIds)).length !== columns.categoryIds.length
    ) {
      throw ValidationError.field("categoryIds", "Choose categories that exist");
    }
    return columns;
  }

  private async saving(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (err) {
      // Two admins saving one code at once: the unique index decides.
      if (isUniqueViolation(err)) throw ValidationError.field("code", "A coupon with this code already exists");
      throw err;
    }
  }
}

const normalizeCode = (code: string) => code.trim().toUpperCase();

type CouponColumns = Pick<
  Coupon,
  | "code"
  | "percentage"
  | "fixedAmountPaise"
  | "active"
  | "expiresAt"
  | "startsAt"
  | "usageLimit"
  | "perCustomerLimit"
  | "minOrderPaise"
  | "firstOrderOnly"
  | "freeDelivery"
  | "prepaidOnly"
  | "categoryIds"
>;

/** The rules of the coupon form (the form's and the v2 rules) as columns, or the first rule broken. */
function validCouponColumns(fields: CouponFields, current?: Coupon): CouponColumns {
  const code = normalizeCode(fields.code);
  if (!code) throw ValidationError.field("code", "Coupon code is required");
  if (!/^[A-Z0-9_-]+$/.test(code)) throw ValidationError.field("code", "Coupon code may contain only letters, digits, - and _");
  const { percentage, fixedAmountPaise } = discountOf(fields);
  const expiresAt = fields.expiresAt ?? null;
  // An expired coupon may still be changed otherwise: only a new expiry must not be in the past.
  const newExpiry = expiresAt?.getTime() !== current?.expiresAt?.getTime();
  if (expiresAt && newExpiry && expiresAt < startOfIndiaDay(indiaDateOf(new Date()))) {
    throw ValidationError.field("expiresAt", "Expiry date cannot be earlier than today");
  }
  const startsAt = fields.startsAt ?? null;
  if (startsAt && expiresAt && startsAt.getTime() >= expiresAt.getTime()) {
    throw ValidationError.field("startsAt", "Start date must be before the expiry date");
  }
  const limit = (value: number | null | undefined, field: string, label: string) => {
    if (value == null) return null;
    if (!Number.isInteger(value) || value < 1)
      throw ValidationError.field(field, `${label} must be a whole number of at least 1 (leave it empty for no limit)`);
    return value;
  };
  const usageLimit = limit(fields.usageLimit, "usageLimit", "Total uses");
  const perCustomerLimit = limit(fields.perCustomerLimit, "perCustomerLimit", "Uses per customer");
  if (usageLimit !== null && perCustomerLimit !== null && perCustomerLimit > usageLimit) {
    throw ValidationError.field("perCustomerLimit", "Uses per customer cannot be more than the total uses");
  }
  return {
    code,
    percentage,
    fixedAmountPaise,
    active: fields.active ?? true,
    expiresAt,
    startsAt,
    usageLimit,
    perCustomerLimit,
    minOrderPaise: fields.minOrderPaise ?? null,
    firstOrderOnly: fields.firstOrderOnly ?? false,
    freeDelivery: fields.freeDelivery ?? false,
    prepaidOnly: fields.prepaidOnly ?? false,
    categoryIds: [...new Set(fields.categoryIds ?? [])],
  };
}

/**
 * A percentage or a fixed amount (the input's rules have checked each), or neither for a coupon
 * that only makes delivery free. Both, or none without free delivery, is refused.
 */
function discountOf(fields: CouponFields): Pick<Coupon, "percentage" | "fixedAmountPaise"> {
  const percentage = fields.percentOff ?? null;
  const fixedAmountPaise = fields.amountOffPaise ?? null;
  if (percentage !== null && fixedAmountPaise !== null) {
    throw ValidationError.field("amountOffPaise", "Give either a percentage or an amount off, not both");
  }
  if (percentage === null && fixedAmountPaise === null && !fields.freeDelivery) {
    throw ValidationError.field("percentOff", "Give a percentage or an amount off, or make delivery free");
  }
  return { percentage, fixedAmountPaise };
}

/**
 * An update as the full form: the coupon as it is, with what was sent on top (the input's rules
 * have refused null for what a coupon always has). A discount sent replaces the one there: the
 * field not sent is cleared.
 */
function couponUpdateForm(coupon: Coupon, changes: UpdateCouponInput): CouponFields {
  const current: CouponFields = {
    code: coupon.code,
    percentOff: coupon.percentage,
    amountOffPaise: coupon.fixedAmountPaise,
    active: coupon.active,
    expiresAt: coupon.expiresAt,
    startsAt: coupon.startsAt,
    usageLimit: coupon.usageLimit,
    perCustomerLimit: coupon.perCustomerLimit,
    minOrderPaise: coupon.minOrderPaise,
    firstOrderOnly: coupon.firstOrderOnly,
    freeDelivery: coupon.freeDelivery,
    prepaidOnly: coupon.prepaidOnly,
    categoryIds: coupon.categoryIds,
  };
  const newDiscount = changes.percentOff !== undefined || changes.amountOffPaise !== undefined;
  const discount = newDiscount ? { percentOff: changes.percentOff ?? null, amountOffPaise: changes.amountOffPaise ?? null } : {};
  return withChanges<CouponFields>(current, { ...changes, ...discount });
}
