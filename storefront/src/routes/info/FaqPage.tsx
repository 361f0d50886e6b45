import styled from "styled-components";
import { Loading } from "../../components/ui/Status";
import { paymentSentence, usePaymentOptions, type PaymentOptions } from "../../lib/payment-methods";
import { deliveryChargeText, deliveryTimeText, useShopPolicies, type ShopPolicies } from "../../lib/shop-policies";
import { InfoArticle } from "./InfoArticle";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** Answers stating a fee, a time, a window or a way of paying read them from the shop's policies and payment options. */
const questions = (p: ShopPolicies, payments: PaymentOptions) => [
  { q: "Where do you ship?", a: `We deliver to addresses across ${p.shippingArea} only, and every order is paid in Indian rupees (INR).` },
  {
    q: "How long does delivery take?",
    a: `${deliveryTimeText(p)}. Enter your pincode on a product page for the day it would arrive: checkout and your order email give the same date.`,
  },
  { q: "How much is delivery?", a: `${deliveryChargeText(p)} Your bag shows the delivery charge before you check out.` },
  { q: "How can I pay?", a: paymentSentence(payments) },
  { q: "Can I use a coupon code?", a: "Yes: enter it on the checkout page. It is checked and applied to your order total." },
  {
    q: "Do you gift wrap?",
    a: `Yes. Tick the gift-wrap box on a product page; gift wrap costs ${p.giftWrapFee.formatted} for each product you have wrapped.`,
  },
  {
    q: "What is your return policy?",
    a:
      p.returnWindowDays > 0
        ? `Within ${p.returnWindowDays} days of delivery you can return an order for a refund, or exchange it for another size or colour, from your profile. Our Refund and Return page explains how refunds are paid.`
        : "We do not take returns or exchanges; please contact us if an item arrives damaged.",
  },
  {
    q: "Can I cancel my order?",
    a: "Yes, until it ships: open the order in your profile and choose Cancel order. A prepaid order is refunded in full.",
  },
  { q: "Where can I see my orders?", a: "Log in and open your profile: your order history and each order's details are there." },
  { q: "Do you take bulk or corporate orders?", a: "Yes. Send us a bulk-order enquiry from the Contact Us page." },
];

export default function FaqPage() {
  const policies = useShopPolicies();
  const payments = usePaymentOptions();
  return (
    <InfoArticle
      title={STOREFRONT_PAGES.faq.title}
      description="Answers about Bagzone delivery, payment, coupons, gift wrap, returns and orders."
    >
      {policies && payments ? (
        <List>
          {questions(policies, payments).map(({ q, a }) => (
            <details key={q}>
              <summary>{q}</summary>
              <p>{a}</p>
            </details>
          ))}
        </List>
      ) : (
        <Loading label="Loading..." />
      )}
    </InfoArticle>
  );
}

const List = styled.div`
  details { border-bottom: 1px solid ${(p) => p.theme.colors.line}; }
  summary { cursor: pointer; padding: 0.9rem 0; font-weight: 600; min-height: 44px; }
  p { margin: 0 0 1rem; }
`;
