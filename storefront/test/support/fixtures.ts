import type {
  CartDetailsFragment,
  PriceTotalsFragment,
  ProductCardFragment,
  ProductDetailQuery,
  ShopPoliciesQuery,
} from "../../src/gql/graphql";
import { formatRupees } from "@shop/words/money";

/** Test data shaped exactly like the API's answers to the storefront's operations. */

/**
 * The API's objects carry __typename, which Apollo needs to match a fragment spread (the
 * generated types leave it out).
 */
export const typed = <T extends object>(typename: string, value: T): T => Object.assign({ __typename: typename }, value);

export const money = (paise: number) => ({ formatted: formatRupees(paise), paise });
const moneyWithAmount = (paise: number) => ({ ...money(paise), amount: (paise / 100).toFixed(2) });

export function totals(subtotal: number, { giftWrap = 0, discount = 0 } = {}): PriceTotalsFragment {
  const delivery = subtotal > 100000 ? 0 : 5000;
  return typed("PriceBreakdown", {
    subtotal: money(subtotal),
    giftWrap: money(giftWrap),
    delivery: money(delivery),
    discount: money(discount),
    codFee: money(0),
    total: moneyWithAmount(Math.max(0, subtotal + giftWrap + delivery - discount)),
  });
}

type Line = CartDetailsFragment["lines"][number];

export function cartLine(overrides: Partial<Line> & { unitPaise?: number } = {}): Line {
  const { unitPaise = 129900, ...rest } = overrides;
  const quantity = rest.quantity ?? 1;
  return typed("CartLine", {
    id: "line-1",
    productId: "p1",
    variantId: "v-Medium-Black",
    inStock: 5,
    slug: "leather-tote",
    name: "Leather Tote",
    image: { url: "/assets/p1/large.jpg", altText: "Leather Tote", srcSet: null },
    size: "Medium",
    color: "Black",
    quantity,
    giftWrap: false,
    unitPrice: { formatted: formatRupees(unitPaise) },
    lineTotal: { formatted: formatRupees(unitPaise * quantity) },
    problem: null,
    problemCode: null,
    ...rest,
  });
}

export function cart(lines: Line[], unitPaise = 129900): CartDetailsFragment {
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return typed("Cart", { itemCount: count, couponCode: null, couponNotice: null, lines, totals: totals(count * unitPaise) });
}

export const emptyCart: CartDetailsFragment = typed("Cart", {
  itemCount: 0,
  couponCode: null,
  couponNotice: null,
  lines: [],
  totals: totals(0),
});

export function productCard(overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return typed("Product", {
    id: "p1",
    slug: "leather-tote",
    name: "Leather Tote",
    brand: "Bagzone",
    price: money(149900),
    discountPrice: money(129900),
    fromPrice: null,
    rating: 4.3,
    numReviews: 12,
    countInStock: 5,
    images: [{ url: "/assets/p1/large.jpg", altText: "Black leather tote", srcSet: "/assets/p1/small.webp 400w" }],
    ...overrides,
  });
}

type ProductDetail = NonNullable<ProductDetailQuery["product"]>;
type Variant = ProductDetail["variants"][number];

/** A variant selling at the card's prices, 5 in stock, without photos of its own. */
export function variant(size: string | null, color: string | null, overrides: Partial<Variant> = {}): Variant {
  return typed("ProductVariant", {
    id: `v-${size}-${color}`,
    sku: `TOTE-${size}-${color}`.toUpperCase(),
    size,
    color,
    countInStock: 5,
    price: money(149900),
    discountPrice: money(129900),
    images: [],
    ...overrides,
  });
}

/** The only page of a product's reviews. */
export function reviewPage<T>(
  nodes: T[],
  pageInfo: { hasNextPage: boolean; endCursor: string | null } = { hasNextPage: false, endCursor: null },
) {
  return typed("ReviewConnection", { nodes, pageInfo: typed("PageInfo", pageInfo) });
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const sizes = overrides.sizes ?? ["Small", "Medium"];
  const colors = overrides.colors ?? ["Black", "Red"];
  const stock = overrides.countInStock === 0 ? { countInStock: 0 } : {};
  return typed("Product", {
    ...productCard(),
    description: "<p>Soft leather, roomy inside.</p>",
    pageTitle: "Leather Tote",
    metaDescription: "Soft leather, roomy inside.",
    sizes: ["Small", "Medium"],
    colors: ["Black", "Red"],
    material: "Leather",
    gender: "female",
    collection: null,
    dimensions: { length: 30, width: 12, height: 25 },
    weight: 0.8,
    category: { name: "Handbags", slug: "handbags" },
    reviews: reviewPage([]),
    variants: sizes.flatMap((s) => colors.map((c) => variant(s, c, stock))),
    ...overrides,
  });
}

/** The shop's policies as the API serves them (its defaults), with `overrides`. */
export function shopPolicies(overrides: Partial<ShopPoliciesQuery["shopPolicies"]> = {}): ShopPoliciesQuery["shopPolicies"] {
  return typed("ShopPolicies", {
    shippingArea: "India",
    deliveryFee: typed("Money", money(5000)),
    freeDeliveryAbove: typed("Money", money(100000)),
    giftWrapFee: typed("Money", money(3500)),
    dispatchTime: "within 1 business day",
    deliveryEstimate: "3-7 business days",
    returnWindowDays: 7,
    newsletterWelcomePercentage: 10,
    ...overrides,
  });
}
