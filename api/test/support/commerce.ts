import crypto from "node:crypto";
import { createProduct } from "./catalog-fixtures";
import { graphql } from "../gql";
import type { ShippingInfoInput, TestCreateCheckoutMutation } from "../gql/graphql";
import type { GqlResult, Present, TestShop } from "./test-shop";

/** GraphQL documents and steps shared by the cart, checkout, payment and order tests. */

export const GET_CART = graphql(`query TestCart($guestId: String) { cart(guestId: $guestId) { ...CartFields } }`);
export const ADD_TO_CART = graphql(`mutation TestAddToCart($input: AddToCartInput!) { addToCart(input: $input) { ...CartFields } }`);
export const UPDATE_CART_LINE = graphql(
  `mutation TestUpdateCartLine($input: UpdateCartLineInput!) { updateCartLine(input: $input) { ...CartFields } }`,
);
export const REMOVE_FROM_CART = graphql(
  `mutation TestRemoveFromCart($lineId: ID!, $guestId: String) { removeFromCart(lineId: $lineId, guestId: $guestId) { ...CartFields } }`,
);
export const CLEAR_CART = graphql(`mutation TestClearCart($guestId: String) { clearCart(guestId: $guestId) { ...CartFields } }`);
export const MERGE_GUEST_CART = graphql(
  `mutation TestMergeGuestCart($guestId: String!) { mergeGuestCart(guestId: $guestId) { ...CartFields } }`,
);
export const CHECK_COUPON = graphql(
  `query TestCheckCoupon($code: String!) { checkCoupon(code: $code) { coupon { code discountType percentOff amountOff { paise } status } discount { paise } totals { ...TotalsFields } } }`,
);
export const CREATE_CHECKOUT = graphql(
  `mutation TestCreateCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { ...CheckoutFields } }`,
);
export const FINALIZE_CHECKOUT = graphql(`mutation TestFinalizeCheckout($id: ID!) { finalizeCheckout(id: $id) { ...CheckoutFields } }`);
export const GET_CHECKOUT = graphql(`query TestCheckout($id: ID!) { checkout(id: $id) { ...CheckoutFields } }`);
export const CREATE_COUPON = graphql(
  `mutation TestCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }`,
);
export const UPDATE_COUPON = graphql(
  `mutation TestUpdateCoupon($id: ID!, $input: UpdateCouponInput!) { updateCoupon(id: $id, input: $input) { id code discountType percentOff amountOff { paise } active expiresAt status } }`,
);
const CHECKOUT_ORDER = graphql(`query TestCheckoutOrder($id: ID!) { checkout(id: $id) { orderId } }`);
const MOVE_ORDER = graphql(
  `mutation TestMoveOrder($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
);
const ORDER_ITEMS = graphql(`query TestOrderItems($id: ID!) { order(id: $id) { items { id } } }`);
const ORDER_NUMBER = graphql(`query TestOrderNumber($id: ID!) { order(id: $id) { number } }`);

/** The number an order is quoted by (BZ-10234), as an admin reads it. */
export async function orderNumberOf(t: TestShop, orderId: string): Promise<string> {
  const order = (await t.gqlOk(ORDER_NUMBER, { id: orderId }, await t.adminToken())).order;
  if (!order) throw new Error(`order ${orderId} not found`);
  return order.number;
}

/** The shop's policies as a new shop has them (the rules it priced with before they were settings), as updateShopSettings takes them. */
export const DEFAULT_POLICIES = {
  shippingArea: "India",
  deliveryFeePaise: 50_00,
  freeDeliveryAbovePaise: 1_000_00,
  giftWrapFeePaise: 35_00,
  dispatchDays: 1,
  deliveryDaysFrom: 3,
  deliveryDaysTo: 7,
  returnWindowDays: 7,
};

export const ADDRESS = {
  firstName: "Asha",
  lastName: "Verma",
  address: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  postalCode: "411001",
  phoneNo: "9876543210",
};

/** A guest id as the storefront makes one. */
export const newGuestId = () => `guest_${Date.now()}_${crypto.randomBytes(6).toString("hex")}`;

export async function addToCart(
  t: TestShop,
  who: { token?: string; guestId?: string },
  productId: string,
  line: { quantity?: number; size?: string | null; color?: string | null; giftWrap?: boolean } = {},
) {
  const input = { productId, size: "Medium", color: "Black", quantity: 1, ...line, guestId: who.guestId };
  return (await t.gqlOk(ADD_TO_CART, { input }, who.token)).addToCart;
}

/** The total the storefront would show for the customer's bag (with a coupon, as checkCoupon prices it), in paise. */
export async function shownTotal(t: TestShop, token: string, couponCode?: string): Promise<number> {
  if (couponCode) return (await t.gqlOk(CHECK_COUPON, { code: couponCode }, token)).checkCoupon.totals.total.paise;
  return (await t.gqlOk(GET_CART, {}, token)).cart.totals.total.paise;
}

export interface CheckoutOptions {
  paymentMethod?: "COD" | "UPI";
  couponCode?: string;
  expectedTotalPaise?: number;
  idempotencyKey?: string;
  shippingInfo?: ShippingInfoInput;
}

/** createCheckout as the storefront sends it: the total it shows, a fresh idempotency key. */
export async function placeCheckout(
  t: TestShop,
  token: string,
  options: CheckoutOptions = {},
): Promise<GqlResult<TestCreateCheckoutMutation>> {
  const input = {
    shippingInfo: options.shippingInfo ?? ADDRESS,
    paymentMethod: options.paymentMethod ?? "COD",
    couponCode: options.couponCode,
    expectedTotalPaise: options.expectedTotalPaise ?? (await shownTotal(t, token, options.couponCode)),
    idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
  };
  return t.gql(CREATE_CHECKOUT, { input }, token);
}

export async function placeCheckoutOk(t: TestShop, token: string, options: CheckoutOptions = {}) {
  const res = await placeCheckout(t, token, options);
  if (res.errors?.length) throw new Error(`createCheckout failed: ${JSON.stringify(res.errors)}`);
  // Read as gqlOk reads its answers: a checkout that was placed has what the test goes on to read.
  return (res.data as Present<TestCreateCheckoutMutation>).createCheckout;
}

/** A new customer with `quantity` of a product in their bag. */
export async function customerWithBag(t: TestShop, productId: string, quantity = 1, line: { giftWrap?: boolean } = {}) {
  const customer = await t.registerCustomer();
  await addToCart(t, customer, productId, { quantity, ...line });
  return customer;
}

export interface SimulatorForm {
  action: string;
  fields: Record<string, string>;
}

/** The Pay and Fail forms of the simulator's payment page. */
export async function simulatorPage(
  t: TestShop,
  paymentUrl: string,
): Promise<{ status: number; text: string; forms: Record<"paid" | "failed", SimulatorForm> }> {
  const url = new URL(paymentUrl);
  const res = await t.http.get(url.pathname + url.search);
  const forms: Partial<Record<"paid" | "failed", SimulatorForm>> = {};
  for (const [, action, body] of res.text.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/gs)) {
    const fields = Object.fromEntries([...body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]));
    forms[fields.outcome as "paid" | "failed"] = { action, fields };
  }
  return { status: res.status, text: res.text, forms: forms as Record<"paid" | "failed", SimulatorForm> };
}

/** Presses Pay or Fail on the simulator page; returns the shop's response to the posted confirmation. */
export async function pressSimulatorButton(t: TestShop, paymentUrl: string, outcome: "paid" | "failed") {
  const { forms } = await simulatorPage(t, paymentUrl);
  const form = forms[outcome];
  if (!form) throw new Error(`no ${outcome} button on the simulator page`);
  return postConfirmation(t, form.action, form.fields);
}

export function postConfirmation(t: TestShop, action: string, fields: Record<string, string>) {
  return t.http.post(action).type("form").send(fields);
}

export interface PlacedOrderOptions {
  method?: "COD" | "UPI";
  pricePaise?: number;
  quantity?: number;
  stock?: number;
}

/** A new customer's order of one new product (Rs. 600 a unit, 2 units, 10 in stock unless told), paid through the simulator when UPI. */
export async function placeOrderOk(t: TestShop, options: PlacedOrderOptions = {}) {
  const product = await createProduct(t.dataSource, {
    countInStock: options.stock ?? 10,
    pricePaise: options.pricePaise ?? 600_00,
    sizes: ["Medium", "Large"],
    colors: ["Black", "Blue"],
  });
  const customer = await customerWithBag(t, product.id, options.quantity ?? 2);
  const checkout = await placeCheckoutOk(t, customer.token, { paymentMethod: options.method ?? "COD" });
  if (options.method === "UPI") await pressSimulatorButton(t, checkout.paymentUrl, "paid");
  const orderId = (await t.gqlOk(CHECKOUT_ORDER, { id: checkout.id }, customer.token)).checkout?.orderId;
  if (!orderId) throw new Error(`checkout ${checkout.id} made no order`);
  return { product, customer, orderId };
}

/** An order placed, shipped and delivered (by the admin): its customer may ask to return `itemIds`. */
export async function deliveredOrderOk(t: TestShop, options: PlacedOrderOptions = {}) {
  const placed = await placeOrderOk(t, options);
  const admin = await t.adminToken();
  await t.gqlOk(MOVE_ORDER, { id: placed.orderId, status: "SHIPPED" }, admin);
  await t.gqlOk(MOVE_ORDER, { id: placed.orderId, status: "DELIVERED" }, admin);
  const { order } = await t.gqlOk(ORDER_ITEMS, { id: placed.orderId }, placed.customer.token);
  return { ...placed, itemIds: order.items.map((i) => i.id) };
}
