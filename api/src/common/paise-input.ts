import { IsInt, IsOptional, Max, Min } from "class-validator";
import { GraphQLSafeInt } from "graphql-scalars";
import { Field } from "type-graphql";
import { MAX_AMOUNT_PAISE } from "../vocabulary/money";
import { KeptUnlessSent } from "./partial-update";

interface PaiseInputOptions {
  /** The schema's description of the field; "Paise" is put in front of it. */
  description: string;
  /** Omitted or null: the field is optional (`@IsOptional`); a required amount is non-null in the schema. */
  nullable?: boolean;
  /** For an update's amount that cannot be cleared: nullable in the schema, but null is refused with this message. */
  keptUnlessSent?: string;
  /** The least amount, in paise (0 unless given), and what to say below it. */
  min?: { paise: number; message: string };
  /** The most, in paise (the shop's ceiling of Rs. 1 crore unless given), and its words. */
  max?: { paise: number; words: string };
}

/**
 * A money input: integer paise, as `Money.paise` comes out (a `SafeInt`, so a fraction of a paisa
 * is refused by the scalar itself, graphql-errors naming the field), not negative and not absurd.
 * Every money input of the schema is one of these and is named `...Paise`.
 */
export function PaiseInput(label: string, options: PaiseInputOptions): PropertyDecorator {
  const min = options.min ?? { paise: 0, message: `${label} cannot be negative` };
  const max = options.max ?? { paise: MAX_AMOUNT_PAISE, words: "Rs. 1,00,00,000" };
  // Registered in the order they run (as stacked decorators would be, bottom-up) and the first
  // failure is reported: a negative amount is told so before anything else.
  const rules = [
    Field(() => GraphQLSafeInt, { nullable: options.nullable || !!options.keptUnlessSent, description: `Paise: ${options.description}` }),
    ...(options.keptUnlessSent ? [KeptUnlessSent(options.keptUnlessSent)] : options.nullable ? [IsOptional()] : []),
    Min(min.paise, { message: min.message }),
    IsInt({ message: `${label} must be a whole number of paise` }),
    Max(max.paise, { message: `${label} can be at most ${max.words}` }),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}
