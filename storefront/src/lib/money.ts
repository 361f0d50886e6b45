const indianGrouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The shop's display format for an amount of paise: "Rs. 1,29,999.00" (Indian digit grouping,
 * two decimals). The API sends amounts as `Money` with the same text in `formatted`; this is for
 * amounts the storefront shows on its own (the gift-wrap fee, the price filter).
 */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}Rs. ${indianGrouping.format(Math.abs(paise) / 100)}`;
}

/** Whole rupees to paise, for the price filter's rupee values. */
export const rupees = (amount: number): number => Math.round(amount * 100);

/**
 * How much a sale price takes off the regular price, in whole percent rounded down (Rs. 999 for
 * Rs. 1,299 is 23% off, never a rounded-up 24%): the one definition every "% off" shows.
 */
export function percentOff(regularPaise: number, salePaise: number): number {
  if (regularPaise <= 0 || salePaise >= regularPaise) return 0;
  return Math.floor(((regularPaise - salePaise) * 100) / regularPaise);
}
