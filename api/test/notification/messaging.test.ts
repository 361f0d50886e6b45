import { WHATSAPP_WEBHOOK_PATH } from "../../src/modules/notification/whatsapp-webhook.routes";
import { whatsappSignature } from "../../src/sandbox/whatsapp-sandbox";
import { graphql } from "../gql";
import { createProduct } from "../support/catalog-fixtures";
import { ADDRESS, CREATE_COUPON, customerWithBag, placeCheckout, placeCheckoutOk, shownTotal } from "../support/commerce";
import { race } from "../support/races";
import { newPhone } from "../support/sms";
import { startMessagingShop, WHATSAPP_KEYS, type MessagingShop } from "../support/whatsapp";

const CONSENT = graphql(`
  mutation MessagingConsent($input: MessagingConsentInput!) {
    setMessagingConsent(input: $input) { phone channel purpose granted }
  }
`);
const ORDER_MESSAGES = graphql(`
  query MessagingOrderMessages($id: ID!) {
    order(id: $id) {
      messages { channel purpose recipient template body status attempts lastError providerMessageId deliveryStatus sentAt deliveredAt readAt }
    }
  }
`);
const CHECKOUT_ORDER_ID = graphql(`query MessagingCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }`);
const MOVE = graphql(`
  mutation MessagingMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { id } }
`);
const OFFER = graphql(
  `mutation MessagingOffer($campaign: String!, $offer: String!) { sendWhatsAppOffer(campaign: $campaign, offer: $offer) }`,
);
const TEMPLATES = graphql(
  `query MessagingTemplates { messageTemplates { key channel variables body providerTemplate preview quickReplies { payload } } }`,
);
const UPDATE_TEMPLATE = graphql(`
  mutation MessagingUpdateTemplate($input: UpdateMessageTemplateInput!) { updateMessageTemplate(input: $input) { key body providerTemplate preview updatedAt } }
`);
const PREVIEW = graphql(`query MessagingPreview($key: String!, $body: String!) { previewMessageTemplate(key: $key, body: $body) }`);

let m: MessagingShop;
let admin: string;

beforeAll(async () => {
  m = await startMessagingShop();
  admin = await m.t.adminToken();
});
afterAll(() => m.close());

/** A shopper signed in, a bag of one product, and their choices for a fresh phone. */
async function shopper(choices: Array<{ channel: "WHATSAPP" | "SMS"; purpose: "TRANSACTIONAL" | "MARKETING" }>) {
  const product = await createProduct(m.t.dataSource, { countInStock: 10, pricePaise: 700_00 });
  const customer = await customerWithBag(m.t, product.id);
  const phone = newPhone();
  for (const choice of choices) {
    await m.t.gqlOk(CONSENT, { input: { phone, ...choice, granted: true, source: "CHECKOUT" } }, customer.token);
  }
  return { customer, phone, product };
}

async function placeOrder(token: string, phone: string): Promise<string> {
  const checkout = await placeCheckoutOk(m.t, token, { shippingInfo: { ...ADDRESS, phoneNo: phone.slice(3) } });
  return (await m.t.gqlOk(CHECKOUT_ORDER_ID, { id: checkout.id }, token)).checkout.orderId;
}

const messagesOf = async (orderId: string) => (await m.t.gqlOk(ORDER_MESSAGES, { id: orderId }, admin)).order.messages;
const sentTo = (phone: string) => m.whatsapp.messages.filter((msg) => msg.to === phone.slice(1));
const smsTo = (phone: string) => m.sms.messages.filter((msg) => msg.mobiles === phone.slice(1));

