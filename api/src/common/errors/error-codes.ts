/**
 * Every code a client can find in an error's `extensions.code` (GraphQL) or `code` (REST), defined
 * once: its kind (the generic class that decides the HTTP status) and its documentation, which the
 * schema's `ErrorCode` enum carries to partners. A program switches on the code, never on the text.
 */

/** The generic class of an error: what a client can do about it, and the HTTP status it answers with. */
export const ERROR_KINDS = {
  BAD_USER_INPUT: { status: 400, description: "The input is wrong; `field` and `fields` name what to correct" },
  BAD_REQUEST: { status: 400, description: "The operation itself is malformed, refused or too expensive: fix the client, not the input" },
  UNAUTHENTICATED: { status: 401, description: "Sign in (again): no token, or one that has expired or was ended" },
  FORBIDDEN: { status: 403, description: "Signed in, but not allowed to do this" },
  NOT_FOUND: { status: 404, description: "What was named does not exist, or is not visible to this viewer" },
  CONFLICT: {
    status: 409,
    description: "The input is fine but the shop's state refuses it now (stock, prices, a status); the code says which",
  },
  METHOD_NOT_ALLOWED: { status: 405, description: "The path exists, but not with this HTTP method; `allowed` lists the methods it takes" },
  PAYLOAD_TOO_LARGE: { status: 413, description: "The request body is larger than the shop reads: send less" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: "The request body is in an encoding or character set the shop cannot read" },
  TOO_MANY_REQUESTS: { status: 429, description: "Over a rate limit; `retryAfterSeconds` says when to try again" },
  SERVICE_UNAVAILABLE: {
    status: 503,
    description: "The shop is briefly unavailable; the same request may succeed after `retryAfterSeconds`",
  },
  INTERNAL: { status: 500, description: "The shop failed; the request may succeed if tried again" },
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

interface CodeEntry {
  kind: ErrorKind;
  description: string;
}

const code = <K extends ErrorKind>(kind: K, description: string) => ({ kind, description });

export const ERROR_CODES = {
  // Generic: the code is the kind, when there is nothing more particular to say.
  BAD_USER_INPUT: code(
    "BAD_USER_INPUT",
    "An input field is wrong (missing, malformed, out of range); `field` names it and `fields` lists every problem",
  ),
  UNAUTHENTICATED: code(
    "UNAUTHENTICATED",
    "Nobody is signed in, or the token has expired or was ended (logout, password change): sign in again",
  ),
  FORBIDDEN: code("FORBIDDEN", "The signed-in viewer may not do this (an admin operation called by a customer)"),
  NOT_FOUND: code("NOT_FOUND", "What the request names does not exist, or is not visible to this viewer (another customer's order)"),
  TOO_MANY_REQUESTS: code(
    "TOO_MANY_REQUESTS",
    "A rate limit was reached (login attempts, anonymous writes); `retryAfterSeconds` says when to try again",
  ),
  SERVICE_UNAVAILABLE: code("SERVICE_UNAVAILABLE", "The shop cannot reach its database for a moment; retry after `retryAfterSeconds`"),
  INTERNAL_SERVER_ERROR: code(
    "INTERNAL",
    "The shop failed unexpectedly; nothing was changed that the client must undo, and a retry may succeed",
  ),

  // The operation itself (GraphQL): a client bug, not the shopper's input.
  GRAPHQL_PARSE_FAILED: code("BAD_REQUEST", "The GraphQL document is not valid syntax"),
  GRAPHQL_VALIDATION_FAILED: code("BAD_REQUEST", "The GraphQL document does not match the schema (an unknown field, a missing argument)"),
  BAD_REQUEST: code(
    "BAD_REQUEST",
    "The HTTP request is not one the server understands (a GraphQL request with no query or the wrong content type, a body it cannot read)",
  ),
  OPERATION_RESOLUTION_FAILURE: code("BAD_REQUEST", "The document has several operations and `operationName` does not pick one"),
  PERSISTED_QUERY_NOT_FOUND: code("BAD_REQUEST", "An automatic persisted query's hash is unknown: send the full document with it"),
  PERSISTED_QUERY_NOT_SUPPORTED: code("BAD_REQUEST", "Automatic persisted queries are not accepted here"),
  QUERY_TOO_COMPLEX: code("BAD_REQUEST", "The operation is too deep, too costly or has too many aliases (limits in the README)"),
  OPERATION_NOT_TRUSTED: code(
    "BAD_REQUEST",
    "Only the shop's own apps' operations are accepted from guests and customers (trusted documents)",
  ),

  // The HTTP request itself, before any operation or route runs.
  MALFORMED_JSON: code("BAD_REQUEST", "The body says it is JSON but is not (or is JSON other than an object or a list)"),
  BODY_TOO_LARGE: code(
    "PAYLOAD_TOO_LARGE",
    "The body is over the size limit: `BODY_LIMIT` (100 kB) for most requests, more only for an admin's forms with inline images",
  ),
  UNSUPPORTED_BODY_ENCODING: code(
    "UNSUPPORTED_MEDIA_TYPE",
    "The body's `Content-Encoding` or charset is not one the shop reads: send UTF-8 JSON, plain or gzip, deflate or br",
  ),
  UNKNOWN_API_PATH: code("NOT_FOUND", "No REST path is this one: /api/openapi.json lists them all"),
  METHOD_NOT_ALLOWED: code(
    "METHOD_NOT_ALLOWED",
    "The REST path does not take this HTTP method; `allowed` (and the `Allow` header) lists those it takes",
  ),

  // The bag.
  OUT_OF_STOCK: code(
    "CONFLICT",
    "Not enough units of a size and colour: `productId`, `variantId` and `unitsLeft` (0 when sold out) say which and how many can still be had",
  ),
  PRODUCT_UNAVAILABLE: code(
    "CONFLICT",
    "A product (or its size or colour) is no longer sold: `productId` and, when known, `variantId` say which; remove it from the bag",
  ),
  INVALID_GUEST_ID: code(
    "BAD_USER_INPUT",
    "The guest id is not one the shop issues: get a new one with createCart (the old bag cannot be found by it)",
  ),
  BAG_QUANTITY_LIMIT: code("BAD_USER_INPUT", "A bag holds at most `limit` units of one size and colour"),
  EMPTY_BAG: code("CONFLICT", "A checkout needs something in the bag"),
  BAG_CHANGED: code(
    "CONFLICT",
    "The bag is not the one the shopper last saw (changed in another tab): show it again before placing the order",
  ),
  PRICES_CHANGED: code(
    "CONFLICT",
    "The total is not the one the shopper was shown: `total` is the total now and `expectedTotal` the one sent; show the new total and ask again",
  ),

  // Coupons: refused on the code the shopper typed (`field` names it).
  COUPON_NOT_FOUND: code("BAD_USER_INPUT", "No coupon has this code"),
  COUPON_INACTIVE: code("BAD_USER_INPUT", "The coupon exists but has been switched off"),
  COUPON_EXPIRED: code("BAD_USER_INPUT", "The coupon's expiry date has passed"),
  COUPON_NOT_STARTED: code("BAD_USER_INPUT", "The coupon can be used only from `startsAt`"),
  COUPON_ALREADY_USED: code("BAD_USER_INPUT", "This customer has used the coupon as often as it allows (`limit` times)"),
  COUPON_NOT_YOURS: code("BAD_USER_INPUT", "The coupon was sent to one email address, and only that address's account may use it"),
  COUPON_FIRST_ORDER_ONLY: code("BAD_USER_INPUT", "The coupon is for a customer's first order, and this customer has ordered before"),
  COUPON_USED_UP: code("BAD_USER_INPUT", "The coupon has been used as many times as it can be, by everyone together"),
  COUPON_MINIMUM_NOT_MET: code("BAD_USER_INPUT", "The bag's subtotal is below the coupon's minimum order, `minimumOrder`"),
  COUPON_CATEGORY_MISMATCH: code("BAD_USER_INPUT", "The coupon applies only to products of `categoryIds`, and the bag has none"),
  COUPON_PREPAID_ONLY: code("BAD_USER_INPUT", "The coupon is for UPI payments, not cash on delivery"),

  // Checkout and payment.
  NOT_DELIVERABLE: code("BAD_USER_INPUT", "The shop does not deliver to this `postalCode` yet"),
  COD_NOT_AVAILABLE: code(
    "BAD_USER_INPUT",
    "Cash on delivery cannot be used for this order (over its limit, not at this pincode, or not for this customer); pay by UPI",
  ),
  CHECKOUT_NOT_PAID: code(
    "CONFLICT",
    "The checkout `checkoutId` is still waiting for its payment: finalize it after the provider confirms",
  ),
  CHECKOUT_EXPIRED: code(
    "CONFLICT",
    "The checkout `checkoutId` was not paid within its 15 minutes; its stock is back: place the order again",
  ),
  PAYMENT_FAILED: code("CONFLICT", "The payment for checkout `checkoutId` failed or was given up: try again or pay another way"),
  PAYMENT_PROVIDER_REFUSED: code("CONFLICT", "The payment provider refused the request (its reason is in the message)"),

  // Catalogue administration.
  CATEGORY_NOT_EMPTY: code(
    "CONFLICT",
    "A category that still has products cannot be deleted: move or delete its `productCount` products first",
  ),
  PRODUCT_HAS_ORDERS: code("CONFLICT", "A product that is part of orders cannot be deleted: unpublish it instead"),
  OPTION_IN_USE: code(
    "CONFLICT",
    "A product option (a size, colour, material...) still used by `productCount` products cannot be removed: take it off them first",
  ),
  IMPORT_ALREADY_STARTED: code("CONFLICT", "This catalogue import has already been started"),
  IMPORT_HAS_INVALID_ROWS: code("CONFLICT", "The import file has `invalidRows` invalid rows: fix the file, or import only the valid rows"),

  // Orders after checkout.
  ORDER_PAID: code("CONFLICT", "A paid order cannot be deleted: cancel it, which refunds it"),
  ORDER_INVOICED: code("CONFLICT", "An order with a tax invoice cannot be deleted: cancel it, which issues a credit note"),
  ORDER_STATUS_UNCHANGED: code("CONFLICT", "The order is already in the status asked for (`status`)"),
  ORDER_STATUS_NOT_ALLOWED: code(
    "CONFLICT",
    "The order cannot move from `status` to the status asked for; `allowed` lists where it can go",
  ),
  ORDER_CORRECTION_NOT_ALLOWED: code(
    "CONFLICT",
    "A status correction moves an order only between Pending, Processing, Shipped and Delivered",
  ),
  ORDER_NOT_CANCELLABLE: code(
    "CONFLICT",
    "The order (in `status`) can no longer be cancelled by the customer; once delivered it can be returned",
  ),
  SHIPPING_PROVIDER_MANUAL: code(
    "CONFLICT",
    "This shop ships by hand (SHIPPING_PROVIDER=manual): record the courier and AWB with the order's SHIPPED move instead",
  ),
  SHIPMENT_NOT_BOOKABLE: code(
    "CONFLICT",
    "Only a Pending or Processing order (`status`) is booked with a courier; one already booked is booked again only after a failure",
  ),
  SHIPPING_PROVIDER_FAILED: code("CONFLICT", "The courier aggregator refused or failed the request; the message gives its words"),
  SHIPMENT_NOT_BOOKED: code(
    "CONFLICT",
    "The order is not booked with the courier aggregator yet: book it first, then ask for its couriers' rates",
  ),
  ORDER_NOT_PAID: code("CONFLICT", "Nothing has been paid (or collected) for this order, so there is nothing to refund"),
  ORDER_FULLY_REFUNDED: code("CONFLICT", "The order has been refunded in full already"),
  REFUND_METHOD_MISMATCH: code(
    "CONFLICT",
    "Cash-on-delivery orders are refunded by hand and UPI orders through the provider; use the other way",
  ),
  REFUND_TOO_LARGE: code("BAD_USER_INPUT", "A refund cannot be more than what is left of the order, `refundable`"),
  ORDER_NOT_DELIVERED: code("CONFLICT", "Only a delivered order can be returned or exchanged"),
  RETURN_IN_PROGRESS: code("CONFLICT", "The order already has a return or exchange in progress"),
  RETURN_WINDOW_CLOSED: code("CONFLICT", "The return window closed on `closedOn`"),
  RETURN_STATUS_CHANGED: code("CONFLICT", "The return request is no longer in the status this action needs (`status` is its status now)"),

  // The shopper's own lists.
  ADDRESS_BOOK_FULL: code("CONFLICT", "The address book holds at most `limit` addresses: delete one first"),
  WISHLIST_FULL: code("CONFLICT", "The wishlist holds at most `limit` products: remove some first"),

  // Administration elsewhere.
  WEBHOOK_DELIVERY_PENDING: code("CONFLICT", "The webhook delivery is still being attempted: redeliver after it succeeds or fails"),
  GST_RATE_EXISTS: code("CONFLICT", "There is already a GST rate from this date for the same category or product"),
  GST_RATE_IN_EFFECT: code("CONFLICT", "A GST rate already in effect cannot be changed: add a new rate from the date it changes"),
  EMAIL_TAKEN: code("BAD_USER_INPUT", "An account with this email already exists: sign in instead"),
  PHONE_TAKEN: code(
    "BAD_USER_INPUT",
    "The mobile number already signs in to another account: sign in with it there, or use another number",
  ),
  OTP_INVALID: code(
    "BAD_USER_INPUT",
    "The one-time code is not right (the message says how many attempts are left), has expired or was used up: ask for a new one",
  ),
  STAFF_ROLE_NAME_TAKEN: code("CONFLICT", "Another staff role has this name (whatever its letter case): choose another"),
  STAFF_ROLE_IN_USE: code("CONFLICT", "Staff members hold this role: give them another role first (the message says how many)"),
  OWNER_ROLE_FIXED: code("CONFLICT", "The Owner role holds every permission and cannot be changed or deleted"),
  LAST_OWNER: code("CONFLICT", "This is the shop's last Owner: make someone else an Owner first"),
  PHONE_SIGN_IN_OFF: code("CONFLICT", "This shop has no SMS provider configured, so sign-in by phone is off: sign in with email"),

  // Staff accounts.
  SECOND_FACTOR_REQUIRED: code(
    "CONFLICT",
    "This staff account signs in with a second factor (or must enrol one): use staffSignIn, which asks for the code",
  ),
  SECOND_FACTOR_INVALID: code("BAD_USER_INPUT", "The authenticator code (or recovery code) is not right, or was already used"),
  SECOND_FACTOR_ALREADY_ENROLLED: code("CONFLICT", "The account already has a second factor"),
  INVITATION_INVALID: code("BAD_USER_INPUT", "The invitation link has expired, was revoked, replaced by a newer one, or already used"),
  INVITATION_CLOSED: code("CONFLICT", "The invitation was already accepted or revoked: it can no longer be resent or revoked"),
  ALREADY_STAFF: code("CONFLICT", "The email already belongs to a staff account"),
  STAFF_PROTECTED: code("CONFLICT", "The shop's owner cannot be suspended or removed, and nobody can suspend or remove themselves"),
} as const satisfies Record<string, CodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes of one kind, so an error class takes only codes that fit it. */
export type CodeOf<K extends ErrorKind> = { [C in ErrorCode]: (typeof ERROR_CODES)[C]["kind"] extends K ? C : never }[ErrorCode];

export const kindOf = (c: ErrorCode): ErrorKind => ERROR_CODES[c].kind;

/** The HTTP status an error of this code answers with. */
export const httpStatusOf = (c: ErrorCode): number => ERROR_KINDS[kindOf(c)].status;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
