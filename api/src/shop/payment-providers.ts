import type { Config } from "./config";
import { configuredOrPersistedSecret } from "../common/secrets";
import type { PaymentProvider } from "../modules/payment/payment-provider";
import { RazorpayPaymentProvider } from "../modules/payment/razorpay.provider";
import { SimulatorPaymentProvider } from "../modules/payment/simulator.provider";

/**
 * The configured UPI provider (PAYMENT_PROVIDER). The simulator takes no money, so production
 * refuses it (config.ts) unless PAYMENT_SIMULATOR=allow, and then the start-up log says so.
 */
export function createPaymentProvider(config: Config, log: (line: string) => void): PaymentProvider {
  const { payment } = config;
  if (payment.provider === "razorpay") {
    const provider = new RazorpayPaymentProvider(payment.razorpay);
    if (provider.testMode) log("Razorpay test keys: test mode, no money is taken");
    return provider;
  }
  if (config.env === "production") {
    log("WARNING: PAYMENT_SIMULATOR=allow: test mode, no money is taken; anyone can pay a UPI checkout with the simulator's Pay button");
  }
  const secret = configuredOrPersistedSecret(payment.signingSecret, config.dataDir, "payment-signing-secret");
  return new SimulatorPaymentProvider(secret, config.publicUrl);
}
