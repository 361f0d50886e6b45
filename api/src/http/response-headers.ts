import helmet from "helmet";
import cors from "cors";
import type { Config } from "../shop/config";
import type { NodeMiddleware } from "./node-middleware";

/**
 * What every response of the shop carries, in this order: the security headers (helmet) and,
 * when partners' origins are configured, CORS. One list, used by Express for its responses and by
 * the front for /graphql and kept answers (front.ts), so both send the same headers.
 */
export function responseHeaders(config: Config): NodeMiddleware[] {
  const razorpayOrigins = config.payment.provider === "razorpay" ? razorpayCheckoutOrigins(config.payment.razorpay.checkoutScriptUrl) : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Images may come from a CDN in front of the bucket (ASSET_PUBLIC_URL).
        "img-src": [
          "'self'",
          "data:",
          "blob:",
          ...(config.assetStorage.kind === "s3" && config.assetStorage.publicUrl ? [new URL(config.assetStorage.publicUrl).origin] : []),
        ],
        // The GraphQL landing page in development embeds Apollo's sandbox; Razorpay Checkout
        // is a script of Razorpay's that opens their payment frame and calls their API.
        "script-src": ["'self'", ...(config.env === "production" ? [] : ["'unsafe-inline'"]), ...razorpayOrigins],
        "frame-src": ["'self'", ...razorpayOrigins],
        "connect-src": ["'self'", ...razorpayOrigins],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const crossOrigin = config.corsOrigins.length > 0 ? [cors({ origin: config.corsOrigins, credentials: false, maxAge: 600 })] : [];
  return [securityHeaders, ...crossOrigin];
}

/**
 * Where Razorpay Checkout comes from: its script's origin, and Razorpay's API and checkout hosts
 * its frame talks to (for the sandbox, all one origin).
 */
function razorpayCheckoutOrigins(scriptUrl: string): string[] {
  const origin = new URL(scriptUrl).origin;
  return origin === "https://checkout.razorpay.com" ? [origin, "https://api.razorpay.com", "https://lumberjack.razorpay.com"] : [origin];
}