/** A webhook body as Meta would post it, signed with `secret`. */
async function postWebhook(value: Record<string, unknown>, secret = WHATSAPP_KEYS.WHATSAPP_APP_SECRET) {
  const body = JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: "waba", changes: [{ field: "messages", value }] }] });
  return fetch(`${m.baseUrl}${WHATSAPP_WEBHOOK_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": whatsappSignature(body, secret) },
    body,
  });
}

describe("order updates on WhatsApp and SMS", () => {
  it("go to a phone that opted in, on each channel it allowed, and the admin sees every channel's messages", async () => {
    const { customer, phone } = await shopper([
      { channel: "WHATSAPP", purpose: "TRANSACTIONAL" },
      { channel: "SMS", purpose: "TRANSACTIONAL" },
    ]);
    const orderId = await placeOrder(customer.token, phone);
    await m.t.settleJobs();

    const [confirmed] = sentTo(phone);
    expect(confirmed).toMatchObject({ template: "bagzone_order_confirmed", language: "en" });
    expect(confirmed.parameters[0]).toBe("Asha");
    expect(smsTo(phone)).toEqual([expect.objectContaining({ templateId: "bagzone_order_confirmed" })]);
    const messages = await messagesOf(orderId);
    expect(messages.map((msg) => [msg.channel, msg.status, msg.deliveryStatus])).toEqual(
      expect.arrayContaining([
        ["EMAIL", "SENT", null],
        ["WHATSAPP", "SENT", "SENT"],
        ["SMS", "SENT", "SENT"],
      ]),
    );
    const whatsapp = messages.find((msg) => msg.channel === "WHATSAPP")!;
    expect(whatsapp).toMatchObject({ recipient: phone, template: "order_confirmed", providerMessageId: confirmed.id });
    expect(whatsapp.body).toMatch(/^Hi Asha, your Bagzone order BZ-\d+ of Rs\. [\d,.]+ is confirmed/);

    await m.t.gqlOk(MOVE, { id: orderId, status: "SHIPPED", shipment: { courier: "DELHIVERY", trackingNumber: "AWB123456" } }, admin);
    await m.t.settleJobs();
    const shipped = sentTo(phone).find((msg) => msg.template === "bagzone_order_shipped")!;
    expect(shipped.parameters).toEqual(["Asha", expect.stringMatching(/^BZ-/), "Delhivery", expect.stringContaining("AWB123456")]);
    await m.t.gqlOk(MOVE, { id: orderId, status: "DELIVERED" }, admin);
    await m.t.settleJobs();
    expect(sentTo(phone).map((msg) => msg.template)).toEqual([
      "bagzone_order_confirmed",
      "bagzone_order_shipped",
      "bagzone_order_delivered",
    ]);

    const mine = await m.t.gql(ORDER_MESSAGES, { id: orderId }, customer.token);
    expect(mine.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("a phone that did not opt in gets its emails and nothing on WhatsApp or SMS", async () => {
    const { customer, phone } = await shopper([]);
    const orderId = await placeOrder(customer.token, phone);
    await m.t.settleJobs();
    expect(sentTo(phone)).toEqual([]);
    expect(smsTo(phone)).toEqual([]);
    expect((await messagesOf(orderId)).map((msg) => msg.channel)).toEqual(["EMAIL"]);
  });

  it("are written with the order: an order that rolls back leaves no message", async () => {
    const bag = await createProduct(m.t.dataSource, { pricePaise: 500_00, countInStock: 10 });
    const code = `MSG-${Date.now() % 100000}`;
    await m.t.gqlOk(CREATE_COUPON, { input: { code, percentOff: 10, usageLimit: 1 } }, admin);
    const [a, b] = await Promise.all([customerWithBag(m.t, bag.id), customerWithBag(m.t, bag.id)]);
    const [phoneA, phoneB] = [newPhone(), newPhone()];
    await m.t.gqlOk(
      CONSENT,
      { input: { phone: phoneA, channel: "WHATSAPP", purpose: "TRANSACTIONAL", granted: true, source: "CHECKOUT" } },
      a.token,
    );
    await m.t.gqlOk(
      CONSENT,
      { input: { phone: phoneB, channel: "WHATSAPP", purpose: "TRANSACTIONAL", granted: true, source: "CHECKOUT" } },
      b.token,
    );
    const total = await shownTotal(m.t, a.token, code);
    // The second places its order (and writes its messages) then waits for the coupon's last use, and loses it.
    const outcome = await race(
      m.t,
      "coupon:redeeming",
      () =>
        placeCheckout(m.t, a.token, {
          couponCode: code,
          expectedTotalPaise: total,
          shippingInfo: { ...ADDRESS, phoneNo: phoneA.slice(3) },
        }),
      () =>
        placeCheckout(m.t, b.token, {
          couponCode: code,
          expectedTotalPaise: total,
          shippingInfo: { ...ADDRESS, phoneNo: phoneB.slice(3) },
        }),
    );
    expect(outcome.secondWaited).toBe(true);
    expect(outcome.first.errors).toBeUndefined();
    expect(outcome.second.errors?.[0]?.extensions?.code).toBe("COUPON_USED_UP");
    await m.t.settleJobs();
    const rows = async (phone: string) =>
      (await m.t.dataSource.query(`SELECT count(*)::int AS n FROM messages WHERE recipient = $1`, [phone]))[0].n as number;
    expect(await rows(phoneA)).toBe(1);
    expect(await rows(phoneB)).toBe(0);
    expect(sentTo(phoneB)).toEqual([]);
  });

  it("are retried after a provider's outage and sent once; a number WhatsApp refuses fails without retrying", async () => {
    const first = await shopper([{ channel: "WHATSAPP", purpose: "TRANSACTIONAL" }]);
    m.whatsapp.failNext("outage", 2);
    const orderId = await placeOrder(first.customer.token, first.phone);
    await m.t.settleJobs();
    expect(sentTo(first.phone)).toHaveLength(1);
    expect((await messagesOf(orderId)).find((msg) => msg.channel === "WHATSAPP")).toMatchObject({
      status: "SENT",
      attempts: 3,
      lastError: null,
    });

    const second = await shopper([{ channel: "WHATSAPP", purpose: "TRANSACTIONAL" }]);
    m.whatsapp.failNext("invalid-number");
    const refusedId = await placeOrder(second.customer.token, second.phone);
    await m.t.settleJobs();
    expect((await messagesOf(refusedId)).find((msg) => msg.channel === "WHATSAPP")).toMatchObject({
      status: "FAILED",
      attempts: 1,
      lastError: expect.stringContaining("131026"),
    });
  });
});

describe("receipts by webhook", () => {
  it("move a message forward once and in order, and a late or repeated receipt changes nothing", async () => {
    const { customer, phone } = await shopper([{ channel: "WHATSAPP", purpose: "TRANSACTIONAL" }]);
    const orderId = await placeOrder(customer.token, phone);
    await m.t.settleJobs();
    const [sent] = sentTo(phone);
    const whatsapp = async () => (await messagesOf(orderId)).find((msg) => msg.channel === "WHATSAPP")!;

    expect(await m.whatsapp.receipt(sent.id, "delivered")).toBe(200);
    expect(await whatsapp()).toMatchObject({ deliveryStatus: "DELIVERED", readAt: null });
    expect(await m.whatsapp.receipt(sent.id, "read")).toBe(200);
    const read = await whatsapp();
    expect(read.deliveryStatus).toBe("READ");
    expect(await m.whatsapp.receipt(sent.id, "read")).toBe(200);
    expect(await m.whatsapp.receipt(sent.id, "delivered")).toBe(200);
    expect(await m.whatsapp.receipt(sent.id, "sent")).toBe(200);
    expect(await whatsapp()).toEqual(read);
  });

  it("a read that overtakes its delivered leaves the message read, with both times", async () => {
    const { customer, phone } = await shopper([{ channel: "WHATSAPP", purpose: "TRANSACTIONAL" }]);
    const orderId = await placeOrder(customer.token, phone);
    await m.t.settleJobs();
    const [sent] = sentTo(phone);
    await m.whatsapp.receipt(sent.id, "read");
    await m.whatsapp.receipt(sent.id, "delivered");
    expect((await messagesOf(orderId)).find((msg) => msg.channel === "WHATSAPP")).toMatchObject({
      deliveryStatus: "READ",
      deliveredAt: expect.any(String),
      readAt: expect.any(String),
    });
  });

  it("a body not signed with the app secret is refused and changes nothing", async () => {
    const { customer, phone } = await shopper([{ channel: "WHATSAPP", purpose: "TRANSACTIONAL" }]);
    const orderId = await placeOrder(customer.token, phone);
    await m.t.settleJobs();
    const [sent] = sentTo(phone);
    const forged = await postWebhook({ statuses: [{ id: sent.id, status: "read", timestamp: "1800000000" }] }, "not-the-app-secret");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "BAD_USER_INPUT", fields: { "X-Hub-Signature-256": expect.any(String) } });
    const unsigned = await fetch(`${m.baseUrl}${WHATSAPP_WEBHOOK_PATH}`, { method: "POST", body: "{}" });
    expect(unsigned.status).toBe(400);
    expect((await messagesOf(orderId)).find((msg) => msg.channel === "WHATSAPP")).toMatchObject({ deliveryStatus: "SENT", readAt: null });
  });

  it("Meta's verification is answered with the challenge only for the shop's verify token", async () => {
    const ask = (token: string) =>
      fetch(`${m.baseUrl}${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    const good = await ask(WHATSAPP_KEYS.WHATSAPP_VERIFY_TOKEN);
    expect([good.status, await good.text()]).toEqual([200, "1158201444"]);
    expect((await ask("wrong-token")).status).toBe(403);
  });
});

