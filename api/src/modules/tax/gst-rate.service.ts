import { isCalendarDate } from "../../common/calendar-date";
import { type DataSource, type EntityManager } from "typeorm";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { isUuid } from "../../common/uuid";
import { isForeignKeyViolation, isUniqueViolation } from "../../common/postgres-errors";
import { type ProductAvailabilityService } from "../product/product-availability.service";
import { basisPointsFromPercent } from "../settings/gst-rate-percent";
import { type GstSettings } from "../settings/shop-settings.entity";
import type { RateBasisPoints } from "./gst-split";
import { indianDate } from "./financial-year";
import { GstRate } from "./gst-rate.entity";
import { type GstRateInput } from "./tax.types";

/** The HSN and rate a product line is taxed at. */
export interface ProductRate {
  hsn: string;
  rate: RateBasisPoints;
}

const NEWEST_RATES = new Keyset("gstRates", [
  key("g.effective_from", "DESC", "date"),
  key("g.created_at", "DESC", "timestamptz"),
  key("g.id", "ASC", "uuid"),
]);

/** Dated GST rates of categories and products, and which one applies to a product on a date. */
export class GstRateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductAvailabilityService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The rate of each product on an Indian date: its own newest rate from that date or earlier,
   * else its category's, else the settings' default for goods. Two queries for any number of lines.
   */
  async ratesOn(tx: EntityManager, productIds: readonly string[], date: string, fallback: GstSettings): Promise<Map<string, ProductRate>> {
    const categories = await this.products.categoriesOf(productIds, tx);
    const categoryIds = [...new Set(categories.values())];
    const rates: GstRate[] = await tx
      .getRepository(GstRate)
      .createQueryBuilder("r")
      .where("(r.productId = ANY(:productIds) OR r.categoryId = ANY(:categoryIds)) AND r.effectiveFrom <= :date", {
        productIds: [...productIds],
        categoryIds,
        date,
      })
      .orderBy("r.effectiveFrom", "DESC")
      .getMany();
    const newest = (match: (r: GstRate) => boolean) => rates.find(match);
    const result = new Map<string, ProductRate>();
    for (const productId of productIds) {
      const categoryId = categories.get(productId);
      const rate = newest((r) => r.productId === productId) ?? newest((r) => r.categoryId !== null && r.categoryId === categoryId);
      result.set(
        productId,
        rate
          ? { hsn: rate.hsn, rate: rate.rateBasisPoints }
          : { hsn: fallback.defaultGoodsHsn, rate: fallback.defaultGoodsRateBasisPoints },
      );
    }
    return result;
  }

  /** Admin: the rates of a category or a product (or all), newest first. */
  async list(subject: { categoryId?: string | null; productId?: string | null }, window: ListWindow): Promise<ListSlice<GstRate>> {
    if ([subject.categoryId, subject.productId].some((id) => id && !isUuid(id)))
      return { items: [], cursors: [], hasNextPage: false, totalCount: 0 };
    const query = this.dataSource.getRepository(GstRate).createQueryBuilder("g");
    if (subject.productId) query.where("g.product_id = :productId", { productId: subject.productId });
    else if (subject.categoryId) query.where("g.category_id = :categoryId", { categoryId: subject.categoryId });
    return NEWEST_RATES.read(query, window);
  }

  /** Admin: a category's or a product's HSN and rate from a date on (a rate change is a new rate). */
  async add(input: GstRateInput): Promise<GstRate> {
    if (Boolean(input.categoryId) === Boolean(input.productId)) {
      throw ValidationError.field("categoryId", "A rate is for either a category or a product");
    }
    if (!isUuid(input.categoryId ?? input.productId ?? "")) throw new NotFoundError(input.categoryId ? "Category" : "Product");
    if (!isCalendarDate(input.effectiveFrom)) throw ValidationError.field("effectiveFrom", "Effective from must be a date, YYYY-MM-DD");
    const repo = this.dataSource.getRepository(GstRate);
    const rate = repo.create({
      categoryId: input.categoryId ?? null,
      productId: input.productId ?? null,
      hsn: input.hsn.trim(),
      rateBasisPoints: basisPointsFromPercent(input.rate),
      effectiveFrom: input.effectiveFrom,
    });
    try {
      await repo.insert(rate);
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ConflictError("GST_RATE_EXISTS", `There is already a rate from ${input.effectiveFrom}; add one with another date`);
      if (isForeignKeyViolation(err)) throw new NotFoundError(input.categoryId ? "Category" : "Product");
      throw err;
    }
    return repo.findOneByOrFail({ id: rate.id });
  }

  /**
   * Admin: removes a rate that has not applied yet (one dated after today). Rates already in
   * effect are history: a change is a new dated rate.
   */
  async remove(id: string): Promise<void> {
    const today = indianDate(this.clock());
    const rate = isUuid(id) ? await this.dataSource.getRepository(GstRate).findOneBy({ id }) : null;
    if (!rate) throw new NotFoundError("GST rate");
    if (rate.effectiveFrom <= today)
      throw new ConflictError("GST_RATE_IN_EFFECT", "This rate is already in effect; add a new rate with the date it changes instead");
    await this.dataSource.getRepository(GstRate).delete(id);
  }
}
