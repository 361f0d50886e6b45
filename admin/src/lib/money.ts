const indianGrouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs. 1,29,999.00" for 12999900 paise: the shop's display format (SPEC §9), the same as the API's. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}Rs. ${indianGrouping.format(Math.abs(paise) / 100)}`;
}

/** Rupees typed in a form (1299.5) to integer paise, rounding away float noise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** Paise to the rupees a form field shows (129950 to 1299.5). */
export const paiseToRupees = (paise: number): number => paise / 100;
