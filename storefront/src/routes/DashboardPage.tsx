import { Link, Navigate } from "react-router-dom";
import { Page, PageTitle } from "../components/ui/Page";
import { usePageMeta } from "../lib/page-meta";
import { useSession } from "../lib/session";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** The /dashboard route: a signed-in shopper's shortcuts. */
export default function DashboardPage() {
  usePageMeta(STOREFRONT_PAGES.dashboard.title, "Your Bagzone account at a glance: profile, orders and shopping.");
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <Page $narrow>
      <PageTitle>Hello, {user.firstName}</PageTitle>
      <ul>
        <li>
          <Link to="/profile">My profile and orders</Link>
        </li>
        <li>
          <Link to="/collections/all">Continue shopping</Link>
        </li>
      </ul>
    </Page>
  );
}
