import type { Config } from "../../../config";
import { configuredOrPersistedSecret } from "../../../common/secrets";
import { SimulatorPaymentProvider } from "./simulator.provider";

/**
 * The configured UPI provider (PAYMENT_PROVIDER). Only the built-in simulator exists so far; it
 * takes no money, so production refuses it (config.ts) unless PAYMENT_SIMULATOR=allow, and then
 * the start-up log says so.
 */
export function createPaymentProvider(config: Config, log: (line: string) => void): SimulatorPaymentProvider {
  if (config.env === "production") {
    log("WARNING: PAYMENT_SIMULATOR=allow: test mode, no money is taken; anyone can pay a UPI checkout with the simulator's Pay button");
  }
  const secret = configuredOrPersistedSecret(config.paymentSigningSecret, config.dataDir, "payment-signing-secret");
  return new SimulatorPaymentProvider(secret, config.publicUrl);
}
