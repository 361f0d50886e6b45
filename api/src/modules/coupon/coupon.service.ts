import { DataSource, EntityManager, Repository } from "typeorm";
import { NotFoundError, ValidationError } from "../../common/errors";
import { rupeesToPaise, toMoney } from "../../common/money";
import { Page, PageInput, pageWindow, toPage } from "../../common/pagination";
import { isUuid } from "../../common/uuid";
import { isUniqueViolation } from "../../database/postgres-errors";
import { CartService } from "../cart/cart.service";
import { PriceBreakdown } from "../cart/price-breakdown";
import { priceBag } from "../cart/pricing";
import { Coupon, DiscountType } from "./coupon.entity";
import { CouponCheck } from "./coupon.types";

export interface CouponFields {
  code: string;
  discountType: DiscountType;
  /** Percent for PERCENTAGE, rupees for AMOUNT. */
  value: number;
  active?: boolean;
  expiresAt?: Date | null;
}

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Discount codes: managed by admins, checked by shoppers, re-validated at every checkout. */
export class CouponService {
  private readonly coupons: Repository<Coupon>;

  constructor(
    dataSource: DataSource,
    private readonly carts: CartService,
  ) {
    this.coupons = dataSource.getRepository(Coupon);
  }

  async list(page?: PageInput): Promise<Page<Coupon>> {
    const [items, total] = await this.coupons.findAndCount({ order: { createdAt: "DESC", id: "ASC" }, ...pageWindow(page) });
    return toPage(items, total, page);
  }

  async get(id: string): Promise<Coupon> {
    const coupon = isUuid(id) ? await this.coupons.findOneBy({ id }) : null;
    if (!coupon) throw new NotFoundError("Coupon");
    return coupon;
  }

  async create(fields: CouponFields): Promise<Coupon> {
    const coupon = this.coupons.create(validCoupon(fields));
    await this.saving(() => this.coupons.insert(coupon));
    return this.get(coupon.id);
  }

  async update(id: string, fields: CouponFields): Promise<Coupon> {
    await this.get(id);
    await this.saving(() => this.coupons.update(id, validCoupon(fields)));
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    const { affected } = isUuid(id) ? await this.coupons.delete(id) : { affected: 0 };
    if (!affected) throw new NotFoundError("Coupon");
  }

  /**
   * The coupon for a code a shopper entered, if it works now: it exists, is active and has not
   * expired. Otherwise a BAD_USER_INPUT error on `field` saying which.
   */
  async redeemable(code: string | null | undefined, field: string, tx?: EntityManager): Promise<Coupon> {
    const normalized = normalizeCode(code ?? "");
    if (!normalized) throw ValidationError.field(field, "Please enter a coupon code");
    const coupon = await (tx?.getRepository(Coupon) ?? this.coupons).findOneBy({ code: normalized });
    if (!coupon) throw ValidationError.field(field, "Invalid coupon code");
    if (!coupon.active) throw ValidationError.field(field, "This coupon is no longer active");
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) throw ValidationError.field(field, "This coupon has expired");
    return coupon;
  }

  /** What a code would take off the customer's bag now. Checkout checks it again. */
  async check(userId: string, code: string): Promise<CouponCheck> {
    const coupon = await this.redeemable(code, "code");
    const cart = await this.carts.getCart({ userId });
    const totals = priceBag(cart.lines, cart.rules, (subtotal) => coupon.discountOn(subtotal));
    return { coupon, discount: toMoney(totals.discountPaise), totals: PriceBreakdown.of(totals) };
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

/** The rules of the coupon form (SPEC §5) as columns, or the first rule broken. */
function validCoupon(fields: CouponFields): Pick<Coupon, "code" | "percentage" | "fixedAmountPaise" | "active" | "expiresAt"> {
  const code = normalizeCode(fields.code);
  if (!code) throw ValidationError.field("code", "Coupon code is required");
  if (!/^[A-Z0-9_-]+$/.test(code)) throw ValidationError.field("code", "Coupon code may contain only letters, digits, - and _");
  if (!(fields.value >= 1)) throw ValidationError.field("value", "Value must be greater than 0");
  let percentage: number | null = null;
  let fixedAmountPaise: number | null = null;
  if (fields.discountType === DiscountType.PERCENTAGE) {
    if (fields.value > 100) throw ValidationError.field("value", "Percentage cannot exceed 100");
    if (!Number.isInteger(fields.value)) throw ValidationError.field("value", "Percentage must be a whole number");
    percentage = fields.value;
  } else {
    try {
      fixedAmountPaise = rupeesToPaise(fields.value);
    } catch {
      throw ValidationError.field("value", "Amount must be in rupees with at most two decimals");
    }
  }
  const expiresAt = fields.expiresAt ?? null;
  if (expiresAt && expiresAt.getTime() < startOfTodayInIndia()) {
    throw ValidationError.field("expiresAt", "Expiry date cannot be earlier than today");
  }
  return { code, percentage, fixedAmountPaise, active: fields.active ?? true, expiresAt };
}

/** Midnight at the start of today in India, where the shop trades. */
function startOfTodayInIndia(now = Date.now()): number {
  return Math.floor((now + INDIA_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_UTC_OFFSET_MS;
}
