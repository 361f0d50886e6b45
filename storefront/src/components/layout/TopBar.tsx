import styled from "styled-components";
import { SHOP } from "../../lib/shop-info";
import { freeDeliveryText, useShopPolicies } from "../../lib/shop-policies";
import { fromTablet } from "../../styles/theme";
import { FacebookIcon, InstagramIcon, PhoneIcon, XIcon } from "../ui/Icons";

const SOCIAL_ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon, "X (Twitter)": XIcon } as const;

export function SocialLinks() {
  return (
    <Social aria-label="Bagzone on social media">
      {SHOP.social.map(({ name, href }) => {
        const SocialIcon = SOCIAL_ICONS[name];
        return (
          <li key={name}>
            <a href={href} target="_blank" rel="noreferrer noopener" aria-label={`${name} (opens in a new tab)`}>
              <SocialIcon />
            </a>
          </li>
        );
      })}
    </Social>
  );
}

/** The thin bar above the header: social links, the shipping promise (the shop's policies) and the phone number. */
export function TopBar() {
  const policies = useShopPolicies();
  return (
    <Bar>
      <Inner>
        <SocialLinks />
        {/* A space while the policies load keeps the bar's height, so nothing below jumps. */}
        <p>{policies ? `We deliver across ${policies.shippingArea} | ${freeDeliveryText(policies)}` : "\u00a0"}</p>
        <a className="phone" href={SHOP.phoneHref}>
          <PhoneIcon /> <span>{SHOP.phone}</span>
        </a>
      </Inner>
    </Bar>
  );
}

const Bar = styled.div`
  background: ${(p) => p.theme.colors.ink};
  color: #fff;
  font-size: 0.85rem;
`;

const Inner = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0.35rem 1rem;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  /* On a phone the promise takes two lines, and its box the row: both kept while the policies
     load (a page drawn in the browser starts without them), so nothing moves when they come. */
  p { flex: 1; margin: 0; text-align: center; min-height: 2lh; }
  > ul, .phone { display: none; }
  .phone { align-items: center; gap: 0.35rem; text-decoration: none; }
  ${fromTablet} {
    justify-content: space-between;
    p { min-height: 0; }
    > ul, .phone { display: flex; }
  }
`;

const Social = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 0.25rem;
  a { display: inline-flex; padding: 0.35rem; border-radius: 4px; }
`;
