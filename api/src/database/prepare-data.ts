import type { SeededShop } from "./seed/seed-demo";
import { underStartupLock } from "./startup-lock";

/**
 * Data every shop needs at start: the first admin, and the demo catalogue on an empty database.
 * One replica at a time, so replicas started together create one admin and seed once.
 */
/** The running shop as far as preparing its data needs it: the first admin's account and whether to seed the demo. */
interface PreparedShop extends SeededShop {
  config: { admin: { email: string; password: string }; seedDemo: boolean };
}

export async function prepareData(shop: PreparedShop): Promise<void> {
  await underStartupLock(shop.dataSource, async () => {
    await shop.services.auth.ensureAdmin(shop.config.admin.email, shop.config.admin.password);
    if (!shop.config.seedDemo) return;
    // Loaded only here: the demo's pictures need sharp, which a shop that seeds nothing does not load at start.
    const demo = await import("./seed/seed-demo.js");
    if (await demo.catalogIsEmpty(shop)) await demo.seedDemoShop(shop);
  });
}
