import { Link } from "react-router";
import { formatRupees } from "../../lib/money";
import { shortOrderId } from "../../lib/order-display";

/** An order's shortened id linking to its detail, named "Order #1a2b3c4d5e6f" for screen readers. */
export function OrderIdCell({ id }: { id: string }) {
  return (
    <td className="nowrap">
      <Link to={`/orders/${id}`} aria-label={`Order #${shortOrderId(id)}`} title={id}>
        #{shortOrderId(id)}
      </Link>
    </td>
  );
}

export function OrderTotalCell({ paise }: { paise: number }) {
  return <td className="nowrap">{formatRupees(paise)}</td>;
}
