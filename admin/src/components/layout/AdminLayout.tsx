import { useEffect, useId, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import { MeDocument } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { goToStorefrontHome } from "../../lib/storefront";
import { useSession } from "../../session-context";
import { media } from "../../theme";
import { Sidebar } from "./Sidebar";

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: 1rem;
  height: 3.5rem;
  padding: 0 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  .brand { font-weight: 700; font-size: 1.15rem; color: inherit; text-decoration: none; }
  .who { margin-left: auto; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  ${media.mobile} { .who { display: none; } }
`;

const MenuButton = styled.button`
  display: none;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
  ${media.mobile} { display: inline-flex; align-items: center; justify-content: center; }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 1.5rem;
  ${media.mobile} { padding: 1rem; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus { left: 1rem; top: 0.5rem; z-index: 200; padding: 0.5rem 1rem; background: #fff; }
`;

/**
 * The frame of every admin screen: top bar, sidebar and the screen. It also asks the API who the
 * stored token belongs to, so an expired token or a demoted account does not keep a stale admin UI.
 */
export function AdminLayout() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const sidebarId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const me = useQuery(MeDocument, { fetchPolicy: "network-only" });

  const tokenRejected = me.error ? toCallError(me.error, "").kind === "unauthenticated" : me.data?.me === null;
  const demoted = me.data?.me != null && me.data.me.role !== "ADMIN";

  useEffect(() => {
    if (tokenRejected) void signOut().then(() => navigate("/login", { replace: true }));
    else if (demoted) void signOut().then(goToStorefrontHome);
  }, [tokenRejected, demoted, signOut, navigate]);

  // The drawer closes on navigation and with Escape.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const logout = async () => {
    await signOut();
    goToStorefrontHome();
  };

  return (
    <Shell>
      <SkipLink href="#admin-main">Skip to content</SkipLink>
      <TopBar>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? "✕" : "☰"}
        </MenuButton>
        <Link className="brand" to="/">
          Bagzone Admin
        </Link>
        {session && <span className="who">Signed in as {session.user.email}</span>}
      </TopBar>
      <Body>
        <Sidebar id={sidebarId} open={menuOpen} onNavigate={() => setMenuOpen(false)} onLogout={() => void logout()} />
        <Main id="admin-main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
    </Shell>
  );
}
