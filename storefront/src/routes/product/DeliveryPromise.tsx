import styled from "styled-components";
import { usePaymentOptions } from "../../lib/payment-methods";
import { deliveryTimeText, freeDeliveryText, useShopPolicies } from "../../lib/shop-policies";

/** Under the add-to-cart button: what delivery costs, how soon it comes and how long returns stay open, from the shop's policies. */
export function DeliveryPromise() {
  const policies = useShopPolicies();
  const payments = usePaymentOptions();
  if (!policies || !payments) return null;
  const fee = policies.deliveryFee.paise > 0 && policies.freeDeliveryAbove.paise > 0 ? ` (${policies.deliveryFee.formatted} below)` : "";
  return (
    <List aria-label="Delivery and returns">
      <li>
        {freeDeliveryText(policies)}
        {fee}
      </li>
      <li>{deliveryTimeText(policies)}</li>
      {/* Where cash on delivery is offered is the delivery rules' to say, pincode by pincode: the form below asks them. */}
      {payments.cashOnDelivery && <li>Cash on delivery where your pincode allows it: check yours above</li>}
      <li>
        {policies.returnWindowDays > 0
          ? `Returns and exchanges within ${policies.returnWindowDays} days of delivery`
          : "No returns or exchanges"}
      </li>
    </List>
  );
}

const List = styled.ul`
  margin: 0 0 1.5rem;
  padding-left: 1.1rem;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
  li { margin-bottom: 0.25rem; }
`;
