import type { ShiprocketClient } from "./shiprocket-client";

/** How parcels are booked (SHIPPING_PROVIDER). */
export type ShippingProviderName = "manual" | "shiprocket";

/**
 * The configured shipping provider: `manual`, where the admin hands the parcel to a courier and
 * types its AWB (the order's SHIPPED move), or a courier aggregator the shop books each parcel
 * through (Shiprocket), whose scans then move the order on.
 */
export type ShippingProvider = { name: "manual" } | { name: "shiprocket"; client: ShiprocketClient };
