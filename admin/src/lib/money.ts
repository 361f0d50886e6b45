import { rupeesToPaise } from "@shop/words/money";

/**
 * The rupees an optional amount field holds ("" when empty, as the forms keep numbers) as the
 * integer paise every money input of the API takes: "" to null, "1299.5" to 129950, exactly.
 */
export const optionalPaise = (text: string): number | null => (text.trim() === "" ? null : rupeesToPaise(text));
