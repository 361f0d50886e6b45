import escapeHtml from "escape-html";
import express, { Router } from "express";
import { DomainError, HTTP_STATUS } from "../../common/errors";
import { formatRupees } from "../../common/money";
import { CheckoutStatus } from "../checkout/checkout.entity";
import type { CheckoutService } from "../checkout/checkout.service";
import type { PaymentConfirmations } from "./payment-confirmations";
import { SimulatorPaymentProvider } from "./simulator.provider";

const PAYMENT_FAILED_PAGE = "/payment-failed";

/**
 * The simulated bank: GET /:checkoutId shows the amount with Pay and Fail buttons; each button
 * posts its signed confirmation to /confirm, which the checkout service verifies before anything
 * changes, then sends the shopper to the order confirmation or the payment-failed page.
 */
export function simulatorRoutes(provider: SimulatorPaymentProvider, checkouts: CheckoutService, confirmations: PaymentConfirmations): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "10kb" }));

  router.get("/:checkoutId", async (req, res) => {
    const checkout = await checkouts.checkoutForPayment(req.params.checkoutId).catch(() => null);
    const request = checkout && { checkoutId: checkout.id, amountPaise: checkout.totals.totalPaise };
    if (!checkout || !request || !provider.isPageToken(request, String(req.query.token ?? ""))) {
      res.status(404).type("html").send(page("Payment not found", "<p>This payment link is not valid.</p>"));
      return;
    }
    if (checkout.status !== CheckoutStatus.AWAITING_PAYMENT) {
      const where = checkout.redirectUrl ?? PAYMENT_FAILED_PAGE;
      res.status(409).type("html").send(page("Payment closed", `<p>This payment is already closed.</p><p><a href="${escapeHtml(where)}">Continue</a></p>`));
      return;
    }
    const button = (outcome: "paid" | "failed", label: string) => {
      const fields = provider.confirmation(request, outcome);
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join("");
      return `<form method="post" action="${req.baseUrl}/confirm">${inputs}<button type="submit" name="button" value="${outcome}">${label}</button></form>`;
    };
    res
      .type("html")
      .setHeader("Cache-Control", "no-store")
      .send(
        page(
          "Bagzone UPI payment (simulator)",
          `<p role="note" style="background: #fff3cd; padding: 0.5rem 0.75rem"><strong>Test mode: no money is taken.</strong></p>
           <p>Amount: <strong>${escapeHtml(formatRupees(request.amountPaise))}</strong></p>
           <p>Checkout ${escapeHtml(checkout.id)}, open until ${escapeHtml(checkout.expiresAt?.toISOString() ?? "")}</p>
           ${button("paid", "Pay")}${button("failed", "Fail")}`,
        ),
      );
  });

  router.post("/confirm", async (req, res) => {
    try {
      const { outcome, checkout } = await confirmations.confirmSimulator(req.body ?? {});
      res.redirect(303, outcome === "paid" && checkout.redirectUrl ? checkout.redirectUrl : PAYMENT_FAILED_PAGE);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      res.status(HTTP_STATUS[err.code]).type("html").send(page("Payment not accepted", `<p>${escapeHtml(err.message)}</p>`));
    }
  });

  return router;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
