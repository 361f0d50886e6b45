import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import escapeHtml from "escape-html";
import { razorpayId } from "./razorpay-sandbox-ids";
import { checkoutPage, checkoutScript } from "./razorpay-sandbox-pages";
import { type SandboxSettlement, SandboxSettlementBook, SettlementQueryError } from "./razorpay-sandbox-settlements";
import { SandboxRefundFaults } from "./razorpay-sandbox-refund-faults";
import { paymentList } from "./razorpay-sandbox-payment-list";

/**
 * A stand-in for Razorpay, for development and tests on machines that cannot reach Razorpay. It
 * speaks the part of Razorpay's documented REST API the shop uses (orders, payments and their list, refunds,
 * settlements and their recon; Basic auth with the key id and secret, Razorpay's entity and error
 * shapes), serves a checkout.js and a checkout page with Pay and Fail, signs Checkout's success
 * callback as Razorpay does (HMAC-SHA256 of `order_id|payment_id` under the key secret) and sends
 * webhooks signed as Razorpay signs them (HMAC-SHA256 of the raw body under the webhook secret, with
 * X-Razorpay-Event-Id). It keeps everything in memory.
 */
export interface RazorpaySandboxOptions {
  port?: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The shop's webhook endpoint; unset: events are kept but not sent. */
  webhookUrl?: string;
  log?: (line: string) => void;
}

export interface SandboxOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

interface SandboxPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "failed" | "refunded";
  order_id: string;
  method: SandboxPaymentMethod;
  captured: boolean;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  vpa: string | null;
  bank: string | null;
  wallet: string | null;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** How the shopper paid (the payment entity's `method`). */
type SandboxPaymentMethod = "upi" | "card" | "netbanking" | "wallet" | "emi";

/** What the checkout page's Pay button is told to do: a tampered amount, or another method than UPI. */
export interface SandboxPayOptions {
  amount?: number;
  method?: SandboxPaymentMethod;
  /** Pays an order already paid (a shopper paying twice): a second capture for it. */
  again?: boolean;
}

interface SandboxRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  created_at: number;
}

/** A webhook the sandbox made: what it sent (or holds), byte for byte. */
interface SandboxWebhook {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  /** The shop's answers, one per delivery. */
  deliveries: number[];
}

