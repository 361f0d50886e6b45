import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { OrderStatusBadge } from "../../components/OrderStatusBadge";
import { PageHeader } from "../../components/PageHeader";
import { EmptyState, ErrorMessage, Loading } from "../../components/QueryState";
import { DataTable } from "../../components/Table";
import { AdminDashboardDocument } from "../../gql/graphql";
import { toCallError } from "@shop/client/call-result";
import { indiaIsoDate } from "../../lib/dates";
import { customerName } from "../../lib/order-display";
import { OrderNumberCell, OrderTotalCell } from "../orders/OrderCells";
import { InvoicingWarning } from "../settings/InvoicingProblems";
import { PaymentsAttentionNotice } from "./PaymentsAttentionNotice";
import { SalesChartsPanel } from "./SalesChartsPanel";
import { DashboardSales } from "./DashboardSales";
import { FigureCards } from "./FigureCards";
import { useSession } from "../../session-context";
import { can } from "../../lib/permissions";

/** Admin home: the money of the chosen days against the days before, products, charts and the latest orders. */
export function DashboardPage() {
  const { session } = useSession();
  if (!can(session?.user, "VIEW_REPORTS")) return <StaffWelcome />;
  return <Dashboard />;
}

/** The landing page of a staff member whose role shows no reports: the sidebar lists what they may do. */
function StaffWelcome() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <p>Welcome. The sections your role lets you use are in the menu.</p>
    </>
  );
}

function Dashboard() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: "cache-and-network" });
  const dashboard = data?.adminDashboard;

  return (
    <>
      <PageHeader title="Dashboard" />
      <InvoicingWarning />
      <PaymentsAttentionNotice />
      <DashboardSales today={indiaIsoDate()} />
      {error && <ErrorMessage error={toCallError(error, "Failed to fetch orders")} onRetry={() => void refetch()} />}
      {loading && !dashboard && <Loading />}
      {dashboard && (
        <FigureCards>
          <div>
            <dt>Published products</dt>
            <dd>
              <Link to="/products">{dashboard.productCount}</Link>
            </dd>
          </div>
        </FigureCards>
      )}
      {dashboard && <SalesChartsPanel />}
      {dashboard && <h2>Recent Orders</h2>}
      {dashboard && dashboard.recentOrders.length === 0 && <EmptyState>No orders yet.</EmptyState>}
      {dashboard && dashboard.recentOrders.length > 0 && (
        <DataTable columns={["Order", "Customer", "Total", "Status"]}>
          {dashboard.recentOrders.map((order) => (
            <tr key={order.id}>
              <OrderNumberCell order={order} />
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
