import { Link } from "react-router";
import { formatRupees } from "@shop/words/money";

/** An order's number (BZ-10234) linking to its detail, named "Order BZ-10234" for screen readers. */
export function OrderNumberCell({ order }: { order: { id: string; number: string } }) {
  return (
    <td className="nowrap">
      <Link to={`/orders/${order.id}`} aria-label={`Order ${order.number}`}>
        {order.number}
      </Link>
    </td>
  );
}

export function OrderTotalCell({ paise }: { paise: number }) {
  return <td className="nowrap">{formatRupees(paise)}</td>;
}
