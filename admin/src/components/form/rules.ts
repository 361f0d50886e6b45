import { paiseOf } from "@shop/words/money";

/**
 * Validation rules shared by the forms. Number fields are kept as the text the admin typed
 * ("" when empty) and converted on submit, so "required" and "not negative" are told apart.
 */
export const notNegative = (message: string) => (value: string) => value.trim() === "" || Number(value) >= 0 || message;

/** An amount in rupees as the API takes it: at most two decimals (paise), or empty. */
export const inRupees = (value: string) =>
  value.trim() === "" || paiseOf(value) !== null || "Enter rupees with at most two decimals, e.g. 49.50";

export const isNumber = (value: string) => value.trim() === "" || Number.isFinite(Number(value)) || "Enter a number";

/** "" to null, "12.5" to 12.5: for optional number fields. */
export const optionalNumber = (value: string): number | null => (value.trim() === "" ? null : Number(value));

export const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? "" : String(value));
