import { lazy, type ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { Layout } from "./components/layout/Layout";

/** Each route's code is its own chunk, loaded when the shopper first goes there. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: page(() => import("./routes/HomePage")) },
      { path: "login", element: page(() => import("./routes/auth/LoginPage")) },
      { path: "register", element: page(() => import("./routes/auth/RegisterPage")) },
      { path: "forgot-password", element: page(() => import("./routes/auth/ForgotPasswordPage")) },
      { path: "reset-password", element: page(() => import("./routes/auth/ResetPasswordPage")) },
      { path: "collections/:slug", element: page(() => import("./routes/collection/CollectionPage")) },
      { path: "product/:slug", element: page(() => import("./routes/product/ProductPage")) },
      { path: "checkout", element: page(() => import("./routes/checkout/CheckoutPage")) },
      { path: "order-confirmation", element: page(() => import("./routes/checkout/OrderConfirmationPage")) },
      { path: "payment-failed", element: page(() => import("./routes/checkout/PaymentFailedPage")) },
      { path: "dashboard", element: page(() => import("./routes/DashboardPage")) },
      { path: "profile", element: page(() => import("./routes/profile/ProfilePage")) },
      { path: "terms-and-conditions", element: page(() => import("./routes/info/TermsPage")) },
      { path: "privacy-policy", element: page(() => import("./routes/info/PrivacyPage")) },
      { path: "shipping-policy", element: page(() => import("./routes/info/ShippingPage")) },
      { path: "refund-and-return", element: page(() => import("./routes/info/RefundPage")) },
      { path: "faq", element: page(() => import("./routes/info/FaqPage")) },
      { path: "contact-us", element: page(() => import("./routes/info/ContactPage")) },
      { path: "*", element: page(() => import("./routes/NotFoundPage")) },
    ],
  },
];
