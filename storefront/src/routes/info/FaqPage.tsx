import styled from "styled-components";
import { InfoArticle } from "./InfoArticle";

const QUESTIONS = [
  { q: "Where do you ship?", a: "We ship within India only, and every order is paid in Indian rupees (INR)." },
  {
    q: "How long does delivery take?",
    a: "Orders are dispatched within 24 hours. Our order page estimates 3-5 business days; our shipping policy allows 8-9 business days depending on your location.",
  },
  { q: "How much is delivery?", a: "Delivery is free on orders above Rs. 1,000.00; otherwise it is Rs. 50.00." },
  { q: "How can I pay?", a: "By UPI, RuPay, Mastercard or Visa, or cash on delivery (COD)." },
  { q: "Can I use a coupon code?", a: "Yes: enter it on the checkout page. It is checked and applied to your order total." },
  { q: "Do you gift wrap?", a: "Yes. Tick the gift-wrap box on a product page; gift wrap costs Rs. 35.00 per item." },
  {
    q: "What is your return policy?",
    a: "You can return an order for a refund, or exchange it for another size or colour, from your profile after delivery; our Refund and Return page gives the window and how refunds are paid.",
  },
  { q: "Can I cancel my order?", a: "Yes, within 14 days. Contact us with your order id." },
  { q: "Where can I see my orders?", a: "Log in and open your profile: your order history and each order's details are there." },
  { q: "Do you take bulk or corporate orders?", a: "Yes. Send us a bulk-order enquiry from the Contact Us page." },
];

export default function FaqPage() {
  return (
    <InfoArticle title="FAQ" description="Answers about Bagzone delivery, payment, coupons, gift wrap, returns and orders.">
      <List>
        {QUESTIONS.map(({ q, a }) => (
          <details key={q}>
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </List>
    </InfoArticle>
  );
}

const List = styled.div`
  details { border-bottom: 1px solid ${(p) => p.theme.colors.line}; }
  summary { cursor: pointer; padding: 0.9rem 0; font-weight: 600; min-height: 44px; }
  p { margin: 0 0 1rem; }
`;
