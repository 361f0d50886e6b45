import { startTransition, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/ui/Button";
import { Page, PageTitle } from "../../components/ui/Page";
import { usePageMeta } from "../../lib/page-meta";
import { useSession } from "../../lib/session";
import { fromDesktop } from "../../styles/theme";
import { AddressBook } from "./AddressBook";
import { OrderHistory } from "./OrderHistory";
import { ProfileForm } from "./ProfileForm";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** The shopper's details, edit form, logout, address book and order history. Guests are sent to /login. */
export default function ProfilePage() {
  usePageMeta(STOREFRONT_PAGES.profile.title, "Your Bagzone profile, delivery address and order history.");
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  if (!user) return <Navigate to="/login" replace />;

  // One transition (the router navigates in one): this page must not render signed out and
  // send the shopper to /login on the way home.
  const logout = () =>
    startTransition(() => {
      void navigate("/", { replace: true });
      signOut();
    });
  const address = [user.address, user.city, user.state, user.postalCode].filter(Boolean).join(", ");

  return (
    <Page>
      <PageTitle>My profile</PageTitle>
      <Columns>
        <Card aria-labelledby="profile-details">
          <h2 id="profile-details">
            {user.firstName} {user.lastName}
          </h2>
          {editing ? (
            <ProfileForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <>
              <dl>
                {user.email && (
                  <>
                    <dt>Email</dt>
                    <dd>{user.email}</dd>
                  </>
                )}
                {user.signInPhone && (
                  <>
                    <dt>Signs in with</dt>
                    <dd>{user.signInPhone}</dd>
                  </>
                )}
                {user.phone && (
                  <>
                    <dt>Phone</dt>
                    <dd>{user.phone}</dd>
                  </>
                )}
                {address && (
                  <>
                    <dt>Address</dt>
                    <dd>{address}</dd>
                  </>
                )}
              </dl>
              <div className="actions">
                <Button type="button" $variant="secondary" onClick={() => setEditing(true)}>
                  Edit profile
                </Button>
                <Button type="button" onClick={logout}>
                  Logout
                </Button>
              </div>
            </>
          )}
          <h2 id="address-book">Address book</h2>
          <AddressBook name={user} />
        </Card>
        <section aria-labelledby="order-history">
          <h2 id="order-history">My orders</h2>
          <OrderHistory />
        </section>
      </Columns>
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${fromDesktop} { grid-template-columns: minmax(300px, 1fr) 2fr; align-items: start; }
`;

const Card = styled.section`
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radius};
  padding: 1.25rem;
  h2 { margin-top: 0; }
  /* A heading after the profile's buttons starts a section of its own: it keeps clear of them. */
  * + h2 { margin-top: 2rem; }
  dt { font-weight: 600; color: ${(p) => p.theme.colors.muted}; font-size: 0.9rem; }
  dd { margin: 0 0 0.75rem; overflow-wrap: anywhere; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
`;
