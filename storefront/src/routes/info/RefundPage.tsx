import { Link } from "react-router-dom";
import { InfoArticle } from "./InfoArticle";

export default function RefundPage() {
  return (
    <InfoArticle
      title="Refund and Return"
      description="Bagzone offers exchange or replacement; refunds for damaged or defective items reported within 15 days, processed in 7-10 business days."
    >
      <p>We check every bag before it leaves us. If something is not right, this is how we make it right.</p>
      <h2>Exchange or replacement</h2>
      <p>
        We offer <strong>exchange or replacement only</strong>. A replacement reaches you within 7-10 days of your request
        being approved.
      </p>
      <h2>Refunds</h2>
      <ul>
        <li>Refunds are given only for items that arrive damaged or defective.</li>
        <li>Please report any damage within 15 days of receiving your order, with photos of the item and its packaging.</li>
        <li>Approved refunds are credited to the original payment method within 7-10 business days.</li>
      </ul>
      <h2>How to ask for an exchange, replacement or refund</h2>
      <ol>
        <li>Find your order id in your <Link to="/profile">profile</Link>.</li>
        <li>
          <Link to="/contact-us">Contact us</Link> with the order id, the item and a short description (and photos for
          damage).
        </li>
        <li>We will reply with the next steps and arrange the pick-up where needed.</li>
      </ol>
      <p>
        Our <Link to="/terms-and-conditions">terms and conditions</Link> also describe returns and cancellations.
      </p>
    </InfoArticle>
  );
}
