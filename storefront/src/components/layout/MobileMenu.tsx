import { Link } from "react-router-dom";
import { useId, useState, type ReactNode } from "react";
import styled from "styled-components";
import { MENUS } from "../../lib/menus";
import { useSession } from "../../lib/session";
import { SUPPORT_LINKS } from "../../lib/shop-info";
import { Dialog, DialogHeader } from "../ui/Dialog";
import { ChevronIcon, CloseIcon } from "../ui/Icons";
import { IconButton } from "../ui/Button";
import { SearchBox } from "./SearchBox";

/** The menu drawer of small screens: search, the header menus as accordions, account and help links. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const { user } = useSession();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} placement="left">
      <DialogHeader>
        <h2 id={titleId}>Menu</h2>
        <IconButton type="button" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogHeader>
      <Body>
        <SearchBox onSearch={onClose} />
        <nav aria-label="Shop">
          <ul>
            {MENUS.map((menu) => (
              <Section key={menu.label} label={menu.label}>
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={onClose}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Section>
            ))}
            <li>
              <Link to={user ? "/profile" : "/login"} onClick={onClose} className="top">
                {user ? "My Account" : "Login / Register"}
              </Link>
            </li>
            <Section label="Help">
              {SUPPORT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Section>
          </ul>
        </nav>
      </Body>
    </Dialog>
  );
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <button type="button" className="top" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label} <ChevronIcon open={open} />
      </button>
      <ul id={id} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

const Body = styled.div`
  padding: 1rem;
  ul { list-style: none; margin: 0; padding: 0; }
  nav { margin-top: 1rem; }
  .top {
    display: flex;
    width: 100%;
    justify-content: space-between;
    align-items: center;
    min-height: 48px;
    padding: 0 0.25rem;
    border: none;
    border-bottom: 1px solid ${(p) => p.theme.colors.line};
    background: none;
    font-weight: 600;
    text-decoration: none;
    color: ${(p) => p.theme.colors.ink};
    cursor: pointer;
  }
  ul ul a {
    display: block;
    padding: 0.65rem 1rem;
    text-decoration: none;
  }
`;
