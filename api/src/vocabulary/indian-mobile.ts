// Kept numbers are E.164 (+91XXXXXXXXXX), as @shop/words/indian-mobile makes them from what was
// typed (the rule the storefront's form checks too); this is how the server hands them on.

/** The number as MSG91 takes it: country code and number, digits only (919876543210). */
export const msg91Mobile = (e164: string): string => e164.replace(/^\+/, "");

/** The number shown back to its owner with most digits hidden (+91 ••••••3210), for notices and logs. */
export const maskedMobile = (e164: string): string => `${e164.slice(0, 3)} ••••••${e164.slice(-4)}`;
