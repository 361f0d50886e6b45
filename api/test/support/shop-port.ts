import http from "node:http";
import { freePort } from "./free-port";
import type { TestShop } from "./test-shop";

/**
 * A port of its own for a test shop that a provider's sandbox calls back (webhooks, receipts):
 * its address is known before the shop starts, so the sandbox and the shop's PUBLIC_URL can be
 * given it, and the shop is then served there over real HTTP.
 */
export interface ShopPort {
  baseUrl: string;
  serve(t: TestShop): Promise<void>;
  /** Stops listening (the shop itself is closed by its owner). */
  close(): Promise<void>;
}

export async function reserveShopPort(): Promise<ShopPort> {
  const port = await freePort();
  let server: http.Server | null = null;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async serve(t) {
      const listening = http.createServer(t.listener);
      await new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", resolve));
      server = listening;
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
