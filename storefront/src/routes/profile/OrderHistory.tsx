import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { Button } from "../../components/ui/Button";
import { ErrorState, Loading } from "../../components/ui/Status";
import { MyOrdersDocument, type OrderDetailsFragment } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { Pagination } from "../../components/ui/Pagination";
import { OrderDetailsModal } from "./OrderDetailsModal";
import { OrderStatusBadge, paymentLabel } from "./OrderStatusBadge";
import { formatIndiaDate } from "@shop/words/india-time";

const PAGE_SIZE = 10;

/** The customer's orders, newest first; View Details opens the order. Ids are shortened to 12 characters. */
export function OrderHistory() {
  // The cursors that led to this page: the last is where it starts, dropping it goes back.
  const [trail, setTrail] = useState<string[]>([]);
  const [open, setOpen] = useState<OrderDetailsFragment | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(MyOrdersDocument, {
    variables: { first: PAGE_SIZE, after: trail.at(-1) ?? null },
    fetchPolicy: "cache-and-network",
  });
  const orders = data?.myOrders ?? previousData?.myOrders;

  if (loading && !orders) return <Loading label="Loading your orders..." />;
  if (error && !orders) return <ErrorState problem={toCallError(error, "Failed to fetch orders")} onRetry={() => void refetch()} />;
  if (!orders || orders.totalCount === 0) {
    return (
      <p>
        You have no orders yet. <Link to="/collections/all">Start shopping</Link>
      </p>
    );
  }

  return (
    <>
      <Table>
        <caption className="visually-hidden">Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.nodes.map((order) => (
            <tr key={order.id}>
              <td data-label="Order">
                <code>{order.number}</code>
              </td>
              <td data-label="Date">{formatIndiaDate(order.createdAt)}</td>
              <td data-label="Items">{order.items.reduce((n, i) => n + i.quantity, 0)}</td>
              <td data-label="Total">
                {order.totals.total.formatted} <small>({paymentLabel(order.paymentStatus)})</small>
              </td>
              <td data-label="Status">
                <OrderStatusBadge status={order.status} />
              </td>
              <td>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => setOpen(order)}
                  aria-label={`View details of order ${order.number}`}
                >
                  View Details
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        page={trail.length + 1}
        pageCount={Math.ceil(orders.totalCount / PAGE_SIZE)}
        nextCursor={orders.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null}
        onNext={(cursor) => setTrail([...trail, cursor])}
        onPrevious={() => setTrail(trail.slice(0, -1))}
      />
      {open && <OrderDetailsModal order={open} onClose={() => setOpen(null)} />}
    </>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.75rem 0.5rem; border-bottom: 1px solid ${(p) => p.theme.colors.line}; vertical-align: middle; }
  small { color: ${(p) => p.theme.colors.muted}; }
  @media (max-width: 767px) {
    thead { display: none; }
    tr { display: block; padding: 0.75rem 0; border-bottom: 1px solid ${(p) => p.theme.colors.line}; }
    td { display: flex; justify-content: space-between; gap: 1rem; border: none; padding: 0.3rem 0; }
    td[data-label]::before { content: attr(data-label); font-weight: 600; }
  }
`;
