import type { ReactNode } from "react";
import styled from "styled-components";
import type { PriceTotalsFragment } from "../../gql/graphql";

/**
 * Subtotal, gift wrap, delivery, discount and total, as the server computed them; prices include
 * GST, and `gst` (the server's figure for this order or bag, once known) says how much of it.
 */
export function OrderSummary({
  totals,
  itemCount,
  gst,
  codFee,
  children,
}: {
  totals: PriceTotalsFragment;
  itemCount: number;
  gst?: string | null;
  /** At checkout, once cash on delivery with a fee is chosen: the fee's line and the total with it. */
  codFee?: { fee: string; total: string } | null;
  children?: ReactNode;
}) {
  // A placed order's totals carry its fee; a bag's are shown with the fee the checkout adds.
  const fee = codFee?.fee ?? (totals.codFee.paise > 0 ? totals.codFee.formatted : null);
  return (
    <Panel aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <dt>
          Subtotal ({itemCount} {itemCount === 1 ? "item" : "items"})
        </dt>
        <dd>{totals.subtotal.formatted}</dd>
        {totals.giftWrap.paise > 0 && (
          <>
            <dt>Gift wrap</dt>
            <dd>{totals.giftWrap.formatted}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{totals.delivery.paise === 0 ? "Free" : totals.delivery.formatted}</dd>
        {totals.discount.paise > 0 && (
          <>
            <dt>Discount</dt>
            <dd>-{totals.discount.formatted}</dd>
          </>
        )}
        {fee && (
          <>
            <dt>Cash on delivery fee</dt>
            <dd>{fee}</dd>
          </>
        )}
        <dt className="total">Total</dt>
        <dd className="total" data-testid="order-total">
          {codFee?.total ?? totals.total.formatted}
        </dd>
      </dl>
      <p className="tax" data-testid="tax-included">
        {gst ? `Includes GST of ${gst}` : "Inclusive of all taxes"}
      </p>
      {children}
    </Panel>
  );
}

const Panel = styled.section`
  padding: 1.25rem;
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.subtle};
  h2 { margin: 0 0 1rem; font-size: 1.25rem; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.5rem 1rem; margin: 0; }
  dd { margin: 0; text-align: right; }
  .tax { margin: 0.35rem 0 0; text-align: right; font-size: 0.875rem; color: ${(p) => p.theme.colors.muted}; }
  .total { font-weight: 700; font-size: 1.15rem; padding-top: 0.5rem; border-top: 1px solid ${(p) => p.theme.colors.line}; }
`;
