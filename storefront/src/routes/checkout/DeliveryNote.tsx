import styled from "styled-components";
import { deliveryTimeText, freeDeliveryNudge, useShopPolicies } from "../../lib/shop-policies";

/** At checkout, under the totals: how far the bag is from free delivery and when it will come, from the shop's policies. */
export function DeliveryNote({ subtotalPaise, deliveryPaise }: { subtotalPaise: number; deliveryPaise: number }) {
  const policies = useShopPolicies();
  if (!policies) return null;
  return (
    <Note>
      <span>{freeDeliveryNudge(policies, subtotalPaise, deliveryPaise)}</span> <span>{deliveryTimeText(policies)}.</span>
    </Note>
  );
}

const Note = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.muted};
`;
