import { Link } from "react-router-dom";
import { InfoArticle } from "./InfoArticle";

export default function ShippingPage() {
  return (
    <InfoArticle
      title="Shipping Policy"
      description="Bagzone ships within India: dispatch within 24 hours, delivery in 8-9 business days, free delivery above Rs. 1,000 and cash on delivery."
    >
      <p>We want your new bag to reach you quickly and safely. This page explains where and how we ship.</p>
      <h2>Where we ship</h2>
      <p>
        We currently ship to addresses <strong>within India only</strong>. Every order is billed and paid in Indian rupees
        (INR).
      </p>
      <h2>Dispatch and delivery times</h2>
      <ul>
        <li>Orders are dispatched within 24 hours of being placed.</li>
        <li>Delivery takes 8-9 business days from dispatch, depending on your location.</li>
        <li>You will receive a confirmation email when your order is placed.</li>
      </ul>
      <h2>Delivery charges</h2>
      <ul>
        <li>Delivery is free on orders above Rs. 1,000.00.</li>
        <li>Orders of Rs. 1,000.00 or less have a delivery charge of Rs. 50.00.</li>
        <li>Gift wrap, when you choose it on a product, costs Rs. 35.00 per item.</li>
      </ul>
      <h2>Payment</h2>
      <p>
        Pay online by UPI, RuPay, Mastercard or Visa, or choose cash on delivery (COD) at checkout. All payments are in
        INR.
      </p>
      <h2>Tracking your order</h2>
      <p>
        Signed-in customers can see the status of every order in their <Link to="/profile">profile</Link>. For any
        question about a shipment, <Link to="/contact-us">contact us</Link>.
      </p>
    </InfoArticle>
  );
}
