import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { AdminOrderDocument, UpdateOrderStatusDocument, type Courier, type OrderStatus } from "../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { orderStatusLabel } from "@shop/words/order-status";
import { Button } from "./Button";
import { Input, Select } from "./form/inputs";

interface Props {
  order: { id: string; number: string };
  status: OrderStatus;
  /** The moves the server allows from the current status (Order.allowedStatuses). */
  allowed: readonly OrderStatus[];
  /** Shown to assistive technology: "Status of order BZ-10234". */
  label: string;
}

const COURIERS: Array<{ value: Courier; label: string }> = [
  { value: "DELHIVERY", label: "Delhivery" },
  { value: "BLUE_DART", label: "Blue Dart" },
  { value: "DTDC", label: "DTDC" },
  { value: "INDIA_POST", label: "India Post" },
  { value: "EKART", label: "Ekart" },
  { value: "XPRESSBEES", label: "Xpressbees" },
  { value: "OTHER", label: "Other" },
];

const ShipForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
  select, input { width: auto; min-width: 8rem; }
`;

/**
 * The inline status editor: only the moves the lifecycle allows from where the order is. Shipping
 * asks for the courier and the AWB / tracking number first (both may stay empty for a hand
 * delivery). The new status, and on the order's page its shipment and history, show once the server
 * accepted it; a refusal shows the server's message.
 */
export function OrderStatusSelect({ order, status, allowed, label }: Props) {
  // A move writes more than the order's own fields: shipping adds the shipment, every move a line of
  // history, cancelling an invoiced order a credit note. The order's page (when it is open) reads
  // them again at once; on the list no such query is active and nothing more is fetched.
  const [updateStatus, { loading }] = useMutation(UpdateOrderStatusDocument, {
    refetchQueries: [AdminOrderDocument],
    awaitRefetchQueries: true,
  });
  const [shipping, setShipping] = useState(false);
  const [courier, setCourier] = useState<Courier | "">("");
  const [trackingNumber, setTrackingNumber] = useState("");

  const change = async (next: OrderStatus, shipment?: { courier: Courier | null; trackingNumber: string | null }) => {
    const result = await attempt(
      () => updateStatus({ variables: { id: order.id, status: next, shipment } }),
      "Failed to update order status",
    );
    if (result.ok) {
      toast.success(`Order marked ${orderStatusLabel(result.data.updateOrderStatus.status)}`);
      setShipping(false);
    } else toast.error(result.error.message);
  };

  if (shipping) {
    return (
      <ShipForm
        aria-label={`Ship order ${order.number}`}
        onSubmit={(e) => {
          e.preventDefault();
          void change("SHIPPED", { courier: courier || null, trackingNumber: trackingNumber.trim() || null });
        }}
      >
        <Select aria-label="Courier" value={courier} onChange={(e) => setCourier(e.target.value as Courier | "")}>
          <option value="">Hand delivery</option>
          {COURIERS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
        <Input
          aria-label="AWB or tracking number"
          placeholder="AWB / tracking no."
          value={trackingNumber}
          maxLength={40}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
        <Button type="submit" disabled={loading}>
          {loading ? "Shipping…" : "Ship"}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setShipping(false)}>
          Cancel
        </Button>
      </ShipForm>
    );
  }

  return (
    <Select
      aria-label={label}
      value={status}
      disabled={loading || allowed.length === 0}
      aria-busy={loading}
      onChange={(event) => {
        const next = event.target.value as OrderStatus;
        if (next === "SHIPPED") setShipping(true);
        else void change(next);
      }}
      style={{ minWidth: "9rem", width: "auto" }}
    >
      <option value={status} disabled>
        {orderStatusLabel(status)}
      </option>
      {allowed.map((option) => (
        <option key={option} value={option}>
          {orderStatusLabel(option)}
        </option>
      ))}
    </Select>
  );
}
