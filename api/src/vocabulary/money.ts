import { GraphQLSafeInt } from "graphql-scalars";
import { Field, ObjectType } from "type-graphql";
import type { ColumnOptions } from "typeorm";

/**
 * Money is integer paise everywhere inside the shop; it becomes rupees only at the edge.
 * `Money` is how the API shows an amount: exact decimal text, the paise, and display text.
 */
@ObjectType({ description: "An amount in Indian rupees" })
export class Money {
  @Field({ description: 'Rupees with two decimals, as exact text: "1299.00"' })
  amount: string;

  @Field(() => GraphQLSafeInt, { description: "The same amount in paise (1 rupee = 100 paise); may pass 32 bits for large bags" })
  paise: number;

  @Field({ description: "ISO 4217 currency code" })
  currency: "INR";

  @Field({ description: 'For display, with Indian digit grouping: "Rs. 1,29,999.00"' })
  formatted: string;
}

/**
 * The highest amount a price, a coupon's amount or a price filter may name, in rupees (Rs. 1 crore):
 * inside 32 bits of paise, and a bag of 999 units of it still fits the bigint totals.
 */
const MAX_AMOUNT_RUPEES = 10_000_000;
export const MAX_AMOUNT_PAISE = MAX_AMOUNT_RUPEES * 100;

/**
 * A column for totals: bigint, since 999 units of an expensive product pass 32 bits of paise.
 * PostgreSQL's bigint arrives as text; every amount the shop accepts is a safe JavaScript integer.
 */
export const PAISE_TOTAL_COLUMN: ColumnOptions = {
  type: "bigint",
  transformer: { to: (paise: number) => paise, from: (value: string | null) => (value === null ? null : Number(value)) },
};

export const toMoney = (paise: number): Money => ({
  amount: paiseToRupeesText(paise),
  paise,
  currency: "INR",
  formatted: formatRupees(paise),
});

/** An amount that may be absent (no sale price, no limit): null stays null. */
export const toMoneyOrNull = (paise: number | null): Money | null => (paise === null ? null : toMoney(paise));

/** "129999.50" for 12999950 paise: exact, no floating point. */
export function paiseToRupeesText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const indianGrouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs. 1,29,999.00": the shop's display format. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}Rs. ${indianGrouping.format(Math.abs(paise) / 100)}`;
}

/** Rupees as a client sends them (1299, 1299.5, "1299.50") to paise, refusing fractions of a paisa. */
export function rupeesToPaise(rupees: number | string): number {
  const text = typeof rupees === "number" ? rupees.toString() : rupees.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount of rupees: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -paise : paise;
}

/** Paise as rupees for the REST API, which shows prices as plain numbers: 79950 -> 799.5. */
export const paiseToRupees = (paise: number): number => paise / 100;
