import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { Layout } from "./components/layout/Layout";
import { Loading } from "./components/ui/Status";
import { preloadable } from "./lib/preloadable";
import { STOREFRONT_PAGES, type StorefrontPageName } from "@shop/words/storefront-pages";

/** Each route's code is its own chunk, loaded when the shopper first goes there (or preloaded, below). */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "element" | "handle"> => {
  const Page = preloadable(load, <Loading />);
  return { element: <Page />, handle: { preload: Page.preload } };
};

/** Each page's code, by its name in the shop's table of pages (@shop/words/storefront-pages). */
const PAGE_CODE: Record<StorefrontPageName, () => Promise<{ default: ComponentType }>> = {
  home: () => import("./routes/HomePage"),
  login: () => import("./routes/auth/LoginPage"),
  register: () => import("./routes/auth/RegisterPage"),
  forgotPassword: () => import("./routes/auth/ForgotPasswordPage"),
  resetPassword: () => import("./routes/auth/ResetPasswordPage"),
  collection: () => import("./routes/collection/CollectionPage"),
  product: () => import("./routes/product/ProductPage"),
  checkout: () => import("./routes/checkout/CheckoutPage"),
  orderConfirmation: () => import("./routes/checkout/OrderConfirmationPage"),
  paymentFailed: () => import("./routes/checkout/PaymentFailedPage"),
  dashboard: () => import("./routes/DashboardPage"),
  profile: () => import("./routes/profile/ProfilePage"),
  wishlist: () => import("./routes/wishlist/WishlistPage"),
  terms: () => import("./routes/info/TermsPage"),
  privacy: () => import("./routes/info/PrivacyPage"),
  shipping: () => import("./routes/info/ShippingPage"),
  refund: () => import("./routes/info/RefundPage"),
  faq: () => import("./routes/info/FaqPage"),
  contact: () => import("./routes/info/ContactPage"),
  newsletterConfirm: () => import("./routes/info/NewsletterConfirmPage"),
  newsletterUnsubscribe: () => import("./routes/info/NewsletterUnsubscribePage"),
};

/**
 * The router's table is the shop's table of pages, which the API also answers first HTML from: a
 * path is drawn here exactly when the server says it exists.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...(Object.keys(STOREFRONT_PAGES) as StorefrontPageName[]).map((name): RouteObject => {
        const { path } = STOREFRONT_PAGES[name];
        return path === "" ? { index: true, ...page(PAGE_CODE[name]) } : { path, ...page(PAGE_CODE[name]) };
      }),
      { path: "*", ...page(() => import("./routes/NotFoundPage")) },
    ],
  },
];

/** Loads the code of the routes that draw `pathname`, so a server-rendered page hydrates in one pass. */
export function preloadRoutes(pathname: string): Promise<unknown> {
  const preloads = (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.handle as { preload?: () => Promise<void> } | undefined)?.preload,
  );
  return Promise.all(preloads.filter((preload) => preload !== undefined).map((preload) => preload()));
}
