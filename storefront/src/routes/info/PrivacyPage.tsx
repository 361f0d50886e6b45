import { Link } from "react-router-dom";
import { InfoArticle } from "./InfoArticle";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

export default function PrivacyPage() {
  return (
    <InfoArticle
      title={STOREFRONT_PAGES.privacy.title}
      description="What Bagzone collects (your name, contact details and address), why we use it to deliver your orders, and how we keep it safe."
    >
      <p>Your privacy matters to us. This policy explains what we collect and how we use it.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address and password (stored only as a secure hash).</li>
        <li>Delivery details: phone number, address, city, state and postal code.</li>
        <li>Orders: the items you buy, their prices and the payment method you choose.</li>
        <li>Messages you send us through the contact form and your newsletter subscription.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To process, deliver and support your orders, and to send order confirmation emails.</li>
        <li>To keep your cart: a random guest id is stored in your browser so your bag is kept between visits.</li>
        <li>To send our newsletter, only if you subscribed.</li>
      </ul>
      <h2>Payments</h2>
      <p>Online payments are processed by our payment provider. We never see or store your payment credentials.</p>
      <h2>Sharing</h2>
      <p>We share delivery details only with our courier partners to deliver your order. We never sell your data.</p>
      <h2>Your choices</h2>
      <p>
        You can update your details in your <Link to="/profile">profile</Link>, or <Link to="/contact-us">contact us</Link> to ask what we
        hold about you or to have it deleted.
      </p>
    </InfoArticle>
  );
}