describe("offers: their own opt-in, STOP, quiet hours", () => {
  /** 2026-12-01 at hh:mm India time. */
  const indiaTime = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+05:30`);

  afterEach(() => {
    m.clock.now = new Date();
  });

  it("go only to phones that asked for offers; STOP ends them at once, and the consent log keeps who said what and when", async () => {
    m.clock.now = indiaTime("11:00");
    const updatesOnly = await shopper([{ channel: "WHATSAPP", purpose: "TRANSACTIONAL" }]);
    const offers = await shopper([{ channel: "WHATSAPP", purpose: "MARKETING" }]);
    await m.t.gqlOk(OFFER, { campaign: `diwali-${Date.now()}`, offer: "20% off every backpack" }, admin);
    await m.t.settleJobs();
    expect(sentTo(updatesOnly.phone)).toEqual([]);
    const [offer] = sentTo(offers.phone);
    expect(offer).toMatchObject({ template: "bagzone_offer", quickReplies: ["STOP_OFFERS"] });

    expect(await m.whatsapp.sendText(offers.phone.slice(1), " stop ")).toBe(200);
    expect(await m.t.gqlOk(OFFER, { campaign: `later-${Date.now()}`, offer: "Another offer" }, admin)).toMatchObject({
      sendWhatsAppOffer: 0,
    });
    await m.t.settleJobs();
    expect(sentTo(offers.phone)).toHaveLength(1);
    const log = await m.t.dataSource.query(`SELECT granted, source, text, user_id FROM consent_log WHERE phone = $1 ORDER BY at`, [
      offers.phone,
    ]);
    expect(log).toEqual([
      { granted: true, source: "checkout", text: "Send me offers from Bagzone on WhatsApp", user_id: offers.customer.id },
      { granted: false, source: "whatsapp-reply", text: " stop ", user_id: null },
    ]);
  });

  it("the offer's Stop button ends them too", async () => {
    m.clock.now = indiaTime("12:00");
    const offers = await shopper([{ channel: "WHATSAPP", purpose: "MARKETING" }]);
    await m.t.gqlOk(OFFER, { campaign: `button-${Date.now()}`, offer: "Free gift wrap" }, admin);
    await m.t.settleJobs();
    const [offer] = sentTo(offers.phone);
    expect(await m.whatsapp.pressButton(offer.id, 0, "Stop offers")).toBe(200);
    const [consent] = await m.t.dataSource.query(
      `SELECT granted FROM message_consents WHERE phone = $1 AND channel = 'whatsapp' AND purpose = 'marketing'`,
      [offers.phone],
    );
    expect(consent.granted).toBe(false);
  });

  it("written between 21:00 and 09:00 India time wait until 09:00, and a STOP before then withdraws them", async () => {
    m.clock.now = indiaTime("22:30");
    const waiting = await shopper([{ channel: "WHATSAPP", purpose: "MARKETING" }]);
    const stopping = await shopper([{ channel: "WHATSAPP", purpose: "MARKETING" }]);
    await m.t.gqlOk(OFFER, { campaign: `night-${Date.now()}`, offer: "Midnight sale" }, admin);
    await m.t.settleJobs();
    expect(sentTo(waiting.phone)).toEqual([]);
    const [row] = await m.t.dataSource.query(`SELECT status, send_after FROM messages WHERE recipient = $1`, [waiting.phone]);
    expect(row).toEqual({ status: "deferred", send_after: new Date("2026-12-02T09:00:00+05:30") });
    await m.whatsapp.sendText(stopping.phone.slice(1), "STOP");

    m.clock.now = new Date("2026-12-02T08:59:00+05:30");
    await m.t.shop.services.messaging.releaseDeferred();
    await m.t.settleJobs();
    expect(sentTo(waiting.phone)).toEqual([]);
    m.clock.now = new Date("2026-12-02T09:00:00+05:30");
    await m.t.shop.services.messaging.releaseDeferred();
    await m.t.settleJobs();
    expect(sentTo(waiting.phone)).toHaveLength(1);
    expect(sentTo(stopping.phone)).toEqual([]);
    const [withdrawn] = await m.t.dataSource.query(`SELECT status FROM messages WHERE recipient = $1`, [stopping.phone]);
    expect(withdrawn.status).toBe("withdrawn");
  });
});

describe("templates the admin edits", () => {
  it("are listed with their variables and a preview, and an edit shows in the next message", async () => {
    const { messageTemplates } = await m.t.gqlOk(TEMPLATES, {}, admin);
    expect(messageTemplates.find((tpl) => tpl.key === "order_shipped" && tpl.channel === "WHATSAPP")).toMatchObject({
      variables: ["firstName", "orderNumber", "courier", "trackingLink"],
      providerTemplate: "bagzone_order_shipped",
      preview: expect.stringContaining("Hi Asha, order BZ-10042 is on its way with Delhivery"),
    });
    expect(
      (await m.t.gqlOk(PREVIEW, { key: "order_delivered", body: "{{orderNumber}} is home, {{firstName}}!" }, admin)).previewMessageTemplate,
    ).toBe("BZ-10042 is home, Asha!");
    const unknown = await m.t.gql(PREVIEW, { key: "order_delivered", body: "Hi {{name}}" }, admin);
    expect(unknown.errors?.[0]).toMatchObject({
      message: "{{name}} is not a variable of order_delivered; it takes {{firstName}}, {{orderNumber}}",
      extensions: { code: "BAD_USER_INPUT", field: "body" },
    });

    const edited = await m.t.gqlOk(
      UPDATE_TEMPLATE,
      {
        input: {
          key: "order_delivered",
          channel: "WHATSAPP",
          body: "{{firstName}}, {{orderNumber}} has arrived!",
          providerTemplate: "bagzone_delivered_v2",
        },
      },
      admin,
    );
    expect(edited.updateMessageTemplate).toMatchObject({ preview: "Asha, BZ-10042 has arrived!", updatedAt: expect.any(String) });

    const { customer, phone } = await shopper([{ channel: "WHATSAPP", purpose: "TRANSACTIONAL" }]);
    const orderId = await placeOrder(customer.token, phone);
    await m.t.gqlOk(MOVE, { id: orderId, status: "SHIPPED" }, admin);
    await m.t.gqlOk(MOVE, { id: orderId, status: "DELIVERED" }, admin);
    await m.t.settleJobs();
    expect(sentTo(phone).at(-1)?.template).toBe("bagzone_delivered_v2");
    const delivered = (await messagesOf(orderId)).find((msg) => msg.template === "order_delivered" && msg.channel === "WHATSAPP");
    expect(delivered?.body).toMatch(/^Asha, BZ-\d+ has arrived!$/);
  });

  it("only admins see or change them", async () => {
    const customer = await m.t.registerCustomer();
    expect((await m.t.gql(TEMPLATES, {}, customer.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("consent", () => {
  it("a number that is not an Indian mobile is refused, naming the field", async () => {
    const customer = await m.t.registerCustomer();
    const res = await m.t.gql(
      CONSENT,
      { input: { phone: "12345", channel: "WHATSAPP", purpose: "TRANSACTIONAL", granted: true, source: "PROFILE" } },
      customer.token,
    );
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "phone" } });
  });
});
