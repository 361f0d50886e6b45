import type { Shop } from "../shop";
import { catalogIsEmpty, seedDemoShop } from "./seed/seed-demo";

/** Data every shop needs at start: the first admin, and the demo catalogue on an empty database. */
export async function prepareData(shop: Shop): Promise<void> {
  await shop.services.auth.ensureAdmin(shop.config.admin.email, shop.config.admin.password);
  if (shop.config.seedDemo && (await catalogIsEmpty(shop))) await seedDemoShop(shop);
}
