import type { Config } from "../../../config";
import { configuredOrPersistedSecret } from "../../../common/secrets";
import { SimulatorPaymentProvider } from "./simulator.provider";

/**
 * The configured UPI provider (PAYMENT_PROVIDER). Only the built-in simulator exists so far; it
 * takes no money, so a production shop is warned at start until a real provider is added here.
 */
export function createPaymentProvider(config: Config, log: (line: string) => void): SimulatorPaymentProvider {
  if (config.env === "production") {
    log("WARNING: PAYMENT_PROVIDER=simulator takes no money: anyone can pay a UPI checkout with its Pay button");
  }
  const secret = configuredOrPersistedSecret(config.paymentSigningSecret, config.dataDir, "payment-signing-secret");
  return new SimulatorPaymentProvider(secret, config.publicUrl);
}
