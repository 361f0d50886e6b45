/** The storefront's information pages, public to everyone and listed in the sitemap. */
export const INFORMATION_PAGES = ["terms-and-conditions", "privacy-policy", "shipping-policy", "refund-and-return", "faq", "contact-us"];

/**
 * Storefront paths that are not about the catalogue: they exist for every shopper, so the
 * server answers 200 and the app draws them. Anything else not in the catalogue is a 404.
 */
export const APP_PAGES = [
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "checkout",
  "order-confirmation",
  "payment-failed",
  "dashboard",
  "profile",
  "wishlist",
];

/** Paths crawlers should leave alone: signed-in, checkout and API surfaces. */
export const PRIVATE_PATHS = [
  "/admin",
  "/checkout",
  "/order-confirmation",
  "/payment-failed",
  "/profile",
  "/wishlist",
  "/dashboard",
  "/api/",
  "/graphql",
];

/**
 * The titles the storefront's pages give themselves (their usePageMeta calls), for the first HTML:
 * the title a shopper sees must not change once the page's scripts run.
 */
export const PAGE_TITLES: Record<string, string> = {
  "terms-and-conditions": "Terms and Conditions",
  "privacy-policy": "Privacy Policy",
  "shipping-policy": "Shipping Policy",
  "refund-and-return": "Refund and Return",
  faq: "FAQ",
  "contact-us": "Contact Us",
  login: "Login",
  register: "Register",
  "forgot-password": "Forgot password",
  "reset-password": "Reset password",
  checkout: "Checkout",
  "order-confirmation": "Order placed",
  "payment-failed": "Payment failed",
  dashboard: "My dashboard",
  profile: "My profile",
  wishlist: "Wishlist",
};
