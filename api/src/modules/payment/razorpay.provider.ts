import { ConflictError, ServiceUnavailableError, ValidationError } from "../../common/errors";
import type { PaymentHandoff, PaymentProvider, PaymentRequest, ProviderRefund, RefundRequest } from "./payment-provider";
import type { PaymentAuthorized, PaymentCaptured, PaymentFailed, ProviderEvent } from "./provider-events";
import { hmacSha256Hex, safeEqual } from "./signatures";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or the repo's sandbox in development and tests. */
  apiUrl: string;
  /** https://checkout.razorpay.com/v1/checkout.js, or the sandbox's. */
  checkoutScriptUrl: string;
}

/** The parts of Razorpay's payment entity the shop reads. */
export interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  /** upi, card, netbanking, wallet, emi, ... */
  method?: string | null;
  error_description?: string | null;
  /** When the payment was made (unix seconds). */
  created_at?: number;
}

interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: "pending" | "processed" | "failed";
}

/** The parts of a line of Razorpay's settlement recon (a payment or refund settled) the shop reads. */
export interface RazorpayReconLine {
  entity_id: string;
  type: "payment" | "refund" | "adjustment" | "transfer";
  amount: number;
  fee: number;
  tax: number;
  credit: number;
  debit: number;
  settled_at: number;
  settlement_id: string;
  settlement_utr: string;
  payment_id: string | null;
}

/** How many items of a collection (payments, recon lines) Razorpay answers at most per call. */
const PAGE_SIZE = 100;

/** The fields Razorpay Checkout hands the page when the shopper has paid. */
export interface RazorpayCallback {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/** Razorpay refused a request (a 4xx): sending it again as it is cannot succeed. */
class RazorpayRefusal extends ConflictError {
  constructor(
    /** Razorpay's error.description, or the HTTP status when it gave none. */
    readonly description: string,
    readonly answeredStatus: number,
  ) {
    super("PAYMENT_PROVIDER_REFUSED", `The payment provider refused the request: ${description}`);
  }
}

/** How long one call to Razorpay may take before the shop gives up on it. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Razorpay over its documented REST API (orders, payments, refunds) and its signatures. Plain
 * HTTP rather than Razorpay's Node SDK: the SDK fixes the API's address, and the shop must talk to
 * the repo's sandbox in development and tests through RAZORPAY_API_URL.
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = "razorpay";
  readonly testMode: boolean;
  private readonly authorization: string;

  constructor(private readonly settings: RazorpaySettings) {
    this.testMode = settings.keyId.startsWith("rzp_test_");
    this.authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;
  }

  async createOrder(request: PaymentRequest): Promise<string> {
    const order = await this.call<{ id: string }>("POST", "/v1/orders", {
      amount: request.amountPaise,
      currency: "INR",
      receipt: request.checkoutId,
      notes: { checkout_id: request.checkoutId },
    });
    return order.id;
  }

  handoff(request: PaymentRequest, providerOrderId: string): PaymentHandoff {
    return {
      kind: "razorpay",
      checkout: {
        keyId: this.settings.keyId,
        orderId: providerOrderId,
        amountPaise: request.amountPaise,
        currency: "INR",
        scriptUrl: this.settings.checkoutScriptUrl,
      },
    };
  }

  fetchPayment(providerPaymentId: string): Promise<RazorpayPayment> {
    return this.call<RazorpayPayment>("GET", `/v1/payments/${encodeURIComponent(providerPaymentId)}`);
  }

  /**
   * Captures an authorized payment for exactly this amount and currency (the order's). Captured
   * already (the webhook and the callback both asked): the payment as it is now.
   */
  async capture(providerPaymentId: string, amountPaise: number, currency: string): Promise<RazorpayPayment> {
    try {
      return await this.call<RazorpayPayment>("POST", `/v1/payments/${encodeURIComponent(providerPaymentId)}/capture`, {
        amount: amountPaise,
        currency,
      });
    } catch (err) {
      if (!(err instanceof RazorpayRefusal)) throw err;
      const payment = await this.fetchPayment(providerPaymentId);
      if (payment.status === "captured" || payment.status === "refunded") return payment;
      throw err;
    }
  }

  /**
   * Asks for a refund, unless an earlier attempt of the same refund (a retried job whose answer was
   * lost) already made it: Razorpay keeps our refund id as the refund's receipt, and takes it as
   * the request's X-Refund-Idempotency key, so even two attempts in flight make one refund. A 4xx
   * is Razorpay's refusal (answered, not thrown); 409 means the same request is still being
   * worked on at Razorpay, so it is thrown to be retried like a 5xx or a lost connection.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const path = `/v1/payments/${encodeURIComponent(request.providerPaymentId)}`;
    try {
      const earlier = await this.call<{ items: RazorpayRefund[] }>("GET", `${path}/refunds?count=100`);
      const refund =
        earlier.items.find((r) => r.receipt === request.refundId) ??
        (await this.call<RazorpayRefund>(
          "POST",
          `${path}/refund`,
          {
            amount: request.amountPaise,
            receipt: request.refundId,
            notes: { refund_id: request.refundId, reason: request.reason.slice(0, 250) },
          },
          { "x-refund-idempotency": request.refundId },
        ));
      return { providerRefundId: refund.id, status: refund.status };
    } catch (err) {
      if (!(err instanceof RazorpayRefusal) || err.answeredStatus === 409) throw err;
      return { providerRefundId: null, status: "refused", failure: err.description };
    }
  }

  /** Throws unless Razorpay signed `order_id|payment_id` with the key secret (the Checkout success callback). */
  verifyCallback(callback: RazorpayCallback): void {
    const expected = hmacSha256Hex(this.settings.keySecret, `${callback.razorpayOrderId}|${callback.razorpayPaymentId}`);
    if (!safeEqual(expected, callback.razorpaySignature)) {
      throw ValidationError.field("razorpaySignature", "The payment confirmation could not be verified");
    }
  }

