/**
 * The storefront's pages: the one table of its routes and their titles. The storefront builds its
 * router from it (storefront/src/routes.tsx), and the API answers the first HTML of each path from
 * it (status, title, whether a CDN may keep it, robots.txt and the sitemap), so a page the
 * storefront draws is never a 404 on the server, and its title does not change once scripts run.
 */
export const SHOP_NAME = "Bagzone";

/**
 * - `home`, `information`: the same for everyone; information pages are listed in the sitemap.
 * - `catalogue`: a product or a collection, titled by its own name (the API reads it).
 * - `shopper`: drawn for every shopper in the browser, with their own data: never kept by a CDN.
 */
export type PageKind = "home" | "information" | "catalogue" | "shopper";

export interface StorefrontPage {
  /** The route's path as react-router writes it, without the leading slash: "faq", "product/:slug"; "" is the home page. */
  readonly path: string;
  readonly kind: PageKind;
  /** The page's title before " | Bagzone"; a catalogue page is titled by what it shows. */
  readonly title?: string;
  /** Crawlers keep out (robots.txt): signed-in and checkout pages. */
  readonly private?: true;
}

export const STOREFRONT_PAGES = {
  home: { path: "", kind: "home", title: `${SHOP_NAME} - Bags, Wallets and Backpacks` },
  login: { path: "login", kind: "shopper", title: "Login" },
  register: { path: "register", kind: "shopper", title: "Register" },
  forgotPassword: { path: "forgot-password", kind: "shopper", title: "Forgot password" },
  resetPassword: { path: "reset-password", kind: "shopper", title: "Reset password" },
  collection: { path: "collections/:slug", kind: "catalogue" },
  product: { path: "product/:slug", kind: "catalogue" },
  checkout: { path: "checkout", kind: "shopper", title: "Checkout", private: true },
  orderConfirmation: { path: "order-confirmation", kind: "shopper", title: "Order placed", private: true },
  paymentFailed: { path: "payment-failed", kind: "shopper", title: "Payment failed", private: true },
  profile: { path: "profile", kind: "shopper", title: "My profile", private: true },
  wishlist: { path: "wishlist", kind: "shopper", title: "Wishlist", private: true },
  dashboard: { path: "dashboard", kind: "shopper", title: "My dashboard", private: true },
  terms: { path: "terms-and-conditions", kind: "information", title: "Terms and Conditions" },
  privacy: { path: "privacy-policy", kind: "information", title: "Privacy Policy" },
  shipping: { path: "shipping-policy", kind: "information", title: "Shipping Policy" },
  refund: { path: "refund-and-return", kind: "information", title: "Refund and Return" },
  faq: { path: "faq", kind: "information", title: "FAQ" },
  contact: { path: "contact-us", kind: "information", title: "Contact Us" },
  newsletterConfirm: { path: "newsletter/confirm", kind: "shopper", title: "Confirm your subscription" },
  newsletterUnsubscribe: { path: "newsletter/unsubscribe", kind: "shopper", title: "Unsubscribe" },
} as const satisfies Record<string, StorefrontPage>;

export type StorefrontPageName = keyof typeof STOREFRONT_PAGES;

/** The title a page not found gives itself. */
export const NOT_FOUND_TITLE = "Page not found";

/** A title as the browser tab shows it: "FAQ | Bagzone", or as given when it already names the shop. */
export const fullTitle = (title: string): string => (title.startsWith(SHOP_NAME) ? title : `${title} | ${SHOP_NAME}`);

/** The page whose path is exactly `path` (no leading slash, no parameters to match): "faq", "newsletter/confirm". */
export function pageAt(path: string): StorefrontPage | undefined {
  return Object.values<StorefrontPage>(STOREFRONT_PAGES).find((page) => page.path === path && page.kind !== "catalogue");
}
