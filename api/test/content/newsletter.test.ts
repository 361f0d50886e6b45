import { createProduct } from "../support/catalog-fixtures";
import { addToCart, CHECK_COUPON, customerWithBag, placeCheckout, placeCheckoutOk } from "../support/commerce";
import { readOutbox, type SentEmail } from "../support/outbox";
import { NO_RATE_LIMITS, startTestShop, type TestShop } from "../support/test-shop";
import { graphql } from "../gql";

const SUBSCRIBE = graphql(`mutation NewsletterSubscribe($email: String!) { subscribeToNewsletter(email: $email) { message } }`);
const CONFIRM = graphql(`mutation NewsletterConfirm($token: String!) { confirmNewsletterSubscription(token: $token) { message } }`);
const UNSUBSCRIBE = graphql(`mutation NewsletterUnsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { message } }`);

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop(NO_RATE_LIMITS);
});
afterAll(() => t.close());

async function emailsTo(address: string): Promise<SentEmail[]> {
  await t.settleJobs();
  return (await readOutbox(t.config.outboxDir)).filter((m) => m.to === address);
}

function tokenIn(mail: SentEmail, path: string): string {
  const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`The email to ${mail.to} has no ${path} link`);
  return token;
}

describe("the newsletter's double opt-in", () => {
  it("subscribing emails a confirmation; confirming emails one unique single-use first-order code; nothing more after", async () => {
    const email = "reader@example.com";
    expect((await t.gqlOk(SUBSCRIBE, { email: " Reader@Example.com " })).subscribeToNewsletter.message).toBe(
      "Thank you for subscribing! Please confirm from the email we have sent you.",
    );
    const [confirmation] = await emailsTo(email);
    expect(confirmation.subject).toBe("Confirm your Bagzone newsletter subscription");
    expect(tokenIn(confirmation, "/newsletter/unsubscribe")).toBeTruthy();
    const [{ count: couponsBefore }] = await t.dataSource.query(`SELECT count(*)::int FROM coupons`);

    const token = tokenIn(confirmation, "/newsletter/confirm");
    expect((await t.gqlOk(CONFIRM, { token })).confirmNewsletterSubscription.message).toBe(
      "Your subscription is confirmed. Your first-order code is on its way to your inbox.",
    );
    const welcome = (await emailsTo(email)).find((m) => m.subject.includes("10% off"))!;
    // The confirmation promised what the code gives, and the storefront states the same figure.
    expect(confirmation.text).toContain("a code for 10% off your first order");
    expect(confirmation.html).toContain("a code for 10% off your first order");
    const OFFER = graphql(`query NewsletterOffer { shopPolicies { newsletterWelcomePercentage } }`);
    expect((await t.gqlOk(OFFER)).shopPolicies.newsletterWelcomePercentage).toBe(10);
    const [{ percentage }] = await t.dataSource.query(
      `SELECT percentage FROM coupons WHERE code LIKE 'WELCOME-%' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(Number(percentage)).toBe(10);
    const code = /is (WELCOME-[0-9A-F]+)/.exec(welcome.text)?.[1];
    expect(code).toBeTruthy();
    expect(tokenIn(welcome, "/newsletter/unsubscribe")).toBeTruthy();

    // Confirming again, or subscribing again, issues nothing new.
    await t.gqlOk(CONFIRM, { token });
    await t.gqlOk(SUBSCRIBE, { email });
    expect(await emailsTo(email)).toHaveLength(2);
    const [{ count: couponsAfter }] = await t.dataSource.query(`SELECT count(*)::int FROM coupons`);
    expect(couponsAfter).toBe(couponsBefore + 1);

    // The code is the subscriber's: another customer who has it is refused, at checkout and when checking it.
    const bag = await createProduct(t.dataSource, { pricePaise: 1000_00, countInStock: 10 });
    const stranger = await customerWithBag(t, bag.id);
    const notYours = {
      message: "This coupon was sent to another email address and only works for its account",
      extensions: { code: "COUPON_NOT_YOURS", field: "couponCode" },
    };
    expect((await placeCheckout(t, stranger.token, { couponCode: code, expectedTotalPaise: 900_00 })).errors?.[0]).toMatchObject(notYours);
    expect((await t.gql(CHECK_COUPON, { code: code! }, stranger.token)).errors?.[0]).toMatchObject({
      ...notYours,
      extensions: { ...notYours.extensions, field: "code" },
    });

    // The account of the subscribed address uses it once, on a first order.
    const shopper = await t.registerCustomer({ email });
    await addToCart(t, shopper, bag.id);
    expect((await placeCheckoutOk(t, shopper.token, { couponCode: code })).totals.discount.paise).toBe(100_00);
    await addToCart(t, shopper, bag.id);
    expect((await placeCheckout(t, shopper.token, { couponCode: code, expectedTotalPaise: 900_00 })).errors?.[0].message).toBe(
      "You have already used this coupon",
    );
  });

  it("two subscribers get two different codes", async () => {
    const codes: string[] = [];
    for (const email of ["one@example.com", "two@example.com"]) {
      await t.gqlOk(SUBSCRIBE, { email });
      await t.gqlOk(CONFIRM, { token: tokenIn((await emailsTo(email))[0], "/newsletter/confirm") });
      codes.push(/is (WELCOME-[0-9A-F]+)/.exec((await emailsTo(email))[1].text)![1]);
    }
    expect(codes[0]).not.toBe(codes[1]);
  });

  it("unsubscribes from the link in the email; a made-up token confirms or unsubscribes nobody", async () => {
    const email = "leaver@example.com";
    await t.gqlOk(SUBSCRIBE, { email });
    const [confirmation] = await emailsTo(email);
    expect(
      (await t.gqlOk(UNSUBSCRIBE, { token: tokenIn(confirmation, "/newsletter/unsubscribe") })).unsubscribeFromNewsletter.message,
    ).toBe("You have been unsubscribed. You will get no more newsletter emails.");
    const [row] = await t.dataSource.query(`SELECT unsubscribed_at IS NOT NULL AS gone FROM newsletter_subscribers WHERE email = $1`, [
      email,
    ]);
    expect(row.gone).toBe(true);
    // The old confirmation link no longer confirms an address that left.
    expect((await t.gql(CONFIRM, { token: tokenIn(confirmation, "/newsletter/confirm") })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await t.gql(UNSUBSCRIBE, { token: "made-up" })).errors?.[0]).toMatchObject({
      message: "Subscription for this link not found",
      extensions: { code: "NOT_FOUND" },
    });
  });
});
