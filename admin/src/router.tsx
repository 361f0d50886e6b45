import { createBrowserRouter, type RouteObject } from "react-router";
import { AdminLayout } from "./components/layout/AdminLayout";
import { RequireAdmin } from "./components/RequireAdmin";
import { Loading } from "./components/QueryState";
import { RouteError } from "./screens/RouteError";

/**
 * The admin routes (SPEC §2), under /admin. Each screen is its own chunk, loaded when first
 * visited; the shell (guard, layout, login) is in the main bundle.
 */
export const adminRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loading />,
    children: [
      { path: "login", lazy: async () => ({ Component: (await import("./screens/login/LoginPage")).LoginPage }) },
      {
        Component: RequireAdmin,
        children: [
          {
            Component: AdminLayout,
            children: [
              { path: "*", lazy: async () => ({ Component: (await import("./screens/NotFoundPage")).NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(adminRoutes, { basename: "/admin" });
