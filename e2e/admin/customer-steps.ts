import crypto from "node:crypto";
import type { ShopServer } from "../support/shop-server";
import type { Account } from "./admin-session";

/**
 * What the shopper side of the admin story does, through the GraphQL API the storefront uses.
 * The storefront's screens are built on another branch; once they are in main these steps move
 * to the browser (product page, checkout with the coupon, profile).
 */

async function ok<T>(shop: ShopServer, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await shop.gql<T>(query, variables, token);
  if (!res.data || res.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

export interface ShopperProduct {
  id: string;
  name: string;
  description: string;
  unitPrice: { formatted: string };
  images: Array<{ url: string; altText: string }>;
}

/** A guest searching the shop finds the product, as the storefront's search and product page show it. */
export async function guestFindsProduct(shop: ShopServer, search: string, slug: string): Promise<{ found: string[]; product: ShopperProduct }> {
  const { products } = await ok<{ products: { items: Array<{ name: string }> } }>(
    shop,
    `query($filter: ProductFilter) { products(filter: $filter) { items { name } } }`,
    { filter: { search } },
  );
  const { product } = await ok<{ product: ShopperProduct }>(
    shop,
    `query($slug: String!) { product(idOrSlug: $slug) { id name description unitPrice { formatted } images { url altText } } }`,
    { slug },
  );
  return { found: products.items.map((p) => p.name), product };
}

/** The customer bags the product, checks the coupon, and places a cash-on-delivery order with it. */
export async function customerChecksOutWithCoupon(
  shop: ShopServer,
  customer: Account,
  line: { productId: string; size: string; color: string },
  code: string,
): Promise<{ shownTotal: string; orderId: string }> {
  await ok(shop, `mutation($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`, { input: { ...line, quantity: 1 } }, customer.token);
  const { checkCoupon } = await ok<{ checkCoupon: { totals: { total: { amount: string; formatted: string } } } }>(
    shop,
    `query($code: String!) { checkCoupon(code: $code) { totals { total { amount formatted } } } }`,
    { code },
    customer.token,
  );
  const { createCheckout } = await ok<{ createCheckout: { orderId: string } }>(
    shop,
    `mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { orderId } }`,
    {
      input: {
        paymentMethod: "COD",
        couponCode: code,
        expectedTotal: Number(checkCoupon.totals.total.amount),
        idempotencyKey: crypto.randomUUID(),
        shippingInfo: {
          firstName: customer.user.firstName,
          lastName: customer.user.lastName,
          address: "4 Marine Drive",
          city: "Mumbai",
          state: "Maharashtra",
          postalCode: "400002",
          phoneNo: "9812345678",
        },
      },
    },
    customer.token,
  );
  return { shownTotal: checkCoupon.totals.total.formatted, orderId: createCheckout.orderId };
}

/** The customer's order history, as their profile lists it. */
export async function customerOrders(shop: ShopServer, customer: Account) {
  const { myOrders } = await ok<{ myOrders: { items: Array<{ id: string; status: string; deliveredAt: string | null; couponCode: string | null }> } }>(
    shop,
    `{ myOrders { items { id status deliveredAt couponCode } } }`,
    {},
    customer.token,
  );
  return myOrders.items;
}
