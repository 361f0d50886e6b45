import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { OrderStatusBadge, PaymentStatusBadge } from "../../components/OrderStatusBadge";
import { OrderStatusSelect } from "../../components/OrderStatusSelect";
import { OrderShiprocket } from "./OrderShiprocket";
import { PageHeader } from "../../components/PageHeader";
import { ErrorMessage, Loading } from "../../components/QueryState";
import { DataTable, Thumb } from "../../components/Table";
import { AdminOrderDocument, DeleteOrderDocument } from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { toCallError } from "@shop/client/call-result";
import { formatIndiaDateTime } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";
import { customerName, deleteRefusal, signInWays } from "../../lib/order-display";
import { EndCustomerSessions } from "./EndCustomerSessions";
import { OrderTaxDocuments } from "./OrderTaxDocuments";
import { OrderHistory } from "./OrderHistory";
import { OrderPayment } from "./OrderPayment";
import { paymentMethodWords } from "@shop/client/payment-methods";
import { OrderReturns } from "./OrderReturns";

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
  section {
    padding: 1rem 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  /* Labels keep their width and stay whole; the values column takes the rest and may shrink. */
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.35rem 1rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; white-space: nowrap; }
  dd { margin: 0; }
  address { font-style: normal; }
  /* Long emails and addresses may break anywhere; labels, statuses and badges never do. */
  address, p { overflow-wrap: anywhere; }
  dd.money { white-space: nowrap; }
`;

/** One order: status, dates, total, shipping name and address, payment, items. */
export function OrderDetailPage() {
  const { orderId = "" } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminOrderDocument, { variables: { id: orderId } });
  const [deleteOrder] = useMutation(DeleteOrderDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const order = data?.order;

  const remove = () =>
    confirmAndDelete({
      id: orderId,
      what: "this order",
      success: "Order deleted successfully!",
      failure: "Failed to delete order",
      call: () => deleteOrder({ variables: { id: orderId } }),
      then: () => navigate("/orders", { replace: true }),
    });

  if (loading && !order) return <Loading label="Loading order…" />;
  if (error || !order) {
    return (
      <>
        <PageHeader title="Order" />
        {error && <ErrorMessage error={toCallError(error, "Failed to fetch order details")} onRetry={() => void refetch()} />}
        <Link to="/orders">Back to orders</Link>
      </>
    );
  }

  const { shippingInfo: ship, totals } = order;
  const cannotDelete = deleteRefusal(order);
  return (
    <>
      <PageHeader title={`Order ${order.number}`}>
        {!cannotDelete && (
          <Button type="button" $variant="danger" disabled={deleting === orderId} onClick={() => void remove()}>
            {deleting === orderId ? "Deleting…" : "Delete order"}
          </Button>
        )}
      </PageHeader>
      {cannotDelete && <p role="note">{cannotDelete}</p>}
      <p>
        <Link to="/orders">← All orders</Link>
      </p>
      <Panels>
        <section aria-labelledby="order-status">
          <h2 id="order-status">Status</h2>
          <dl>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt>Change to</dt>
            <dd>
              <OrderStatusSelect order={order} status={order.status} allowed={order.allowedStatuses} label="Change order status" />
            </dd>
            <dt>Placed</dt>
            <dd>{formatIndiaDateTime(order.createdAt)}</dd>
            <dt>Delivered</dt>
            <dd>{order.deliveredAt ? formatIndiaDateTime(order.deliveredAt) : "Not yet"}</dd>
            {order.cancelledAt && (
              <>
                <dt>Cancelled</dt>
                <dd>{formatIndiaDateTime(order.cancelledAt)}</dd>
              </>
            )}
          </dl>
        </section>
        <section aria-labelledby="order-shipping">
          <h2 id="order-shipping">Shipping</h2>
          <address>
            <strong>
              {ship.firstName} {ship.lastName}
            </strong>
            <br />
            {ship.address}
            <br />
            {ship.city}, {ship.state} {ship.postalCode}
            <br />
            Phone: {ship.phoneNo}
          </address>
          <p style={{ margin: "0.5rem 0" }}>
            Customer: {customerName(order)} ({order.customerEmail})
          </p>
          {order.customer && (
            <p style={{ margin: "0.5rem 0" }} data-testid="customer-sign-in">
              Signs in with: {signInWays(order.customer)}
            </p>
          )}
          {order.customer && <EndCustomerSessions userId={order.customer.id} name={customerName(order)} />}
        </section>
        <section aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <dl>
            <dt>Method</dt>
            <dd>
              {order.paymentMethod === "COD"
                ? "Cash on Delivery"
                : order.paidWith
                  ? `Online through Razorpay, paid with ${paymentMethodWords(order.paidWith).name}`
                  : "Online through Razorpay"}
            </dd>
            <dt>Payment</dt>
            <dd>
              <PaymentStatusBadge status={order.paymentStatus} />
            </dd>
            <dt>Subtotal</dt>
            <dd className="money">{formatRupees(totals.subtotal.paise)}</dd>
            <dt>Delivery</dt>
            <dd className="money">{formatRupees(totals.delivery.paise)}</dd>
            {totals.giftWrap.paise > 0 && (
              <>
                <dt>Gift wrap</dt>
                <dd className="money">{formatRupees(totals.giftWrap.paise)}</dd>
              </>
            )}
            {totals.discount.paise > 0 && (
              <>
                <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
                <dd className="money">-{formatRupees(totals.discount.paise)}</dd>
              </>
            )}
            <dt>
              <strong>Total</strong>
            </dt>
            <dd className="money">
              <strong>{formatRupees(totals.total.paise)}</strong>
            </dd>
          </dl>
        </section>
        <OrderTaxDocuments order={order} />
      </Panels>
      <OrderReturns order={order} />
      <OrderPayment order={order} />
      <OrderShiprocket orderId={order.id} />
      <OrderHistory order={order} />
      <h2>Items</h2>
      <DataTable columns={["Image", "Name", "Price", "Quantity", "Size", "Color"]}>
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>{item.image ? <Thumb src={item.image.url} alt={item.image.altText} /> : "—"}</td>
            <td>
              {item.name}
              {item.giftWrap && <small> (gift wrapped)</small>}
            </td>
            <td>{formatRupees(item.price.paise)}</td>
            <td>{item.quantity}</td>
            <td>{item.size ?? "—"}</td>
            <td>{item.color ?? "—"}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
