import { Router } from "express";
import { postSignedWebhook } from "../../common/rest/signed-webhook";
import type { PaymentConfirmations } from "./payment-confirmations";

/** Where Razorpay posts its webhooks (set this URL in Razorpay's dashboard). */
export const RAZORPAY_WEBHOOK_PATH = "/api/payments/razorpay/webhook";

/** Razorpay's webhooks are small; a larger body is not Razorpay's. */
const WEBHOOK_BODY_LIMIT = "256kb";

/**
 * POST /api/payments/razorpay/webhook: the signature is computed over the body exactly as it
 * arrived, so the body is read raw here, before any JSON parser. 200 once applied (or for an
 * event the shop ignores); 400 for a missing or wrong signature (nothing changes); 503 when the
 * shop cannot apply it now, so Razorpay delivers it again later.
 */
export function razorpayWebhookRoutes(confirmations: PaymentConfirmations): Router {
  const router = Router();
  postSignedWebhook(router, WEBHOOK_BODY_LIMIT, (body, header) =>
    confirmations.applyRazorpayWebhook(body, header("x-razorpay-signature"), header("x-razorpay-event-id")),
  );
  return router;
}
