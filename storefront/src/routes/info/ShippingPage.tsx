import { Link } from "react-router-dom";
import { Loading } from "../../components/ui/Status";
import { paymentSentence, usePaymentOptions } from "../../lib/payment-methods";
import { deliveryChargeText, useShopPolicies } from "../../lib/shop-policies";
import { InfoArticle } from "./InfoArticle";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** The shipping policy: where, how soon and for how much, from the shop's policies. */
export default function ShippingPage() {
  const p = useShopPolicies();
  const payments = usePaymentOptions();
  return (
    <InfoArticle
      title={STOREFRONT_PAGES.shipping.title}
      description={
        p
          ? `Bagzone delivers across ${p.shippingArea}: dispatched ${p.dispatchTime}, delivered in ${p.deliveryEstimate}. ${deliveryChargeText(p)}`
          : "Where Bagzone delivers, how soon, and what delivery costs."
      }
    >
      {p && payments ? (
        <>
          <p>We want your new bag to reach you quickly and safely. This page explains where and how we ship.</p>
          <h2>Where we ship</h2>
          <p>
            We deliver to addresses <strong>across {p.shippingArea} only</strong>. Every order is billed and paid in Indian rupees (INR).
          </p>
          <h2>Dispatch and delivery times</h2>
          <ul>
            <li>Orders are dispatched {p.dispatchTime} of being placed.</li>
            <li>Delivery takes {p.deliveryEstimate} from dispatch, depending on your location.</li>
            <li>
              Business days are Monday to Saturday, except public holidays: a product page shows the day an order would arrive at your
              pincode.
            </li>
            <li>You will receive a confirmation email when your order is placed, and tracking details once it ships.</li>
          </ul>
          <h2>Delivery charges</h2>
          <ul>
            <li>{deliveryChargeText(p)}</li>
            <li>Gift wrap, when you choose it on a product, costs {p.giftWrapFee.formatted} for each product you have wrapped.</li>
            <li>Your bag shows the delivery charge before you check out; nothing is added at the last step.</li>
          </ul>
          <h2>Payment</h2>
          <p>{paymentSentence(payments)} All payments are in INR.</p>
          <h2>Tracking your order</h2>
          <p>
            Signed-in customers can see the status of every order in their <Link to="/profile">profile</Link>. For any question about a
            shipment, <Link to="/contact-us">contact us</Link>.
          </p>
        </>
      ) : (
        <Loading label="Loading..." />
      )}
    </InfoArticle>
  );
}
