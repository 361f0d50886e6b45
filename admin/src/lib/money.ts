const indianGrouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs. 1,29,999.00" for 12999900 paise: the shop's display format, the same as the API's. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}Rs. ${indianGrouping.format(Math.abs(paise) / 100)}`;
}

/** Rupees typed in a form (1299.5) to integer paise, rounding away float noise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/**
 * The rupees an optional amount field holds ("" when empty, as the forms keep numbers) as the
 * integer paise every money input of the API takes: "" to null, "1299.5" to 129950.
 */
export const optionalPaise = (text: string): number | null => (text.trim() === "" ? null : rupeesToPaise(Number(text)));

/** Paise to the rupees a form field shows (129950 to 1299.5). */
export const paiseToRupees = (paise: number): number => paise / 100;
