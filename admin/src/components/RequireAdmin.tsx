import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { isAdmin } from "@shop/client/session";
import { useSession } from "../session-context";
import { goToStorefrontHome } from "../lib/storefront";
import { Loading } from "./QueryState";

/**
 * The admin guard: no stored user or token goes to the admin login (and comes back here
 * after), a signed-in customer goes to the storefront's home page.
 */
export function RequireAdmin() {
  const { session } = useSession();
  const location = useLocation();
  const customer = session !== null && !isAdmin(session.user);

  useEffect(() => {
    if (customer) goToStorefrontHome();
  }, [customer]);

  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (customer) return <Loading label="Taking you to the shop…" />;
  return <Outlet />;
}
