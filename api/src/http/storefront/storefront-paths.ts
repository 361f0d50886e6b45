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
