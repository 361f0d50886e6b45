import { Link } from "react-router-dom";
import { lazy, Suspense, useState } from "react";
import styled from "styled-components";
import { useCart } from "../../cart/CartProvider";
import { MENUS } from "../../lib/menus";
import { useSession } from "../../lib/session";
import { fromDesktop } from "../../styles/theme";
import { IconButton } from "../ui/Button";
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from "../ui/Icons";
import { HydrateWhenNear } from "./HydrateWhenNear";
import { NavMenu } from "./NavMenu";
import { SearchBox } from "./SearchBox";

const MobileMenu = lazy(() => import("./MobileMenu").then((m) => ({ default: m.MobileMenu })));

/** Logo, menus, search, profile, wishlist and the cart toggle; a menu drawer below desktop width. */
export function Header() {
  const { user } = useSession();
  const cart = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const count = cart.itemCount;

  return (
    <Bar>
      <Row>
        <IconButton type="button" className="menu-toggle" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Logo to="/" aria-label="Bagzone home">
          Bagzone
        </Logo>
        {/* Hidden on phones, where the menu drawer has the same links: hydrated when the browser is idle. */}
        <HydrateWhenNear className="desktop-nav">
          <nav aria-label="Main">
            <ul>
              {MENUS.map((menu) => (
                <NavMenu key={menu.label} menu={menu} />
              ))}
            </ul>
          </nav>
        </HydrateWhenNear>
        <div className="search">
          <SearchBox />
        </div>
        <Actions>
          <IconButton as={Link} to={user ? "/profile" : "/login"} aria-label={user ? "My account" : "Login"}>
            <UserIcon />
          </IconButton>
          <IconButton as={Link} to="/wishlist" aria-label="Wishlist">
            <HeartIcon />
          </IconButton>
          <IconButton
            type="button"
            aria-label={`Open cart, ${count} ${count === 1 ? "item" : "items"}`}
            aria-haspopup="dialog"
            onClick={cart.openDrawer}
          >
            <BagIcon />
            {count > 0 && <Badge aria-hidden="true">{count > 99 ? "99+" : count}</Badge>}
          </IconButton>
        </Actions>
      </Row>
      <div className="search-mobile">
        <SearchBox />
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.z.header};
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.line};
  .search-mobile { padding: 0 1rem 0.75rem; }
  ${fromDesktop} { .search-mobile { display: none; } }
`;

const Row = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  .desktop-nav, .search { display: none; }
  .desktop-nav > nav > ul { list-style: none; display: flex; margin: 0; padding: 0; }
  ${fromDesktop} {
    gap: 1rem;
    .menu-toggle { display: none; }
    .desktop-nav { display: block; }
    .search { display: block; flex: 1; max-width: 280px; margin-left: auto; }
  }
`;

const Logo = styled(Link)`
  font-family: ${(p) => p.theme.fonts.heading};
  font-size: 1.6rem;
  font-weight: 700;
  text-decoration: none;
  color: ${(p) => p.theme.colors.ink};
  margin-right: auto;
  ${fromDesktop} { margin-right: 0.5rem; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
