import { type DataSource, type EntityManager } from "typeorm";
import { NotFoundError } from "../../common/errors";
import { toMoney } from "../../vocabulary/money";
import { formatRupees } from "@shop/words/money";
import { isUuid } from "../../common/uuid";
import type { AuthService } from "../auth/auth.service";
import type { ServiceabilityService } from "../address/serviceability.service";
import type { CartService } from "../cart/cart.service";
import type { OrderService } from "../order/order.service";
import type { ShopSettingsService } from "../settings/shop-settings.service";
import { CodRestoration } from "./cod-restoration.entity";
import { type CodAvailability, CodSwitchedOffCustomer } from "./cod.types";
import type { ListSlice, ListWindow } from "../../common/pagination";

/** When each customer's earlier refusals stopped counting, as the order service reads refusals (one row at most a customer). */
const RESTORATIONS = `SELECT user_id, restored_at FROM cod_restorations`;

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
    private readonly orders: OrderService,
    private readonly users: AuthService,
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
      const refused = await this.orders.countRefusedCodOrders(tx, userId, RESTORATIONS);
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
    // The fee is added after the bag's discount, and an empty bag carries none (cart/pricing.ts, as checkout prices it).
    const feeOnBagPaise = cart.lines.length === 0 ? 0 : settings.cod.feePaise;
    return {
      available: reason === null,
      reason,
      fee: toMoney(settings.cod.feePaise),
      totalWithFee: toMoney(cart.totals.totalPaise + feeOnBagPaise),
    };
  }

  /** The fee an order paid on delivery carries, in paise. */
  async feePaise(tx: EntityManager): Promise<number> {
    return (await this.settings.get(tx)).cod.feePaise;
  }

  /** Admin: customers COD is switched off for now, most refusals first. */
  async switchedOffCustomers(window: ListWindow): Promise<ListSlice<CodSwitchedOffCustomer>> {
    const { cod } = await this.settings.get();
    if (cod.refusalLimit === null) return { items: [], cursors: [], hasNextPage: false, totalCount: 0 };
    const page = await this.orders.customersWithRefusedCod(cod.refusalLimit, RESTORATIONS, window);
    return { ...page, items: page.items.map((customer) => Object.assign(new CodSwitchedOffCustomer(), customer)) };
  }

  /** Admin: switches COD back on for a customer; their earlier refusals stop counting. */
  async switchBackOn(userId: string): Promise<void> {
    if (!isUuid(userId) || !(await this.users.exists(userId))) throw new NotFoundError("Customer");
    await this.dataSource.getRepository(CodRestoration).upsert({ userId, restoredAt: new Date() }, ["userId"]);
  }
}
