/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, and the "place of supply" code on an invoice and in GSTR-1).
 */
export interface IndianState {
  code: string;
  name: string;
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
];

/** Older or everyday names shoppers type for a state. */
const ALIASES: Record<string, string> = {
  orissa: "21",
  pondicherry: "34",
  newdelhi: "07",
  nctofdelhi: "07",
  jk: "01",
  uttaranchal: "05",
  andamanandnicobar: "35",
  dadraandnagarhaveli: "26",
  damananddiu: "26",
};

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z]/g, "");
const BY_KEY = new Map<string, IndianState>(INDIAN_STATES.map((s) => [key(s.name), s]));
for (const [alias, code] of Object.entries(ALIASES))
  BY_KEY.set(
    alias,
    INDIAN_STATES.find((s) => s.code === code)!,
  );

/**
 * The state a name means ("Tamil Nadu", "tamil nadu ", "Orissa"), or null. The shipping address's
 * state is free text, so a name we cannot place is left as typed (and treated as another state).
 */
export function findIndianState(name: string): IndianState | null {
  return BY_KEY.get(key(name)) ?? null;
}

export function stateByCode(code: string): IndianState | null {
  return INDIAN_STATES.find((s) => s.code === code) ?? null;
}
