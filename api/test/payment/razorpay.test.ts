import crypto from "node:crypto";
import { expectPageSizesRefused, walkPages, connectionField } from "../support/connection-pages";
import { createProduct, productRow } from "../support/catalog-fixtures";
import { ADDRESS, customerWithBag, GET_CHECKOUT, placeCheckoutOk } from "../support/commerce";
import { loadConfig } from "../../src/shop/config";
import { readOutbox } from "../support/outbox";
import { RAZORPAY_KEYS, type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import { graphql } from "../gql";
import type { SandboxPayOptions } from "../../src/sandbox/razorpay-sandbox";

const CHECKOUT_RAZORPAY = graphql(
  `query RazorpayCheckoutRazorpay($id: ID!) { checkout(id: $id) { id status paymentStatus orderId redirectUrl paymentUrl razorpay { keyId orderId amount { paise } scriptUrl } } }`,
);
const CONFIRM = graphql(
  `mutation RazorpayConfirm($input: ConfirmRazorpayPaymentInput!) { confirmRazorpayPayment(input: $input) { id status paymentStatus orderId redirectUrl } }`,
);
const ABANDON = graphql(`mutation RazorpayAbandon($id: ID!) { abandonCheckout(id: $id) { id status } }`);
const ORDER_MONEY = graphql(`query RazorpayOrderMoney($id: ID!) { order(id: $id) { id status paymentStatus paidAt totals { total { paise } }
  paidWith payment { provider status method providerOrderId providerPaymentId attention events { source type summary } }
  refunds { id amount { paise } status method reason reference failure } } }`);
const STRAYS = graphql(`query RazorpayStrays($id: ID!) { order(id: $id) { id paymentStatus
  payment { attention strayCaptures { id providerPaymentId amount { paise } refundId } refunds { status amount { paise } } } } }`);
const NEEDING_ATTENTION_STRAYS = graphql(
  `query RazorpayNeedingAttentionStrays { paymentsNeedingAttention(first: 100) { nodes { checkoutId orderId orderNumber strayCaptures { id providerPaymentId amount { paise } } } } }`,
);
const REFUND_STRAY = graphql(`mutation RazorpayRefundStray($id: ID!) { refundStrayCapture(id: $id) { id status amount { paise } } }`);
const PAID_WITH = graphql(`query RazorpayPaidWith($id: ID!) { order(id: $id) { id paidWith } }`);
const REFUND = graphql(
  `mutation RazorpayRefund($input: RefundOrderInput!) { refundOrder(input: $input) { id amount { paise } status method } }`,
);
const MANUAL_REFUND = graphql(
  `mutation RazorpayManualRefund($input: ManualRefundInput!) { recordManualRefund(input: $input) { id amount { paise } status method reference } }`,
);
const SET_STATUS = graphql(
  `mutation RazorpaySetStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status paymentStatus } }`,
);
const NEEDING_ATTENTION = graphql(
  `query RazorpayNeedingAttention($first: Int = 100, $after: String) { paymentsNeedingAttention(first: $first, after: $after) { nodes { checkoutId status attention refunds { amount { paise } status } } totalCount pageInfo { hasNextPage endCursor } } }`,
);

let r: RazorpayShop;
beforeAll(async () => {
  // A refund whose answer was lost is retried at once (the retry is what is tested, not its delay).
  r = await startRazorpayShop({ JOB_RETRY_DELAY_SECONDS: "0" });
});
afterAll(() => r.close());

async function upiCheckout(options: { stock?: number; quantity?: number; pricePaise?: number } = {}) {
  const product = await createProduct(r.t.dataSource, { countInStock: options.stock ?? 5, pricePaise: options.pricePaise ?? 600_00 });
  const customer = await customerWithBag(r.t, product.id, options.quantity ?? 2);
  const created = await placeCheckoutOk(r.t, customer.token, { paymentMethod: "UPI" });
  const checkout = (await r.t.gqlOk(CHECKOUT_RAZORPAY, { id: created.id }, customer.token)).checkout;
  return { product, customer, checkout, razorpayOrderId: checkout.razorpay.orderId };
}

const callbackInput = (checkoutId: string, cb: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => ({
  checkoutId,
  razorpayOrderId: cb.razorpay_order_id,
  razorpayPaymentId: cb.razorpay_payment_id,
  razorpaySignature: cb.razorpay_signature,
});

async function ordersOf(checkoutId: string): Promise<number> {
  const [{ count }] = await r.t.dataSource.query(`SELECT count(*)::int FROM orders WHERE checkout_id = $1`, [checkoutId]);
  return count;
}

/** Pays at the sandbox with webhooks held, so the test decides when (and how often) they arrive. */
async function payHeld(orderId: string, options: SandboxPayOptions = {}) {
  r.sandbox.holdWebhooks(true);
  try {
    const callback = await r.sandbox.pay(orderId, options);
    const hooks = r.sandbox.webhooks.filter((w) => w.body.includes(callback.razorpay_payment_id));
    return { callback, hooks };
  } finally {
    r.sandbox.holdWebhooks(false);
  }
}

function postWebhook(body: string, headers: Record<string, string>) {
  return r.t.http
    .post("/api/payments/razorpay/webhook")
    .set({ "content-type": "application/json", ...headers })
    .send(body);
}

const sign = (secret: string, text: string) => crypto.createHmac("sha256", secret).update(text).digest("hex");

/**
 * Posts a payment.captured webhook made from a real one with its payment changed, signed with the
 * webhook secret as Razorpay signs: what Razorpay would send if it reported that payment.
 */
async function postCapture(capturedBody: string, changes: { orderId?: string; paymentId?: string; amount?: number }) {
  const event = JSON.parse(capturedBody);
  const payment = event.payload.payment.entity;
  Object.assign(payment, {
    order_id: changes.orderId ?? payment.order_id,
    id: changes.paymentId ?? payment.id,
    amount: changes.amount ?? payment.amount,
  });
  const body = JSON.stringify(event);
  const headers = {
    "x-razorpay-signature": sign(RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET, body),
    "x-razorpay-event-id": `evt_${crypto.randomBytes(7).toString("hex")}`,
  };
  return { status: (await postWebhook(body, headers)).status, body, headers };
}

/** The checkout's payment as admins see it among those needing attention, if it is there. */
async function needingAttention(checkoutId: string) {
  const list = await r.t.gqlOk(NEEDING_ATTENTION, {}, await r.t.adminToken());
  return list.paymentsNeedingAttention.nodes.find((p) => p.checkoutId === checkoutId);
}

describe("a UPI checkout through Razorpay", () => {
  it("opens a Razorpay order for exactly the server's total, with the checkout as receipt, and hands Checkout its options", async () => {
    const { checkout, razorpayOrderId } = await upiCheckout({ pricePaise: 649_50, quantity: 2 });
    expect(checkout).toMatchObject({
      status: "AWAITING_PAYMENT",
      paymentUrl: null,
      razorpay: { keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID, amount: { paise: 1299_00 }, scriptUrl: `${r.sandbox.url}/v1/checkout.js` },
    });
    expect(r.sandbox.orders.get(razorpayOrderId)).toMatchObject({
      amount: 1299_00,
      currency: "INR",
      receipt: checkout.id,
      notes: { checkout_id: checkout.id },
    });
    expect((await r.t.gqlOk(graphql(`query RazorpayPaymentOptions { paymentOptions { provider testMode } }`))).paymentOptions).toEqual({
      provider: "razorpay",
      testMode: true,
    });
  });

  it("callback first: verified and fetched from Razorpay, the order is placed; the webhooks that follow change nothing", async () => {
    const { product, customer, checkout, razorpayOrderId } = await upiCheckout();
    const { callback, hooks } = await payHeld(razorpayOrderId);
    const confirmed = (await r.t.gqlOk(CONFIRM, { input: callbackInput(checkout.id, callback) }, customer.token)).confirmRazorpayPayment;
    expect(confirmed).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAID",
      redirectUrl: `/order-confirmation?orderId=${confirmed.orderId}`,
    });

    expect(hooks.map((h) => h.event)).toEqual(["payment.captured", "order.paid"]);
    for (const hook of hooks) expect(await r.sandbox.deliver(hook.eventId)).toBe(200);
    expect(await ordersOf(checkout.id)).toBe(1);
    expect(await productRow(r.t.dataSource, product.id)).toEqual({ countInStock: 3, soldCount: 2 });

    const order = (await r.t.gqlOk(ORDER_MONEY, { id: confirmed.orderId }, await r.t.adminToken())).order;
    expect(order).toMatchObject({
      paymentStatus: "PAID",
      payment: {
        provider: "razorpay",
        status: "CAPTURED",
        providerOrderId: razorpayOrderId,
        providerPaymentId: callback.razorpay_payment_id,
        attention: null,
      },
    });
    expect(order.payment.events.map((e: { source: string; type: string }) => `${e.source} ${e.type}`)).toEqual([
      "shop order.created",
      "callback payment.captured",
      "webhook payment.captured",
      "webhook payment.captured",
    ]);
  });

  it("webhook first: the order is placed by the webhook, and the callback that comes later returns it", async () => {
    const { customer, checkout, razorpayOrderId } = await upiCheckout();
    const callback = await r.sandbox.pay(razorpayOrderId);
    const after = (await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout;
    expect(after).toMatchObject({ status: "COMPLETED", paymentStatus: "PAID" });
    const confirmed = (await r.t.gqlOk(CONFIRM, { input: callbackInput(checkout.id, callback) }, customer.token)).confirmRazorpayPayment;
    expect(confirmed.orderId).toBe(after.orderId);
    expect(await ordersOf(checkout.id)).toBe(1);
  });

  it("a replayed webhook, and the same callback twice at once, give one order", async () => {
    const { customer, checkout, razorpayOrderId } = await upiCheckout();
    const { callback, hooks } = await payHeld(razorpayOrderId);
    const captured = hooks[0];
    const [a, b] = await Promise.all([r.sandbox.deliver(captured.eventId), r.sandbox.deliver(captured.eventId)]);
    expect([a, b]).toEqual([200, 200]);
    const confirms = await Promise.all(
      [1, 2].map(() => r.t.gqlOk(CONFIRM, { input: callbackInput(checkout.id, callback) }, customer.token)),
    );
    expect(new Set(confirms.map((c) => c.confirmRazorpayPayment.orderId)).size).toBe(1);
    expect(await ordersOf(checkout.id)).toBe(1);
    const [{ count }] = await r.t.dataSource.query(`SELECT count(*)::int FROM payment_events WHERE provider_event_id = $1`, [
      `razorpay:${captured.eventId}`,
    ]);
    expect(count).toBe(1);
  });

  it("refuses a forged callback: another signature, another checkout's order, or an unpaid payment id", async () => {
    const { product, customer, checkout, razorpayOrderId } = await upiCheckout({ stock: 5, quantity: 1 });
    const other = await upiCheckout();
    const { callback } = await payHeld(other.razorpayOrderId);
    const forged = [
      { input: { ...callbackInput(checkout.id, callback), razorpayOrderId }, message: "The payment confirmation could not be verified" },
      { input: callbackInput(checkout.id, callback), message: "This payment is not for this checkout" },
      {
        input: {
          checkoutId: checkout.id,
          razorpayOrderId,
          razorpayPaymentId: "pay_made_up",
          razorpaySignature: sign(RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET, `${razorpayOrderId}|pay_made_up`),
        },
        message: "The payment confirmation could not be verified",
      },
    ];
    for (const { input, message } of forged) {
      const res = await r.t.gql(CONFIRM, { input }, customer.token);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    // Genuinely signed, but Razorpay has no such payment: nothing is paid either.
    const unknown = await r.t.gql(
      CONFIRM,
      {
        input: {
          checkoutId: checkout.id,
          razorpayOrderId,
          razorpayPaymentId: "pay_made_up",
          razorpaySignature: sign(RAZORPAY_KEYS.RAZORPAY_KEY_SECRET, `${razorpayOrderId}|pay_made_up`),
        },
      },
      customer.token,
    );
    expect(unknown.errors?.[0].extensions?.code).toBe("PAYMENT_PROVIDER_REFUSED");
    expect(unknown.errors?.[0].message).toContain("The payment provider refused the request");
    expect((await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status).toBe("AWAITING_PAYMENT");
    expect(await ordersOf(checkout.id)).toBe(0);
    expect((await productRow(r.t.dataSource, product.id)).countInStock).toBe(4);
  });

  it("refuses webhooks with a missing or wrong signature with 400, and nothing changes", async () => {
    const { customer, checkout, razorpayOrderId } = await upiCheckout();
    const { hooks } = await payHeld(razorpayOrderId);
    const captured = hooks[0];
    const tampered = captured.body.replace(/"amount":\d+/, '"amount":100');
    const attempts: Array<{ body: string; headers: Record<string, string> }> = [
      { body: captured.body, headers: {} },
      { body: captured.body, headers: { "x-razorpay-signature": "0".repeat(64) } },
      { body: captured.body, headers: { "x-razorpay-signature": sign(RAZORPAY_KEYS.RAZORPAY_KEY_SECRET, captured.body) } },
      { body: tampered, headers: { "x-razorpay-signature": captured.signature } },
    ];
    for (const { body, headers } of attempts) {
      const res = await postWebhook(body, { "x-razorpay-event-id": captured.eventId, ...headers });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "The webhook signature could not be verified", code: "BAD_USER_INPUT" });
    }
    expect((await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status).toBe("AWAITING_PAYMENT");
    // The genuine one still counts afterwards: a refused forgery did not use up its event id.
    expect(await r.sandbox.deliver(captured.eventId)).toBe(200);
    expect((await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status).toBe("COMPLETED");
  });

  it("a capture whose amount does not match the checkout is recorded for admins and pays nothing", async () => {
    const { customer, checkout, razorpayOrderId } = await upiCheckout({ pricePaise: 600_00, quantity: 2 });
    const callback = await r.sandbox.pay(razorpayOrderId, { amount: 1_00 });
    const res = await r.t.gql(CONFIRM, { input: callbackInput(checkout.id, callback) }, customer.token);
    expect(res.data?.confirmRazorpayPayment).toMatchObject({ status: "AWAITING_PAYMENT", orderId: null });
    expect(await ordersOf(checkout.id)).toBe(0);
    const flagged = (await r.t.gqlOk(NEEDING_ATTENTION, {}, await r.t.adminToken())).paymentsNeedingAttention.nodes.find(
      (p) => p.checkoutId === checkout.id,
    )!;
    expect(flagged.status).toBe("CREATED");
    expect(flagged.attention).toContain("Amount mismatch: the provider reports Rs. 1.00 INR captured");
  });

  it("a right capture after a wrong amount places the order and settles the mismatch's flag", async () => {
    const { customer, checkout, razorpayOrderId } = await upiCheckout();
    const { hooks } = await payHeld(razorpayOrderId, { amount: 1_00 });
    expect(await r.sandbox.deliver(hooks[0].eventId)).toBe(200);
    expect((await needingAttention(checkout.id))?.attention).toContain("Amount mismatch");

    const total = r.sandbox.orders.get(razorpayOrderId)!.amount;
    expect((await postCapture(hooks[0].body, { paymentId: "pay_RightAmount01", amount: total })).status).toBe(200);
    expect((await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAID",
    });
    expect(await needingAttention(checkout.id)).toBeUndefined();
  });

  it("a signed capture with another order's payment id is acknowledged, pays nothing, and is flagged for admins", async () => {
    const paid = await upiCheckout();
    const { hooks } = await payHeld(paid.razorpayOrderId);
    expect(await r.sandbox.deliver(hooks[0].eventId)).toBe(200);
    const { customer, checkout, razorpayOrderId } = await upiCheckout();

    const reused = { orderId: razorpayOrderId, amount: r.sandbox.orders.get(razorpayOrderId)!.amount };
    const first = await postCapture(hooks[0].body, reused);
    expect(first.status).toBe(200);
    // Delivered again, as Razorpay retries: still acknowledged, still nothing paid.
    expect((await postWebhook(first.body, first.headers)).status).toBe(200);
    expect((await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout).toMatchObject({
      status: "AWAITING_PAYMENT",
      paymentStatus: "UNPAID",
    });
    expect(await ordersOf(checkout.id)).toBe(0);
    expect(await needingAttention(checkout.id)).toMatchObject({
      status: "CREATED",
      attention: expect.stringContaining(`already paid checkout ${paid.checkout.id}. Nothing was marked paid.`),
    });
  });

  describe("with auto-capture off at Razorpay", () => {
    beforeEach(() => r.sandbox.setAutoCapture(false));
    afterEach(() => r.sandbox.setAutoCapture(true));

    it("payment.authorized: the shop captures exactly the order's amount, and records how the shopper paid", async () => {
      const { customer, checkout, razorpayOrderId } = await upiCheckout({ pricePaise: 700_00, quantity: 1 });
      const callback = await r.sandbox.pay(razorpayOrderId, { method: "card" });
      await waitFor(async () => (await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status === "COMPLETED");
      expect(r.sandbox.payments.get(callback.razorpay_payment_id)).toMatchObject({ status: "captured", amount: 750_00 });
      const { orderId } = (await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout;
      const order = (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, await r.t.adminToken())).order;
      expect(order).toMatchObject({ paymentStatus: "PAID", paidWith: "card", payment: { status: "CAPTURED", method: "card" } });
      expect((await r.t.gqlOk(PAID_WITH, { id: orderId }, customer.token)).order?.paidWith).toBe("card");
    });

    it("the callback of an authorized payment captures it, and the webhook that follows changes nothing", async () => {
      const { customer, checkout, razorpayOrderId } = await upiCheckout();
      const { callback, hooks } = await payHeld(razorpayOrderId, { method: "netbanking" });
      expect(hooks.map((h) => h.event)).toEqual(["payment.authorized"]);
      const confirmed = (await r.t.gqlOk(CONFIRM, { input: callbackInput(checkout.id, callback) }, customer.token)).confirmRazorpayPayment;
      expect(confirmed).toMatchObject({ status: "COMPLETED", paymentStatus: "PAID" });
      expect(await r.sandbox.deliver(hooks[0].eventId)).toBe(200);
      expect(await ordersOf(checkout.id)).toBe(1);
      const order = (await r.t.gqlOk(ORDER_MONEY, { id: confirmed.orderId }, await r.t.adminToken())).order;
      expect(order.payment.method).toBe("netbanking");
    });

    it("an authorized payment for a closed checkout is not captured, and its history says why", async () => {
      const { customer, checkout, razorpayOrderId } = await upiCheckout();
      expect((await r.t.gqlOk(ABANDON, { id: checkout.id }, customer.token)).abandonCheckout.status).toBe("FAILED");
      const callback = await r.sandbox.pay(razorpayOrderId);
      expect(r.sandbox.payments.get(callback.razorpay_payment_id)?.status).toBe("authorized");
      const [{ summary }] = await r.t.dataSource.query(
        `SELECT e.summary FROM payment_events e JOIN payments p ON p.id = e.payment_id WHERE p.checkout_id = $1 AND e.type = 'payment.authorized'`,
        [checkout.id],
      );
      expect(summary).toContain("not captured: its checkout is failed; the provider releases it");
      expect(await ordersOf(checkout.id)).toBe(0);
    });
  });

  it("a payment captured after the checkout expired places no order and is refunded in full automatically", async () => {
    const { product, customer, checkout, razorpayOrderId } = await upiCheckout({ stock: 5, quantity: 2, pricePaise: 500_00 });
    await r.t.dataSource.query(`UPDATE checkouts SET expires_at = now() - interval '1 minute' WHERE id = $1`, [checkout.id]);
    await r.sandbox.pay(razorpayOrderId);
    expect((await r.t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout).toMatchObject({
      status: "EXPIRED",
      orderId: null,
    });
    expect(await ordersOf(checkout.id)).toBe(0);
    expect(await productRow(r.t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });

    await r.t.settleJobs();
    await waitFor(async () => (await refundsAtSandbox(razorpayOrderId)).length === 1);
    const flagged = (await r.t.gqlOk(NEEDING_ATTENTION, {}, await r.t.adminToken())).paymentsNeedingAttention.nodes.find(
      (p) => p.checkoutId === checkout.id,
    )!;
    // Rs. 1,000 of bags and Rs. 50 delivery (free only above Rs. 1,000): all of it goes back.
    expect(flagged).toMatchObject({ status: "CAPTURED", refunds: [{ amount: { paise: 1050_00 } }] });
    expect(flagged.attention).toContain("after its checkout had closed");
    // The mismatch above and this one, at least: they page like every list, newest first.
    const list = connectionField({
      query: NEEDING_ATTENTION,
      connection: (d) => d.paymentsNeedingAttention,
      token: await r.t.adminToken(),
    });
    expect((await walkPages(r.t, list, 1))[0].checkoutId).toBe(checkout.id);
    await expectPageSizesRefused(r.t, list);
    await waitFor(
      async () =>
        (await r.t.gqlOk(NEEDING_ATTENTION, {}, await r.t.adminToken())).paymentsNeedingAttention.nodes.find(
          (p) => p.checkoutId === checkout.id,
        )!.refunds[0].status === "PROCESSED",
    );
    await r.t.settleJobs();
    const mails = (await readOutbox(r.t.config.outboxDir)).filter((m) => m.to === customer.email);
    expect(mails.map((m) => m.subject)).toEqual(["Bagzone refund of Rs. 1,050.00"]);
  });

  it("closing Razorpay Checkout gives the stock back at once; a payment that still arrives is refunded", async () => {
    const { product, customer, checkout, razorpayOrderId } = await upiCheckout({ stock: 3, quantity: 3 });
    expect((await productRow(r.t.dataSource, product.id)).countInStock).toBe(0);
    expect((await r.t.gqlOk(ABANDON, { id: checkout.id }, customer.token)).abandonCheckout.status).toBe("FAILED");
    expect((await productRow(r.t.dataSource, product.id)).countInStock).toBe(3);
    await r.sandbox.pay(razorpayOrderId);
    await r.t.settleJobs();
    await waitFor(async () => (await refundsAtSandbox(razorpayOrderId)).length === 1);
    expect(await ordersOf(checkout.id)).toBe(0);
  });
});

describe("refunds", () => {
  async function paidOrder(options: { pricePaise?: number; quantity?: number } = {}) {
    const placed = await upiCheckout(options);
    const callback = await r.sandbox.pay(placed.razorpayOrderId);
    const confirmed = (await r.t.gqlOk(CONFIRM, { input: callbackInput(placed.checkout.id, callback) }, placed.customer.token))
      .confirmRazorpayPayment;
    return { ...placed, orderId: confirmed.orderId, paymentId: callback.razorpay_payment_id };
  }

  it("two admins cancelling a paid order at the same moment make one full refund, and the stock comes back once", async () => {
    const { product, customer, orderId, razorpayOrderId } = await paidOrder({ pricePaise: 700_00, quantity: 2 });
    const admin = await r.t.adminToken();
    const cancels = await Promise.all([1, 2].map(() => r.t.gql(SET_STATUS, { id: orderId, status: "CANCELLED" }, admin)));
    expect(cancels.map((c) => c.errors ?? null)).toEqual([null, null]);
    await r.t.settleJobs();
    await waitFor(async () => (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.refunds[0]?.status === "PROCESSED");
    const order = (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order;
    expect(order).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "REFUNDED",
      refunds: [{ amount: { paise: 1400_00 }, status: "PROCESSED", method: "PROVIDER", reason: "Order cancelled" }],
    });
    expect(order.refunds[0].reference).toMatch(/^rfnd_/);
    expect(await refundsAtSandbox(razorpayOrderId)).toEqual([1400_00]);
    expect(await productRow(r.t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    await r.t.settleJobs();
    expect((await readOutbox(r.t.config.outboxDir)).filter((m) => m.to === customer.email).map((m) => m.subject)).toContain(
      "Bagzone refund of Rs. 1,400.00",
    );
  });

  it("partial refunds never exceed what was paid, say what is left, and the status follows", async () => {
    const { orderId, razorpayOrderId, customer } = await paidOrder({ pricePaise: 600_00, quantity: 2 });
    const admin = await r.t.adminToken();
    const first = (await r.t.gqlOk(REFUND, { input: { orderId, amountPaise: 300_00, reason: "One bag arrived scratched" } }, admin))
      .refundOrder;
    expect(first).toMatchObject({ amount: { paise: 300_00 }, status: "REQUESTED", method: "PROVIDER" });
    await r.t.settleJobs();
    expect((await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order).toMatchObject({
      paymentStatus: "PARTIALLY_REFUNDED",
      refunds: [{ status: "PROCESSED" }],
    });

    const tooMuch = await r.t.gql(REFUND, { input: { orderId, amountPaise: 900_01, reason: "Goodwill" } }, admin);
    expect(tooMuch.errors?.[0]).toMatchObject({
      message: "You can refund at most Rs. 900.00: Rs. 1,200.00 was paid and Rs. 300.00 has been refunded already",
      extensions: { code: "REFUND_TOO_LARGE", kind: "BAD_USER_INPUT" },
    });
    const bad = await r.t.gql(REFUND, { input: { orderId, amountPaise: 0, reason: " " } }, admin);
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const blank = await r.t.gql(REFUND, { input: { orderId, amountPaise: 100, reason: "   " } }, admin);
    expect(blank.errors?.[0]).toMatchObject({
      message: "Please give a reason for the refund",
      extensions: { code: "BAD_USER_INPUT", field: "reason" },
    });
    const restBlank = await r.t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set("authorization", `Bearer ${admin}`)
      .send({ amount: 1, reason: "   " });
    expect(restBlank.status).toBe(400);
    expect(restBlank.body).toMatchObject({ message: "Please give a reason for the refund", code: "BAD_USER_INPUT", field: "reason" });
    const asCustomer = await r.t.gql(REFUND, { input: { orderId, amountPaise: 100, reason: "Mine" } }, customer.token);
    expect(asCustomer.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    await r.t.gqlOk(REFUND, { input: { orderId, reason: "Returned the rest" } }, admin);
    await r.t.settleJobs();
    await waitFor(async () => (await refundsAtSandbox(razorpayOrderId)).length === 2);
    expect(await refundsAtSandbox(razorpayOrderId)).toEqual([300_00, 900_00]);
    expect((await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.paymentStatus).toBe("REFUNDED");
    const done = await r.t.gql(REFUND, { input: { orderId, amountPaise: 100, reason: "More" } }, admin);
    expect(done.errors?.[0]).toMatchObject({
      message: "This order has been refunded in full already",
      extensions: { code: "ORDER_FULLY_REFUNDED", kind: "CONFLICT" },
    });
  });

  it("an admin refunds over REST too, in rupees", async () => {
    const { orderId } = await paidOrder({ pricePaise: 400_00, quantity: 1 });
    const admin = await r.t.adminToken();
    const res = await r.t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set("authorization", `Bearer ${admin}`)
      .send({ amount: 150.5, reason: "Late by a week" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 150.5, status: "requested", method: "provider", reason: "Late by a week" });
    expect((await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.refunds).toEqual([
      expect.objectContaining({ amount: { paise: 150_50 }, reason: "Late by a week" }),
    ]);
  });

  it("a refund is REQUESTED, then PENDING at the provider, then PROCESSED; the order says REFUND_PENDING until the money moved", async () => {
    const { orderId, razorpayOrderId } = await paidOrder({ pricePaise: 500_00, quantity: 1 });
    const admin = await r.t.adminToken();
    r.sandbox.refundFaults.holdNextPending();
    const asked = (await r.t.gqlOk(REFUND, { input: { orderId, reason: "Wrong colour" } }, admin)).refundOrder;
    expect(asked.status).toBe("REQUESTED");
    expect((await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.paymentStatus).toBe("REFUND_PENDING");

    await r.t.settleJobs();
    const pending = (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order;
    expect(pending).toMatchObject({ paymentStatus: "REFUND_PENDING", refunds: [{ status: "PENDING", failure: null }] });
    expect(pending.refunds[0].reference).toMatch(/^rfnd_/);

    r.sandbox.refundFaults.releaseHeld();
    await waitFor(async () => (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.refunds[0].status === "PROCESSED");
    expect((await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.paymentStatus).toBe("REFUNDED");
    // Rs. 500 of bags and Rs. 50 delivery.
    expect(await refundsAtSandbox(razorpayOrderId)).toEqual([550_00]);
  });

  it("a refund Razorpay refuses (400) fails at once with Razorpay's reason, flags the payment, and its amount can be refunded again", async () => {
    const { orderId, checkout, razorpayOrderId } = await paidOrder({ pricePaise: 450_00, quantity: 1 });
    const admin = await r.t.adminToken();
    const noBalance = "Your account does not have enough balance to carry out the refund operation.";
    r.sandbox.refundFaults.refuseNext(noBalance);
    await r.t.gqlOk(REFUND, { input: { orderId, reason: "Late delivery" } }, admin);
    await r.t.settleJobs();
    const failed = (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order;
    expect(failed).toMatchObject({
      paymentStatus: "PAID",
      refunds: [{ status: "FAILED", failure: noBalance, reference: null }],
    });
    expect(failed.payment.attention).toBe(
      `Refund failed: Rs. 500.00 (Late delivery) was refused by the provider: Your account does not have enough balance to carry out the refund operation. Nothing went back; the amount can be refunded again.`,
    );
    expect(failed.payment.events.map((e) => e.type)).toContain("refund.refused");
    expect((await needingAttention(checkout.id))?.attention).toContain("Refund failed");
    expect(await refundsAtSandbox(razorpayOrderId)).toEqual([]);

    // Refunding again is the answer: the whole amount is free, and the flag goes.
    await r.t.gqlOk(REFUND, { input: { orderId, reason: "Late delivery, again" } }, admin);
    await r.t.settleJobs();
    expect((await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order).toMatchObject({
      paymentStatus: "REFUNDED",
      payment: { attention: null },
      refunds: [{ status: "FAILED" }, { status: "PROCESSED", amount: { paise: 500_00 } }],
    });
    expect(await needingAttention(checkout.id)).toBeUndefined();
  });

  it("a refund whose answer was lost (5xx after Razorpay made it) is retried and makes one refund", async () => {
    const { orderId, razorpayOrderId } = await paidOrder({ pricePaise: 350_00, quantity: 1 });
    const admin = await r.t.adminToken();
    r.sandbox.refundFaults.loseNextAnswers(1);
    await r.t.gqlOk(REFUND, { input: { orderId, reason: "Duplicate order" } }, admin);
    await r.t.settleJobs();
    await waitFor(async () => (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.refunds[0].status === "PROCESSED");
    expect(await refundsAtSandbox(razorpayOrderId)).toEqual([400_00]);
    const [{ retries }] = await r.t.dataSource.query(
      `SELECT retry_count AS retries FROM pgboss.job WHERE name = 'refund-payment' AND data->>'refundId' = $1`,
      [(await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.refunds[0].id],
    );
    expect(retries).toBe(1);
  });

  it("a second capture for a paid order and a wrong amount are listed, and refunded from the shop against their own payments", async () => {
    const { orderId, checkout, razorpayOrderId, paymentId } = await paidOrder({ pricePaise: 800_00, quantity: 1 });
    const admin = await r.t.adminToken();
    const second = await r.sandbox.pay(razorpayOrderId, { again: true });
    const flagged = (await r.t.gqlOk(STRAYS, { id: orderId }, admin)).order.payment;
    expect(flagged.attention).toBe(
      `Second capture (${second.razorpay_payment_id}, Rs. 850.00 INR) for an order already paid by ${paymentId}: not applied, listed for refund`,
    );
    expect(flagged.strayCaptures).toEqual([
      expect.objectContaining({ providerPaymentId: second.razorpay_payment_id, amount: { paise: 850_00 }, refundId: null }),
    ]);
    expect((await needingAttention(checkout.id))?.attention).toContain("Second capture");
    // The list names the order the payment paid, for the admin to open.
    const listed = (await r.t.gqlOk(NEEDING_ATTENTION_STRAYS, {}, admin)).paymentsNeedingAttention.nodes.find(
      (p) => p.checkoutId === checkout.id,
    );
    expect(listed?.orderId).toBe(orderId);
    expect(listed?.orderNumber).toMatch(/^BZ-\d{5,}$/);

    const refund = (await r.t.gqlOk(REFUND_STRAY, { id: flagged.strayCaptures[0].id }, admin)).refundStrayCapture;
    expect(refund).toMatchObject({ status: "REQUESTED", amount: { paise: 850_00 } });
    const again = await r.t.gql(REFUND_STRAY, { id: flagged.strayCaptures[0].id }, admin);
    expect(again.errors?.[0].message).toBe("This capture has been refunded already");
    await r.t.settleJobs();
    const after = (await r.t.gqlOk(STRAYS, { id: orderId }, admin)).order;
    expect(after).toMatchObject({ paymentStatus: "PAID", payment: { attention: null, strayCaptures: [{ refundId: refund.id }] } });
    expect(await needingAttention(checkout.id)).toBeUndefined();
    // The second payment went back; the order's own is untouched and still refundable in full.
    expect(r.sandbox.payments.get(second.razorpay_payment_id)).toMatchObject({ amount_refunded: 850_00 });
    expect(r.sandbox.payments.get(paymentId)).toMatchObject({ amount_refunded: 0 });
    expect(after.payment.refunds).toEqual([expect.objectContaining({ status: "PROCESSED", amount: { paise: 850_00 } })]);

    const wrong = await upiCheckout();
    const tampered = await r.sandbox.pay(wrong.razorpayOrderId, { amount: 1_00 });
    const wrongPayment = (await r.t.gqlOk(NEEDING_ATTENTION_STRAYS, {}, admin)).paymentsNeedingAttention.nodes.find(
      (p) => p.checkoutId === wrong.checkout.id,
    )!;
    // A wrong amount placed no order.
    expect(wrongPayment.orderId).toBeNull();
    expect(wrongPayment.orderNumber).toBeNull();
    const stray = wrongPayment.strayCaptures[0];
    expect(stray).toMatchObject({ providerPaymentId: tampered.razorpay_payment_id, amount: { paise: 1_00 } });
    await r.t.gqlOk(REFUND_STRAY, { id: stray.id }, admin);
    await r.t.settleJobs();
    expect(r.sandbox.payments.get(tampered.razorpay_payment_id)).toMatchObject({ amount_refunded: 1_00 });
    expect(await needingAttention(wrong.checkout.id)).toBeUndefined();
  });

  it("a refund the provider fails frees its amount again, and the admin sees why", async () => {
    const { orderId } = await paidOrder({ pricePaise: 400_00, quantity: 1 });
    await r.t.settleJobs();
    const admin = await r.t.adminToken();
    r.sandbox.failNextRefund();
    await r.t.gqlOk(REFUND, { input: { orderId, amountPaise: 400_00, reason: "Changed mind" } }, admin);
    await r.t.settleJobs();
    await waitFor(async () => (await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.refunds[0].status === "FAILED");
    expect((await r.t.gqlOk(ORDER_MONEY, { id: orderId }, admin)).order.paymentStatus).toBe("PAID");
  });

  it("a COD order is refunded by hand once delivered, never through the provider", async () => {
    const product = await createProduct(r.t.dataSource, { countInStock: 5, pricePaise: 1200_00 });
    const customer = await customerWithBag(r.t, product.id, 1);
    const checkout = await placeCheckoutOk(r.t, customer.token, { paymentMethod: "COD", shippingInfo: ADDRESS });
    const admin = await r.t.adminToken();
    const manual = {
      orderId: checkout.orderId,
      amountPaise: 200_00,
      method: "MANUAL_UPI" as const,
      reference: "UPI-REF-1234",
      reason: "Strap was loose",
    };

    const early = await r.t.gql(MANUAL_REFUND, { input: manual }, admin);
    expect(early.errors?.[0].message).toBe(
      "Nothing has been collected for this cash-on-delivery order yet: it is paid when it is delivered",
    );
    const viaProvider = await r.t.gql(REFUND, { input: { orderId: checkout.orderId, reason: "x" } }, admin);
    expect(viaProvider.errors?.[0].message).toContain("A cash-on-delivery order was not paid through the payment provider");

    await r.t.gqlOk(SET_STATUS, { id: checkout.orderId, status: "SHIPPED" }, admin);
    expect((await r.t.gqlOk(SET_STATUS, { id: checkout.orderId, status: "DELIVERED" }, admin)).updateOrderStatus.paymentStatus).toBe(
      "PAID",
    );
    const blank = await r.t.gql(MANUAL_REFUND, { input: { ...manual, reason: "   " } }, admin);
    expect(blank.errors?.[0]).toMatchObject({
      message: "Please give a reason for the refund",
      extensions: { code: "BAD_USER_INPUT", field: "reason" },
    });
    const refund = (await r.t.gqlOk(MANUAL_REFUND, { input: manual }, admin)).recordManualRefund;
    expect(refund).toMatchObject({ amount: { paise: 200_00 }, status: "PROCESSED", method: "MANUAL_UPI", reference: "UPI-REF-1234" });
    expect((await r.t.gqlOk(ORDER_MONEY, { id: checkout.orderId }, admin)).order.paymentStatus).toBe("PARTIALLY_REFUNDED");
    const over = await r.t.gql(MANUAL_REFUND, { input: { ...manual, amountPaise: 1000_01 } }, admin);
    expect(over.errors?.[0].message).toBe(
      "You can refund at most Rs. 1,000.00: Rs. 1,200.00 was paid and Rs. 200.00 has been refunded already",
    );
    await r.t.settleJobs();
    const mail = (await readOutbox(r.t.config.outboxDir)).find(
      (m) => m.to === customer.email && m.subject === "Bagzone refund of Rs. 200.00",
    );
    expect(mail?.text).toContain("We sent it by UPI (reference UPI-REF-1234).");
  });
});

describe("the REST shim", () => {
  it("PUT /api/checkout/:id/pay takes Razorpay Checkout's fields and refuses made-up ones", async () => {
    const { customer, checkout, razorpayOrderId } = await upiCheckout();
    const { callback } = await payHeld(razorpayOrderId);
    const pay = (paymentDetails: object) =>
      r.t.http
        .put(`/api/checkout/${checkout.id}/pay`)
        .set("authorization", `Bearer ${customer.token}`)
        .send({ paymentStatus: "paid", paymentDetails });
    const forged = await pay({ ...callback, razorpay_signature: "f".repeat(64) });
    expect(forged.status).toBe(400);
    const paid = await pay(callback);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: "completed",
      paymentStatus: "paid",
      isPaid: true,
      paymentDetails: { provider: "razorpay", reference: callback.razorpay_payment_id },
    });
  });
});

/** The amounts the sandbox refunded for the payments of one Razorpay order. */
async function refundsAtSandbox(razorpayOrderId: string): Promise<number[]> {
  const paymentIds = [...r.sandbox.payments.values()].filter((p) => p.order_id === razorpayOrderId).map((p) => p.id);
  const amounts: number[] = [];
  for (const id of paymentIds) {
    const res = await fetch(`${r.sandbox.url}/v1/payments/${id}/refunds`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`).toString("base64")}`,
      },
    });
    const body = (await res.json()) as { items: Array<{ amount: number; status: string }> };
    amounts.push(...body.items.filter((i) => i.status !== "failed").map((i) => i.amount));
  }
  return amounts;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("configuration", () => {
  // Pure: what the process refuses at start-up, before anything else runs.

  const production = {
    NODE_ENV: "production",
    JWT_SECRET: "x".repeat(32),
    DOCUMENT_LINK_SECRET: "d".repeat(32),
    ADMIN_EMAIL: "owner@shop.in",
    ADMIN_PASSWORD: "secret123",
  };

  it("Razorpay without its secrets is refused, naming them, in production as in development", () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: "razorpay" })).toThrow(
      "PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET",
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_ID: RAZORPAY_KEYS.RAZORPAY_KEY_ID })).toThrow(
      "needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET",
    );
    expect(() => loadConfig({ ...production, ...RAZORPAY_KEYS, PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "key_123" })).toThrow(
      "RAZORPAY_KEY_ID must be a Razorpay key id",
    );
  });

  it("production refuses Razorpay's test keys unless RAZORPAY_TEST_KEYS=allow, naming it; live keys need nothing more", () => {
    expect(() => loadConfig({ ...production, ...RAZORPAY_KEYS, PAYMENT_PROVIDER: "razorpay" })).toThrow(
      "RAZORPAY_KEY_ID is a test key (rzp_test_...), which takes no money, and is refused in production: use live keys (rzp_live_...), or set RAZORPAY_TEST_KEYS=allow",
    );
    expect(() => loadConfig({ ...production, ...RAZORPAY_KEYS, PAYMENT_PROVIDER: "razorpay", RAZORPAY_TEST_KEYS: "yes" })).toThrow(
      'RAZORPAY_TEST_KEYS must be "allow" or unset',
    );
    expect(
      loadConfig({ ...production, ...RAZORPAY_KEYS, PAYMENT_PROVIDER: "razorpay", RAZORPAY_TEST_KEYS: "allow" }).payment,
    ).toMatchObject({
      razorpay: { keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID },
    });
    // Development takes test keys without being told.
    expect(loadConfig({ ...RAZORPAY_KEYS, PAYMENT_PROVIDER: "razorpay" }).payment).toMatchObject({ provider: "razorpay" });
  });

  it("production with Razorpay's secrets starts without the simulator's signing secret, against Razorpay's own API by default", () => {
    const live = { ...RAZORPAY_KEYS, RAZORPAY_KEY_ID: "rzp_live_bagzone" };
    const config = loadConfig({ ...production, ...live, PAYMENT_PROVIDER: "razorpay" });
    expect(config.payment).toEqual({
      provider: "razorpay",
      razorpay: {
        keyId: live.RAZORPAY_KEY_ID,
        keySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
        webhookSecret: RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: "https://api.razorpay.com",
        checkoutScriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
      },
    });
    expect(() => loadConfig(production)).toThrow("PAYMENT_SIGNING_SECRET");
  });
});
