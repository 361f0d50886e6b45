import { Link } from "react-router-dom";
import { paymentSentence, usePaymentOptions } from "../../lib/payment-methods";
import { useShopPolicies } from "../../lib/shop-policies";
import { InfoArticle } from "./InfoArticle";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

export default function TermsPage() {
  const returnWindowDays = useShopPolicies()?.returnWindowDays;
  const payments = usePaymentOptions();
  return (
    <InfoArticle
      title={STOREFRONT_PAGES.terms.title}
      description="The terms of shopping at Bagzone: orders and prices in INR, payment, returns, cancellations and refunds."
    >
      <p>By using the Bagzone website and placing an order you agree to these terms.</p>
      <h2>Orders and prices</h2>
      <ul>
        <li>All prices are in Indian rupees (INR) and include applicable taxes unless stated otherwise.</li>
        <li>
          We deliver within India only; see our <Link to="/shipping-policy">shipping policy</Link>.
        </li>
        <li>An order is accepted once it is confirmed; we may cancel an order if an item is out of stock, and refund any payment made.</li>
      </ul>
      <h2>Payment</h2>
      <p>Payment is in INR. {payments ? paymentSentence(payments) : "The checkout shows the ways of paying we offer."}</p>
      <h2>Returns, cancellations and refunds</h2>
      <ul>
        <li>
          {returnWindowDays === undefined
            ? "Items may be returned within the return window."
            : `Items may be returned or exchanged within ${returnWindowDays} days of delivery.`}
        </li>
        <li>An order may be cancelled until it ships; a prepaid order is then refunded in full.</li>
        <li>Refunds are sent once the returned items reach us.</li>
      </ul>
      <p>
        The <Link to="/refund-and-return">refund and return</Link> page explains exchanges, replacements and refunds for damaged or
        defective items.
      </p>
      <h2>Coupons and offers</h2>
      <p>
        Coupon codes apply at checkout, one per order, and only while the coupon is active and not expired. Offers cannot be exchanged for
        cash.
      </p>
      <h2>Your account</h2>
      <p>You are responsible for keeping your password secret and for orders placed with your account.</p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <Link to="/contact-us">contact us</Link>.
      </p>
    </InfoArticle>
  );
}
