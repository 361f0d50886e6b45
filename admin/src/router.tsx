import { createBrowserRouter, type RouteObject } from "react-router";
import { AdminLayout } from "./components/layout/AdminLayout";
import { RequireAdmin } from "./components/RequireAdmin";
import { Loading } from "./components/QueryState";
import { RouteError } from "./screens/RouteError";

/**
 * The admin routes, under /admin. Each screen is its own chunk, loaded when first
 * visited; the shell (guard, layout, login) is in the main bundle.
 */
export const adminRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loading />,
    children: [
      { path: "login", lazy: async () => ({ Component: (await import("./screens/login/LoginPage")).LoginPage }) },
      {
        path: "accept-invitation",
        lazy: async () => ({ Component: (await import("./screens/staff/AcceptInvitationPage")).AcceptInvitationPage }),
      },
      // Outside the guard: a staff member made to enrol at sign-in has no session yet, only a second-step token.
      {
        path: "second-factor",
        lazy: async () => ({ Component: (await import("./screens/staff/SecondFactorPage")).SecondFactorPage }),
      },
      {
        Component: RequireAdmin,
        children: [
          {
            Component: AdminLayout,
            children: [
              { index: true, lazy: async () => ({ Component: (await import("./screens/dashboard/DashboardPage")).DashboardPage }) },
              { path: "products", lazy: async () => ({ Component: (await import("./screens/products/ProductsPage")).ProductsPage }) },
              {
                path: "products/options",
                lazy: async () => ({ Component: (await import("./screens/products/ProductOptionsPage")).ProductOptionsPage }),
              },
              {
                path: "products/csv",
                lazy: async () => ({ Component: (await import("./screens/products/CatalogCsvPage")).CatalogCsvPage }),
              },
              {
                path: "products/:slug",
                lazy: async () => ({ Component: (await import("./screens/products/ProductEditPage")).ProductEditPage }),
              },
              {
                path: "categories",
                lazy: async () => ({ Component: (await import("./screens/categories/CategoriesPage")).CategoriesPage }),
              },
              {
                path: "categories/:slug",
                lazy: async () => ({ Component: (await import("./screens/categories/CategoryEditPage")).CategoryEditPage }),
              },
              { path: "orders", lazy: async () => ({ Component: (await import("./screens/orders/OrdersPage")).OrdersPage }) },
              {
                path: "orders/:orderId",
                lazy: async () => ({ Component: (await import("./screens/orders/OrderDetailPage")).OrderDetailPage }),
              },
              { path: "payouts", lazy: async () => ({ Component: (await import("./screens/payouts/PayoutsPage")).PayoutsPage }) },
              {
                path: "payouts/:payoutId",
                lazy: async () => ({ Component: (await import("./screens/payouts/PayoutPage")).PayoutPage }),
              },
              {
                path: "cod-remittances",
                lazy: async () => ({ Component: (await import("./screens/cod-remittances/CodRemittancesPage")).CodRemittancesPage }),
              },
              {
                path: "payments",
                lazy: async () => ({ Component: (await import("./screens/payments/PaymentsToCheckPage")).PaymentsToCheckPage }),
              },
              { path: "coupon-code", lazy: async () => ({ Component: (await import("./screens/coupons/CouponsPage")).CouponsPage }) },
              {
                path: "add-coupon/:id",
                lazy: async () => ({ Component: (await import("./screens/coupons/CouponEditPage")).CouponEditPage }),
              },
              { path: "banner", lazy: async () => ({ Component: (await import("./screens/banner/BannerPage")).BannerPage }) },
              { path: "enquiries", lazy: async () => ({ Component: (await import("./screens/enquiries/EnquiriesPage")).EnquiriesPage }) },
              { path: "delivery", lazy: async () => ({ Component: (await import("./screens/delivery/DeliveryCodPage")).DeliveryCodPage }) },
              { path: "settings", lazy: async () => ({ Component: (await import("./screens/settings/SettingsPage")).SettingsPage }) },
              { path: "gst", lazy: async () => ({ Component: (await import("./screens/gst/GstReportPage")).GstReportPage }) },
              { path: "webhooks", lazy: async () => ({ Component: (await import("./screens/webhooks/WebhooksPage")).WebhooksPage }) },
              { path: "staff", lazy: async () => ({ Component: (await import("./screens/staff/StaffPage")).StaffPage }) },
              { path: "jobs", lazy: async () => ({ Component: (await import("./screens/jobs/FailedJobsPage")).FailedJobsPage }) },
              { path: "audit-log", lazy: async () => ({ Component: (await import("./screens/audit/AuditLogPage")).AuditLogPage }) },
              { path: "staff/roles", lazy: async () => ({ Component: (await import("./screens/staff/RolesPage")).RolesPage }) },
              { path: "*", lazy: async () => ({ Component: (await import("./screens/NotFoundPage")).NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(adminRoutes, { basename: "/admin" });
