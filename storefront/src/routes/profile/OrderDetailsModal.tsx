import { paymentMethodWords } from "@shop/client/payment-methods";
import { useId } from "react";
import styled from "styled-components";
import { IconButton } from "../../components/ui/Button";
import { Dialog, DialogHeader } from "../../components/ui/Dialog";
import { CloseIcon } from "../../components/ui/Icons";
import { Img } from "../../components/ui/Img";
import type { OrderDetailsFragment } from "../../gql/graphql";
import { OrderSummary } from "../checkout/OrderSummary";
import { CopyOrderNumber } from "./CopyOrderNumber";
import { OrderFollowUp } from "./OrderFollowUp";
import { OrderStatusBadge, paymentLabel } from "./OrderStatusBadge";
import { formatIndiaDateTime } from "@shop/words/india-time";

/** How the payment provider says the customer paid, in words; anything else as it says it. */

/** View Details: the whole order, with its number, copyable. */
export function OrderDetailsModal({ order, onClose }: { order: OrderDetailsFragment; onClose(): void }) {
  const titleId = useId();
  const ship = order.shippingInfo;
  const itemCount = order.items.reduce((n, item) => n + item.quantity, 0);
  const paidBy = order.paymentMethod === "COD" ? "Cash on Delivery" : order.paidWith ? paymentMethodWords(order.paidWith).name : "UPI";
  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <DialogHeader>
        <h2 id={titleId}>Order {order.number}</h2>
        <IconButton type="button" aria-label="Close order details" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogHeader>
      <Body>
        <p>
          <CopyOrderNumber number={order.number} />
        </p>
        <dl className="facts">
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
          <dt>Placed</dt>
          <dd>{formatIndiaDateTime(order.createdAt)}</dd>
          {order.deliveredAt && (
            <>
              <dt>Delivered</dt>
              <dd>{formatIndiaDateTime(order.deliveredAt)}</dd>
            </>
          )}
          <dt>Payment</dt>
          <dd>
            {paidBy} ({paymentLabel(order.paymentStatus)})
          </dd>
          <dt>Ship to</dt>
          <dd>
            {ship.firstName} {ship.lastName}, {ship.address}, {ship.city}, {ship.state} {ship.postalCode}. Phone {ship.phoneNo}
          </dd>
        </dl>
        <h3>Items</h3>
        <ul className="items">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.image ? (
                <Img src={item.image.url} srcSet={item.image.srcSet} sizes="64px" alt="" width={64} height={64} />
              ) : (
                <span className="ph" />
              )}
              <div>
                <strong>{item.name}</strong>
                <p>
                  {[item.size, item.color].filter(Boolean).join(" / ")}
                  {item.giftWrap ? " · Gift wrapped" : ""}
                </p>
                <p>
                  {item.price.formatted} x {item.quantity}
                </p>
              </div>
              <span className="line-total">{item.lineTotal.formatted}</span>
            </li>
          ))}
        </ul>
        <OrderSummary totals={order.totals} itemCount={itemCount} gst={order.invoice?.amounts.totalTax.formatted} />
        {order.invoice && (
          <p className="documents">
            <a href={order.invoice.pdfUrl} download>
              Download tax invoice {order.invoice.number} (PDF)
            </a>
            {order.creditNotes.map((note) => (
              <a key={note.id} href={note.pdfUrl} download>
                Credit note {note.number} (PDF)
              </a>
            ))}
          </p>
        )}
        <OrderFollowUp order={order} />
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  padding: 1rem;
  .documents { display: flex; flex-direction: column; gap: 0.25rem; margin: 1rem 0 0; }
  .facts { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  h3 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
  .items { list-style: none; margin: 0 0 1rem; padding: 0; }
  .items li { display: grid; grid-template-columns: 64px 1fr auto; gap: 0.75rem; padding: 0.75rem 0; border-bottom: 1px solid ${(p) => p.theme.colors.line}; }
  .items p { margin: 0.15rem 0 0; color: ${(p) => p.theme.colors.muted}; font-size: 0.9rem; text-transform: capitalize; }
  .items img, .ph { width: 64px; height: 64px; border-radius: 4px; background: ${(p) => p.theme.colors.subtle}; }
  .line-total { font-weight: 600; white-space: nowrap; }
`;
