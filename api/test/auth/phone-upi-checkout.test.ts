import crypto from "node:crypto";
import { graphql } from "../gql";
import { startMsg91Sandbox, type Msg91Sandbox } from "../../src/sandbox/msg91-sandbox";
import { createProduct } from "../support/catalog-fixtures";
import { addToCart, ADDRESS, CREATE_CHECKOUT, GET_CART, MERGE_GUEST_CART, newGuestId } from "../support/commerce";
import { type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import { codeSentTo, MSG91_TEST_KEY, newPhone } from "../support/sms";

const REQUEST_OTP = graphql(`mutation PhoneUpiRequestOtp($phone: String!) { requestOtp(phone: $phone) { message } }`);
const VERIFY_OTP = graphql(
  `mutation PhoneUpiVerifyOtp($phone: String!, $code: String!) { verifyOtp(phone: $phone, code: $code) { token user { id } } }`,
);
const RAZORPAY_CHECKOUT = graphql(`query PhoneUpiCheckout($id: ID!) { checkout(id: $id) { status orderId razorpay { orderId } } }`);
const MY_ORDERS = graphql(`query PhoneUpiMyOrders { myOrders(first: 10) { nodes { id number customerEmail paymentStatus paidWith } } }`);

let r: RazorpayShop;
let sms: Msg91Sandbox;
beforeAll(async () => {
  sms = await startMsg91Sandbox({ authKey: MSG91_TEST_KEY });
  r = await startRazorpayShop({ MSG91_API_URL: sms.url, MSG91_AUTH_KEY: MSG91_TEST_KEY, MSG91_TEMPLATE_ID: "test-sign-in" });
});
afterAll(async () => {
  await r.close();
  await sms.close();
});

it("a guest who verified their phone at checkout pays by UPI through Razorpay, and the paid order is theirs when they sign in by phone again", async () => {
  const product = await createProduct(r.t.dataSource, { countInStock: 5, pricePaise: 900_00 });
  const guestId = newGuestId();
  await addToCart(r.t, { guestId }, product.id);

  // The address step: the guest's number, verified by the code sent to it; their bag comes along.
  const phone = newPhone();
  await r.t.gqlOk(REQUEST_OTP, { phone });
  const signedIn = (await r.t.gqlOk(VERIFY_OTP, { phone, code: await codeSentTo(sms, phone) })).verifyOtp;
  await r.t.gqlOk(MERGE_GUEST_CART, { guestId }, signedIn.token);
  const total = (await r.t.gqlOk(GET_CART, {}, signedIn.token)).cart.totals.total.paise;

  const input = {
    shippingInfo: ADDRESS,
    paymentMethod: "UPI" as const,
    expectedTotalPaise: total,
    idempotencyKey: crypto.randomUUID(),
    contactEmail: "upi-guest@example.com",
  };
  const checkout = (await r.t.gqlOk(CREATE_CHECKOUT, { input }, signedIn.token)).createCheckout;
  expect(checkout.orderId).toBeNull();
  const razorpayOrderId = (await r.t.gqlOk(RAZORPAY_CHECKOUT, { id: checkout.id }, signedIn.token)).checkout.razorpay.orderId;
  expect(r.sandbox.orders.get(razorpayOrderId)?.amount).toBe(total);

  await r.sandbox.pay(razorpayOrderId);
  const paid = (await r.t.gqlOk(RAZORPAY_CHECKOUT, { id: checkout.id }, signedIn.token)).checkout;
  expect(paid).toMatchObject({ status: "COMPLETED", orderId: expect.any(String) });

  await r.t.gqlOk(REQUEST_OTP, { phone });
  const later = (await r.t.gqlOk(VERIFY_OTP, { phone, code: await codeSentTo(sms, phone, 2) })).verifyOtp;
  expect(later.user.id).toBe(signedIn.user.id);
  expect((await r.t.gqlOk(MY_ORDERS, {}, later.token)).myOrders.nodes).toEqual([
    {
      id: paid.orderId,
      number: expect.stringMatching(/^BZ-\d{5,}$/),
      customerEmail: "upi-guest@example.com",
      paymentStatus: "PAID",
      paidWith: "upi",
    },
  ]);
});
