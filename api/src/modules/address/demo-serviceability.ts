/**
 * The demo shop's delivery from Mumbai: every Indian pincode (first digit 1-8) with days by zone,
 * metros faster, the north-east, Ladakh and the islands slower and without cash on delivery (the
 * couriers the demo uses do not collect cash there). Pincodes starting with 9 (the army postal
 * service) are not served.
 */
export const DEMO_SERVICEABILITY: { pincodes: string; daysToDeliver: number; codAvailable: boolean }[] = [
  { pincodes: "1", daysToDeliver: 5, codAvailable: true },
  { pincodes: "11", daysToDeliver: 3, codAvailable: true },
  { pincodes: "18", daysToDeliver: 7, codAvailable: true },
  { pincodes: "19", daysToDeliver: 7, codAvailable: true },
  { pincodes: "194", daysToDeliver: 10, codAvailable: false },
  { pincodes: "2", daysToDeliver: 5, codAvailable: true },
  { pincodes: "3", daysToDeliver: 4, codAvailable: true },
  { pincodes: "4", daysToDeliver: 3, codAvailable: true },
  { pincodes: "400", daysToDeliver: 2, codAvailable: true },
  { pincodes: "411", daysToDeliver: 2, codAvailable: true },
  { pincodes: "5", daysToDeliver: 5, codAvailable: true },
  { pincodes: "500", daysToDeliver: 3, codAvailable: true },
  { pincodes: "560", daysToDeliver: 3, codAvailable: true },
  { pincodes: "6", daysToDeliver: 5, codAvailable: true },
  { pincodes: "600", daysToDeliver: 3, codAvailable: true },
  { pincodes: "7", daysToDeliver: 5, codAvailable: true },
  { pincodes: "700", daysToDeliver: 4, codAvailable: true },
  { pincodes: "744", daysToDeliver: 12, codAvailable: false },
  { pincodes: "78", daysToDeliver: 8, codAvailable: false },
  { pincodes: "79", daysToDeliver: 8, codAvailable: false },
  { pincodes: "8", daysToDeliver: 6, codAvailable: true },
];
