import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Money } from "../../vocabulary/money";
import { ERROR_CODES, ERROR_KINDS, type ErrorCode, type ErrorKind } from "./error-codes";
import type { ErrorDetails, FieldProblem } from "./index";

/**
 * The error catalogue in the schema: partners read the codes and what each carries from
 * schema.graphql. No field returns these types: they describe `errors[].extensions`, so the schema
 * lists them as orphaned types (schema.ts).
 */
const asEnum = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, k])) as { [P in K]: P };

export const ErrorCodeEnum = asEnum(Object.keys(ERROR_CODES) as ErrorCode[]);
const ErrorKindEnum = asEnum(Object.keys(ERROR_KINDS) as ErrorKind[]);

registerEnumType(ErrorCodeEnum, {
  name: "ErrorCode",
  description:
    "What went wrong, for programs: every error's `extensions.code` (and `code` in a REST error body) is one of these. Switch on the code, never on the message, which is for people and may change",
  valuesConfig: Object.fromEntries(
    Object.entries(ERROR_CODES).map(([c, entry]) => [c, { description: `${entry.description} (kind ${entry.kind})` }]),
  ),
});

registerEnumType(ErrorKindEnum, {
  name: "ErrorKind",
  description:
    "The generic class of an error (`extensions.kind`): what a client can do about it; it also decides the HTTP status of REST answers",
  valuesConfig: Object.fromEntries(
    Object.entries(ERROR_KINDS).map(([k, entry]) => [k, { description: `${entry.description} (HTTP ${entry.status})` }]),
  ),
});

@ObjectType("FieldProblem", { description: "One problem with one input field" })
class FieldProblemType implements FieldProblem {
  @Field({ description: "The field's path in the input, dotted for nested fields: `shippingInfo.postalCode`" })
  field: string;

  @Field({ description: "What is wrong with it, for people" })
  message: string;
}

@ObjectType({
  description:
    "The `extensions` of every error in a GraphQL response (and, beside `message`, the body of a REST error). `code` and `kind` are always there; the rest only where the code's description says",
})
export class ErrorExtensions implements ErrorDetails {
  @Field(() => ErrorCodeEnum, { description: "Which refusal or failure this is" })
  code: ErrorCode;

  @Field(() => ErrorKindEnum, { description: "Its generic class (BAD_USER_INPUT, CONFLICT, NOT_FOUND, ...)" })
  kind: ErrorKind;

  @Field(() => String, { nullable: true, description: "Bad input: the first field that is wrong" })
  field?: string;

  @Field(() => [FieldProblemType], { nullable: true, description: "Bad input: every field that is wrong, with what is wrong with it" })
  fields?: FieldProblem[];

  @Field(() => Int, { nullable: true, description: "TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE: seconds to wait before trying again" })
  retryAfterSeconds?: number;

  @Field(() => ID, { nullable: true, description: "OUT_OF_STOCK, PRODUCT_UNAVAILABLE: the product" })
  productId?: string;

  @Field(() => ID, {
    nullable: true,
    description: "OUT_OF_STOCK, PRODUCT_UNAVAILABLE: its size and colour (the variant), when it still exists",
  })
  variantId?: string | null;

  @Field(() => Int, { nullable: true, description: "OUT_OF_STOCK: units of the variant that can still be had (0 when sold out)" })
  unitsLeft?: number;

  @Field(() => Money, { nullable: true, description: "PRICES_CHANGED: the bag's total now" })
  total?: Money;

  @Field(() => Money, { nullable: true, description: "PRICES_CHANGED: the total the client expected" })
  expectedTotal?: Money;

  @Field(() => Money, { nullable: true, description: "COUPON_MINIMUM_NOT_MET: the subtotal the coupon needs" })
  minimumOrder?: Money;

  @Field(() => Money, { nullable: true, description: "REFUND_TOO_LARGE: the most that can still be refunded" })
  refundable?: Money;

  @Field(() => ID, { nullable: true, description: "CHECKOUT_NOT_PAID, CHECKOUT_EXPIRED, PAYMENT_FAILED: the checkout" })
  checkoutId?: string;

  @Field(() => String, { nullable: true, description: "NOT_DELIVERABLE: the pincode the shop does not deliver to" })
  postalCode?: string;

  @Field(() => String, { nullable: true, description: "COUPON_NOT_STARTED: when the coupon becomes usable (ISO 8601)" })
  startsAt?: string;

  @Field(() => String, { nullable: true, description: "RETURN_WINDOW_CLOSED: the last day returns were accepted (YYYY-MM-DD, India time)" })
  closedOn?: string;

  @Field(() => Int, {
    nullable: true,
    description: "BAG_QUANTITY_LIMIT, COUPON_ALREADY_USED, ADDRESS_BOOK_FULL, WISHLIST_FULL: the limit reached",
  })
  limit?: number;

  @Field(() => [ID], { nullable: true, description: "COUPON_CATEGORY_MISMATCH: the categories the coupon applies to" })
  categoryIds?: string[];

  @Field(() => Int, {
    nullable: true,
    description: "CATEGORY_NOT_EMPTY, OPTION_IN_USE: products still in the category, or still using the option",
  })
  productCount?: number;

  @Field(() => Int, { nullable: true, description: "IMPORT_HAS_INVALID_ROWS: rows of the file that are invalid" })
  invalidRows?: number;

  @Field(() => String, {
    nullable: true,
    description:
      "ORDER_STATUS_*, ORDER_NOT_CANCELLABLE, ORDER_NOT_DELIVERED, RETURN_STATUS_CHANGED: the status it is in now (an OrderStatus or ReturnStatus value)",
  })
  status?: string;

  @Field(() => [String], { nullable: true, description: "ORDER_STATUS_NOT_ALLOWED: the statuses (OrderStatus values) it can move to" })
  allowed?: string[];
}
