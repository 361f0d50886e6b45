import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Select } from "../../components/form/inputs";
import { DataTable } from "../../components/Table";
import {
  AdminOrderDocument,
  CourierRatesDocument,
  OrderShiprocketDocument,
  ShippingProviderDocument,
  ShipWithShiprocketDocument,
  type ShiprocketProgress,
} from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { formatIndiaDate, formatIndiaDateTime } from "@shop/words/india-time";
import { formatRupees } from "@shop/words/money";

/** What each step of the booking means to the admin. */
const PROGRESS: Record<ShiprocketProgress, string> = {
  REQUESTED: "Creating the order at Shiprocket…",
  BOOKED: "Assigning the AWB…",
  AWB_ASSIGNED: "Making the label and manifest…",
  LABEL_READY: "Scheduling the pickup…",
  PICKUP_SCHEDULED: "Pickup scheduled",
  FAILED: "Stopped",
  CANCELLED: "Cancelled at Shiprocket",
};

const UNDER_WAY: ShiprocketProgress[] = ["REQUESTED", "BOOKED", "AWB_ASSIGNED", "LABEL_READY"];

/**
 * Booking the order's parcel through Shiprocket (when the shop ships that way): the button, each
 * step as the background job reaches it (read again every two seconds while one runs), a failure
 * in Shiprocket's words with the couriers to try instead, the label and manifest to print, and the
 * courier's scans once the parcel moves. Nothing for a shop that ships by hand.
 */
export function OrderShiprocket({ orderId }: { orderId: string }) {
  const provider = useQuery(ShippingProviderDocument);
  const [polling, setPolling] = useState(false);
  const { data } = useQuery(OrderShiprocketDocument, {
    variables: { id: orderId },
    skip: provider.data?.shippingProvider !== "SHIPROCKET",
    pollInterval: polling ? 2000 : 0,
  });
  const [loadRates, rates] = useLazyQuery(CourierRatesDocument);
  const [courierId, setCourierId] = useState("");
  const [ship, { loading }] = useMutation(ShipWithShiprocketDocument, {
    refetchQueries: [OrderShiprocketDocument, AdminOrderDocument],
    awaitRefetchQueries: true,
  });
  const order = data?.order;
  if (provider.data?.shippingProvider !== "SHIPROCKET" || !order) return null;
  const shipment = order.shipment;
  const booking = shipment?.shiprocket ?? null;
  const underWay = booking !== null && UNDER_WAY.includes(booking.progress) && !booking.failure;
  if (underWay !== polling) setPolling(underWay);
  const bookable =
    (order.status === "PENDING" || order.status === "PROCESSING") && (!booking || booking.progress === "FAILED" || !!booking.failure);

  const book = async () => {
    const result = await attempt(
      () => ship({ variables: { id: orderId, courierId: courierId ? Number(courierId) : null } }),
      "Could not ask Shiprocket to ship the order",
    );
    if (result.ok) toast.success("Booking with Shiprocket");
    else toast.error(result.error.message);
  };

  return (
    <section aria-labelledby="order-shiprocket">
      <h2 id="order-shiprocket">Shiprocket</h2>
      {booking && (
        <p role="status">
          {PROGRESS[booking.progress]}
          {booking.progress === "PICKUP_SCHEDULED" &&
            booking.pickupScheduledFor &&
            ` for ${formatIndiaDateTime(booking.pickupScheduledFor)}`}
          {shipment?.trackingNumber && ` · ${shipment.courierName ?? "Courier"} AWB ${shipment.trackingNumber}`}
        </p>
      )}
      {booking?.failure && <p role="alert">Shiprocket: {booking.failure}</p>}
      {booking && (booking.labelUrl || booking.manifestUrl) && (
        <p>
          {booking.labelUrl && <a href={booking.labelUrl}>Download label (PDF)</a>}
          {booking.labelUrl && booking.manifestUrl && " · "}
          {booking.manifestUrl && <a href={booking.manifestUrl}>Download manifest (PDF)</a>}
        </p>
      )}
      {bookable && (
        <p>
          {booking?.shiprocketOrderId && (
            <>
              {rates.data ? (
                <Select aria-label="Courier" value={courierId} onChange={(e) => setCourierId(e.target.value)}>
                  <option value="">Shiprocket's recommendation</option>
                  {rates.data.courierRates.map((r) => (
                    <option key={r.courierId} value={r.courierId}>
                      {r.courierName}: {formatRupees(r.rate.paise)}
                      {r.estimatedDays !== null ? `, ${r.estimatedDays} days` : ""}
                      {r.recommended ? " (recommended)" : ""}
                    </option>
                  ))}
                </Select>
              ) : (
                <Button type="button" $variant="secondary" onClick={() => void loadRates({ variables: { orderId } })}>
                  Compare couriers
                </Button>
              )}{" "}
            </>
          )}
          <Button type="button" disabled={loading} onClick={() => void book()}>
            {loading ? "Asking Shiprocket…" : booking ? "Try again with Shiprocket" : "Ship with Shiprocket"}
          </Button>
        </p>
      )}
      {shipment && (shipment.trackingStatus || shipment.expectedDeliveryAt) && (
        <p>
          {shipment.trackingStatus && `Latest scan: ${shipment.trackingStatus}`}
          {shipment.expectedDeliveryAt && ` · expected ${formatIndiaDate(shipment.expectedDeliveryAt)}`}
        </p>
      )}
      {shipment && shipment.scans.length > 0 && (
        <DataTable columns={["When", "Status", "What happened", "Where"]} caption="Courier scans">
          {shipment.scans.map((scan) => (
            <tr key={`${scan.status}-${scan.occurredAt}`}>
              <td>{formatIndiaDateTime(scan.occurredAt)}</td>
              <td>{scan.status}</td>
              <td>{scan.activity}</td>
              <td>{scan.location}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
