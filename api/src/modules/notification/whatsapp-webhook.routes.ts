import { Router } from "express";
import { ForbiddenError } from "../../common/errors";
import { postSignedWebhook } from "../../common/rest/signed-webhook";
import type { WhatsAppWebhook } from "./whatsapp-webhook";

/** Where the WhatsApp Cloud API posts receipts and replies (the callback URL of the app's webhook, in Meta's dashboard). */
export const WHATSAPP_WEBHOOK_PATH = "/api/messaging/whatsapp/webhook";

/** Meta's webhook bodies are small; a larger body is not Meta's. */
const WEBHOOK_BODY_LIMIT = "512kb";

/**
 * GET: Meta's verification (hub.mode, hub.verify_token, hub.challenge): the challenge as text, or
 * 403. POST: the body read raw, since its signature is over the bytes as they arrived; 200 once
 * applied, 400 for a missing or wrong signature (nothing changes), 503 when the shop cannot apply
 * it now, so Meta delivers it again.
 */
export function whatsappWebhookRoutes(webhook: WhatsAppWebhook): Router {
  const router = Router();
  router.get("/", (req, res) => {
    const param = (name: string) => (typeof req.query[name] === "string" ? req.query[name] : undefined);
    try {
      res.type("text/plain").send(webhook.verify(param("hub.mode"), param("hub.verify_token"), param("hub.challenge")));
    } catch (err) {
      if (!(err instanceof ForbiddenError)) throw err;
      res.status(403).json({ message: err.message, code: err.code, kind: err.kind });
    }
  });
  postSignedWebhook(router, WEBHOOK_BODY_LIMIT, (body, header) => webhook.apply(body, header("x-hub-signature-256")));
  return router;
}
