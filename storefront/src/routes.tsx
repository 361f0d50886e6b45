import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { Layout } from "./components/layout/Layout";
import { Loading } from "./components/ui/Status";
import { preloadable } from "./lib/preloadable";

/** Each route's code is its own chunk, loaded when the shopper first goes there (or preloaded, below). */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "element" | "handle"> => {
  const Page = preloadable(load, <Loading />);
  return { element: <Page />, handle: { preload: Page.preload } };
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, ...page(() => import("./routes/HomePage")) },
      { path: "login", ...page(() => import("./routes/auth/LoginPage")) },
      { path: "register", ...page(() => import("./routes/auth/RegisterPage")) },
      { path: "forgot-password", ...page(() => import("./routes/auth/ForgotPasswordPage")) },
      { path: "reset-password", ...page(() => import("./routes/auth/ResetPasswordPage")) },
      { path: "collections/:slug", ...page(() => import("./routes/collection/CollectionPage")) },
      { path: "product/:slug", ...page(() => import("./routes/product/ProductPage")) },
      { path: "checkout", ...page(() => import("./routes/checkout/CheckoutPage")) },
      { path: "order-confirmation", ...page(() => import("./routes/checkout/OrderConfirmationPage")) },
      { path: "payment-failed", ...page(() => import("./routes/checkout/PaymentFailedPage")) },
      { path: "dashboard", ...page(() => import("./routes/DashboardPage")) },
      { path: "profile", ...page(() => import("./routes/profile/ProfilePage")) },
      { path: "wishlist", ...page(() => import("./routes/wishlist/WishlistPage")) },
      { path: "terms-and-conditions", ...page(() => import("./routes/info/TermsPage")) },
      { path: "privacy-policy", ...page(() => import("./routes/info/PrivacyPage")) },
      { path: "shipping-policy", ...page(() => import("./routes/info/ShippingPage")) },
      { path: "refund-and-return", ...page(() => import("./routes/info/RefundPage")) },
      { path: "faq", ...page(() => import("./routes/info/FaqPage")) },
      { path: "contact-us", ...page(() => import("./routes/info/ContactPage")) },
      { path: "newsletter/confirm", ...page(() => import("./routes/info/NewsletterConfirmPage")) },
      { path: "newsletter/unsubscribe", ...page(() => import("./routes/info/NewsletterUnsubscribePage")) },
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
