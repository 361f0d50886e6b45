import { GraphQLSafeInt } from "graphql-scalars";
import { Field, ObjectType } from "type-graphql";
import type { ColumnOptions } from "typeorm";
import { formatRupees, paiseToRupeesText } from "@shop/words/money";

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
