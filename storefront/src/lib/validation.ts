/**
 * Form rules with the exact messages the forms show. A rule returns its message when the value
 * breaks it; a field's first broken rule is its error.
 */
import { indianMobile } from "@shop/words/indian-mobile";
import { PHONE, PINCODE } from "@shop/words/patterns";

type Rule = (value: string, values: Readonly<Record<string, string>>) => string | null;
export type Rules<F extends string> = Record<F, Rule[]>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required =
  (message: string): Rule =>
  (v) =>
    v.trim() === "" ? message : null;
const email =
  (message: string): Rule =>
  (v) =>
    EMAIL.test(v.trim()) ? null : message;
const minLength =
  (n: number, message: string): Rule =>
  (v) =>
    v.length >= n ? null : message;
const matches =
  (pattern: RegExp, message: string): Rule =>
  (v) =>
    pattern.test(v.trim()) ? null : message;

export function validate<F extends string>(values: Record<F, string>, rules: Rules<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field]) {
      const message = rule(values[field] ?? "", values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

export const hasErrors = (errors: Partial<Record<string, string>>): boolean => Object.values(errors).some(Boolean);

export const loginRules: Rules<"email" | "password"> = {
  email: [required("Email is required"), email("Invalid email address")],
  password: [required("Password is required")],
};

export const registerRules: Rules<"firstName" | "lastName" | "email" | "password"> = {
  firstName: [required("First name is required")],
  lastName: [required("Last name is required")],
  email: [required("Email is required"), email("Enter a valid email")],
  password: [required("Password is required"), minLength(6, "Password must be at least 6 characters")],
};

export const resetPasswordRules: Rules<"newPassword" | "confirmPassword"> = {
  newPassword: [required("Password is required"), minLength(6, "Password must be at least 6 characters")],
  confirmPassword: [
    required("Please confirm the new password"),
    (v, values) => (v === values.newPassword ? null : "Passwords do not match"),
  ],
};

/** Sign-in by phone: an Indian mobile number as typed (+91 and spaces allowed; the server says exactly what is wrong), then the SMS's code. */
export const phoneSignInRules: Rules<"phone"> = {
  phone: [required("Phone number is required"), (v) => (indianMobile(v).ok ? null : "Enter a 10-digit Indian mobile number")],
};
export const codeRules: Rules<"code"> = {
  code: [required("Enter the 6-digit code from the SMS"), matches(/^\d{6}$/, "Enter the 6-digit code from the SMS")],
};

/** Checkout for an account that signs in by phone only: where the order's emails go. */
export const contactEmailRules: Rules<"email"> = {
  email: [required("Email is required for the order's updates"), email("Enter a valid email")],
};

/** Forgot password and the newsletter: just an email. */
export const emailRules: Rules<"email"> = {
  email: [required("Email is required"), email("Enter a valid email")],
};

export type AddressField = "firstName" | "lastName" | "address" | "phoneNo" | "city" | "state" | "postalCode";

export const addressRules: Rules<AddressField> = {
  firstName: [required("First name is required")],
  lastName: [required("Last name is required")],
  address: [required("Address is required")],
  phoneNo: [required("Phone number is required"), matches(PHONE, "Phone number must be 10 digits")],
  city: [required("City is required")],
  state: [required("State is required")],
  postalCode: [required("Postal Code is required"), matches(PINCODE, "Postal Code must be 6 digits")],
};

/** Profile edits: everything but the names may be left empty. */
const optional =
  (rule: Rule): Rule =>
  (v, values) =>
    v.trim() === "" ? null : rule(v, values);
export const profileRules: Rules<"firstName" | "lastName" | "phone" | "address" | "city" | "state" | "postalCode"> = {
  firstName: [required("First name is required")],
  lastName: [required("Last name is required")],
  phone: [optional(matches(PHONE, "Phone number must be 10 digits"))],
  address: [],
  city: [],
  state: [],
  postalCode: [optional(matches(PINCODE, "Postal Code must be 6 digits"))],
};

export const enquiryRules: Rules<"name" | "email" | "phone" | "quantity" | "message"> = {
  name: [required("Name is required")],
  email: [required("Email is required"), email("Enter a valid email")],
  phone: [required("Phone number is required"), matches(PHONE, "Phone number must be 10 digits")],
  quantity: [optional(matches(/^[1-9]\d*$/, "Quantity must be at least 1"))],
  message: [required("Message is required")],
};
