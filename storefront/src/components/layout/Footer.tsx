import { Link } from "react-router-dom";
import styled from "styled-components";
import { MENUS } from "../../lib/menus";
import { paymentBadges, usePaymentOptions } from "../../lib/payment-methods";
import { SHOP, SUPPORT_LINKS } from "../../lib/shop-info";
import { useShopPolicies, welcomeOfferText } from "../../lib/shop-policies";
import { fromTablet } from "../../styles/theme";
import { ChatIcon, PhoneIcon } from "../ui/Icons";
import { NewsletterForm } from "./NewsletterForm";
import { SocialLinks } from "./TopBar";

const SHOP_LINKS = MENUS.map((menu) => ({ label: menu.label, to: menu.links[0].to }));

/** Newsletter, Shop and Support links, contacts, accepted payments (those the shop offers) and the copyright line. */
export default function Footer() {
  const payments = usePaymentOptions();
  const policies = useShopPolicies();
  return (
    <Wrap>
      <Grid>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Newsletter</h2>
          <p>Subscribe to our newsletter and get {welcomeOfferText(policies)}.</p>
          <NewsletterForm />
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            {SHOP_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <a href={SHOP.phoneHref}>
                <PhoneIcon /> {SHOP.phone}
              </a>
            </li>
            <li>
              <a href={SHOP.chatHref} target="_blank" rel="noreferrer noopener">
                <ChatIcon /> Chat with us on WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
          </ul>
          <SocialLinks />
        </section>
      </Grid>
      <Bottom>
        <p>&copy; {new Date().getFullYear()} Bagzone. All rights reserved.</p>
        {payments && (
          <ul aria-label="Accepted payments">
            {paymentBadges(payments).map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        )}
      </Bottom>
    </Wrap>
  );
}

const Wrap = styled.footer`
  background: ${(p) => p.theme.colors.ink};
  color: #f5f5f4;
  margin-top: 3rem;
  h2 { color: #fff; font-family: inherit; font-size: 1.05rem; margin: 0 0 0.75rem; }
  a { color: #f5f5f4; text-decoration: none; display: inline-flex; align-items: center; gap: 0.4rem; min-height: 32px; }
  a:hover { text-decoration: underline; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

const Grid = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${fromTablet} { grid-template-columns: 2fr 1fr 1fr 1.5fr; }
  p { margin: 0 0 0.75rem; }
`;

const Bottom = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 1rem;
  border-top: 1px solid #44403c;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: space-between;
  align-items: center;
  font-size: 0.85rem;
  p { margin: 0; }
  ul { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  li { border: 1px solid #78716c; border-radius: 4px; padding: 0.1rem 0.45rem; }
`;
