import { registerEnumType } from "type-graphql";
import { OrderStatus } from "../order/order.entity";

/** How far booking a parcel through Shiprocket got: each step is kept, so a retry starts where the last one stopped. */
export enum ShiprocketProgress {
  REQUESTED = "requested",
  BOOKED = "booked",
  AWB_ASSIGNED = "awb_assigned",
  LABEL_READY = "label_ready",
  PICKUP_SCHEDULED = "pickup_scheduled",
  FAILED = "failed",
  CANCELLED = "cancelled",
}
registerEnumType(ShiprocketProgress, {
  name: "ShiprocketProgress",
  description: "How far booking a parcel through Shiprocket got",
  valuesConfig: {
    REQUESTED: { description: "Asked for: the shop is creating the order at Shiprocket" },
    BOOKED: { description: "Shiprocket holds the order; the AWB is being assigned" },
    AWB_ASSIGNED: { description: "A courier and AWB are assigned; the label and manifest are being made" },
    LABEL_READY: { description: "The label and manifest are ready; the pickup is being scheduled" },
    PICKUP_SCHEDULED: { description: "The courier comes for the parcel (Shipment.pickupScheduledFor)" },
    FAILED: { description: "Shiprocket refused a step: Shipment.shippingFailure says why; asking again starts from that step" },
    CANCELLED: { description: "The order was cancelled and its booking at Shiprocket cancelled too" },
  },
});

/** Steps still under way: asking again while one runs changes nothing. */
export const BOOKING_UNDER_WAY = [
  ShiprocketProgress.REQUESTED,
  ShiprocketProgress.BOOKED,
  ShiprocketProgress.AWB_ASSIGNED,
  ShiprocketProgress.LABEL_READY,
];

/**
 * What a Shiprocket status id means for the order (its documented status codes): picked up and
 * the scans after it (shipped, in transit, reached the hub, out for delivery, undelivered) say the
 * parcel left us; delivered; RTO initiated, acknowledged or delivered: coming back to us. Other
 * statuses (pickup scheduled, out for pickup, ...) are kept in the history and move nothing.
 */
export function milestoneOf(statusId: number | null): OrderStatus | null {
  if (statusId === null) return null;
  if ([6, 17, 18, 21, 22, 38, 42].includes(statusId)) return OrderStatus.SHIPPED;
  if (statusId === 7) return OrderStatus.DELIVERED;
  if ([9, 10, 14].includes(statusId)) return OrderStatus.RETURNED_TO_ORIGIN;
  return null;
}

/** Shiprocket's public tracking page for an AWB. */
export function shiprocketTrackingUrl(awb: string | null): string | null {
  return awb ? `https://shiprocket.co/tracking/${encodeURIComponent(awb)}` : null;
}