/** What Razorpay Checkout's success handler receives. */
interface CheckoutCallback {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpaySandbox {
  url: string;
  orders: Map<string, SandboxOrder>;
  payments: Map<string, SandboxPayment>;
  webhooks: SandboxWebhook[];
  /**
   * What the checkout page's Pay button does: captures the order's amount (or `amount`, to play a
   * tampered capture) paid by UPI (or `method`); with auto-capture off, only authorizes it
   * (payment.authorized) and the shop must capture it.
   */
  pay(orderId: string, options?: SandboxPayOptions): Promise<CheckoutCallback>;
  /** Razorpay's account setting: off, payments stay authorized until captured through the API (default on). */
  setAutoCapture(on: boolean): void;
  /** What the checkout page's Fail button does. */
  fail(orderId: string): Promise<{ paymentId: string }>;
  /** While held, webhooks are made and kept but not sent; `deliver` sends one (again). */
  holdWebhooks(held: boolean): void;
  deliver(eventId: string): Promise<number>;
  /** The next refund is left pending and then fails (refund.failed), as a bank may refuse one. */
  failNextRefund(): void;
  /** Pays out what was captured, less fees and refunds, and not settled yet (razorpay-sandbox-settlements.ts); null when nothing is due. */
  settle(): SandboxSettlement | null;
  /** Refusals and lost answers of refund requests (a 400 such as not enough balance, or a 5xx after the refund was made). */
  refundFaults: SandboxRefundFaults;
  /** Where webhooks go from now on (a shop started after the sandbox). */
  sendWebhooksTo(url: string): void;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, text: string) => crypto.createHmac("sha256", secret).update(text).digest("hex");

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function startRazorpaySandbox(options: RazorpaySandboxOptions): Promise<RazorpaySandbox> {
  const log = options.log ?? (() => {});
  const orders = new Map<string, SandboxOrder>();
  const payments = new Map<string, SandboxPayment>();
  const refunds = new Map<string, SandboxRefund>();
  const webhooks: SandboxWebhook[] = [];
  let held = false;
  let webhookUrl = options.webhookUrl;
  let failNextRefund = false;
  const settlements = new SandboxSettlementBook(now);
  let autoCapture = true;
  const refundFaults = new SandboxRefundFaults();
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  async function deliver(eventId: string): Promise<number> {
    const hook = webhooks.find((w) => w.eventId === eventId);
    if (!hook) throw new Error(`no webhook ${eventId}`);
    if (!webhookUrl) return 0;
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId },
      body: hook.body,
    }).catch(() => null);
    const status = res?.status ?? 0;
    hook.deliveries.push(status);
    log(`webhook ${hook.event} ${hook.eventId} -> ${status}`);
    return status;
  }

  async function emit(event: string, payload: Record<string, object>): Promise<void> {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_sandbox",
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, entity]) => [k, { entity }])),
      created_at: now(),
    });
    const hook = { eventId: razorpayId("evt"), event, body, signature: hmac(options.webhookSecret, body), deliveries: [] };
    webhooks.push(hook);
    if (!held) await deliver(hook.eventId);
  }

  function orderOf(orderId: string): SandboxOrder {
    const order = orders.get(orderId);
    if (!order) throw new ApiError(400, "The id provided does not exist", "id");
    return order;
  }

  async function pay(orderId: string, opts: SandboxPayOptions = {}): Promise<CheckoutCallback> {
    const order = orderOf(orderId);
    if (order.status === "paid" && !opts.again) throw new ApiError(400, "Order is already paid");
    const payment = newPayment(order, autoCapture ? "captured" : "authorized", opts.method ?? "upi");
    payment.amount = opts.amount ?? order.amount;
    Object.assign(order, { status: "attempted", attempts: order.attempts + 1 });
    const callback = {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmac(options.keySecret, `${order.id}|${payment.id}`),
    };
    if (autoCapture) await captured(order, payment);
    else await emit("payment.authorized", { payment });
    return callback;
  }

  async function captured(order: SandboxOrder, payment: SandboxPayment): Promise<void> {
    Object.assign(order, { status: "paid", amount_paid: payment.amount, amount_due: 0 });
    await emit("payment.captured", { payment });
    await emit("order.paid", { payment, order });
  }

  /** POST /v1/payments/:id/capture: exactly the authorized amount, in its currency. */
  async function capture(paymentId: string, body: { amount?: unknown; currency?: unknown }): Promise<SandboxPayment> {
    const payment = payments.get(paymentId);
    if (!payment) throw new ApiError(400, "The id provided does not exist", "id");
    if (payment.status === "captured" || payment.status === "refunded") throw new ApiError(400, "This payment has already been captured");
    if (payment.status !== "authorized")
      throw new ApiError(400, "Only payments which have been authorized and not yet captured can be captured");
    if (body.amount !== payment.amount) throw new ApiError(400, "Capture amount must be equal to the amount authorized", "amount");
    if (body.currency !== payment.currency) throw new ApiError(400, "The currency should be the same as the payment currency", "currency");
    Object.assign(payment, { status: "captured", captured: true });
    await captured(orderOf(payment.order_id), payment);
    return payment;
  }

  async function fail(orderId: string): Promise<{ paymentId: string }> {
    const order = orderOf(orderId);
    const payment = newPayment(order, "failed");
    Object.assign(payment, { error_code: "BAD_REQUEST_ERROR", error_description: "Payment failed: the UPI app declined it" });
    Object.assign(order, { status: "attempted", attempts: order.attempts + 1 });
    await emit("payment.failed", { payment });
    return { paymentId: payment.id };
  }

  function newPayment(
    order: SandboxOrder,
    status: "authorized" | "captured" | "failed",
    method: SandboxPaymentMethod = "upi",
  ): SandboxPayment {
    const payment: SandboxPayment = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method,
      captured: status === "captured",
      amount_refunded: 0,
      refund_status: null,
      vpa: method === "upi" ? "shopper@okbank" : null,
      bank: method === "netbanking" ? "HDFC" : null,
      wallet: method === "wallet" ? "paytm" : null,
      error_code: null,
      error_description: null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function refund(
    paymentId: string,
    body: { amount?: unknown; receipt?: unknown; notes?: unknown },
    idempotencyKey: string | undefined,
  ): SandboxRefund {
    const earlier = refundFaults.madeWith(idempotencyKey);
    if (earlier) return refunds.get(earlier)!;
    const refusal = refundFaults.takeRefusal();
    if (refusal) throw new ApiError(400, refusal);
    const payment = payments.get(paymentId);
    if (!payment) throw new ApiError(400, "The id provided does not exist", "id");
    if (!payment.captured) throw new ApiError(400, "The payment has not been captured");
    const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      throw new ApiError(400, "The amount must be atleast INR 1.00", "amount");
    if (amount > payment.amount - payment.amount_refunded)
      throw new ApiError(400, "The total refund amount is greater than the refund payment amount", "amount");
    const failing = failNextRefund;
    failNextRefund = false;
    const created: SandboxRefund = {
      id: razorpayId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      receipt: typeof body.receipt === "string" ? body.receipt : null,
      notes: (body.notes as Record<string, string>) ?? {},
      status: "pending",
      created_at: now(),
    };
    refunds.set(created.id, created);
    refundFaults.remember(idempotencyKey, created.id);
    if (refundFaults.takeLostAnswer()) {
      settleRefund(created, payment, failing);
      throw new ApiError(500, "We are facing some trouble completing your request at the moment. Please try again shortly.");
    }
    settleRefund(created, payment, failing);
    return created;
  }

  /** What happens to a refund once made: processed (after a moment, with its webhook), or left pending and then failed. */
  function settleRefund(created: SandboxRefund, payment: SandboxPayment, failing: boolean): void {
    if (refundFaults.holdIfAsked(() => settleRefund(created, payment, failing))) return;
    const amount = created.amount;
    if (failing) {
      // The bank refuses it later: the refund fails and its amount is free again.
      setTimeout(() => void ((created.status = "failed"), emit("refund.failed", { refund: created, payment })), 50);
      return;
    }
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    created.status = "processed";
    setTimeout(() => void emit("refund.processed", { refund: created, payment }), 50);
  }

  /** Captured payments and processed refunds, as the settlement book settles them. */
  function settleable() {
    const receiptOf = (orderId: string) => orders.get(orderId)?.receipt ?? null;
    const captured = [...payments.values()].filter((p) => p.captured);
    const refunded = [...refunds.values()].filter((r) => r.status === "processed");
    return [
      ...captured.map((p) => ({ ...p, payment_id: p.id, order_receipt: receiptOf(p.order_id) })),
      ...refunded.map((r) => {
        const orderId = payments.get(r.payment_id)!.order_id;
        return { ...r, order_id: orderId, order_receipt: receiptOf(orderId) };
      }),
    ];
  }

  function api(
    method: string,
    path: string,
    body: Record<string, unknown>,
    query: URLSearchParams,
    headers: http.IncomingHttpHeaders,
  ): unknown {
    let m: RegExpMatchArray | null;
    if (method === "GET" && (path.startsWith("/v1/settlements") || path === "/v1/payments")) {
      try {
        const answer = path === "/v1/payments" ? paymentList(payments.values(), query) : settlements.answer(path, query);
        if (answer !== undefined) return answer;
      } catch (err) {
        if (err instanceof SettlementQueryError) throw new ApiError(400, err.message);
        throw err;
      }
    }
    if (method === "POST" && path === "/v1/orders") {
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
        throw new ApiError(400, "The amount must be atleast INR 1.00", "amount");
      if (currency !== "INR") throw new ApiError(400, "Currency is not supported", "currency");
      const order: SandboxOrder = {
        id: razorpayId("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: typeof receipt === "string" ? receipt : null,
        status: "created",
        attempts: 0,
        notes: (notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return order;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/orders\/([\w-]+)$/))) return orderOf(m[1]);
    if (method === "GET" && (m = path.match(/^\/v1\/payments\/([\w-]+)$/))) {
      const payment = payments.get(m[1]);
      if (!payment) throw new ApiError(400, "The id provided does not exist", "id");
      return payment;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/payments\/([\w-]+)\/refunds$/))) {
      const items = [...refunds.values()].filter((r) => r.payment_id === m![1]);
      return { entity: "collection", count: items.length, items };
    }
    if (method === "POST" && (m = path.match(/^\/v1\/payments\/([\w-]+)\/capture$/))) return capture(m[1], body);
    if (method === "POST" && (m = path.match(/^\/v1\/payments\/([\w-]+)\/refund$/)))
      return refund(m[1], body, headers["x-refund-idempotency"] as string | undefined);
    throw new ApiError(400, "The requested URL was not found on the server.");
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const send = (status: number, type: string, text: string) => {
      res.writeHead(status, { "content-type": type, "access-control-allow-origin": "*", "cache-control": "no-store" });
      res.end(text);
    };
    const json = (status: number, value: unknown) => send(status, "application/json", JSON.stringify(value));
    try {
      if (req.method === "OPTIONS") return send(204, "text/plain", "");
      if (req.method === "GET" && url.pathname === "/v1/checkout.js")
        return send(200, "application/javascript", checkoutScript(`http://${req.headers.host}`));
      let m: RegExpMatchArray | null;
      if (req.method === "GET" && (m = url.pathname.match(/^\/checkout\/([\w-]+)$/))) {
        const order = orders.get(m[1]);
        if (!order || url.searchParams.get("key_id") !== options.keyId) return send(404, "text/html", "<h1>Payment not found</h1>");
        return send(200, "text/html; charset=utf-8", checkoutPage(order, escapeHtml));
      }
      if (req.method === "POST" && (m = url.pathname.match(/^\/checkout\/([\w-]+)\/(pay|fail)$/))) {
        return json(200, m[2] === "pay" ? await pay(m[1]) : await fail(m[1]));
      }
      if (!url.pathname.startsWith("/v1/"))
        return json(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
      if (req.headers.authorization !== authorization) {
        return json(401, { error: { code: "BAD_REQUEST_ERROR", description: "The api key provided is invalid" } });
      }
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          throw new ApiError(400, "The request body is not valid JSON");
        }
      }
      json(200, await api(req.method ?? "GET", url.pathname, body, url.searchParams, req.headers));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      json(err.status, {
        error: {
          code: err.status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR",
          description: err.message,
          field: err.field ?? null,
          source: "business",
          step: "payment_initiation",
          reason: "input_validation_failed",
        },
      });
    }
  };
  // A failure other than the API's own refusals stays unhandled, as it would in an async listener.
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders,
    payments,
    webhooks,
    pay,
    fail,
    holdWebhooks: (value) => void (held = value),
    deliver,
    failNextRefund: () => void (failNextRefund = true),
    settle: () => settlements.settle(settleable()),
    refundFaults,
    setAutoCapture: (on) => void (autoCapture = on),
    sendWebhooksTo: (url) => void (webhookUrl = url),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
