import type { Config } from "./config";
import { ShiprocketClient } from "../modules/fulfilment/shiprocket-client";
import type { ShippingProvider } from "../modules/fulfilment/shipping-provider";

/** The configured shipping provider (SHIPPING_PROVIDER): the admin's typed AWBs, or Shiprocket over its API. */
export function createShippingProvider(config: Config, log: (line: string) => void): ShippingProvider {
  if (config.shipping.provider === "manual") return { name: "manual" };
  const { shiprocket } = config.shipping;
  if (config.env !== "production" && shiprocket.apiUrl.startsWith("http://127.0.0.1"))
    log(`Shiprocket: the sandbox at ${shiprocket.apiUrl}`);
  return { name: "shiprocket", client: new ShiprocketClient(shiprocket) };
}
