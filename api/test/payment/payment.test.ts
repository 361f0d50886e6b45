import crypto from "node:crypto";
import { createProduct, productRow } from "../support/catalog-fixtures";
import {
  ADDRESS,
  CREATE_CHECKOUT,
  customerWithBag,
  FINALIZE_CHECKOUT,
  GET_CART,
  GET_CHECKOUT,
  placeCheckoutOk,
  postConfirmation,
  pressSimulatorButton,
  simulatorPage,
} from "../support/commerce";
import { readOutbox } from "../support/outbox";
import { race } from "../support/races";
import { startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const ORDER_PAYMENT = graphql(
  `query PaymentOrderPayment($id: ID!) { order(id: $id) { id status paymentStatus paymentMethod paidAt totals { total { paise } } } }`,
);

let t: TestShop;
/** How far this shop's clock runs ahead of the real one: a test moves it past a payment window. */
let clockAhead = 0;
beforeAll(async () => {
  t = await startTestShop(
    { PUBLIC_URL: "http://shop.test", CORS_ORIGINS: "https://m.shop.test,http://localhost:5173" },
    { clock: () => new Date(Date.now() + clockAhead) },
  );
});
afterAll(() => t.close());

async function upiCheckout(options: { stock?: number; quantity?: number; pricePaise?: number } = {}) {
  const product = await createProduct(t.dataSource, { countInStock: options.stock ?? 5, pricePaise: options.pricePaise ?? 600_00 });
  const customer = await customerWithBag(t, product.id, options.quantity ?? 2);
  const checkout = await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI" });
  return { product, customer, checkout };
}

/** A UPI checkout placed by a page of `origin`, through the API at `host` (PUBLIC_URL's unless given). */
const checkoutFrom = async (origin: string, host?: string) => {
  const product = await createProduct(t.dataSource, { countInStock: 5, pricePaise: 600_00 });
  const customer = await customerWithBag(t, product.id, 1);
  const { total } = (await t.gqlOk(GET_CART, {}, customer.token)).cart.totals;
  const input = {
    shippingInfo: ADDRESS,
    paymentMethod: "UPI",
    expectedTotalPaise: total.paise,
    idempotencyKey: crypto.randomUUID(),
  };
  const res = await t.http
    .post("/graphql")
    .set("Host", host ?? new URL(t.config.publicUrl).host)
    .set("Origin", origin)
    .set("Authorization", `Bearer ${customer.token}`)
    .send({ query: CREATE_CHECKOUT, variables: { input } });
  return { checkout: res.body.data.createCheckout, customer };
};

async function ordersOf(checkoutId: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM orders WHERE checkout_id = $1`, [checkoutId]);
  return count;
}

describe("UPI through the simulator", () => {
  it("holds the stock for 15 minutes and sends the shopper to the provider's page", async () => {
    const started = Date.now();
    const { product, customer, checkout } = await upiCheckout();
    expect(checkout).toMatchObject({
      status: "AWAITING_PAYMENT",
      paymentMethod: "UPI",
      paymentStatus: "UNPAID",
      orderId: null,
      redirectUrl: null,
    });
    expect(checkout.paymentUrl).toMatch(new RegExp(`^http://shop\\.test/payments/simulator/${checkout.id}\\?token=[\\w-]+$`));
    const expiresIn = new Date(checkout.expiresAt).getTime() - started;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 3, soldCount: 0 });
    // The bag stays until the payment succeeds, so a failed payment can be retried.
    expect((await t.gqlOk(GET_CART, {}, customer.token)).cart.lines).toHaveLength(1);

    const page = await simulatorPage(t, checkout.paymentUrl);
    expect(page.status).toBe(200);
    expect(Object.keys(page.forms).sort()).toEqual(["failed", "paid"]);
    expect(page.text).toContain("<strong>Test payment page.</strong>");
    expect(page.text).toContain("no money is taken");
  });

  it("the page looks like the shop and shows the amount in rupees and the time in India, not the checkout's id", async () => {
    const { checkout } = await upiCheckout({ pricePaise: 600_00, quantity: 2 });
    const page = await simulatorPage(t, checkout.paymentUrl);
    expect(page.text).toContain('<span class="logo">Bagzone</span>');
    expect(page.text).toContain('<dd class="amount">Rs. 1,200.00</dd>');
    expect(page.text).toContain("<dd>Bagzone, for 2 items</dd>");
    const expires = new Date(checkout.expiresAt);
    const inIndia = expires.toLocaleString("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });
    expect(page.text).toContain(`${inIndia} IST`);
    // The id travels in the forms' hidden fields only; the shopper is not shown it.
    expect(page.text.replace(/<form .*?<\/form>/gs, "")).not.toContain(checkout.id);
    expect(page.text).not.toContain(expires.toISOString());
  });

  it("sends the shopper back to the shop address they checked out on when the shop allows it, else to PUBLIC_URL", async () => {
    const mobile = await checkoutFrom("https://m.shop.test");
    const page = await t.http.get(new URL(mobile.checkout.paymentUrl).pathname + new URL(mobile.checkout.paymentUrl).search);
    // The form's redirect to the other address must be allowed by the page's policy.
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' https://m.shop.test");
    const paid = await pressSimulatorButton(t, mobile.checkout.paymentUrl, "paid");
    const { orderId } = (await t.gqlOk(GET_CHECKOUT, { id: mobile.checkout.id }, mobile.customer.token)).checkout;
    expect([paid.status, paid.headers.location]).toEqual([303, `https://m.shop.test/order-confirmation?orderId=${orderId}`]);

    const failed = await checkoutFrom("https://m.shop.test");
    expect((await pressSimulatorButton(t, failed.checkout.paymentUrl, "failed")).headers.location).toBe(
      "https://m.shop.test/payment-failed",
    );

    // An address that is not the shop's is never a destination: back to PUBLIC_URL (where the page is).
    const forged = await checkoutFrom("https://evil.example");
    const pressed = await pressSimulatorButton(t, forged.checkout.paymentUrl, "paid");
    expect(pressed.headers.location).toMatch(/^\/order-confirmation\?orderId=/);
    const closed = await simulatorPage(t, forged.checkout.paymentUrl);
    expect(closed.status).toBe(409);
    expect(closed.text).toContain(`href="/order-confirmation?orderId=`);
    expect(closed.text).not.toContain("evil.example");
  });

  it("sends the shopper back to any address the shop answers on that they checked out on, though no setting names it", async () => {
    // The storefront opened by the shop's LAN address: the page and the API call share it.
    const lan = "http://192.168.1.20:3000";
    const { checkout, customer } = await checkoutFrom(lan, "192.168.1.20:3000");
    const url = new URL(checkout.paymentUrl);
    const page = await t.http.get(url.pathname + url.search);
    expect(page.headers["content-security-policy"]).toContain(`form-action 'self' ${lan}`);
    const paid = await pressSimulatorButton(t, checkout.paymentUrl, "paid");
    const { orderId } = (await t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout;
    expect([paid.status, paid.headers.location]).toEqual([303, `${lan}/order-confirmation?orderId=${orderId}`]);

    // A page of another address calling this one is not the shop's: back to PUBLIC_URL.
    const other = await checkoutFrom("http://192.168.1.99:3000", "192.168.1.20:3000");
    expect((await pressSimulatorButton(t, other.checkout.paymentUrl, "failed")).headers.location).toBe("/payment-failed");
  });

  it("Pay confirms on the server, places the order as paid, clears the bag, emails and goes to the confirmation", async () => {
    const { product, customer, checkout } = await upiCheckout({ pricePaise: 600_00 });
    const res = await pressSimulatorButton(t, checkout.paymentUrl, "paid");
    const after = (await t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout;
    expect(after).toMatchObject({ status: "COMPLETED", paymentStatus: "PAID", paymentUrl: null });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/order-confirmation?orderId=${after.orderId}`);

    const order = (await t.gqlOk(ORDER_PAYMENT, { id: after.orderId }, customer.token)).order;
    expect(order).toMatchObject({ status: "PENDING", paymentStatus: "PAID", paymentMethod: "UPI", totals: { total: { paise: 1200_00 } } });
    expect(order.paidAt).not.toBeNull();
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 3, soldCount: 2 });
    expect((await t.gqlOk(GET_CART, {}, customer.token)).cart.lines).toEqual([]);
    await t.settleJobs();
    const mails = (await readOutbox(t.config.outboxDir)).filter((m) => m.to === customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Paid online.");

    // The payment is a record, with its history, shown to admins on the order.
    const admin = await t.adminToken();
    const record = (
      await t.gqlOk(
        graphql(
          `query PaymentOrder($id: ID!) { order(id: $id) { payment { provider status providerOrderId providerPaymentId amount { paise } capturedAt events { source type summary } } refunds { id } } }`,
        ),
        { id: after.orderId },
        admin,
      )
    ).order;
    expect(record.payment).toMatchObject({
      provider: "simulator",
      status: "CAPTURED",
      providerOrderId: `sim_order_${checkout.id}`,
      amount: { paise: 1200_00 },
    });
    expect(record.payment.providerPaymentId).toMatch(/^sim_/);
    expect(record.payment.events.map((e: { type: string }) => e.type)).toEqual(["order.created", "payment.captured"]);
    expect(record.refunds).toEqual([]);
    // Customers see their refunds, not the provider's records.
    const asCustomer = await t.gql(
      graphql(`query PaymentOrder2($id: ID!) { order(id: $id) { payment { status } } }`),
      { id: after.orderId },
      customer.token,
    );
    expect(asCustomer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("finalizing a paid checkout twice, and replaying the confirmation, give one order", async () => {
    const { customer, checkout } = await upiCheckout();
    const { forms } = await simulatorPage(t, checkout.paymentUrl);
    const [first, replay] = await Promise.all([
      postConfirmation(t, forms.paid.action, forms.paid.fields),
      postConfirmation(t, forms.paid.action, forms.paid.fields),
    ]);
    expect(first.headers.location).toBe(replay.headers.location);
    const finals = await Promise.all([1, 2].map(() => t.gqlOk(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token)));
    expect(new Set(finals.map((f) => f.finalizeCheckout.orderId)).size).toBe(1);
    expect(first.headers.location).toBe(finals[0].finalizeCheckout.redirectUrl);
    expect(await ordersOf(checkout.id)).toBe(1);
  });

  it("Fail gives the stock back, places no order and goes to /payment-failed; the bag stays for another try", async () => {
    const { product, customer, checkout } = await upiCheckout({ stock: 4, quantity: 3 });
    expect((await productRow(t.dataSource, product.id)).countInStock).toBe(1);

    const res = await pressSimulatorButton(t, checkout.paymentUrl, "failed");
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/payment-failed");
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 4, soldCount: 0 });
    expect(await ordersOf(checkout.id)).toBe(0);
    expect((await t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout).toMatchObject({
      status: "FAILED",
      paymentUrl: null,
    });
    expect((await t.gqlOk(GET_CART, {}, customer.token)).cart.lines).toHaveLength(1);

    const finalize = await t.gql(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token);
    expect(finalize.errors?.[0]).toMatchObject({
      message: "The payment for this checkout failed. Please try again or use a different payment method.",
      extensions: { code: "PAYMENT_FAILED", kind: "CONFLICT" },
    });
    // The page is closed now, and a later Pay (replayed from the old page) cannot revive it.
    expect((await simulatorPage(t, checkout.paymentUrl)).status).toBe(409);
  });

  it("a paid confirmation after a failed one changes nothing and returns no stock twice", async () => {
    const { product, checkout } = await upiCheckout({ stock: 5, quantity: 2 });
    const { forms } = await simulatorPage(t, checkout.paymentUrl);
    await postConfirmation(t, forms.failed.action, forms.failed.fields);
    await postConfirmation(t, forms.failed.action, forms.failed.fields);
    const late = await postConfirmation(t, forms.paid.action, forms.paid.fields);
    expect(late.headers.location).toBe("/payment-failed");
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    expect(await ordersOf(checkout.id)).toBe(0);
  });
});

describe("a client cannot mark a checkout paid by saying so", () => {
  it("refuses finalizing an unpaid checkout", async () => {
    const { customer, checkout } = await upiCheckout();
    const res = await t.gql(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "This checkout has not been paid yet",
      extensions: { code: "CHECKOUT_NOT_PAID", kind: "CONFLICT" },
    });
    expect(await ordersOf(checkout.id)).toBe(0);
  });

  it("refuses forged, tampered and unsigned confirmations", async () => {
    const { product, checkout } = await upiCheckout({ stock: 5, quantity: 1 });
    const { forms } = await simulatorPage(t, checkout.paymentUrl);
    const paid = forms.paid;
    const failedFields = forms.failed.fields;
    const attempts: Record<string, string>[] = [
      { checkoutId: checkout.id, outcome: "paid", amountPaise: paid.fields.amountPaise, reference: "mine" },
      { ...paid.fields, signature: "x".repeat(paid.fields.signature.length) },
      { ...failedFields, outcome: "paid" },
      { ...paid.fields, amountPaise: "100" },
      { ...paid.fields, reference: "sim_other" },
      {},
    ];
    for (const fields of attempts) {
      const res = await postConfirmation(t, paid.action, fields);
      expect(res.status).toBe(400);
      expect(res.text).toContain("The payment confirmation could not be verified");
    }
    expect(await ordersOf(checkout.id)).toBe(0);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 4, soldCount: 0 });

    // A confirmation genuinely signed for another checkout does not pay this one either.
    const other = await upiCheckout({ pricePaise: 600_00, quantity: 1 });
    const otherForms = (await simulatorPage(t, other.checkout.paymentUrl)).forms;
    const swapped = await postConfirmation(t, paid.action, { ...otherForms.paid.fields, checkoutId: checkout.id });
    expect(swapped.status).toBe(400);
    expect(await ordersOf(checkout.id)).toBe(0);
  });

  it("refuses the payment page without the link's token", async () => {
    const { checkout } = await upiCheckout();
    const url = new URL(checkout.paymentUrl);
    expect((await t.http.get(url.pathname)).status).toBe(404);
    expect((await t.http.get(`${url.pathname}?token=forged`)).status).toBe(404);
    expect((await t.http.get(`/payments/simulator/not-a-checkout?token=forged`)).status).toBe(404);
  });

  it("has no GraphQL operation that marks a checkout paid without the provider's proof", async () => {
    const schema = await t.gqlOk(graphql(`query PaymentSchema { __schema { mutationType { fields { name } } } }`));
    const names = schema.__schema.mutationType.fields.map((f) => f.name);
    // The one is Razorpay's callback, which needs Razorpay's signature and a captured payment at Razorpay (razorpay.test.ts).
    expect(names.filter((n) => /pay/i.test(n))).toEqual(["confirmRazorpayPayment"]);
  });
});

describe("unpaid UPI checkouts expire after 15 minutes", () => {
  const expire = (checkoutId: string) =>
    t.dataSource.query(`UPDATE checkouts SET expires_at = now() - interval '1 second' WHERE id = $1`, [checkoutId]);

  it("the process's sweep gives the stock back exactly once", async () => {
    const { product, customer, checkout } = await upiCheckout({ stock: 5, quantity: 2 });
    const fresh = await upiCheckout({ stock: 5, quantity: 1 });
    await expire(checkout.id);

    expect(await t.shop.services.checkout.expireStaleCheckouts()).toBe(1);
    expect(await t.shop.services.checkout.expireStaleCheckouts()).toBe(0);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    expect((await t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status).toBe("EXPIRED");
    // The one still inside its window keeps its stock.
    expect((await productRow(t.dataSource, fresh.product.id)).countInStock).toBe(4);

    const finalize = await t.gql(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token);
    expect(finalize.errors?.[0]).toMatchObject({
      message: "This checkout expired before it was paid. Please place your order again.",
      extensions: { code: "CHECKOUT_EXPIRED", kind: "CONFLICT" },
    });
  });

  it("an expired checkout cannot be paid even before the sweep runs, and its stock comes back once", async () => {
    const { product, customer, checkout } = await upiCheckout({ stock: 5, quantity: 2 });
    const { forms } = await simulatorPage(t, checkout.paymentUrl);
    await expire(checkout.id);

    // The sweep is held with the checkout locked and marked expired; the payment must wait for it, then finds it closed.
    const {
      first: expired,
      second: paid,
      secondWaited,
    } = await race(
      t,
      "checkout:releasing",
      () => t.shop.services.checkout.expireStaleCheckouts(),
      () => postConfirmation(t, forms.paid.action, forms.paid.fields),
    );
    expect(secondWaited).toBe(true);
    expect(expired).toBe(1);
    expect(paid.headers.location).toBe("/payment-failed");
    expect((await postConfirmation(t, forms.paid.action, forms.paid.fields)).headers.location).toBe("/payment-failed");
    expect(await ordersOf(checkout.id)).toBe(0);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    expect((await t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status).toBe("EXPIRED");
  });

  it("a payment settling as the checkout's window runs out is kept: the sweep passes over the checkout it holds", async () => {
    const { product, customer, checkout } = await upiCheckout({ stock: 5, quantity: 2 });
    const { forms } = await simulatorPage(t, checkout.paymentUrl);
    // Open when the payment locks it, past its window by the time the sweep runs: its window ends in
    // a minute (every other open checkout's ends later), and the sweep runs two minutes ahead.
    await t.dataSource.query(`UPDATE checkouts SET expires_at = now() + interval '1 minute' WHERE id = $1`, [checkout.id]);
    const { first: paid, second: expired } = await race(
      t,
      "checkout:paying",
      () => postConfirmation(t, forms.paid.action, forms.paid.fields),
      async () => {
        clockAhead = 2 * 60 * 1000;
        try {
          return await t.shop.services.checkout.expireStaleCheckouts();
        } finally {
          clockAhead = 0;
        }
      },
    );
    expect(expired).toBe(0);
    expect(paid.headers.location).toMatch(/^\/order-confirmation\?orderId=/);
    expect(await ordersOf(checkout.id)).toBe(1);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 3, soldCount: 2 });
    expect((await t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status).toBe("COMPLETED");
  });

  it("a payment arriving while the shopper gives up waits for the checkout's lock, then is refunded: no order, stock back once", async () => {
    const { product, customer, checkout } = await upiCheckout({ stock: 5, quantity: 2 });
    const { forms } = await simulatorPage(t, checkout.paymentUrl);
    const { second: paid, secondWaited } = await race(
      t,
      "checkout:releasing",
      () =>
        t.gqlOk(
          graphql(`mutation PaymentAbandonCheckout($id: ID!) { abandonCheckout(id: $id) { status } }`),
          { id: checkout.id },
          customer.token,
        ),
      () => postConfirmation(t, forms.paid.action, forms.paid.fields),
    );
    expect(secondWaited).toBe(true);
    expect(paid.headers.location).toBe("/payment-failed");
    await t.settleJobs();
    expect(await ordersOf(checkout.id)).toBe(0);
    expect(await productRow(t.dataSource, product.id)).toEqual({ countInStock: 5, soldCount: 0 });
    const refunds = await t.dataSource.query(
      `SELECT r.amount_paise::int AS "amountPaise", r.status FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.checkout_id = $1`,
      [checkout.id],
    );
    // All of it: two bags of Rs. 600 (delivery is free above Rs. 1,000).
    expect(refunds).toEqual([{ amountPaise: 1200_00, status: "processed" }]);
  });

  it("finalizing an expired checkout before the sweep releases its stock", async () => {
    const { product, customer, checkout } = await upiCheckout({ stock: 3, quantity: 3 });
    await expire(checkout.id);
    const res = await t.gql(FINALIZE_CHECKOUT, { id: checkout.id }, customer.token);
    expect(res.errors?.[0].message).toBe("This checkout expired before it was paid. Please place your order again.");
    expect((await productRow(t.dataSource, product.id)).countInStock).toBe(3);
  });

  it("retrying the same UPI checkout (same idempotency key) keeps it and its stock", async () => {
    const product = await createProduct(t.dataSource, { countInStock: 4 });
    const customer = await customerWithBag(t, product.id, 2);
    const first = await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI", idempotencyKey: "upi-retry-1" });
    const retry = await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI", idempotencyKey: "upi-retry-1" });
    expect(retry).toMatchObject({ id: first.id, status: "AWAITING_PAYMENT", paymentUrl: first.paymentUrl });
    expect((await productRow(t.dataSource, product.id)).countInStock).toBe(2);
  });

  it("checking out again releases the customer's earlier unpaid checkout", async () => {
    const { product, customer, checkout } = await upiCheckout({ stock: 4, quantity: 2 });
    expect((await productRow(t.dataSource, product.id)).countInStock).toBe(2);
    const retry = await placeCheckoutOk(t, customer.token, { paymentMethod: "UPI" });
    expect(retry.id).not.toBe(checkout.id);
    expect((await productRow(t.dataSource, product.id)).countInStock).toBe(2);
    expect((await t.gqlOk(GET_CHECKOUT, { id: checkout.id }, customer.token)).checkout.status).toBe("EXPIRED");
  });
});
