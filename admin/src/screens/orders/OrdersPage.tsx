import { useMutation, useQuery } from "@apollo/client/react";
import { Field } from "../../components/form/Field";
import { Select } from "../../components/form/inputs";
import { ListState } from "../../components/ListState";
import { OrderStatusBadge, PaymentStatusBadge } from "../../components/OrderStatusBadge";
import { OrderStatusSelect } from "../../components/OrderStatusSelect";
import { PageHeader } from "../../components/PageHeader";
import { RowActions } from "../../components/RowActions";
import { SearchBox } from "../../components/SearchBox";
import { DataTable, Toolbar } from "../../components/Table";
import { AdminOrdersDocument, DeleteOrderDocument, type OrderStatus } from "../../gql/graphql";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useListParams } from "../../hooks/useListParams";
import { formatIndiaDate } from "@shop/words/india-time";
import { customerName, deleteRefusal } from "../../lib/order-display";
import { ORDER_STATUSES } from "../../lib/order-status";
import { orderStatusLabel } from "@shop/words/order-status";
import { OrderNumberCell, OrderTotalCell } from "./OrderCells";

/** Every order, filtered by status and searched by id, email or name, with inline status changes. */
export function OrdersPage() {
  const { paging, pager, search, filters, setSearch, setFilter } = useListParams(["status"] as const);
  const status = (ORDER_STATUSES as readonly string[]).includes(filters.status) ? (filters.status as OrderStatus) : null;
  const list = useQuery(AdminOrdersDocument, {
    variables: { filter: { status, search: search || null }, ...paging },
    fetchPolicy: "cache-and-network",
  });
  const { data, previousData, loading, refetch } = list;
  const [deleteOrder] = useMutation(DeleteOrderDocument);
  const { confirmAndDelete, deleting } = useConfirmedDelete();
  const orders = (data ?? previousData)?.orders;

  const remove = ({ id, number }: { id: string; number: string }) =>
    confirmAndDelete({
      id,
      what: `order ${number}`,
      success: "Order deleted successfully!",
      failure: "Failed to delete order",
      call: () => deleteOrder({ variables: { id } }),
      then: refetch,
    });

  return (
    <>
      <PageHeader title="Orders" />
      <Toolbar role="search">
        <SearchBox label="Search orders (number, email or name)" value={search} onSearch={setSearch} />
        <Field label="Status">
          <Select value={status ?? ""} onChange={(event) => setFilter("status", event.target.value)}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {orderStatusLabel(option)}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      <ListState
        items={orders?.nodes}
        query={list}
        failure="Failed to fetch orders"
        loadingLabel="Loading orders…"
        empty="No orders match."
        pages={{ of: orders, pager }}
      >
        {(items) => (
          <DataTable
            caption="Orders, newest first"
            columns={["Order", "Customer", "Date", "Total", "Payment", "Status", "Actions"]}
            busy={loading}
          >
            {items.map((order) => (
              <tr key={order.id}>
                <OrderNumberCell order={order} />
                <td>{customerName(order)}</td>
                <td className="nowrap">{formatIndiaDate(order.createdAt)}</td>
                <OrderTotalCell paise={order.totals.total.paise} />
                <td>
                  <PaymentStatusBadge status={order.paymentStatus} /> <small>{order.paymentMethod}</small>
                </td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="actions">
                  <OrderStatusSelect
                    order={order}
                    status={order.status}
                    allowed={order.allowedStatuses}
                    label={`Change status of order ${order.number}`}
                  />
                  {order.invoice ? (
                    <small title={deleteRefusal(order) ?? undefined}>Invoiced: cancel instead of deleting</small>
                  ) : (
                    <RowActions name={`order ${order.number}`} deleting={deleting === order.id} onDelete={() => void remove(order)} />
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </>
  );
}
