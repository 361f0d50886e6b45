import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import styled from "styled-components";
import { OrderStatusBadge } from "../../components/OrderStatusBadge";
import { PageHeader } from "../../components/PageHeader";
import { EmptyState, ErrorMessage, Loading } from "../../components/QueryState";
import { DataTable } from "../../components/Table";
import { AdminDashboardDocument } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { formatRupees } from "../../lib/money";
import { customerName } from "../../lib/order-display";
import { OrderIdCell, OrderTotalCell } from "../orders/OrderCells";
import { InvoicingWarning } from "../settings/InvoicingProblems";
import { PaymentsAttentionNotice } from "./PaymentsAttentionNotice";
import { SalesChartsPanel } from "./SalesChartsPanel";

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
  div {
    padding: 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  dd { margin: 0.25rem 0 0; font-size: 1.6rem; font-weight: 700; }
`;

/** Admin home: revenue, total orders, total products and the latest orders. */
export function DashboardPage() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: "cache-and-network" });
  const dashboard = data?.adminDashboard;

  return (
    <>
      <PageHeader title="Dashboard" />
      <InvoicingWarning />
      <PaymentsAttentionNotice />
      {error && <ErrorMessage error={toCallError(error, "Failed to fetch orders")} onRetry={() => void refetch()} />}
      {loading && !dashboard && <Loading />}
      {dashboard && (
        <Figures>
          <div>
            <dt>Revenue</dt>
            <dd>{formatRupees(dashboard.revenue.paise)}</dd>
          </div>
          <div>
            <dt>Total Orders</dt>
            <dd>
              <Link to="/orders">{dashboard.orderCount}</Link>
            </dd>
          </div>
          <div>
            <dt>Total Products</dt>
            <dd>
              <Link to="/products">{dashboard.productCount}</Link>
            </dd>
          </div>
        </Figures>
      )}
      {dashboard && <SalesChartsPanel />}
      {dashboard && <h2>Recent Orders</h2>}
      {dashboard && dashboard.recentOrders.length === 0 && <EmptyState>No orders yet.</EmptyState>}
      {dashboard && dashboard.recentOrders.length > 0 && (
        <DataTable columns={["Order", "Customer", "Total", "Status"]}>
          {dashboard.recentOrders.map((order) => (
            <tr key={order.id}>
              <OrderIdCell id={order.id} />
              <td>{customerName(order)}</td>
              <OrderTotalCell paise={order.totals.total.paise} />
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
