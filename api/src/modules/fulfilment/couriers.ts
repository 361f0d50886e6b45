import { registerEnumType } from "type-graphql";

export enum Courier {
  DELHIVERY = "delhivery",
  BLUE_DART = "blue_dart",
  DTDC = "dtdc",
  INDIA_POST = "india_post",
  EKART = "ekart",
  XPRESSBEES = "xpressbees",
  OTHER = "other",
}
registerEnumType(Courier, {
  name: "Courier",
  description: "Who carries a shipment; OTHER for any courier not listed (or a hand delivery)",
  valuesConfig: {
    DELHIVERY: { description: "Delhivery" },
    BLUE_DART: { description: "Blue Dart" },
    DTDC: { description: "DTDC" },
    INDIA_POST: { description: "India Post" },
    EKART: { description: "Ekart" },
    XPRESSBEES: { description: "Xpressbees" },
    OTHER: { description: "Any other courier, or a hand delivery: no tracking link" },
  },
});

/** Names as shoppers know them. */
export const COURIER_NAMES: Record<Courier, string> = {
  [Courier.DELHIVERY]: "Delhivery",
  [Courier.BLUE_DART]: "Blue Dart",
  [Courier.DTDC]: "DTDC",
  [Courier.INDIA_POST]: "India Post",
  [Courier.EKART]: "Ekart",
  [Courier.XPRESSBEES]: "Xpressbees",
  [Courier.OTHER]: "Other",
};

/** Each courier's public tracking page for an AWB / tracking number ({n}); none for OTHER. */
const TRACKING_URL_TEMPLATES: Partial<Record<Courier, string>> = {
  [Courier.DELHIVERY]: "https://www.delhivery.com/track-v2/package/{n}",
  [Courier.BLUE_DART]: "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={n}",
  [Courier.DTDC]: "https://www.dtdc.in/trace.asp?strCnno={n}",
  [Courier.INDIA_POST]: "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={n}",
  [Courier.EKART]: "https://ekartlogistics.com/shipmenttrack/{n}",
  [Courier.XPRESSBEES]: "https://www.xpressbees.com/shipment/tracking?awbNo={n}",
};

/** The link a customer follows to track a parcel, or null without a courier page or number. */
export function trackingUrl(courier: Courier | null, trackingNumber: string | null): string | null {
  const template = courier ? TRACKING_URL_TEMPLATES[courier] : undefined;
  return template && trackingNumber ? template.replace("{n}", encodeURIComponent(trackingNumber)) : null;
}
