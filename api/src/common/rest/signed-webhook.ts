import express, { type Router } from "express";
import { ValidationError } from "../errors";

/**
 * POST / of a provider's signed webhook: the body is read raw, before any JSON parser, since the
 * signature is computed over it exactly as it arrived. 200 once applied (or ignored); 400 naming
 * what is wrong for a refusal (a missing or wrong signature: nothing changes); anything else goes
 * on to the error handler (503 while the database is away), so the provider delivers it again.
 */
export function postSignedWebhook(
  router: Router,
  limit: string,
  apply: (body: Buffer, header: (name: string) => string | undefined) => Promise<void>,
): void {
  router.post("/", express.raw({ type: () => true, limit }), async (req, res, next) => {
    try {
      await apply(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), (name) => req.get(name));
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
}
