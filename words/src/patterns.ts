/**
 * The shapes of India's numbers the shop accepts, one definition for the API's validation and the
 * apps' forms. Values are matched as typed, so callers trim surrounding spaces first where a form
 * may carry them.
 */

/** An Indian postal code (PIN): six digits, never starting with 0. */
export const PINCODE = /^[1-9]\d{5}$/;

/** A mobile number as the shop takes it: ten digits, without the +91 country code. */
export const PHONE = /^\d{10}$/;

/** An HSN code (the GST classification of goods): 4, 6 or 8 digits. */
export const HSN = /^(\d{4}|\d{6}|\d{8})$/;