  /**
   * The event of a webhook whose X-Razorpay-Signature (HMAC-SHA256 of the raw body under the
   * webhook secret) is genuine; null for events the shop does not act on. Throws a
   * ValidationError for a missing or wrong signature or a body that is not Razorpay's.
   */
  webhookEvent(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): ProviderEvent | null {
    if (!signature || !safeEqual(hmacSha256Hex(this.settings.webhookSecret, rawBody), signature)) {
      throw ValidationError.field("X-Razorpay-Signature", "The webhook signature could not be verified");
    }
    let body: RazorpayWebhook;
    try {
      body = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw ValidationError.field("body", "The webhook body is not JSON");
    }
    const origin = { source: "webhook", providerEventId: eventId ? `razorpay:${eventId}` : null } as const;
    const payment = body.payload?.payment?.entity;
    const refund = body.payload?.refund?.entity;
    switch (body.event) {
      case "payment.captured":
      case "order.paid":
        return payment ? { ...origin, ...capturedEvent(payment) } : null;
      case "payment.authorized":
        return payment ? { ...origin, ...authorizedEvent(payment) } : null;
      case "payment.failed":
        return payment ? { ...origin, ...failedEvent(payment) } : null;
      case "refund.processed":
      case "refund.failed":
        return refund
          ? {
              ...origin,
              type: body.event,
              providerPaymentId: refund.payment_id,
              providerRefundId: refund.id,
              receipt: refund.receipt ?? null,
              reason: body.event === "refund.failed" ? "The provider could not process the refund" : null,
            }
          : null;
      default:
        return null;
    }
  }

  /** Every line of Razorpay's settlement recon for one Indian day (YYYY-MM-DD), page by page with `count` and `skip`. */
  async settlementRecon(date: string): Promise<RazorpayReconLine[]> {
    const [year, month, day] = date.split("-").map(Number);
    return this.everyPage<RazorpayReconLine>(`/v1/settlements/recon/combined?year=${year}&month=${month}&day=${day}`);
  }

  /** Every payment made at Razorpay between two moments (unix seconds, both included), whoever made it. */
  async paymentsBetween(from: number, to: number): Promise<RazorpayPayment[]> {
    return this.everyPage<RazorpayPayment>(`/v1/payments?from=${from}&to=${to}`);
  }

  /** A Razorpay collection read to its end: pages of at most 100 (Razorpay's limit) until a short one. */
  private async everyPage<T>(path: string): Promise<T[]> {
    const items: T[] = [];
    for (;;) {
      const page = await this.call<{ items: T[] }>("GET", `${path}&count=${PAGE_SIZE}&skip=${items.length}`);
      items.push(...page.items);
      if (page.items.length < PAGE_SIZE) return items;
    }
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: object, headers: Record<string, string> = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: { authorization: this.authorization, "content-type": "application/json", ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new ServiceUnavailableError(
        30,
        "The payment provider could not be reached. Nothing was charged; please try again in a moment.",
      );
    }
    const answer = (await res.json().catch(() => null)) as { error?: { description?: string } } | null;
    if (res.ok && answer) return answer as T;
    if (res.status >= 400 && res.status < 500) {
      throw new RazorpayRefusal(answer?.error?.description ?? `HTTP ${res.status}`, res.status);
    }
    throw new ServiceUnavailableError(
      30,
      "The payment provider is not answering properly. Nothing was charged; please try again in a moment.",
    );
  }
}

/** What a captured payment (fetched, or in a webhook) says, as the shop's event. */
export function capturedEvent(payment: RazorpayPayment): Omit<PaymentCaptured, "source" | "providerEventId"> {
  return {
    type: "payment.captured",
    providerOrderId: payment.order_id,
    providerPaymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
    method: payment.method ?? null,
  };
}

export function authorizedEvent(payment: RazorpayPayment): Omit<PaymentAuthorized, "source" | "providerEventId"> {
  return {
    type: "payment.authorized",
    providerOrderId: payment.order_id,
    providerPaymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
  };
}

export function failedEvent(payment: RazorpayPayment): Omit<PaymentFailed, "source" | "providerEventId"> {
  return {
    type: "payment.failed",
    providerOrderId: payment.order_id,
    providerPaymentId: payment.id,
    reason: payment.error_description || "The payment failed",
  };
}

interface RazorpayWebhook {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPayment }; refund?: { entity?: RazorpayRefund } };
}
