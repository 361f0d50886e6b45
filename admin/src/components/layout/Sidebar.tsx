import { NavLink } from "react-router";
import styled from "styled-components";
import { media } from "../../theme";
import { useSession } from "../../session-context";
import { can } from "../../lib/permissions";
import type { Permission } from "../../gql/graphql";

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

/** Each section with the permissions that open it (one of them): a staff member sees only the sections they may use. */
const ADMIN_SECTIONS: ReadonlyArray<{ to: string; label: string; end?: true; needs: Permission[] }> = [
  { to: "/", label: "Dashboard", end: true, needs: ["VIEW_REPORTS"] },
  { to: "/products", label: "Products", needs: ["MANAGE_CATALOGUE"] },
  { to: "/categories", label: "Categories", needs: ["MANAGE_CATALOGUE"] },
  { to: "/orders", label: "Orders", needs: ["MANAGE_ORDERS", "FULFIL_ORDERS", "ISSUE_REFUNDS"] },
  { to: "/payments", label: "Payments to check", needs: ["ISSUE_REFUNDS", "MANAGE_SETTINGS"] },
  { to: "/payouts", label: "Payouts", needs: ["VIEW_REPORTS"] },
  { to: "/cod-remittances", label: "COD remittances", needs: ["VIEW_REPORTS"] },
  { to: "/coupon-code", label: "Coupon Code", needs: ["MANAGE_PROMOTIONS"] },
  { to: "/banner", label: "Banner", needs: ["MANAGE_PROMOTIONS"] },
  { to: "/enquiries", label: "Enquiries", needs: ["VIEW_CUSTOMERS"] },
  { to: "/gst", label: "GST report", needs: ["VIEW_REPORTS"] },
  { to: "/delivery", label: "Delivery and COD", needs: ["MANAGE_SETTINGS"] },
  { to: "/settings", label: "Settings", needs: ["MANAGE_SETTINGS"] },
  { to: "/webhooks", label: "Webhooks", needs: ["MANAGE_SETTINGS"] },
  { to: "/jobs", label: "Failed jobs", needs: ["MANAGE_SETTINGS"] },
  { to: "/staff", label: "Staff", needs: ["MANAGE_STAFF"] },
  { to: "/staff/roles", label: "Staff roles", needs: ["MANAGE_STAFF"] },
  { to: "/audit-log", label: "Audit log", needs: ["MANAGE_STAFF"] },
];

interface Props {
  id: string;
  open: boolean;
  onNavigate(): void;
  onLogout(): void;
}

/** The admin sections and Logout; on phones it is a drawer the header's menu button opens. */
export function Sidebar({ id, open, onNavigate, onLogout }: Props) {
  const { session } = useSession();
  const sections = ADMIN_SECTIONS.filter((section) => can(session?.user, ...section.needs));
  return (
    <Nav id={id} aria-label="Admin sections" $open={open}>
      <ul>
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end} onClick={onNavigate}>
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
