import { Link } from "react-router-dom";
import { useShopPolicies } from "../../lib/shop-policies";
import { InfoArticle } from "./InfoArticle";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** The refund and return policy; the return window is the shop's setting, read from the API. */
export default function RefundPage() {
  const days = useShopPolicies()?.returnWindowDays;
  const within = days === undefined ? "within the return window" : `within ${days} days of delivery`;
  return (
    <InfoArticle
      title={STOREFRONT_PAGES.refund.title}
      description="Return a Bagzone order for a refund, or exchange it for another size or colour, from your profile after delivery."
    >
      <p>We check every bag before it leaves us. If something is not right, this is how we make it right.</p>
      <h2>Returns and exchanges</h2>
      <ul>
        <li>
          You can ask to return items, or exchange them for another size or colour of the same bag, <strong>{within}</strong>.
        </li>
        <li>Tell us why, and add photos if the item is damaged. We answer every request; if we cannot accept it we say why.</li>
        <li>Once approved, our courier collects the parcel. An exchange's new size or colour is kept aside for you from then.</li>
      </ul>
      <h2>Refunds</h2>
      <ul>
        <li>When the parcel reaches us, we refund what you paid for the returned items (less their share of any coupon discount).</li>
        <li>
          UPI payments are refunded to the account you paid from, usually within 5-7 working days. Cash-on-delivery orders are refunded by
          UPI or bank transfer.
        </li>
        <li>Cancelling an order before it ships refunds it in full.</li>
      </ul>
      <h2>How to ask</h2>
      <ol>
        <li>
          Open the order in your <Link to="/profile">profile</Link> and choose <strong>Return or exchange</strong> (or{" "}
          <strong>Cancel order</strong> before it ships).
        </li>
        <li>
          Anything else? <Link to="/contact-us">Contact us</Link> with your order id.
        </li>
      </ol>
      <p>
        Our <Link to="/terms-and-conditions">terms and conditions</Link> also describe returns and cancellations.
      </p>
    </InfoArticle>
  );
}
