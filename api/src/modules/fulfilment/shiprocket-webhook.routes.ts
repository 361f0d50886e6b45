import express, { Router } from "express";
import { ForbiddenError, ValidationError } from "../../common/errors";
import type { ShiprocketShippingService } from "./shiprocket-shipping.service";

/**
 * Where Shiprocket posts its tracking webhooks (set this URL, and the token, under Settings > API >
 * Webhooks in Shiprocket's panel). Shiprocket refuses webhook URLs that contain "shiprocket",
 * "kartrocket", "sr" or "kr", so the path names none of them.
 */
export const SHIPPING_WEBHOOK_PATH = "/api/shipping/tracking-events";

/** Shiprocket's tracking payloads are small; a larger body is not Shiprocket's. */
const WEBHOOK_BODY_LIMIT = "256kb";

/**
 * POST /api/shipping/tracking-events: 200 once applied (or for an AWB the shop did not book); 403
 * for a missing or wrong token in `x-api-key` (nothing changes); 400 for a payload that is not a
 * tracking update; 503 when the shop cannot apply it now, so Shiprocket sends it again later.
 */
export function shippingWebhookRoutes(shipping: ShiprocketShippingService): Router {
  const router = Router();
  router.post("/", express.json({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res, next) => {
    try {
      await shipping.applyWebhook(req.get("x-api-key"), req.body);
      res.json({ status: "ok" });
    } catch (err) {
      if (err instanceof ForbiddenError) return res.status(403).json({ message: err.message, code: "FORBIDDEN", kind: "FORBIDDEN" });
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
