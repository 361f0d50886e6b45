import { createProduct } from "../support/catalog-fixtures";
import { customerWithBag, placeCheckoutOk } from "../support/commerce";
import { type RazorpayShop, startRazorpayShop } from "../support/razorpay";
import { graphql } from "../gql";
import type { RazorpayMethod } from "../gql/graphql";

/**
 * The ways of paying Razorpay Checkout offers are the shop's to choose (UPI by default): the
 * checkout hands them to the storefront, and money paid by a way the shop does not offer is kept
 * but flagged for an admin.
 */

const SET_METHODS = graphql(`mutation RazorpayMethodsSet($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) { payments { razorpayMethods } } }`);
const METHODS = graphql(`query RazorpayMethodsSettings { shopSettings { payments { razorpayMethods } } }`);
const CHECKOUT = graphql(`query RazorpayMethodsCheckout($id: ID!) { checkout(id: $id) { orderId razorpay { orderId methods } } }`);
const ORDER_PAYMENT = graphql(`query RazorpayMethodsOrder($id: ID!) { order(id: $id) { id paymentStatus payment { method attention } } }`);

let r: RazorpayShop;
beforeAll(async () => {
  r = await startRazorpayShop();
});
afterAll(() => r.close());

/** A placed UPI checkout, as the storefront reads it before opening Razorpay Checkout. */
async function razorpayCheckout() {
  const product = await createProduct(r.t.dataSource, { countInStock: 5, pricePaise: 1200_00 });
  const customer = await customerWithBag(r.t, product.id, 1);
  const created = await placeCheckoutOk(r.t, customer.token, { paymentMethod: "UPI" });
  const read = async () => (await r.t.gqlOk(CHECKOUT, { id: created.id }, customer.token)).checkout;
  return { checkout: await read(), read };
}

describe("the ways of paying through Razorpay", () => {
  it("offers UPI alone by default, then what the admin enables, and refuses none naming the field", async () => {
    const admin = await r.t.adminToken();
    expect((await r.t.gqlOk(METHODS, {})).shopSettings.payments.razorpayMethods).toEqual(["UPI"]);
    expect((await razorpayCheckout()).checkout.razorpay.methods).toEqual(["UPI"]);

    const set = await r.t.gqlOk(SET_METHODS, { input: { payments: { razorpayMethods: ["UPI", "CARD", "NETBANKING"] } } }, admin);
    expect(set.updateShopSettings.payments.razorpayMethods).toEqual(["UPI", "CARD", "NETBANKING"]);
    expect((await razorpayCheckout()).checkout.razorpay.methods).toEqual(["UPI", "CARD", "NETBANKING"]);

    const refusedLists: (RazorpayMethod[] | null)[] = [[], null, ["CARD", "CARD"]];
    for (const razorpayMethods of refusedLists) {
      expect((await r.t.gql(SET_METHODS, { input: { payments: { razorpayMethods } } }, admin)).errors?.[0]).toMatchObject({
        extensions: { code: "BAD_USER_INPUT", field: "payments.razorpayMethods" },
      });
    }
    expect((await r.t.gqlOk(METHODS, {})).shopSettings.payments.razorpayMethods).toEqual(["UPI", "CARD", "NETBANKING"]);
    const customer = await r.t.registerCustomer();
    const refused = await r.t.gql(SET_METHODS, { input: { payments: { razorpayMethods: ["CARD"] } } }, customer.token);
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    await r.t.gqlOk(SET_METHODS, { input: { payments: { razorpayMethods: ["UPI"] } } }, admin);
  });

  it("keeps a payment by a way the shop does not offer, flagged for an admin; one it offers is not flagged", async () => {
    const admin = await r.t.adminToken();
    const byCard = await razorpayCheckout();
    await r.sandbox.pay(byCard.checkout.razorpay.orderId, { method: "card" });
    const cardOrder = (await byCard.read()).orderId;
    expect((await r.t.gqlOk(ORDER_PAYMENT, { id: cardOrder }, admin)).order).toMatchObject({
      paymentStatus: "PAID",
      payment: { method: "card", attention: "Paid by card, which the shop does not offer: the payment is kept" },
    });

    await r.t.gqlOk(SET_METHODS, { input: { payments: { razorpayMethods: ["UPI", "WALLET"] } } }, admin);
    const byWallet = await razorpayCheckout();
    await r.sandbox.pay(byWallet.checkout.razorpay.orderId, { method: "wallet" });
    const walletOrder = (await byWallet.read()).orderId;
    expect((await r.t.gqlOk(ORDER_PAYMENT, { id: walletOrder }, admin)).order.payment).toEqual({ method: "wallet", attention: null });
    await r.t.gqlOk(SET_METHODS, { input: { payments: { razorpayMethods: ["UPI"] } } }, admin);
  });
});
