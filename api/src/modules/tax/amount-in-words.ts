import { ToWords } from "to-words";

const words = new ToWords({ localeCode: "en-IN" });

/** "Rupees One Lakh Twenty Nine Thousand ... and Fifty Paise Only": the invoice's total in words. */
export function amountInWords(paise: number): string {
  const rupees = words.convert(Math.floor(paise / 100));
  const rest = paise % 100;
  return `Rupees ${rupees}${rest ? ` and ${words.convert(rest)} Paise` : ""} Only`;
}
