import escapeHtml from "escape-html";
import express, { Router } from "express";
import { DomainError } from "../../common/errors";
import { formatRupees } from "@shop/words/money";
import { INDIA_TIME_ZONE } from "@shop/words/india-time";
import { CheckoutStatus } from "./checkout.entity";
import type { CheckoutService } from "./checkout.service";
import type { PaymentConfirmations } from "./payment-confirmations";
import type { ReturnOrigins } from "../payment/return-origins";
import { type SimulatorPaymentProvider } from "../payment/simulator.provider";

const PAYMENT_FAILED_PAGE = "/payment-failed";

/**
 * The simulated bank: GET /:checkoutId shows the amount with Pay and Fail buttons; each button
 * posts its signed confirmation to /confirm, which the checkout service verifies before anything
 * changes, then sends the shopper to the order confirmation or the payment-failed page on the
 * shop address they checked out on (where they are signed in).
 */
export function simulatorRoutes(
  provider: SimulatorPaymentProvider,
  checkouts: CheckoutService,
  confirmations: PaymentConfirmations,
  returnOrigins: ReturnOrigins,
): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "10kb" }));

  router.get("/:checkoutId", async (req, res) => {
    const checkout = await checkouts.checkoutForPayment(req.params.checkoutId).catch(() => null);
    const request = checkout && { checkoutId: checkout.id, amountPaise: checkout.totals.totalPaise };
    if (!checkout || !request || !provider.isPageToken(request, typeof req.query.token === "string" ? req.query.token : "")) {
      res.status(404).type("html").send(simulatorPage("Payment not found", "<p>This payment link is not valid.</p>"));
      return;
    }
    const shop = (path: string) => returnOrigins.storefrontUrl(checkout.returnOrigin, path);
    if (checkout.status !== CheckoutStatus.AWAITING_PAYMENT) {
      const where = shop(checkout.redirectUrl ?? PAYMENT_FAILED_PAGE);
      res
        .status(409)
        .type("html")
        .send(
          simulatorPage(
            "Payment closed",
            `<p>This payment is already closed.</p><p><a class="button" href="${escapeHtml(where)}">Back to the shop</a></p>`,
          ),
        );
      return;
    }
    const button = (outcome: "paid" | "failed", label: string) => {
      const fields = provider.confirmation(request, outcome);
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join("");
      return `<form method="post" action="${req.baseUrl}/confirm">${inputs}<button type="submit" class="${outcome}" name="button" value="${outcome}">${label}</button></form>`;
    };
    const items = checkout.lines.reduce((n, l) => n + l.quantity, 0);
    res
      .type("html")
      .setHeader("Cache-Control", "no-store")
      // The confirmation's redirect goes to the shop's address the shopper came from: a form's redirect must be allowed by form-action.
      .setHeader("Content-Security-Policy", simulatorPolicy(checkout.returnOrigin))
      .send(
        simulatorPage(
          "Pay by UPI",
          `<p class="test" role="note"><strong>Test payment page.</strong> This is the shop's payment simulator: no money is taken and no bank is involved.</p>
           <dl>
             <dt>Amount</dt><dd class="amount">${escapeHtml(formatRupees(request.amountPaise))}</dd>
             <dt>To</dt><dd>Bagzone, for ${items} ${items === 1 ? "item" : "items"}</dd>
             <dt>Pay before</dt><dd>${escapeHtml(checkout.expiresAt ? indianTime(checkout.expiresAt) : "")}</dd>
           </dl>
           <div class="buttons">${button("paid", "Pay")}${button("failed", "Fail")}</div>`,
        ),
      );
  });

  router.post("/confirm", async (req, res) => {
    try {
      const { outcome, checkout } = await confirmations.confirmSimulator(req.body ?? {});
      const path = outcome === "paid" && checkout.redirectUrl ? checkout.redirectUrl : PAYMENT_FAILED_PAGE;
      res.redirect(303, returnOrigins.storefrontUrl(checkout.returnOrigin, path));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      res
        .status(err.httpStatus)
        .type("html")
        .send(simulatorPage("Payment not accepted", `<p>${escapeHtml(err.message)}</p>`));
    }
  });

  return router;
}

/** "Mon, 23 Nov, 7:05 pm IST": the time as a shopper in India reads it. */
function indianTime(at: Date): string {
  const text = at.toLocaleString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: INDIA_TIME_ZONE,
  });
  return `${text} IST`;
}

const simulatorPolicy = (shopOrigin: string | null) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${shopOrigin ? ` ${shopOrigin}` : ""}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");

/** A page in the shop's colours and type (storefront/src/styles/theme.ts), so the simulated bank does not look broken. */
const simulatorPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)} - Bagzone (test)</title><style>${SIMULATOR_STYLE}</style></head>` +
  `<body><header><span class="logo">Bagzone</span><span class="badge">Test mode</span></header>` +
  `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const SIMULATOR_STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; color: #292524; background: #f5f5f4; }
  header { display: flex; align-items: center; justify-content: space-between; padding: 0.9rem 1rem; background: #1c1917; color: #fff; }
  .logo { font-family: Georgia, 'Times New Roman', serif; font-size: 1.4rem; font-weight: 700; letter-spacing: 0.02em; }
  .badge { font-size: 0.8rem; padding: 0.2rem 0.6rem; border-radius: 999px; background: #fde68a; color: #1c1917; font-weight: 600; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d6d3d1; border-radius: 6px; }
  h1 { font-family: Georgia, 'Times New Roman', serif; margin: 0 0 1rem; font-size: 1.6rem; }
  .test { background: #fef3c7; border-left: 4px solid #b45309; padding: 0.6rem 0.8rem; margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #57534e; }
  dd { margin: 0; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .buttons { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  .buttons form { flex: 1; }
  button, .button { display: inline-block; width: 100%; min-height: 44px; border-radius: 6px; font: inherit; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; padding: 0.6rem 1rem; box-sizing: border-box; }
  .paid, .button { background: #9a3412; color: #fff; border: 1px solid #9a3412; }
  .failed { background: #fff; color: #292524; border: 1px solid #57534e; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;
