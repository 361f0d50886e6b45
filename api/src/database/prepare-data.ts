import type { Shop } from "../shop";

/** Data every shop needs at start: the first admin, and the demo catalogue on an empty database. */
export async function prepareData(shop: Shop): Promise<void> {
  await shop.services.auth.ensureAdmin(shop.config.admin.email, shop.config.admin.password);
}
