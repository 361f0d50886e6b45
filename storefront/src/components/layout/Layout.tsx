import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import styled from "styled-components";
import { useCart } from "../../cart/CartProvider";
import { preloadable } from "../../lib/preloadable";
import { useSession } from "../../lib/session";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { Header } from "./Header";
import { HydrateWhenNear } from "./HydrateWhenNear";
import { TopBar } from "./TopBar";
import { WhenNear } from "./WhenNear";

const FOOTER_HEIGHT = "420px";
const CartDrawer = lazy(() => import("../../cart/CartDrawer"));
/** Preloaded with the page's route when the server rendered the page (it is in that HTML). */
export const Footer = preloadable(() => import("./Footer"), <div style={{ minHeight: FOOTER_HEIGHT }} />);

/**
 * Every shopper page: top bar, header, the route's content, footer, cart drawer. The bag and the
 * session are read by the small parts that show them, so their changes (the bag arriving after
 * hydration) do not render the whole page again.
 */
export function Layout() {
  const { pathname } = useLocation();
  useScrollToTopOnRouteChange(pathname);

  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <AdminsToAdminApp />
      <TopBar />
      <Header />
      <Main id="main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </Main>
      <WhenNear minHeight={FOOTER_HEIGHT}>
        <HydrateWhenNear>
          <Footer />
        </HydrateWhenNear>
      </WhenNear>
      <CartDrawerWhenOpen />
    </Shell>
  );
}

/** Admins work in the admin app (a separate bundle served at /admin). */
function AdminsToAdminApp() {
  const isAdmin = useSession().user?.role === "ADMIN";
  useEffect(() => {
    if (isAdmin) window.location.replace("/admin");
  }, [isAdmin]);
  return null;
}

function CartDrawerWhenOpen() {
  return useCart().drawerOpen ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}

/**
 * A new page starts at its top. Not on the first page: the browser opened it there (or where a
 * reload left it), and scrolling would make it lay the page out in the middle of hydration.
 */
function useScrollToTopOnRouteChange(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/* At least a screen high: the footer starts below the first screen, so a page drawn in the browser
   (the bag, checkout) does not push it down the screen when its content arrives. */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${(p) => p.theme.colors.ink};
  color: #fff;
  &:focus { top: 0.5rem; }
`;
