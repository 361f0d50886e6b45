import { NavLink } from "react-router";
import styled from "styled-components";
import { media } from "../../theme";

const Nav = styled.nav<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  width: 15rem;
  flex-shrink: 0;
  padding: 1rem 0.75rem;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.onSidebar};
  ${media.mobile} {
    display: ${({ $open }) => ($open ? "flex" : "none")};
    position: fixed;
    top: 3.5rem;
    bottom: 0;
    left: 0;
    z-index: 50;
    overflow-y: auto;
    box-shadow: 4px 0 12px rgba(0, 0, 0, 0.3);
  }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
  a, button {
    display: block;
    width: 100%;
    padding: 0.65rem 0.85rem;
    border: none;
    border-radius: ${({ theme }) => theme.radius};
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover { background: rgba(255, 255, 255, 0.08); }
  a.active { background: ${({ theme }) => theme.colors.primary}; color: #fff; font-weight: 600; }
  .logout { margin-top: 1.5rem; border-top: 1px solid rgba(255, 255, 255, 0.15); padding-top: 1rem; }
`;

const ADMIN_SECTIONS = [
  { to: "/", label: "Dashboard", end: true },
  { to: "/products", label: "Products" },
  { to: "/categories", label: "Categories" },
  { to: "/orders", label: "Orders" },
  { to: "/payments", label: "Payments to check" },
  { to: "/payouts", label: "Payouts" },
  { to: "/cod-remittances", label: "COD remittances" },
  { to: "/coupon-code", label: "Coupon Code" },
  { to: "/banner", label: "Banner" },
  { to: "/enquiries", label: "Enquiries" },
  { to: "/gst", label: "GST report" },
  { to: "/delivery", label: "Delivery and COD" },
  { to: "/settings", label: "Settings" },
  { to: "/webhooks", label: "Webhooks" },
  { to: "/staff", label: "Staff" },
  { to: "/jobs", label: "Failed jobs" },
  { to: "/audit-log", label: "Audit log" },
] as const;

interface Props {
  id: string;
  open: boolean;
  onNavigate(): void;
  onLogout(): void;
}

/** The admin sections and Logout; on phones it is a drawer the header's menu button opens. */
export function Sidebar({ id, open, onNavigate, onLogout }: Props) {
  return (
    <Nav id={id} aria-label="Admin sections" $open={open}>
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={"end" in section} onClick={onNavigate}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="logout">
        <button type="button" onClick={onLogout}>
          Logout
        </button>
      </div>
    </Nav>
  );
}
