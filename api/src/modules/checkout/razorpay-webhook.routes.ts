import express, { Router } from "express";
import { ValidationError } from "../../common/errors";
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
  router.post("/", express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res, next) => {
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await confirmations.applyRazorpayWebhook(body, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id"));
      res.json({ status: "ok" });
    } catch (err) {
      if (!(err instanceof ValidationError)) return next(err);
      res.status(400).json({
        message: err.message,
        code: err.code,
        kind: err.kind,
        fields: Object.fromEntries(err.problems.map((p) => [p.field, p.message])),
      });
    }
  });
  return router;
}
