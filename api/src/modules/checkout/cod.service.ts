import { type DataSource, type EntityManager } from "typeorm";
import { NotFoundError } from "../../common/errors";
import { formatRupees, toMoney } from "../../vocabulary/money";
import { isUuid } from "../../common/uuid";
import { User } from "../auth/user.entity";
import type { ServiceabilityService } from "../address/serviceability.service";
import type { CartService } from "../cart/cart.service";
import { REFUSED_COD_ORDER } from "../order/order.service";
import type { ShopSettingsService } from "../settings/shop-settings.service";
import { CodRestoration } from "./cod-restoration.entity";
import { type CodAvailability, CodSwitchedOffCustomer } from "./cod.types";
import type { ListSlice, ListWindow } from "../../common/pagination";
import { Keyset, key } from "../../common/keyset";

const MOST_REFUSED = new Keyset("codSwitchedOffCustomers", [key("s.refused", "DESC", "bigint"), key("s.user_id", "ASC", "uuid")]);

/**
 * Cash on delivery's rules, one place for the checkout page's explanation and the server's
 * refusal: the shop's largest COD order, the pincodes where it is not offered (serviceability
 * rules with COD off), and customers whose COD orders kept coming back.
 */
export class CodService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: ShopSettingsService,
    private readonly serviceability: ServiceabilityService,
    private readonly carts: CartService,
  ) {}

  /** Why this customer cannot pay this total on delivery to this pincode, or null when they can. */
  async refusal(
    userId: string,
    totalPaise: number,
    pincode: string | null,
    tx: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const { cod } = await this.settings.get(tx);
    if (cod.maxOrderPaise !== null && totalPaise > cod.maxOrderPaise) {
      return `Cash on delivery is available for orders up to ${formatRupees(cod.maxOrderPaise)}; please pay for this one by UPI`;
    }
    if (pincode && !(await this.serviceability.codOffered(pincode, tx))) {
      return `Cash on delivery is not available for pincode ${pincode.trim()}; please pay by UPI`;
    }
    if (cod.refusalLimit !== null) {
      const refused = await refusedSinceRestored(userId, tx);
      if (refused >= cod.refusalLimit) {
        return `Cash on delivery is not available on your account because ${refused} of your cash-on-delivery orders were refused or returned; please pay by UPI`;
      }
    }
    return null;
  }

  /** For the checkout page: whether the customer's bag can be paid on delivery to a pincode, why not, and the fee. */
  async availability(userId: string, pincode: string | null): Promise<CodAvailability> {
    const [cart, settings] = await Promise.all([this.carts.getCart({ userId }), this.settings.get()]);
    const reason = await this.refusal(userId, cart.totals.totalPaise, pincode);
    return { available: reason === null, reason, fee: toMoney(settings.cod.feePaise) };
  }

  /** The fee an order paid on delivery carries, in paise. */
  async feePaise(tx: EntityManager): Promise<number> {
    return (await this.settings.get(tx)).cod.feePaise;
  }

  /** Admin: customers COD is switched off for now, most refusals first. */
  async switchedOffCustomers(window: ListWindow): Promise<ListSlice<CodSwitchedOffCustomer>> {
    const { cod } = await this.settings.get();
    if (cod.refusalLimit === null) return { items: [], cursors: [], hasNextPage: false, totalCount: 0 };
    const switchedOff = `SELECT o.user_id, count(*)::int AS refused
         FROM orders o LEFT JOIN cod_restorations r ON r.user_id = o.user_id
        WHERE (r.restored_at IS NULL OR o.updated_at > r.restored_at) AND ${REFUSED_COD_ORDER}
        GROUP BY o.user_id
       HAVING count(*) >= $1`;
    const after = MOST_REFUSED.afterPositional(window.after, 4);
    const [rows, [{ total }]]: [{ user_id: string; refused: number; keyset_key: string }[], { total: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT s.*, ${MOST_REFUSED.keyColumn} AS keyset_key FROM (${switchedOff}) s
          WHERE ${after.sql} ORDER BY ${MOST_REFUSED.orderBy} LIMIT $2 OFFSET $3`,
        [cod.refusalLimit, window.take + 1, window.skip, ...after.values],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM (${switchedOff}) customers`, [cod.refusalLimit]),
    ]);
    const items = rows.map((r) => ({
      key: r.keyset_key,
      item: Object.assign(new CodSwitchedOffCustomer(), { userId: r.user_id, refusedOrders: r.refused }),
    }));
    return MOST_REFUSED.page(items, window, total);
  }

  /** Admin: switches COD back on for a customer; their earlier refusals stop counting. */
  async switchBackOn(userId: string): Promise<void> {
    if (!isUuid(userId) || !(await this.dataSource.getRepository(User).existsBy({ id: userId }))) throw new NotFoundError("Customer");
    await this.dataSource.getRepository(CodRestoration).upsert({ userId, restoredAt: new Date() }, ["userId"]);
  }
}

/**
 * The customer's COD orders that came back since an admin last switched COD back on for them
 * (all of them when never), in one statement with the switch-back's date.
 */
async function refusedSinceRestored(userId: string, tx: EntityManager): Promise<number> {
  const [{ refused }]: { refused: number }[] = await tx.query(
    `SELECT count(*)::int AS refused
       FROM orders o LEFT JOIN cod_restorations r ON r.user_id = o.user_id
      WHERE o.user_id = $1 AND (r.restored_at IS NULL OR o.updated_at > r.restored_at) AND ${REFUSED_COD_ORDER}`,
    [userId],
  );
  return refused;
}
