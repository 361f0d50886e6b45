/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Accepts a staff invitation: a new account's name and password, or the password of the account the email already has */
export type AcceptStaffInvitationInput = {
  /** A new account's first name (at most 100 characters); ignored for an existing account */
  firstName?: string | null | undefined;
  /** A new account's last name (at most 100 characters); ignored for an existing account */
  lastName?: string | null | undefined;
  /** A new account's password (6 to 200 characters), or the existing account's password */
  password: string;
  /** The token from the invitation's link */
  token: string;
};

/** A product to put in the bag */
export type AddToCartInput = {
  /** One of the product's colors; omit for a product without colors */
  color?: string | null | undefined;
  /** Gift wrap this line: the shop's gift-wrap fee (ShopPolicies.giftWrapFee), charged once per line */
  giftWrap?: boolean;
  /** The guest's id when nobody is signed in: an id issued by createCart (older client-made ids, guest_<timestamp>_<random>, are still accepted); ignored for a signed-in customer, whose bag is found by their token */
  guestId?: string | null | undefined;
  /** The product to add */
  productId: string | number;
  /** How many, 1 to 999 (default 1) */
  quantity?: number;
  /** One of the product's sizes; omit for a product without sizes */
  size?: string | null | undefined;
  /** The variant chosen (its size and colour then need not be sent) */
  variantId?: string | number | null | undefined;
};

/** An address of the address book */
export type AddressInput = {
  /** Street address, at most 300 characters */
  address: string;
  /** City, at most 100 characters */
  city: string;
  /** The recipient's first name, at most 100 characters */
  firstName: string;
  /** Make this the address checkout picks first. The first address is the default anyway. */
  isDefault?: boolean | null | undefined;
  /** Home, Office, ... (at most 40 characters) */
  label: string;
  /** The recipient's last name, at most 100 characters */
  lastName: string;
  /** The recipient's phone number, 10 digits */
  phoneNo: string;
  /** The 6-digit pincode */
  postalCode: string;
  /** State, at most 100 characters; decides CGST + SGST against IGST */
  state: string;
};

/** What an audit entry records */
export type AuditAction =
  /** A row was deleted */
  | 'DELETE'
  /** Customer data left the shop: a CSV download or a list of accounts */
  | 'EXPORT'
  /** A row was created */
  | 'INSERT'
  /** A staff account signed in with its password */
  | 'SIGN_IN'
  /** A wrong password was given for a staff account */
  | 'SIGN_IN_FAILED'
  /** A row's fields were changed (only the changed fields are kept) */
  | 'UPDATE';

/** Which audit entries to list or export; every field narrows, none lists all */
export type AuditFilter = {
  /** Who: part of the staff account's email, or its id */
  actor?: string | null | undefined;
  /** The record's id exactly */
  entityId?: string | null | undefined;
  /** The kind of record exactly (`products`, `users`, ...) */
  entityType?: string | null | undefined;
  /** From this Indian day on (YYYY-MM-DD) */
  from?: string | null | undefined;
  /** Up to the end of this Indian day (YYYY-MM-DD) */
  to?: string | null | undefined;
};

/** The admin banner form */
export type BannerSlideInput = {
  /** What the slide shows, for people who cannot see it (at most 200 characters) */
  altText: string;
  /** The button's label; a button needs a link */
  buttonLabel?: string | null | undefined;
  /** A data: URL of a JPEG, PNG or WebP file up to 5 MB (stored), or an image URL; shown from 768px wide */
  desktopImage: string;
  /** The offer in a few words, shown over the picture */
  headline?: string | null | undefined;
  /** Whether shoppers see the slide (default true) */
  isActive?: boolean;
  /** Where the button (or, without one, the picture) goes: a path like /collections/wallets or an http(s) URL */
  link?: string | null | undefined;
  /** A data: URL of a JPEG, PNG or WebP file up to 5 MB (stored), or an image URL; shown below 768px wide */
  mobileImage: string;
  /** Its place in the banner, lowest first (0 or more, default 0) */
  position?: number;
  /** A line under the headline */
  text?: string | null | undefined;
};

/** DRY_RUN (checked, nothing written) -> QUEUED -> RUNNING (processedRows grows) -> DONE */
export type CatalogImportStatus =
  /** Every row to import has been written */
  | 'DONE'
  /** Checked by previewCatalogImport; nothing is written until startCatalogImport */
  | 'DRY_RUN'
  /** Started, waiting for the background worker */
  | 'QUEUED'
  /** Writing rows to the catalogue; processedRows grows */
  | 'RUNNING';

/** A category's picture; both parts optional */
export type CategoryImageInput = {
  /** Text describing the picture to people who cannot see it (at most 200 characters) */
  altText?: string | null | undefined;
  /** A data: URL of a JPEG, PNG or WebP file up to 5 MB, or an image URL */
  url?: string | null | undefined;
};

/** The admin category form. The slug is the handle, else built from the name. */
export type CategoryInput = {
  /** The description, up to 2000 characters */
  description: string;
  /** The collection page's address, /collections/{handle} (its slug): at most 100 letters, digits and dashes (spaces become dashes, the rest is dropped); another category's handle is refused. Empty or null: built from the name, with -2, -3, ... added when another category has it */
  handle?: string | null | undefined;
  /** The category's picture; null for none */
  image?: CategoryImageInput | null | undefined;
  /** Shoppers see published categories (and their products) only */
  isPublished?: boolean;
  /** The name, 1 to 100 characters */
  name: string;
  /** The meta description search engines and shares show, at most 160 characters; empty or null: the start of the description */
  seoDescription?: string | null | undefined;
  /** The title search engines and shares show before the shop's name, at most 70 characters; empty or null: the category's name */
  seoTitle?: string | null | undefined;
};

/** A new password for the signed-in account, proven by the current one */
export type ChangePasswordInput = {
  /** The password now; a wrong one is refused */
  currentPassword: string;
  /** The new password, 6 to 200 characters */
  newPassword: string;
};

/** AWAITING_PAYMENT (UPI, stock held for 15 minutes) -> COMPLETED (paid, order placed); or FAILED / EXPIRED (stock given back). COD checkouts are COMPLETED at once. */
export type CheckoutStatus =
  /** UPI: waiting for the payment; the stock is held for 15 minutes */
  | 'AWAITING_PAYMENT'
  /** Paid (or COD) and the order placed */
  | 'COMPLETED'
  /** Not paid within 15 minutes; stock given back */
  | 'EXPIRED'
  /** The payment failed or the shopper gave up (abandonCheckout); stock given back */
  | 'FAILED';

/** Admin: cash a courier paid to the shop, and the delivered COD orders it covers */
export type CodRemittanceInput = {
  /** What the courier paid, in paise; may differ from what the orders came to (the difference is kept) */
  amountPaise: number;
  /** The courier that paid, at most 100 characters */
  courier: string;
  /** The delivered COD orders it covers, 1 to 500, none already in a remittance */
  orderIds: Array<string | number>;
  /** The Indian date the money reached the bank, YYYY-MM-DD; not in the future */
  receivedOn: string;
  /** The bank reference (UTR) of the transfer, at most 100 characters */
  reference: string;
};

/** Cash on delivery rules; amounts in paise; in an update, each field left out keeps its value and null clears a limit */
export type CodSettingsInput = {
  /** Paise: added to orders paid on delivery; 0: no fee */
  feePaise?: number | null | undefined;
  /** Paise: the largest order total COD is offered for; null: no limit */
  maxOrderValuePaise?: number | null | undefined;
  /** Refused or returned COD orders after which a customer loses COD; null: never */
  refusalLimit?: number | null | undefined;
};

/** The second step of a staff sign-in */
export type CompleteStaffSignInInput = {
  /** The 6-digit code the authenticator app shows now, or one of the recovery codes */
  code: string;
  /** The token staffSignIn answered */
  secondStepToken: string;
};

/** What Razorpay Checkout's success handler received; the server verifies the signature and fetches the payment before anything is paid */
export type ConfirmRazorpayPaymentInput = {
  /** The checkout being paid */
  checkoutId: string | number;
  /** razorpay_order_id */
  razorpayOrderId: string;
  /** razorpay_payment_id */
  razorpayPaymentId: string;
  /** razorpay_signature */
  razorpaySignature: string;
};

/** Confirms a second factor with a code the app shows */
export type ConfirmSecondFactorInput = {
  /** The 6-digit code the authenticator app shows now */
  code: string;
  /** The ENROL token staffSignIn answered; null when signed in */
  secondStepToken?: string | null | undefined;
};

/** Where the shopper made the choice, as the consent log records it */
export type ConsentSource =
  /** The box at checkout's address and payment step */
  | 'CHECKOUT'
  /** The shopper's profile */
  | 'PROFILE';

/** A new coupon as the admin form sends it: percentOff or amountOffPaise (exactly one), or neither for a coupon that only makes delivery free (freeDelivery true) */
export type CouponInput = {
  /** Whether the coupon can be used (default true); false switches it off */
  active?: boolean;
  /** Paise: a fixed amount taken off, at least Rs. 1; not with percentOff */
  amountOffPaise?: number | null | undefined;
  /** The discount applies only to these categories' products; empty or null: the whole bag */
  categoryIds?: Array<string | number> | null | undefined;
  /** Trimmed and uppercased before it is saved */
  code: string;
  /** When the coupon stops working; not before today. A form that picks a date should send the end of that day. */
  expiresAt?: string | null | undefined;
  /** Only for a customer's first order (default false) */
  firstOrderOnly?: boolean;
  /** Delivery is free with the coupon (alone, or with its discount) */
  freeDelivery?: boolean;
  /** Paise: the bag's subtotal must be at least this; null: no minimum */
  minOrderPaise?: number | null | undefined;
  /** Orders one customer may use it on; null: no limit */
  perCustomerLimit?: number | null | undefined;
  /** A percentage of the subtotal taken off, 1 to 100; not with amountOffPaise */
  percentOff?: number | null | undefined;
  /** Only for orders paid by UPI */
  prepaidOnly?: boolean;
  /** When the coupon starts working; null: at once */
  startsAt?: string | null | undefined;
  /** Orders that may use it in all; null: no limit */
  usageLimit?: number | null | undefined;
};

/** Whether a coupon works now: active, switched off, past its expiry, not started yet, or every use taken */
export type CouponStatus =
  /** Works now */
  | 'ACTIVE'
  /** Past its expiry date */
  | 'EXPIRED'
  /** Switched off by an admin */
  | 'INACTIVE'
  /** Its start date has not come yet */
  | 'SCHEDULED'
  /** Every use it allows is taken */
  | 'USED_UP';

/** Who carries a shipment; OTHER for any courier not listed (or a hand delivery) */
export type Courier =
  /** Blue Dart */
  | 'BLUE_DART'
  /** Delhivery */
  | 'DELHIVERY'
  /** DTDC */
  | 'DTDC'
  /** Ekart */
  | 'EKART'
  /** India Post */
  | 'INDIA_POST'
  /** Any other courier, or a hand delivery: no tracking link */
  | 'OTHER'
  /** Xpressbees */
  | 'XPRESSBEES';

/** Places the signed-in customer's bag: the server prices it and checks the total the shopper saw */
export type CreateCheckoutInput = {
  /** Where the order's emails go, for an account that signs in by phone only (required then); kept with the order, not the account. Ignored for an account with an email. */
  contactEmail?: string | null | undefined;
  /** A coupon code; checked again here, not only by checkCoupon */
  couponCode?: string | null | undefined;
  /** Paise: the total the shopper was shown (e.g. 129950 for Rs. 1,299.50). If the server's total differs the checkout is refused (PRICES_CHANGED) and nothing is taken. */
  expectedTotalPaise: number;
  /** A fresh random key per attempt to place an order (e.g. a UUID). Sending the same key again returns the same checkout instead of placing a second order. */
  idempotencyKey: string;
  /** UPI or cash on delivery */
  paymentMethod: PaymentMethod;
  /** Where the order goes */
  shippingInfo: ShippingInfoInput;
};

/** A new outbound webhook endpoint */
export type CreateWebhookEndpointInput = {
  /** A note for admins: whose endpoint this is */
  description?: string;
  /** The events it receives: at least one */
  events: Array<WebhookEventType>;
  /** Where to POST deliveries: https:// (or http://); private and loopback addresses are refused unless the shop allows them */
  url: string;
};

/** What the provider's receipts say about a sent message */
export type DeliveryStatus =
  /** Reached the shopper's phone */
  | 'DELIVERED'
  /** The provider could not deliver it */
  | 'FAILED'
  /** The shopper opened it (WhatsApp read receipts) */
  | 'READ'
  /** Accepted by the provider */
  | 'SENT';

/** Centimetres */
export type DimensionsInput = {
  /** Height in centimetres, 0 or more; null when not given */
  height?: number | null | undefined;
  /** Length in centimetres, 0 or more; null when not given */
  length?: number | null | undefined;
  /** Width in centimetres, 0 or more; null when not given */
  width?: number | null | undefined;
};

/** A percentage of the subtotal, a fixed amount off, or no discount (FREE_DELIVERY: the coupon only makes delivery free) */
export type DiscountType =
  /** A fixed amount off */
  | 'AMOUNT'
  /** No discount: the coupon only makes delivery free */
  | 'FREE_DELIVERY'
  /** A percentage (1-100) of the subtotal */
  | 'PERCENTAGE';

/** The contact-us or bulk-order form */
export type EnquiryInput = {
  /** The sender's email, at most 200 characters */
  email: string;
  /** Which form (default CONTACT) */
  kind?: EnquiryKind;
  /** The message, at most 5000 characters */
  message: string;
  /** The sender's name, at most 100 characters */
  name: string;
  /** The sender's phone number, 10 digits */
  phone: string;
  /** Units wanted, for a bulk order */
  quantity?: number | null | undefined;
};

/** A general message, or a request for a bulk order */
export type EnquiryKind =
  /** The bulk-order form */
  | 'BULK_ORDER'
  /** The contact-us form */
  | 'CONTACT';

/** What went wrong, for programs: every error's `extensions.code` (and `code` in a REST error body) is one of these. Switch on the code, never on the message, which is for people and may change */
export type ErrorCode =
  /** The address book holds at most `limit` addresses: delete one first (kind CONFLICT) */
  | 'ADDRESS_BOOK_FULL'
  /** The email already belongs to a staff account (kind CONFLICT) */
  | 'ALREADY_STAFF'
  /** The HTTP request is not one the server understands (a GraphQL request with no query or the wrong content type, a body it cannot read) (kind BAD_REQUEST) */
  | 'BAD_REQUEST'
  /** An input field is wrong (missing, malformed, out of range); `field` names it and `fields` lists every problem (kind BAD_USER_INPUT) */
  | 'BAD_USER_INPUT'
  /** The bag is not the one the shopper last saw (changed in another tab): show it again before placing the order (kind CONFLICT) */
  | 'BAG_CHANGED'
  /** A bag holds at most `limit` units of one size and colour (kind BAD_USER_INPUT) */
  | 'BAG_QUANTITY_LIMIT'
  /** The body is over the size limit: `BODY_LIMIT` (100 kB) for most requests, more only for an admin's forms with inline images (kind PAYLOAD_TOO_LARGE) */
  | 'BODY_TOO_LARGE'
  /** A category that still has products cannot be deleted: move or delete its `productCount` products first (kind CONFLICT) */
  | 'CATEGORY_NOT_EMPTY'
  /** The checkout `checkoutId` was not paid within its 15 minutes; its stock is back: place the order again (kind CONFLICT) */
  | 'CHECKOUT_EXPIRED'
  /** The checkout `checkoutId` is still waiting for its payment: finalize it after the provider confirms (kind CONFLICT) */
  | 'CHECKOUT_NOT_PAID'
  /** Cash on delivery cannot be used for this order (over its limit, not at this pincode, or not for this customer); pay by UPI (kind BAD_USER_INPUT) */
  | 'COD_NOT_AVAILABLE'
  /** This customer has used the coupon as often as it allows (`limit` times) (kind BAD_USER_INPUT) */
  | 'COUPON_ALREADY_USED'
  /** The coupon applies only to products of `categoryIds`, and the bag has none (kind BAD_USER_INPUT) */
  | 'COUPON_CATEGORY_MISMATCH'
  /** The coupon's expiry date has passed (kind BAD_USER_INPUT) */
  | 'COUPON_EXPIRED'
  /** The coupon is for a customer's first order, and this customer has ordered before (kind BAD_USER_INPUT) */
  | 'COUPON_FIRST_ORDER_ONLY'
  /** The coupon exists but has been switched off (kind BAD_USER_INPUT) */
  | 'COUPON_INACTIVE'
  /** The bag's subtotal is below the coupon's minimum order, `minimumOrder` (kind BAD_USER_INPUT) */
  | 'COUPON_MINIMUM_NOT_MET'
  /** No coupon has this code (kind BAD_USER_INPUT) */
  | 'COUPON_NOT_FOUND'
  /** The coupon can be used only from `startsAt` (kind BAD_USER_INPUT) */
  | 'COUPON_NOT_STARTED'
  /** The coupon was sent to one email address, and only that address's account may use it (kind BAD_USER_INPUT) */
  | 'COUPON_NOT_YOURS'
  /** The coupon is for UPI payments, not cash on delivery (kind BAD_USER_INPUT) */
  | 'COUPON_PREPAID_ONLY'
  /** The coupon has been used as many times as it can be, by everyone together (kind BAD_USER_INPUT) */
  | 'COUPON_USED_UP'
  /** An account with this email already exists: sign in instead (kind BAD_USER_INPUT) */
  | 'EMAIL_TAKEN'
  /** A checkout needs something in the bag (kind CONFLICT) */
  | 'EMPTY_BAG'
  /** The signed-in viewer may not do this (an admin operation called by a customer) (kind FORBIDDEN) */
  | 'FORBIDDEN'
  /** The GraphQL document is not valid syntax (kind BAD_REQUEST) */
  | 'GRAPHQL_PARSE_FAILED'
  /** The GraphQL document does not match the schema (an unknown field, a missing argument) (kind BAD_REQUEST) */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** There is already a GST rate from this date for the same category or product (kind CONFLICT) */
  | 'GST_RATE_EXISTS'
  /** A GST rate already in effect cannot be changed: add a new rate from the date it changes (kind CONFLICT) */
  | 'GST_RATE_IN_EFFECT'
  /** This catalogue import has already been started (kind CONFLICT) */
  | 'IMPORT_ALREADY_STARTED'
  /** The import file has `invalidRows` invalid rows: fix the file, or import only the valid rows (kind CONFLICT) */
  | 'IMPORT_HAS_INVALID_ROWS'
  /** The shop failed unexpectedly; nothing was changed that the client must undo, and a retry may succeed (kind INTERNAL) */
  | 'INTERNAL_SERVER_ERROR'
  /** The guest id is not one the shop issues: get a new one with createCart (the old bag cannot be found by it) (kind BAD_USER_INPUT) */
  | 'INVALID_GUEST_ID'
  /** The invitation was already accepted or revoked: it can no longer be resent or revoked (kind CONFLICT) */
  | 'INVITATION_CLOSED'
  /** The invitation link has expired, was revoked, replaced by a newer one, or already used (kind BAD_USER_INPUT) */
  | 'INVITATION_INVALID'
  /** This is the shop's last Owner: make someone else an Owner first (kind CONFLICT) */
  | 'LAST_OWNER'
  /** The body says it is JSON but is not (or is JSON other than an object or a list) (kind BAD_REQUEST) */
  | 'MALFORMED_JSON'
  /** The REST path does not take this HTTP method; `allowed` (and the `Allow` header) lists those it takes (kind METHOD_NOT_ALLOWED) */
  | 'METHOD_NOT_ALLOWED'
  /** The shop does not deliver to this `postalCode` yet (kind BAD_USER_INPUT) */
  | 'NOT_DELIVERABLE'
  /** What the request names does not exist, or is not visible to this viewer (another customer's order) (kind NOT_FOUND) */
  | 'NOT_FOUND'
  /** Only the shop's own apps' operations are accepted from guests and customers (trusted documents) (kind BAD_REQUEST) */
  | 'OPERATION_NOT_TRUSTED'
  /** The document has several operations and `operationName` does not pick one (kind BAD_REQUEST) */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** A product option (a size, colour, material...) still used by `productCount` products cannot be removed: take it off them first (kind CONFLICT) */
  | 'OPTION_IN_USE'
  /** A status correction moves an order only between Pending, Processing, Shipped and Delivered (kind CONFLICT) */
  | 'ORDER_CORRECTION_NOT_ALLOWED'
  /** The order has been refunded in full already (kind CONFLICT) */
  | 'ORDER_FULLY_REFUNDED'
  /** An order with a tax invoice cannot be deleted: cancel it, which issues a credit note (kind CONFLICT) */
  | 'ORDER_INVOICED'
  /** The order (in `status`) can no longer be cancelled by the customer; once delivered it can be returned (kind CONFLICT) */
  | 'ORDER_NOT_CANCELLABLE'
  /** Only a delivered order can be returned or exchanged (kind CONFLICT) */
  | 'ORDER_NOT_DELIVERED'
  /** Nothing has been paid (or collected) for this order, so there is nothing to refund (kind CONFLICT) */
  | 'ORDER_NOT_PAID'
  /** A paid order cannot be deleted: cancel it, which refunds it (kind CONFLICT) */
  | 'ORDER_PAID'
  /** The order cannot move from `status` to the status asked for; `allowed` lists where it can go (kind CONFLICT) */
  | 'ORDER_STATUS_NOT_ALLOWED'
  /** The order is already in the status asked for (`status`) (kind CONFLICT) */
  | 'ORDER_STATUS_UNCHANGED'
  /** The one-time code is not right (the message says how many attempts are left), has expired or was used up: ask for a new one (kind BAD_USER_INPUT) */
  | 'OTP_INVALID'
  /** Not enough units of a size and colour: `productId`, `variantId` and `unitsLeft` (0 when sold out) say which and how many can still be had (kind CONFLICT) */
  | 'OUT_OF_STOCK'
  /** The Owner role holds every permission and cannot be changed or deleted (kind CONFLICT) */
  | 'OWNER_ROLE_FIXED'
  /** The payment for checkout `checkoutId` failed or was given up: try again or pay another way (kind CONFLICT) */
  | 'PAYMENT_FAILED'
  /** The payment provider refused the request (its reason is in the message) (kind CONFLICT) */
  | 'PAYMENT_PROVIDER_REFUSED'
  /** An automatic persisted query's hash is unknown: send the full document with it (kind BAD_REQUEST) */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** Automatic persisted queries are not accepted here (kind BAD_REQUEST) */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /** This shop has no SMS provider configured, so sign-in by phone is off: sign in with email (kind CONFLICT) */
  | 'PHONE_SIGN_IN_OFF'
  /** The mobile number already signs in to another account: sign in with it there, or use another number (kind BAD_USER_INPUT) */
  | 'PHONE_TAKEN'
  /** The total is not the one the shopper was shown: `total` is the total now and `expectedTotal` the one sent; show the new total and ask again (kind CONFLICT) */
  | 'PRICES_CHANGED'
  /** A product that is part of orders cannot be deleted: unpublish it instead (kind CONFLICT) */
  | 'PRODUCT_HAS_ORDERS'
  /** A product (or its size or colour) is no longer sold: `productId` and, when known, `variantId` say which; remove it from the bag (kind CONFLICT) */
  | 'PRODUCT_UNAVAILABLE'
  /** The operation is too deep, too costly or has too many aliases (limits in the README) (kind BAD_REQUEST) */
  | 'QUERY_TOO_COMPLEX'
  /** Cash-on-delivery orders are refunded by hand and UPI orders through the provider; use the other way (kind CONFLICT) */
  | 'REFUND_METHOD_MISMATCH'
  /** A refund cannot be more than what is left of the order, `refundable` (kind BAD_USER_INPUT) */
  | 'REFUND_TOO_LARGE'
  /** The order already has a return or exchange in progress (kind CONFLICT) */
  | 'RETURN_IN_PROGRESS'
  /** The return request is no longer in the status this action needs (`status` is its status now) (kind CONFLICT) */
  | 'RETURN_STATUS_CHANGED'
  /** The return window closed on `closedOn` (kind CONFLICT) */
  | 'RETURN_WINDOW_CLOSED'
  /** The account already has a second factor (kind CONFLICT) */
  | 'SECOND_FACTOR_ALREADY_ENROLLED'
  /** The authenticator code (or recovery code) is not right, or was already used (kind BAD_USER_INPUT) */
  | 'SECOND_FACTOR_INVALID'
  /** This staff account signs in with a second factor (or must enrol one): use staffSignIn, which asks for the code (kind CONFLICT) */
  | 'SECOND_FACTOR_REQUIRED'
  /** The shop cannot reach its database for a moment; retry after `retryAfterSeconds` (kind SERVICE_UNAVAILABLE) */
  | 'SERVICE_UNAVAILABLE'
  /** Only a Pending or Processing order (`status`) is booked with a courier; one already booked is booked again only after a failure (kind CONFLICT) */
  | 'SHIPMENT_NOT_BOOKABLE'
  /** The order is not booked with the courier aggregator yet: book it first, then ask for its couriers' rates (kind CONFLICT) */
  | 'SHIPMENT_NOT_BOOKED'
  /** The courier aggregator refused or failed the request; the message gives its words (kind CONFLICT) */
  | 'SHIPPING_PROVIDER_FAILED'
  /** This shop ships by hand (SHIPPING_PROVIDER=manual): record the courier and AWB with the order's SHIPPED move instead (kind CONFLICT) */
  | 'SHIPPING_PROVIDER_MANUAL'
  /** The shop's owner cannot be suspended or removed, and nobody can suspend or remove themselves (kind CONFLICT) */
  | 'STAFF_PROTECTED'
  /** Staff members hold this role: give them another role first (the message says how many) (kind CONFLICT) */
  | 'STAFF_ROLE_IN_USE'
  /** Another staff role has this name (whatever its letter case): choose another (kind CONFLICT) */
  | 'STAFF_ROLE_NAME_TAKEN'
  /** A rate limit was reached (login attempts, anonymous writes); `retryAfterSeconds` says when to try again (kind TOO_MANY_REQUESTS) */
  | 'TOO_MANY_REQUESTS'
  /** Nobody is signed in, or the token has expired or was ended (logout, password change): sign in again (kind UNAUTHENTICATED) */
  | 'UNAUTHENTICATED'
  /** No REST path is this one: /api/openapi.json lists them all (kind NOT_FOUND) */
  | 'UNKNOWN_API_PATH'
  /** The body's `Content-Encoding` or charset is not one the shop reads: send UTF-8 JSON, plain or gzip, deflate or br (kind UNSUPPORTED_MEDIA_TYPE) */
  | 'UNSUPPORTED_BODY_ENCODING'
  /** The webhook delivery is still being attempted: redeliver after it succeeds or fails (kind CONFLICT) */
  | 'WEBHOOK_DELIVERY_PENDING'
  /** The wishlist holds at most `limit` products: remove some first (kind CONFLICT) */
  | 'WISHLIST_FULL';

/** An HSN code and GST rate for a category or a product (one of them), from a date on */
export type GstRateInput = {
  /** The category the rate is for; give either this or productId */
  categoryId?: string | number | null | undefined;
  /** YYYY-MM-DD: orders placed on this Indian date or later use the rate */
  effectiveFrom: string;
  /** The HSN code, 4, 6 or 8 digits */
  hsn: string;
  /** Overrides the product's category */
  productId?: string | number | null | undefined;
  /** Percent, e.g. 18 or 0.25 */
  rate: number;
};

/** GST of delivery, gift wrap and goods without a category rate; rates in percent; in an update, each field left out keeps its value */
export type GstSettingsInput = {
  /** HSN of goods without a rate of their own, 4, 6 or 8 digits */
  defaultGoodsHsn?: string | null | undefined;
  /** GST percent of goods without a rate of their own, 0 to 100 with at most two decimals */
  defaultGoodsRate?: number | null | undefined;
  /** GST percent of the delivery charge, 0 to 100 with at most two decimals */
  deliveryRate?: number | null | undefined;
  /** SAC of the delivery charge, 4, 6 or 8 digits */
  deliverySac?: string | null | undefined;
  /** HSN of gift wrap, 4, 6 or 8 digits */
  giftWrapHsn?: string | null | undefined;
  /** GST percent of gift wrap, 0 to 100 with at most two decimals */
  giftWrapRate?: number | null | undefined;
};

/** The file format of a stored image size */
export type ImageFormat =
  /** JPEG: for every browser */
  | 'JPEG'
  /** WebP: smaller files, for browsers that take them */
  | 'WEBP';

/** A product picture and its alt text */
export type ImageInput = {
  /** Describes the picture; the product name when empty */
  altText?: string | null | undefined;
  /** A data: URL of a JPEG, PNG or WebP file up to 5 MB (stored and replaced by its /assets/ URL), or the URL of an image already stored or on the web */
  url?: string | null | undefined;
};

/** Where a staff invitation stands */
export type InvitationStatus =
  /** The invitee is staff now */
  | 'ACCEPTED'
  /** Not accepted in time: resend it for a new link */
  | 'EXPIRED'
  /** Sent, and its link can still be accepted */
  | 'PENDING'
  /** Withdrawn by the owner; its link is refused */
  | 'REVOKED';

/** Who to invite to the staff, and as what */
export type InviteStaffInput = {
  /** The invitee's email; the invitation's link is sent there */
  email: string;
  /** The staff role the invitee gets on accepting */
  roleId: string | number;
};

/** Order, invoice and credit note numbering; in an update, each field left out keeps its value */
export type InvoicingSettingsInput = {
  /** Credit note numbers' prefix, 1 to 3 letters or digits */
  creditNotePrefix?: string | null | undefined;
  /** Invoice numbers' prefix, 1 to 3 letters or digits */
  invoicePrefix?: string | null | undefined;
  /** Order numbers' prefix, 1 to 3 letters or digits (BZ gives BZ-10234) */
  orderPrefix?: string | null | undefined;
};

/** Email and password */
export type LoginInput = {
  /** The account's email */
  email: string;
  /** The account's password */
  password: string;
};

/** Admin: records a refund made by hand for a cash-on-delivery order (a UPI or bank transfer to the customer) */
export type ManualRefundInput = {
  /** In paise */
  amountPaise: number;
  /** MANUAL_UPI or MANUAL_BANK */
  method: RefundMethod;
  /** The delivered cash-on-delivery order */
  orderId: string | number;
  /** Why, at most 500 characters */
  reason: string;
  /** The UPI transaction reference or bank reference of the transfer */
  reference: string;
};

/** How a COD order's refund for a return was sent by hand */
export type ManualReturnRefundInput = {
  /** MANUAL_UPI or MANUAL_BANK */
  method: RefundMethod;
  /** The UPI or bank transfer's reference, at most 100 characters */
  reference: string;
};

/** A way the shop reaches a shopper */
export type MessageChannel =
  /** Email, through the shop's mail server */
  | 'EMAIL'
  /** SMS, through MSG91 with DLT-registered templates */
  | 'SMS'
  /** WhatsApp, through the WhatsApp Cloud API */
  | 'WHATSAPP';

/** Why a message is sent, which decides the consent it needs and whether quiet hours hold it back */
export type MessagePurpose =
  /** Offers: needs its own opt-in, never sent between 21:00 and 09:00 India time */
  | 'MARKETING'
  /** About the shopper's own order or account (order updates) */
  | 'TRANSACTIONAL';

/** Where a message is in the shop's hands */
export type MessageStatus =
  /** Held back by quiet hours until its sendAfter */
  | 'DEFERRED'
  /** The provider refused it, or every retry failed */
  | 'FAILED'
  /** Waiting for the job queue to send it (retried after a provider's outage) */
  | 'QUEUED'
  /** The provider accepted it (its deliveryStatus follows the provider's receipts) */
  | 'SENT'
  /** Not sent: the shopper withdrew the consent it needed before its turn came */
  | 'WITHDRAWN';

/** A shopper's choice about WhatsApp or SMS messages to a phone */
export type MessagingConsentInput = {
  /** WHATSAPP or SMS (email needs no opt-in for one's own orders) */
  channel: MessageChannel;
  /** true to opt in, false to opt out */
  granted: boolean;
  /** The mobile number the messages go to, as typed (an Indian mobile number) */
  phone: string;
  /** TRANSACTIONAL: updates about my orders; MARKETING: offers (a separate opt-in) */
  purpose: MessagePurpose;
  /** Where the shopper made the choice */
  source: ConsentSource;
};

/** Which orders the admin list shows */
export type OrderFilterInput = {
  /** Placed at or after this moment */
  from?: string | null | undefined;
  /** An order number (BZ-10234, or its serial 10234), an order id or its first characters, a customer's email, or a name on the address */
  search?: string | null | undefined;
  /** Only orders in this status; null for any */
  status?: OrderStatus | null | undefined;
  /** Placed before this moment */
  to?: string | null | undefined;
};

/** PENDING -> PROCESSING -> SHIPPED -> DELIVERED (PENDING may ship at once); CANCELLED only before it ships; after delivery a return or exchange request makes it RETURN_REQUESTED, then RETURNED or EXCHANGED when the parcel comes back (DELIVERED again if the request is rejected); a SHIPPED parcel refused at delivery comes back RETURNED_TO_ORIGIN (RTO). Enforced by the server. */
export type OrderStatus =
  /** Cancelled before shipping: stock given back, a paid order refunded */
  | 'CANCELLED'
  /** Delivered (Order.deliveredAt); a COD order is paid then */
  | 'DELIVERED'
  /** An exchanged parcel came back and a replacement order was placed */
  | 'EXCHANGED'
  /** Placed, not yet being packed */
  | 'PENDING'
  /** Being packed */
  | 'PROCESSING'
  /** A returned parcel came back */
  | 'RETURNED'
  /** The parcel was refused or undeliverable and came back (RTO) */
  | 'RETURNED_TO_ORIGIN'
  /** Delivered, with a return or exchange request open */
  | 'RETURN_REQUESTED'
  /** Handed to the courier (Order.shipment) */
  | 'SHIPPED';

/** The parcel assumed for products without a weight; in an update, each field left out keeps its value */
export type ParcelSettingsInput = {
  /** The box's breadth, centimetres (1 to 300) */
  breadthCm?: number | null | undefined;
  /** The box's height, centimetres (1 to 300) */
  heightCm?: number | null | undefined;
  /** The box's length, centimetres (1 to 300) */
  lengthCm?: number | null | undefined;
  /** Grams a unit weighs when its product has no weight (1 to 50,000) */
  weightGrams?: number | null | undefined;
};

/** UPI through the payment provider, or cash on delivery */
export type PaymentMethod =
  /** Cash on delivery: paid to the courier; the shop's COD fee applies */
  | 'COD'
  /** Paid by UPI through the payment provider before the order is placed */
  | 'UPI';

/** CREATED (the provider's order exists, the shopper has not paid), CAPTURED (money taken), FAILED (the last attempt failed; a later one may still succeed) */
export type PaymentRecordStatus =
  /** The money was taken */
  | 'CAPTURED'
  /** The provider's order exists; the shopper has not paid */
  | 'CREATED'
  /** The last attempt failed; a later one may still succeed */
  | 'FAILED';

/** How shoppers may pay through Razorpay; in an update, a field left out keeps its value */
export type PaymentSettingsInput = {
  /** The methods Razorpay Checkout offers shoppers: at least one */
  razorpayMethods?: Array<RazorpayMethod> | null | undefined;
};

/** UNPAID until the payment provider confirms the payment (a COD order until it is delivered and the cash collected); PAID; REFUND_PENDING while a refund is on its way (asked, or pending at the provider); PARTIALLY_REFUNDED or REFUNDED once the money has gone back (failed refunds do not count) */
export type PaymentStatus =
  /** Paid in full, nothing refunded */
  | 'PAID'
  /** Part of what was paid has been refunded */
  | 'PARTIALLY_REFUNDED'
  /** Everything paid has been refunded */
  | 'REFUNDED'
  /** A refund is on its way: asked of the provider, the money has not moved yet */
  | 'REFUND_PENDING'
  /** Nothing paid yet */
  | 'UNPAID';

/** Something a staff member may do; a staff role is a named set of them */
export type Permission =
  /** Ship orders, print labels, record deliveries and refusals, decide and receive returns */
  | 'FULFIL_ORDERS'
  /** Refund orders, record manual refunds, refund stray captures */
  | 'ISSUE_REFUNDS'
  /** Products, variants, options, categories, catalogue imports and exports */
  | 'MANAGE_CATALOGUE'
  /** Orders: read any order, correct an order's status, delete an order */
  | 'MANAGE_ORDERS'
  /** Coupons, the home banner and other promotions */
  | 'MANAGE_PROMOTIONS'
  /** Payments, GST rates, delivery and cash-on-delivery rules, webhooks, reconciliation and failed jobs */
  | 'MANAGE_SETTINGS'
  /** Staff roles and which role each staff member has */
  | 'MANAGE_STAFF'
  /** Customer accounts, subscribers and enquiries, and ending a customer's sessions */
  | 'VIEW_CUSTOMERS'
  /** The dashboard's revenue, sales reports, the GST report, payouts and remittances */
  | 'VIEW_REPORTS';

/** Which products to list. Values within one field are alternatives (red or blue); fields combine (red and under Rs. 2,000). Case does not matter. */
export type ProductFilterInput = {
  /** Any of these brands (at most 20) */
  brands?: Array<string> | null | undefined;
  /** Category slug or id */
  category?: string | null | undefined;
  /** Collection name, e.g. "Bag's on sale" */
  collection?: string | null | undefined;
  /** Any of these colours (at most 20) */
  colors?: Array<string> | null | undefined;
  /** male, female, unisex */
  genders?: Array<string> | null | undefined;
  /** Admins only: include unpublished products and categories */
  includeUnpublished?: boolean;
  /** true: published (active) products only; false: unpublished drafts only (with includeUnpublished); null: both */
  isPublished?: boolean | null | undefined;
  /** Any of these materials (at most 20) */
  materials?: Array<string> | null | undefined;
  /** Paise: inclusive */
  maxPricePaise?: number | null | undefined;
  /** Paise: inclusive; a product matches when one of its in-stock variants sells within the range (its discount price when lower) */
  minPricePaise?: number | null | undefined;
  /** Words to look for in name, brand, tags and description; tolerates typos */
  search?: string | null | undefined;
  /** Any of these sizes (at most 20) */
  sizes?: Array<string> | null | undefined;
};

/** The admin product form for a new product. Amounts in paise. The slug is built from the name. */
export type ProductInput = {
  /** The brand, at most 100 characters; null for none */
  brand?: string | null | undefined;
  /** The category's id */
  category: string | number;
  /** Marketing collection, at most 100 characters; null for none */
  collection?: string | null | undefined;
  /** Colours of productOptions.colors (any case) */
  colors?: Array<string> | null | undefined;
  /** Units in stock, 0 to 1,000,000. With `variants` it is their sum; without, it is split evenly over every size and colour */
  countInStock: number;
  /** HTML; scripts, event handlers and javascript: links are removed */
  description: string;
  /** Its size in centimetres; null when not given */
  dimensions?: DimensionsInput | null | undefined;
  /** Paise: null for no discount. Shoppers pay it when it is lower than the price. */
  discountPricePaise?: number | null | undefined;
  /** male, female or unisex */
  gender?: string | null | undefined;
  /** The product page's address, /product/{handle} (its slug): at most 200 letters, digits and dashes (spaces become dashes, the rest is dropped). Empty or null: built from the name, with -2, -3, ... added when another product has it. Another product's handle is refused */
  handle?: string | null | undefined;
  /** The product's pictures, at most 10, the first is the main one */
  images?: Array<ImageInput> | null | undefined;
  /** Whether the product is marked as featured (default false) */
  isFeatured?: boolean;
  /** Shoppers see published products only */
  isPublished?: boolean;
  /** A material of productOptions.materials (any case) */
  material?: string | null | undefined;
  /** At most 200 characters; the slug is built from it */
  name: string;
  /** Paise: what the product sells for */
  pricePaise: number;
  /** The meta description search engines and shares show, at most 160 characters; empty or null: the start of the description */
  seoDescription?: string | null | undefined;
  /** The title search engines and shares show, at most 70 characters; empty or null: the product's name */
  seoTitle?: string | null | undefined;
  /** Sizes of productOptions.sizes (any case) */
  sizes?: Array<string> | null | undefined;
  /** Unique; generated when empty */
  sku?: string | null | undefined;
  /** Words shoppers may search for */
  tags?: Array<string> | null | undefined;
  /** The variant grid: one entry per size and colour sold. Omitted: every size with every colour, countInStock split evenly (variants already there keep their SKU, price and photos) */
  variants?: Array<VariantInput> | null | undefined;
  /** Kilograms */
  weight?: number | null | undefined;
};

/** Which list of the catalogue an option value belongs to */
export type ProductOptionKind =
  /** A colour, with its swatch (Product.colors, a variant's colour) */
  | 'COLOR'
  /** A material (Product.material) */
  | 'MATERIAL'
  /** A size (Product.sizes, a variant's size) */
  | 'SIZE';

/** A size, colour or material to add to the catalogue's option lists */
export type ProductOptionValueInput = {
  /** Which list it belongs to */
  kind: ProductOptionKind;
  /** 1 to 30 letters, digits, spaces, hyphens, dots, slashes or &; colours are stored lowercase, materials capitalised */
  name: string;
  /** A colour's swatch as #rrggbb (required for a colour, none for a size or material) */
  swatch?: string | null | undefined;
};

/** Order of a product list. Default: RELEVANCE when searching, else NEWEST. */
export type ProductSort =
  /** By name, A to Z (case does not matter) */
  | 'NAME_ASC'
  /** By name, Z to A (case does not matter) */
  | 'NAME_DESC'
  /** Newest products first */
  | 'NEWEST'
  /** Most units sold in placed orders first, then highest rated */
  | 'POPULARITY'
  /** Cheapest first, by the lowest price an in-stock variant sells at (Product.fromPrice) */
  | 'PRICE_ASC'
  /** Dearest first, by the lowest price an in-stock variant sells at (Product.fromPrice) */
  | 'PRICE_DESC'
  /** Highest rated first, then most reviewed */
  | 'RATING'
  /** Best search match first (only with a search; otherwise POPULARITY) */
  | 'RELEVANCE'
  /** Fewest units in stock first */
  | 'STOCK_ASC'
  /** Most units in stock first */
  | 'STOCK_DESC'
  /** Longest unchanged first */
  | 'UPDATED_ASC'
  /** Last changed first */
  | 'UPDATED_DESC';

/** A way of paying in Razorpay Checkout */
export type RazorpayMethod =
  /** Debit and credit cards */
  | 'CARD'
  /** Net banking */
  | 'NETBANKING'
  /** UPI apps and UPI ids */
  | 'UPI'
  /** Wallets (Paytm, PhonePe...) */
  | 'WALLET';

/** Admin: the returned parcel arrived */
export type ReceiveReturnInput = {
  /** For a cash-on-delivery order's return: the refund you sent by hand */
  manualRefund?: ManualReturnRefundInput | null | undefined;
  /** Whether the items go back on sale (false for damaged ones) */
  restock: boolean;
};

/** How the shop's payments and Razorpay's disagree */
export type ReconciliationDifferenceKind =
  /** Both captured it, for different amounts */
  | 'AMOUNT_DIFFERS'
  /** The shop counts a payment as captured that Razorpay has not captured (or does not have) */
  | 'NOT_CAPTURED_AT_PROVIDER'
  /** Razorpay captured a payment the shop does not count as captured */
  | 'NOT_CAPTURED_IN_SHOP'
  /** Razorpay captured a payment the shop has no record of */
  | 'UNKNOWN_TO_SHOP';

/** PROVIDER (through the payment provider, back to where the UPI payment came from), or a manual refund an admin made and recorded: MANUAL_UPI or MANUAL_BANK */
export type RefundMethod =
  /** Paid back by bank transfer by an admin, and recorded */
  | 'MANUAL_BANK'
  /** Paid back by UPI by an admin, and recorded */
  | 'MANUAL_UPI'
  /** Through the payment provider, back to where the UPI payment came from */
  | 'PROVIDER';

/** Admin: refunds (part of) a paid UPI order through the payment provider */
export type RefundOrderInput = {
  /** In paise; omitted: everything not yet refunded */
  amountPaise?: number | null | undefined;
  /** The paid UPI order */
  orderId: string | number;
  /** Why: shown to admins in the order's history and to the customer in the refund email */
  reason: string;
};

/** REQUESTED (recorded by the shop, being sent to the provider), PENDING (accepted by the provider, the money has not moved yet), PROCESSED (the provider has sent the money; manual refunds are recorded as processed), FAILED (refused by the provider, see failure; its amount can be refunded again) */
export type RefundStatus =
  /** The provider refused or could not make the refund (failure says why); its amount can be refunded again */
  | 'FAILED'
  /** Accepted by the provider, not yet processed */
  | 'PENDING'
  /** The money was sent (manual refunds are recorded as processed) */
  | 'PROCESSED'
  /** Recorded by the shop and being sent to the provider */
  | 'REQUESTED';

/** A new customer account */
export type RegisterInput = {
  /** The account's email; one account per email */
  email: string;
  /** First name, at most 100 characters */
  firstName: string;
  /** Last name, at most 100 characters */
  lastName: string;
  /** The password, 6 to 200 characters */
  password: string;
};

/** A customer's request to return or exchange items of a delivered order, within the return window */
export type RequestReturnInput = {
  /** Return for money back or exchange for another size or colour */
  kind: ReturnKind;
  /** The order lines and quantities to send back, at most 50 */
  lines: Array<ReturnLineInput>;
  /** One of the customer's delivered orders */
  orderId: string | number;
  /** Up to 3 photos: the urls POST /api/returns/photos answered to this account */
  photos?: Array<string> | null | undefined;
  /** Why, at most 1000 characters */
  reason: string;
};

/** The reset link's token and the new password */
export type ResetPasswordInput = {
  /** The new password, 6 to 200 characters */
  newPassword: string;
  /** The token from the reset link */
  token: string;
};

/** RETURN (money back) or EXCHANGE (another size or colour of the same product) */
export type ReturnKind =
  /** The items go back for another size or colour of the same product */
  | 'EXCHANGE'
  /** The items go back for money back */
  | 'RETURN';

/** An item of the order to send back; for an exchange, the size and/or colour wanted instead */
export type ReturnLineInput = {
  /** For an exchange: the colour wanted instead */
  color?: string | null | undefined;
  /** A line of the order */
  orderItemId: string | number;
  /** How many of it, 1 to 999 */
  quantity: number;
  /** For an exchange: the size wanted instead */
  size?: string | null | undefined;
};

/** REQUESTED by the customer -> APPROVED (an exchange's stock is reserved) or REJECTED (with a message) -> RECEIVED (stock back, refund or replacement sent) */
export type ReturnStatus =
  /** Approved: the customer sends the parcel back (an exchange's new stock is reserved) */
  | 'APPROVED'
  /** The parcel came back: stock back when restockable, the refund made or a replacement order placed */
  | 'RECEIVED'
  /** Rejected, with a message to the customer */
  | 'REJECTED'
  /** Asked by the customer, waiting for an admin's decision */
  | 'REQUESTED';

/** A customer's review; a second review of the same product replaces the first */
export type ReviewInput = {
  /** What the customer thinks of it, at most 2000 characters */
  comment: string;
  /** 1 to 5 stars */
  rating: number;
};

/** Who enrols a second factor: the signed-in staff member (no token), or one asked to enrol at sign-in */
export type SecondFactorEnrolmentInput = {
  /** The ENROL token staffSignIn answered; null when signed in */
  secondStepToken?: string | null | undefined;
};

/** What a staff sign-in asks for after the password */
export type SecondStepKind =
  /** The 6-digit code from the account's authenticator app (or a recovery code): completeStaffSignIn */
  | 'CODE'
  /** The owner requires a second factor and the account has none: enrol one (beginSecondFactorEnrolment, confirmSecondFactorEnrolment) before anything else */
  | 'ENROL';

/** The seller's details; in an update, each field left out keeps its value */
export type SellerDetailsInput = {
  /** The seller's registered address, at most 500 characters */
  address?: string | null | undefined;
  /** Checked for its format, state code and check character */
  gstin?: string | null | undefined;
  /** The seller's legal name, at most 200 characters */
  legalName?: string | null | undefined;
  /** A state or union territory of India, e.g. Maharashtra */
  state?: string | null | undefined;
};

/** A delivery rule as the admin form sends it */
export type ServiceabilityRuleInput = {
  /** Whether cash on delivery is offered there (default true) */
  codAvailable?: boolean;
  /** 1 to 30 */
  daysToDeliver: number;
  /** A prefix (560), one pincode (560001) or a range (400001-400099) */
  pincodes: string;
};

/** How an order ships: both may be left empty for a hand delivery */
export type ShipmentInput = {
  /** Who carries it; null or absent for a hand delivery */
  courier?: Courier | null | undefined;
  /** The AWB or tracking number (4 to 40 letters, digits or dashes) */
  trackingNumber?: string | null | undefined;
};

/** The address step of checkout */
export type ShippingInfoInput = {
  /** Street address, at most 300 characters */
  address: string;
  /** City, at most 100 characters */
  city: string;
  /** The recipient's first name, at most 100 characters */
  firstName: string;
  /** The recipient's last name, at most 100 characters */
  lastName: string;
  /** The recipient's phone number, 10 digits */
  phoneNo: string;
  /** The 6-digit pincode */
  postalCode: string;
  /** State, at most 100 characters; decides CGST + SGST against IGST */
  state: string;
};

/** How the shop books parcels */
export type ShippingProviderKind =
  /** The admin hands the parcel to a courier and types its AWB (updateOrderStatus to SHIPPED) */
  | 'MANUAL'
  /** The shop books each parcel through Shiprocket (shipWithShiprocket), whose scans move the order on */
  | 'SHIPROCKET';

/** How far booking a parcel through Shiprocket got */
export type ShiprocketProgress =
  /** A courier and AWB are assigned; the label and manifest are being made */
  | 'AWB_ASSIGNED'
  /** Shiprocket holds the order; the AWB is being assigned */
  | 'BOOKED'
  /** The order was cancelled and its booking at Shiprocket cancelled too */
  | 'CANCELLED'
  /** Shiprocket refused a step: Shipment.shippingFailure says why; asking again starts from that step */
  | 'FAILED'
  /** The label and manifest are ready; the pickup is being scheduled */
  | 'LABEL_READY'
  /** The courier comes for the parcel (Shipment.pickupScheduledFor) */
  | 'PICKUP_SCHEDULED'
  /** Asked for: the shop is creating the order at Shiprocket */
  | 'REQUESTED';

/** What the shop promises shoppers; amounts in paise; in an update, each field left out keeps its value */
export type ShopPoliciesInput = {
  /** Delivery estimate: at the soonest, days (1 to 60) */
  deliveryDaysFrom?: number | null | undefined;
  /** Delivery estimate: at the latest, days (1 to 60) */
  deliveryDaysTo?: number | null | undefined;
  /** Paise */
  deliveryFeePaise?: number | null | undefined;
  /** Days to dispatch an order (0 to 30) */
  dispatchDays?: number | null | undefined;
  /** Paise: delivery is free when the subtotal is above this */
  freeDeliveryAbovePaise?: number | null | undefined;
  /** Paise, for each gift-wrapped line */
  giftWrapFeePaise?: number | null | undefined;
  /** Holidays (YYYY-MM-DD) delivery dates skip besides Sundays, at most 100; the whole list is replaced; left out: unchanged */
  holidays?: Array<string> | null | undefined;
  /** Days after delivery a return or exchange may be asked for (0 to 365) */
  returnWindowDays?: number | null | undefined;
  /** Where the shop delivers, as the texts name it (e.g. India) */
  shippingArea?: string | null | undefined;
};

/** Changes to the shop's settings: each field sent is changed, every other field and section kept */
export type ShopSettingsInput = {
  /** Changes to the cash-on-delivery settings: the fields sent; left out: unchanged (a section cannot be cleared) */
  cod?: CodSettingsInput | null | undefined;
  /** Changes to the GST settings: the fields sent; left out: unchanged (a section cannot be cleared) */
  gst?: GstSettingsInput | null | undefined;
  /** Changes to the numbering settings: the fields sent; left out: unchanged (a section cannot be cleared) */
  invoicing?: InvoicingSettingsInput | null | undefined;
  /** Changes to the parcel assumed for products without a weight: the fields sent; left out: unchanged (a section cannot be cleared) */
  parcel?: ParcelSettingsInput | null | undefined;
  /** Changes to how shoppers may pay through Razorpay: the fields sent; left out: unchanged (a section cannot be cleared) */
  payments?: PaymentSettingsInput | null | undefined;
  /** Changes to the policies: the fields sent; left out: unchanged (a section cannot be cleared) */
  policies?: ShopPoliciesInput | null | undefined;
  /** Changes to the seller's details: the fields sent; left out: unchanged (a section cannot be cleared) */
  seller?: SellerDetailsInput | null | undefined;
};

/** A way into an account */
export type SignInMethod =
  /** Email and password */
  | 'EMAIL'
  /** A verified mobile number and a one-time code */
  | 'PHONE';

/** A new staff role: its name and what its members may do */
export type StaffRoleInput = {
  /** 1 to 60 characters, unique whatever the letter case */
  name: string;
  /** What the role's members may do; you can grant only permissions you hold */
  permissions: Array<Permission>;
};

/** Whether a staff member can sign in */
export type StaffStatus =
  /** Signs in and works */
  | 'ACTIVE'
  /** Cannot sign in; their sessions ended when suspended */
  | 'SUSPENDED';

/** INTRA_STATE: CGST + SGST (shipped within the seller's state); INTER_STATE: IGST */
export type SupplyType =
  /** Shipped to another state: IGST at the full rate */
  | 'INTER_STATE'
  /** Shipped within the seller's state: CGST + SGST, half the rate each */
  | 'INTRA_STATE';

/** What an invoice line is for */
export type TaxLineKind =
  /** The cash-on-delivery fee */
  | 'COD_FEE'
  /** The delivery charge */
  | 'DELIVERY'
  /** Gift wrap of a line */
  | 'GIFT_WRAP'
  /** A product bought */
  | 'GOODS';

/** The fields of a saved address to change (each as in AddressInput); a field left out keeps its value */
export type UpdateAddressInput = {
  /** Street address; left out: unchanged */
  address?: string | null | undefined;
  /** City; left out: unchanged */
  city?: string | null | undefined;
  /** The recipient's first name; left out: unchanged */
  firstName?: string | null | undefined;
  /** true makes it the default; left out: unchanged */
  isDefault?: boolean | null | undefined;
  /** Home, Office, ... (at most 40 characters); left out: unchanged */
  label?: string | null | undefined;
  /** The recipient's last name; left out: unchanged */
  lastName?: string | null | undefined;
  /** The recipient's phone number, 10 digits; left out: unchanged */
  phoneNo?: string | null | undefined;
  /** The 6-digit pincode; left out: unchanged */
  postalCode?: string | null | undefined;
  /** State; left out: unchanged */
  state?: string | null | undefined;
};

/** Admin: the fields of a slide to change; a field left out keeps its value */
export type UpdateBannerSlideInput = {
  /** New alt text, at most 200 characters; left out: unchanged */
  altText?: string | null | undefined;
  /** The button's label, at most 30 characters; null clears it; left out: unchanged */
  buttonLabel?: string | null | undefined;
  /** A new desktop image: A data: URL of a JPEG, PNG or WebP file up to 5 MB (stored), or an image URL; left out: unchanged */
  desktopImage?: string | null | undefined;
  /** The headline, at most 80 characters; null clears it; left out: unchanged */
  headline?: string | null | undefined;
  /** Show or hide the slide; left out: unchanged */
  isActive?: boolean | null | undefined;
  /** Where the slide goes (a path or an http(s) URL); null clears it; left out: unchanged; a button needs one */
  link?: string | null | undefined;
  /** A new mobile image: A data: URL of a JPEG, PNG or WebP file up to 5 MB (stored), or an image URL; left out: unchanged */
  mobileImage?: string | null | undefined;
  /** A new place in the banner, 0 or more; left out: unchanged */
  position?: number | null | undefined;
  /** The line under the headline, at most 160 characters; null clears it; left out: unchanged */
  text?: string | null | undefined;
};

/** Changes to one line of the bag; omitted fields stay as they are */
export type UpdateCartLineInput = {
  /** Gift wrap on or off; left out: unchanged */
  giftWrap?: boolean | null | undefined;
  /** The guest's id when nobody is signed in: an id issued by createCart (older client-made ids, guest_<timestamp>_<random>, are still accepted); ignored for a signed-in customer, whose bag is found by their token */
  guestId?: string | null | undefined;
  /** The bag line to change */
  lineId: string | number;
  /** The new quantity, 1 to 999; left out: unchanged */
  quantity?: number | null | undefined;
};

/** Admin: the fields of a category to change; a field left out keeps its value (the slug follows a new name sent without a handle) */
export type UpdateCategoryInput = {
  /** A new description, up to 2000 characters; left out: unchanged */
  description?: string | null | undefined;
  /** A new address, /collections/{handle}: at most 100 letters, digits and dashes (spaces become dashes, the rest is dropped); another category's handle is refused. Empty or null: built from the name; left out: unchanged, unless a name is sent */
  handle?: string | null | undefined;
  /** A new picture; null removes it (refused while the category is published); left out: unchanged */
  image?: CategoryImageInput | null | undefined;
  /** Publish or hide the category; left out: unchanged */
  isPublished?: boolean | null | undefined;
  /** A new name, 1 to 100 characters; left out: unchanged */
  name?: string | null | undefined;
  /** The meta description search engines and shares show, at most 160 characters; empty or null: the start of the description; left out: unchanged */
  seoDescription?: string | null | undefined;
  /** The title search engines and shares show before the shop's name, at most 70 characters; empty or null: the category's name; left out: unchanged */
  seoTitle?: string | null | undefined;
};

/** Changes to a coupon: fields left out stay as they are; null clears a rule and is refused for code, active, firstOrderOnly, freeDelivery and prepaidOnly. Sending percentOff or amountOffPaise replaces the discount: the one not sent is cleared. */
export type UpdateCouponInput = {
  /** Whether the coupon can be used; false switches it off */
  active?: boolean | null | undefined;
  /** Paise: a fixed amount taken off, at least Rs. 1; not with percentOff */
  amountOffPaise?: number | null | undefined;
  /** The discount applies only to these categories' products; empty or null: the whole bag */
  categoryIds?: Array<string | number> | null | undefined;
  /** Trimmed and uppercased before it is saved */
  code?: string | null | undefined;
  /** When the coupon stops working; not before today. A form that picks a date should send the end of that day. */
  expiresAt?: string | null | undefined;
  /** Only for a customer's first order */
  firstOrderOnly?: boolean | null | undefined;
  /** Delivery is free with the coupon (alone, or with its discount) */
  freeDelivery?: boolean | null | undefined;
  /** Paise: the bag's subtotal must be at least this; null: no minimum */
  minOrderPaise?: number | null | undefined;
  /** Orders one customer may use it on; null: no limit */
  perCustomerLimit?: number | null | undefined;
  /** A percentage of the subtotal taken off, 1 to 100; not with amountOffPaise */
  percentOff?: number | null | undefined;
  /** Only for orders paid by UPI */
  prepaidOnly?: boolean | null | undefined;
  /** When the coupon starts working; null: at once */
  startsAt?: string | null | undefined;
  /** Orders that may use it in all; null: no limit */
  usageLimit?: number | null | undefined;
};

/** An admin's edit of a template */
export type UpdateMessageTemplateInput = {
  /** The text, using only the template's variables as {{name}} */
  body: string;
  /** WHATSAPP or SMS */
  channel: MessageChannel;
  /** The template's key (order_shipped, ...) */
  key: string;
  /** The provider's approved template to send it as */
  providerTemplate: string;
};

/** Changes to a product: fields left out stay as they are; null clears a field a product may lack and is refused for name, category, description, pricePaise, countInStock, isPublished and isFeatured. Amounts in paise. */
export type UpdateProductInput = {
  /** The brand, at most 100 characters; null for none */
  brand?: string | null | undefined;
  /** The category's id */
  category?: string | number | null | undefined;
  /** Marketing collection, at most 100 characters; null for none */
  collection?: string | null | undefined;
  /** Colours of productOptions.colors (any case) */
  colors?: Array<string> | null | undefined;
  /** Units in stock, 0 to 1,000,000. With `variants` it is their sum; without, it is split evenly over every size and colour (sent without variants, the grid is grown again from the sizes and colours) */
  countInStock?: number | null | undefined;
  /** HTML; scripts, event handlers and javascript: links are removed */
  description?: string | null | undefined;
  /** Its size in centimetres; null when not given */
  dimensions?: DimensionsInput | null | undefined;
  /** Paise: null for no discount. Shoppers pay it when it is lower than the price. */
  discountPricePaise?: number | null | undefined;
  /** male, female or unisex */
  gender?: string | null | undefined;
  /** The product page's address, /product/{handle} (its slug): at most 200 letters, digits and dashes (spaces become dashes, the rest is dropped). Empty or null: built from the name, with -2, -3, ... added when another product has it. Another product's handle is refused */
  handle?: string | null | undefined;
  /** The product's pictures, at most 10, the first is the main one */
  images?: Array<ImageInput> | null | undefined;
  /** Whether the product is marked as featured */
  isFeatured?: boolean | null | undefined;
  /** Shoppers see published products only */
  isPublished?: boolean | null | undefined;
  /** A material of productOptions.materials (any case) */
  material?: string | null | undefined;
  /** At most 200 characters; the slug is built from it */
  name?: string | null | undefined;
  /** Paise: what the product sells for */
  pricePaise?: number | null | undefined;
  /** The meta description search engines and shares show, at most 160 characters; empty or null: the start of the description */
  seoDescription?: string | null | undefined;
  /** The title search engines and shares show, at most 70 characters; empty or null: the product's name */
  seoTitle?: string | null | undefined;
  /** Sizes of productOptions.sizes (any case) */
  sizes?: Array<string> | null | undefined;
  /** Unique; generated when empty */
  sku?: string | null | undefined;
  /** Words shoppers may search for */
  tags?: Array<string> | null | undefined;
  /** The variant grid: one entry per size and colour sold. Omitted: every size with every colour, countInStock split evenly (variants already there keep their SKU, price and photos) */
  variants?: Array<VariantInput> | null | undefined;
  /** Kilograms */
  weight?: number | null | undefined;
};

/** Profile fields to change; omitted fields stay as they are */
export type UpdateProfileInput = {
  /** Street address, at most 300 characters; null or blank clears it; left out: unchanged */
  address?: string | null | undefined;
  /** City, at most 100 characters; null or blank clears it; left out: unchanged */
  city?: string | null | undefined;
  /** First name, at most 100 characters; left out: unchanged (it cannot be cleared) */
  firstName?: string | null | undefined;
  /** Last name, at most 100 characters; left out: unchanged (it cannot be cleared) */
  lastName?: string | null | undefined;
  /** Phone number, 10 digits; null clears it; left out: unchanged */
  phone?: string | null | undefined;
  /** The 6-digit pincode; null clears it; left out: unchanged */
  postalCode?: string | null | undefined;
  /** State, at most 100 characters; null or blank clears it; left out: unchanged */
  state?: string | null | undefined;
};

/** Admin: the fields of a delivery rule to change; a field left out keeps its value */
export type UpdateServiceabilityRuleInput = {
  /** Offer cash on delivery there or not; left out: unchanged */
  codAvailable?: boolean | null | undefined;
  /** New days to deliver, 1 to 30; left out: unchanged */
  daysToDeliver?: number | null | undefined;
  /** New pincodes: a prefix, one pincode or a range; left out: unchanged */
  pincodes?: string | null | undefined;
};

/** The fields of a staff role to change; the others stay as they are */
export type UpdateStaffRoleInput = {
  /** 1 to 60 characters, unique whatever the letter case */
  name?: string | null | undefined;
  /** The role's whole new set of permissions; you can grant only permissions you hold */
  permissions?: Array<Permission> | null | undefined;
};

/** Changes to an endpoint: only the fields sent change */
export type UpdateWebhookEndpointInput = {
  /** A note for admins, at most 200 characters; null clears it; left out: unchanged */
  description?: string | null | undefined;
  /** false stops new deliveries (and any still being retried); true starts them again; left out: unchanged */
  enabled?: boolean | null | undefined;
  /** The events it receives from now on, at least one; left out: unchanged */
  events?: Array<WebhookEventType> | null | undefined;
  /** A new URL, checked as when the endpoint was made; left out: unchanged */
  url?: string | null | undefined;
};

/** What a user may do: shop, or also manage the shop */
export type UserRole =
  /** Staff: manages the shop, doing what their staff role's permissions allow (each admin field names the permission it requires) */
  | 'ADMIN'
  /** Shops: their own bag, orders, returns and profile */
  | 'CUSTOMER';

/** One cell of the product form's variant grid: a size and colour the shop sells. Amounts in paise. */
export type VariantInput = {
  /** One of the product's colours; null for a product without colours */
  color?: string | null | undefined;
  /** Units in stock, 0 to 1,000,000 */
  countInStock: number;
  /** Paise: a sale price below this variant's price */
  discountPricePaise?: number | null | undefined;
  /** Photos of this variant (typically its colour's); empty to show the product's */
  images?: Array<ImageInput> | null | undefined;
  /** Paise: null to sell at the product's price */
  pricePaise?: number | null | undefined;
  /** One of the product's sizes; null for a product without sizes */
  size?: string | null | undefined;
  /** Unique; made from the product's SKU and the options when empty (BAG-1-LARGE-BLACK) */
  sku?: string | null | undefined;
};

/** Where a delivery stands */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx */
  | 'DELIVERED'
  /** Every attempt failed; an admin may redeliver it */
  | 'FAILED'
  /** Not yet answered with a 2xx: waiting for its first or next attempt */
  | 'PENDING';

/** An event an outbound webhook endpoint can subscribe to; its `type` on the wire is the dotted name */
export type WebhookEventType =
  /** `order.cancelled`: an order was cancelled (its stock is back; a paid order is being refunded) */
  | 'ORDER_CANCELLED'
  /** `order.created`: an order was placed (cash on delivery, or a UPI payment was captured) */
  | 'ORDER_CREATED'
  /** `order.paid`: an order's money arrived (a UPI order when placed; cash on delivery when delivered) */
  | 'ORDER_PAID'
  /** `order.status_changed`: an order moved in its lifecycle (shipped, delivered, cancelled, returned...) */
  | 'ORDER_STATUS_CHANGED'
  /** `product.updated`: an admin changed a product */
  | 'PRODUCT_UPDATED'
  /** `refund.created`: money is going back to a customer (asked of the provider, or recorded by hand) */
  | 'REFUND_CREATED'
  /** `stock.low`: a sale brought a size and colour's stock to the low-stock mark (5) or below */
  | 'STOCK_LOW';

export type AddressBookFieldsFragment = { id: string, label: string, firstName: string, lastName: string, address: string, city: string, state: string, postalCode: string, phoneNo: string, isDefault: boolean };

export type AddressBookMineQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressBookMineQuery = { myAddresses: Array<{ id: string, label: string, firstName: string, lastName: string, address: string, city: string, state: string, postalCode: string, phoneNo: string, isDefault: boolean }> };

export type AddressBookSaveMutationVariables = Exact<{
  input: AddressInput;
}>;


export type AddressBookSaveMutation = { saveAddress: { id: string, label: string, firstName: string, lastName: string, address: string, city: string, state: string, postalCode: string, phoneNo: string, isDefault: boolean } };

export type AddressBookUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateAddressInput;
}>;


export type AddressBookUpdateMutation = { updateAddress: { id: string, label: string, firstName: string, lastName: string, address: string, city: string, state: string, postalCode: string, phoneNo: string, isDefault: boolean } };

export type AddressBookSetDefaultMutationVariables = Exact<{
  id: string | number;
}>;


export type AddressBookSetDefaultMutation = { setDefaultAddress: { id: string, isDefault: boolean } };

export type AddressBookDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type AddressBookDeleteMutation = { deleteAddress: { id: string } };

export type AddressBookPincodeQueryVariables = Exact<{
  postalCode: string;
}>;


export type AddressBookPincodeQuery = { pincode: { postalCode: string, city: string, state: string } | null };

export type AddressBookIndianStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressBookIndianStatesQuery = { indianStates: Array<{ code: string, name: string }> };

export type DeliveryDatesEstimateQueryVariables = Exact<{
  pincode: string;
}>;


export type DeliveryDatesEstimateQuery = { deliveryEstimate: { deliverable: boolean, daysToDeliver: number | null, deliverBy: string | null, message: string } };

export type DeliveryDatesCreateRuleMutationVariables = Exact<{
  input: ServiceabilityRuleInput;
}>;


export type DeliveryDatesCreateRuleMutation = { createServiceabilityRule: { id: string } };

export type DeliveryDatesPoliciesMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type DeliveryDatesPoliciesMutation = { updateShopSettings: { policies: { dispatchDays: number, holidays: Array<string> } } };

export type DeliveryDatesStatedQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryDatesStatedQuery = { shopPolicies: { dispatchTime: string, deliveryEstimate: string, holidays: Array<string> } };

export type DeliveryDatesOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type DeliveryDatesOrderQuery = { order: { deliveryEstimate: { message: string } } | null };

export type AssetS3CreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type AssetS3CreateMutation = { createProduct: { id: string, images: Array<{ url: string, files: Array<{ url: string }> }> } };

export type AssetS3DeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type AssetS3DeleteMutation = { deleteProduct: { id: string } };

export type AssetS3ReturnMutationVariables = Exact<{
  input: RequestReturnInput;
}>;


export type AssetS3ReturnMutation = { requestReturn: { photos: Array<string> } };

export type ImageLimitsCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type ImageLimitsCreateMutation = { createProduct: { id: string, images: Array<{ url: string }> } };

export type AuditUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type AuditUpdateProductMutation = { updateProduct: { id: string, name: string } };

export type AuditChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type AuditChangePasswordMutation = { changePassword: { token: string } };

export type AuditCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type AuditCreateWebhookMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string } } };

export type AuditCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type AuditCreateProductMutation = { createProduct: { id: string } };

export type AuditEndSessionsMutationVariables = Exact<{
  userId: string | number;
}>;


export type AuditEndSessionsMutation = { endUserSessions: { message: string } };

export type AuditUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditUsersQuery = { users: { totalCount: number } };

export type AuditEntriesQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, at: string, actorId: string | null, actorEmail: string | null, address: string | null, operation: string, action: AuditAction, entityType: string, entityId: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type AuthPagesUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuthPagesUsersQuery = { users: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type AuthRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AuthRegisterMutation = { register: { token: string, message: string, user: { id: string, firstName: string, lastName: string, email: string | null, role: UserRole, phone: string | null } } };

export type AuthLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AuthLoginMutation = { login: { token: string, message: string, user: { id: string, email: string | null, role: UserRole } } };

export type AuthMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMeQuery = { me: { id: string, email: string | null, firstName: string, role: UserRole } | null };

export type AuthUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type AuthUpdateProfileMutation = { updateProfile: { firstName: string, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null } };

export type AuthUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthUsersQuery = { users: { totalCount: number, nodes: Array<{ email: string | null }> } };

export type AuthRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type AuthRequestResetMutation = { requestPasswordReset: { message: string } };

export type AuthResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AuthResetMutation = { resetPassword: { token: string, user: { email: string | null } } };

export type FirstAdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type FirstAdminMeQuery = { me: { role: UserRole } | null };

export type PasswordResetOracleRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type PasswordResetOracleRequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type PhoneRequestOtpMutationVariables = Exact<{
  phone: string;
}>;


export type PhoneRequestOtpMutation = { requestOtp: { message: string } };

export type PhoneVerifyOtpMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type PhoneVerifyOtpMutation = { verifyOtp: { token: string, message: string, user: { id: string, email: string | null, signInPhone: string | null, signInMethods: Array<SignInMethod> } } };

export type PhoneRequestLinkMutationVariables = Exact<{
  phone: string;
  currentPassword: string;
}>;


export type PhoneRequestLinkMutation = { requestPhoneLinkOtp: { message: string } };

export type PhoneLinkMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type PhoneLinkMutation = { linkPhone: { id: string, signInPhone: string | null, signInMethods: Array<SignInMethod> } };

export type PhoneMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneMeQuery = { me: { id: string, email: string | null, signInPhone: string | null, signInMethods: Array<SignInMethod> } | null };

export type PhoneEmailLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type PhoneEmailLoginMutation = { login: { token: string, user: { id: string } } };

export type PhoneUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type PhoneUpdateProfileMutation = { updateProfile: { id: string, phone: string | null } };

export type PhoneMyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneMyOrdersQuery = { myOrders: { nodes: Array<{ id: string, customerEmail: string }> } };

export type PhoneUsersQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PhoneUsersQuery = { users: { nodes: Array<{ id: string, email: string | null, signInPhone: string | null, signInMethods: Array<SignInMethod> }> } };

export type PhoneEndSessionsMutationVariables = Exact<{
  userId: string | number;
}>;


export type PhoneEndSessionsMutation = { endUserSessions: { message: string } };

export type PhoneUpiRequestOtpMutationVariables = Exact<{
  phone: string;
}>;


export type PhoneUpiRequestOtpMutation = { requestOtp: { message: string } };

export type PhoneUpiVerifyOtpMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type PhoneUpiVerifyOtpMutation = { verifyOtp: { token: string, user: { id: string } } };

export type PhoneUpiCheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type PhoneUpiCheckoutQuery = { checkout: { status: CheckoutStatus, orderId: string | null, razorpay: { orderId: string } | null } | null };

export type PhoneUpiMyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneUpiMyOrdersQuery = { myOrders: { nodes: Array<{ id: string, number: string, customerEmail: string, paymentStatus: PaymentStatus, paidWith: string | null }> } };

export type RestAuthMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAuthMeQuery = { me: { id: string } | null };

export type SessionsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsMeQuery = { me: { id: string } | null };

export type SessionsLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SessionsLoginMutation = { login: { token: string } };

export type SessionsChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type SessionsChangePasswordMutation = { changePassword: { token: string, message: string } };

export type SessionsLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsLogoutMutation = { logout: { message: string } };

export type SessionsEndSessionsMutationVariables = Exact<{
  userId: string | number;
}>;


export type SessionsEndSessionsMutation = { endUserSessions: { message: string } };

export type SessionsRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type SessionsRequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type SessionsResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type SessionsResetPasswordMutation = { resetPassword: { token: string } };

export type BannerPagesSlidesQueryVariables = Exact<{
  all: boolean;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BannerPagesSlidesQuery = { bannerSlides: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type BannerPagesCreateMutationVariables = Exact<{
  input: BannerSlideInput;
}>;


export type BannerPagesCreateMutation = { createBannerSlide: { id: string } };

export type BannerPagesUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateBannerSlideInput;
}>;


export type BannerPagesUpdateMutation = { updateBannerSlide: { id: string } };

export type BannerSlidesQueryVariables = Exact<{
  all: boolean;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BannerSlidesQuery = { bannerSlides: { totalCount: number, nodes: Array<{ altText: string, link: string | null, position: number, isActive: boolean, desktopImage: { url: string, altText: string, srcSet: string | null }, mobileImage: { url: string, altText: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type BannerCreateMutationVariables = Exact<{
  input: BannerSlideInput;
}>;


export type BannerCreateMutation = { createBannerSlide: { id: string, altText: string, desktopImage: { url: string }, mobileImage: { url: string } } };

export type BannerUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateBannerSlideInput;
}>;


export type BannerUpdateMutation = { updateBannerSlide: { id: string, altText: string, position: number, desktopImage: { url: string }, mobileImage: { url: string } } };

export type BannerDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type BannerDeleteMutation = { deleteBannerSlide: { id: string } };

export type BannerCreateBannerSlideMutationVariables = Exact<{
  input: BannerSlideInput;
}>;


export type BannerCreateBannerSlideMutation = { createBannerSlide: { id: string, headline: string | null, text: string | null, buttonLabel: string | null, link: string | null } };

export type BannerSlides2QueryVariables = Exact<{ [key: string]: never; }>;


export type BannerSlides2Query = { bannerSlides: { nodes: Array<{ id: string, headline: string | null, text: string | null, buttonLabel: string | null }> } };

export type BannerFullQueryVariables = Exact<{ [key: string]: never; }>;


export type BannerFullQuery = { bannerSlides: { nodes: Array<{ altText: string, headline: string | null, link: string | null, position: number, isActive: boolean, desktopImage: { url: string }, mobileImage: { url: string } }> } };

export type CatalogCsvCategoryCountQueryVariables = Exact<{
  category: string;
}>;


export type CatalogCsvCategoryCountQuery = { products: { totalCount: number } };

export type CatalogCsvExportQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCsvExportQuery = { catalogCsv: string };

export type CatalogCsvPreviewMutationVariables = Exact<{
  csv: string;
}>;


export type CatalogCsvPreviewMutation = { previewCatalogImport: { id: string, status: CatalogImportStatus, totalRows: number, rowsToCreate: number, rowsToUpdate: number, rowsUnchanged: number, rowsInvalid: number, encoding: string, invalidRows: Array<{ row: number, message: string }>, heldBackRows: Array<{ row: number, message: string }> } };

export type CatalogCsvPreviewFileMutationVariables = Exact<{
  base64: string;
}>;


export type CatalogCsvPreviewFileMutation = { previewCatalogImportFile: { id: string, totalRows: number, rowsToCreate: number, rowsInvalid: number, encoding: string, invalidRows: Array<{ row: number, message: string }> } };

export type CatalogCsvStartMutationVariables = Exact<{
  id: string | number;
  only: boolean;
}>;


export type CatalogCsvStartMutation = { startCatalogImport: { id: string, status: CatalogImportStatus } };

export type CatalogCsvProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogCsvProgressQuery = { catalogImport: { status: CatalogImportStatus, processedRows: number, totalRows: number, failedRows: Array<{ row: number, message: string }>, invalidRows: Array<{ row: number, message: string }>, heldBackRows: Array<{ row: number, message: string }> } | null };

export type CatalogCsvCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CatalogCsvCreateMutation = { createProduct: { id: string, slug: string } };

export type CatalogCsvProductQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCsvProductQuery = { product: { name: string, brand: string | null, countInStock: number, unitPrice: { paise: number }, variants: Array<{ sku: string, size: string | null, color: string | null, countInStock: number }> } | null };

export type CatalogCsvProductOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCsvProductOptionsQuery = { productOptions: { sizes: Array<string>, colors: Array<string> } };

export type CatalogAdminCreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CatalogAdminCreateCategoryMutation = { createCategory: { id: string, slug: string, name: string, description: string, isPublished: boolean, image: { url: string, altText: string } | null } };

export type CatalogAdminUpdateCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type CatalogAdminUpdateCategoryMutation = { updateCategory: { id: string, slug: string, name: string } };

export type CatalogAdminDeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogAdminDeleteCategoryMutation = { deleteCategory: { id: string } };

export type CatalogAdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogAdminCategoriesQuery = { categories: { nodes: Array<{ slug: string }> } };

export type CatalogAdminCategories2QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogAdminCategories2Query = { categories: { nodes: Array<{ slug: string }> } };

export type CatalogAdminFullQueryVariables = Exact<{
  id: string;
}>;


export type CatalogAdminFullQuery = { category: { name: string, slug: string, description: string, isPublished: boolean, image: { url: string, altText: string } | null } | null };

export type CatalogAdminCategoryQueryVariables = Exact<{
  id: string;
}>;


export type CatalogAdminCategoryQuery = { category: { name: string } | null };

export type CatalogAdminCategory2QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogAdminCategory2Query = { category: { id: string } | null };

export type CatalogAdminCreateSeoCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CatalogAdminCreateSeoCategoryMutation = { createCategory: { id: string, slug: string, seoTitle: string | null, seoDescription: string | null } };

export type CatalogAdminChangeSeoCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type CatalogAdminChangeSeoCategoryMutation = { updateCategory: { id: string, slug: string, seoTitle: string | null, seoDescription: string | null } };

export type CatalogAdminReadSeoCategoryQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogAdminReadSeoCategoryQuery = { category: { id: string, name: string, slug: string, seoTitle: string | null, seoDescription: string | null } | null };

export type RestCategoriesSeoQueryVariables = Exact<{
  id: string;
}>;


export type RestCategoriesSeoQuery = { category: { seoTitle: string | null, seoDescription: string | null } | null };

export type CheckoutPagesSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type CheckoutPagesSettingsMutation = { updateShopSettings: { cod: { refusalLimit: number | null } } };

export type CheckoutPagesMoveMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type CheckoutPagesMoveMutation = { updateOrderStatus: { id: string } };

export type CheckoutPagesRefusedMutationVariables = Exact<{
  id: string | number;
}>;


export type CheckoutPagesRefusedMutation = { recordRefusedDelivery: { status: OrderStatus } };

export type CheckoutPagesSwitchedOffQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CheckoutPagesSwitchedOffQuery = { codSwitchedOffCustomers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ userId: string, refusedOrders: number }> } };

export type CheckoutPagesSwitchBackMutationVariables = Exact<{
  userId: string | number;
}>;


export type CheckoutPagesSwitchBackMutation = { switchCodBackOn: string };

export type CheckoutPagesRulesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CheckoutPagesRulesQuery = { serviceabilityRules: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type CheckoutPagesCreateRuleMutationVariables = Exact<{
  input: ServiceabilityRuleInput;
}>;


export type CheckoutPagesCreateRuleMutation = { createServiceabilityRule: { id: string } };

export type CheckoutPagesDeleteRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type CheckoutPagesDeleteRuleMutation = { deleteServiceabilityRule: { id: string } };

export type CheckoutStatementsSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type CheckoutStatementsSettingsMutation = { updateShopSettings: { cod: { refusalLimit: number | null } } };

export type CheckoutStatementsCreateRuleMutationVariables = Exact<{
  input: ServiceabilityRuleInput;
}>;


export type CheckoutStatementsCreateRuleMutation = { createServiceabilityRule: { id: string } };

export type CheckoutOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutOrderQuery = { order: { id: string, number: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, couponCode: string | null, totals: { subtotal: { paise: number }, giftWrap: { paise: number }, delivery: { paise: number }, discount: { paise: number }, total: { paise: number } }, items: Array<{ productId: string | null, name: string, quantity: number, size: string | null, color: string | null, giftWrap: boolean, price: { paise: number }, lineTotal: { paise: number }, image: { url: string } | null }>, shippingInfo: { firstName: string, lastName: string, address: string, city: string, state: string, postalCode: string, phoneNo: string } } | null };

export type CheckoutDeliveryEstimateQueryVariables = Exact<{
  pincode: string;
}>;


export type CheckoutDeliveryEstimateQuery = { deliveryEstimate: { message: string } };

export type CheckoutCreateCheckoutMutationVariables = Exact<{
  input: CreateCheckoutInput;
}>;


export type CheckoutCreateCheckoutMutation = { createCheckout: { id: string } };

export type CodAndDeliveryRulesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CodAndDeliveryRulesQuery = { serviceabilityRules: { totalCount: number, nodes: Array<{ id: string, pincodes: string, pincodeFrom: string, pincodeTo: string, daysToDeliver: number, codAvailable: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CodAndDeliveryCreateRuleMutationVariables = Exact<{
  input: ServiceabilityRuleInput;
}>;


export type CodAndDeliveryCreateRuleMutation = { createServiceabilityRule: { id: string, pincodes: string, pincodeFrom: string, pincodeTo: string } };

export type CodAndDeliveryUpdateRuleMutationVariables = Exact<{
  id: string | number;
  input: UpdateServiceabilityRuleInput;
}>;


export type CodAndDeliveryUpdateRuleMutation = { updateServiceabilityRule: { pincodes: string, daysToDeliver: number, codAvailable: boolean } };

export type CodAndDeliveryDeleteRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type CodAndDeliveryDeleteRuleMutation = { deleteServiceabilityRule: { id: string } };

export type CodAndDeliveryEstimateQueryVariables = Exact<{
  pincode: string;
}>;


export type CodAndDeliveryEstimateQuery = { deliveryEstimate: { pincode: string, deliverable: boolean, codAvailable: boolean, daysToDeliver: number | null, deliverBy: string | null, message: string } };

export type CodAndDeliverySettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type CodAndDeliverySettingsMutation = { updateShopSettings: { cod: { refusalLimit: number | null, maxOrderValue: { paise: number } | null, fee: { paise: number } } } };

export type CodAndDeliveryCodQueryVariables = Exact<{
  pincode?: string | null | undefined;
}>;


export type CodAndDeliveryCodQuery = { codAvailability: { available: boolean, reason: string | null, fee: { paise: number } } };

export type CodAndDeliverySwitchedOffQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CodAndDeliverySwitchedOffQuery = { codSwitchedOffCustomers: { totalCount: number, nodes: Array<{ userId: string, refusedOrders: number, user: { email: string | null } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CodAndDeliverySwitchBackMutationVariables = Exact<{
  userId: string | number;
}>;


export type CodAndDeliverySwitchBackMutation = { switchCodBackOn: string };

export type CodAndDeliveryRefusedMutationVariables = Exact<{
  id: string | number;
}>;


export type CodAndDeliveryRefusedMutation = { recordRefusedDelivery: { status: OrderStatus } };

export type CodAndDeliveryMoveMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type CodAndDeliveryMoveMutation = { updateOrderStatus: { id: string, status: OrderStatus } };

export type CodTotalSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type CodTotalSettingsMutation = { updateShopSettings: { cod: { fee: { paise: number } } } };

export type CodTotalAvailabilityQueryVariables = Exact<{
  pincode?: string | null | undefined;
}>;


export type CodTotalAvailabilityQuery = { codAvailability: { available: boolean, fee: { paise: number }, totalWithFee: { paise: number, formatted: string } } };

export type CodTotalApplyMutationVariables = Exact<{
  code: string;
}>;


export type CodTotalApplyMutation = { applyCoupon: { totals: { total: { paise: number } } } };

export type CodTotalOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CodTotalOrderQuery = { order: { totals: { codFee: { paise: number }, total: { paise: number } } } | null };

export type ContentPagesSubscribeMutationVariables = Exact<{
  email: string;
}>;


export type ContentPagesSubscribeMutation = { subscribeToNewsletter: { message: string } };

export type ContentPagesSubscribersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContentPagesSubscribersQuery = { newsletterSubscribers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, email: string }> } };

export type ContentPagesSendEnquiryMutationVariables = Exact<{
  input: EnquiryInput;
}>;


export type ContentPagesSendEnquiryMutation = { sendEnquiry: { id: string } };

export type ContentPagesEnquiriesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContentPagesEnquiriesQuery = { enquiries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type ContentSubscribeMutationVariables = Exact<{
  email: string;
}>;


export type ContentSubscribeMutation = { subscribeToNewsletter: { message: string } };

export type ContentSubscribersQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentSubscribersQuery = { newsletterSubscribers: { totalCount: number, nodes: Array<{ email: string, createdAt: string }> } };

export type ContentSendEnquiryMutationVariables = Exact<{
  input: EnquiryInput;
}>;


export type ContentSendEnquiryMutation = { sendEnquiry: { id: string, kind: EnquiryKind, name: string, email: string, phone: string, message: string, quantity: number | null } };

export type ContentEnquiriesQueryVariables = Exact<{
  kind?: EnquiryKind | null | undefined;
}>;


export type ContentEnquiriesQuery = { enquiries: { totalCount: number, nodes: Array<{ kind: EnquiryKind, name: string, email: string, quantity: number | null }> } };

export type NewsletterSubscribeMutationVariables = Exact<{
  email: string;
}>;


export type NewsletterSubscribeMutation = { subscribeToNewsletter: { message: string } };

export type NewsletterConfirmMutationVariables = Exact<{
  token: string;
}>;


export type NewsletterConfirmMutation = { confirmNewsletterSubscription: { message: string } };

export type NewsletterUnsubscribeMutationVariables = Exact<{
  token: string;
}>;


export type NewsletterUnsubscribeMutation = { unsubscribeFromNewsletter: { message: string } };

export type NewsletterOfferQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterOfferQuery = { shopPolicies: { newsletterWelcomePercentage: number } };

export type CouponPagesCouponsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CouponPagesCouponsQuery = { coupons: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, code: string }> } };

export type CouponPagesDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type CouponPagesDeleteMutation = { deleteCoupon: { id: string } };

export type CouponsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CouponsQuery = { coupons: { totalCount: number, nodes: Array<{ code: string, status: CouponStatus }> } };

export type CouponQueryVariables = Exact<{
  id: string | number;
}>;


export type CouponQuery = { coupon: { id: string, code: string } | null };

export type CouponDeleteCouponMutationVariables = Exact<{
  id: string | number;
}>;


export type CouponDeleteCouponMutation = { deleteCoupon: { id: string } };

export type CouponChangedMutationVariables = Exact<{
  id: string | number;
  input: UpdateCouponInput;
}>;


export type CouponChangedMutation = { updateCoupon: { code: string, percentOff: number | null, usageLimit: number | null, prepaidOnly: boolean, active: boolean, amountOff: { paise: number } | null, minOrder: { paise: number } | null } };

export type CouponsV2CreateMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CouponsV2CreateMutation = { createCoupon: { id: string, code: string, status: CouponStatus, usedCount: number, freeDelivery: boolean, discountType: DiscountType } };

export type CouponsV2BagFragment = { couponCode: string | null, couponNotice: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } };

export type CouponsV2ApplyMutationVariables = Exact<{
  code: string;
}>;


export type CouponsV2ApplyMutation = { applyCoupon: { couponCode: string | null, couponNotice: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type CouponsV2RemoveMutationVariables = Exact<{ [key: string]: never; }>;


export type CouponsV2RemoveMutation = { removeCoupon: { couponCode: string | null, couponNotice: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type CouponsV2CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CouponsV2CartQuery = { cart: { couponCode: string | null, couponNotice: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type CouponsV2CancelMutationVariables = Exact<{
  id: string | number;
}>;


export type CouponsV2CancelMutation = { cancelMyOrder: { id: string, status: OrderStatus } };

export type CouponsV2UsageQueryVariables = Exact<{ [key: string]: never; }>;


export type CouponsV2UsageQuery = { coupons: { nodes: Array<{ code: string, usedCount: number, status: CouponStatus, usage: { orders: number, revenue: { paise: number }, discount: { paise: number } } }> } };

export type CouponsV2CouponQueryVariables = Exact<{
  id: string | number;
}>;


export type CouponsV2CouponQuery = { coupon: { discountType: DiscountType, freeDelivery: boolean, percentOff: number | null, amountOff: { paise: number } | null } | null };

export type CouponsV2AbandonCheckoutMutationVariables = Exact<{
  id: string | number;
}>;


export type CouponsV2AbandonCheckoutMutation = { abandonCheckout: { status: CheckoutStatus } };

export type CouponsV2UpdateCartLineMutationVariables = Exact<{
  input: UpdateCartLineInput;
}>;


export type CouponsV2UpdateCartLineMutation = { updateCartLine: { itemCount: number } };

export type CouponsV2ApplyCouponMutationVariables = Exact<{
  code: string;
  guestId?: string | null | undefined;
}>;


export type CouponsV2ApplyCouponMutation = { applyCoupon: { couponCode: string | null } };

export type CouponsV2MergeMutationVariables = Exact<{
  guestId: string;
}>;


export type CouponsV2MergeMutation = { mergeGuestCart: { couponCode: string | null, couponNotice: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type IndiaDaysCouponQueryVariables = Exact<{
  id: string | number;
}>;


export type IndiaDaysCouponQuery = { coupon: { code: string, expiresAt: string | null } | null };

export type IndiaDaysReturnMutationVariables = Exact<{
  input: RequestReturnInput;
}>;


export type IndiaDaysReturnMutation = { requestReturn: { id: string } };

export type ReplicasRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type ReplicasRegisterMutation = { register: { token: string } };

export type ReplicasAddMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type ReplicasAddMutation = { addToCart: { totals: { total: { paise: number } } } };

export type ReplicasCheckoutMutationVariables = Exact<{
  input: CreateCheckoutInput;
}>;


export type ReplicasCheckoutMutation = { createCheckout: { id: string, orderId: string | null, status: CheckoutStatus } };

export type ReplicasOrderNumberQueryVariables = Exact<{
  id: string | number;
}>;


export type ReplicasOrderNumberQuery = { order: { number: string } | null };

export type SeedAllQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type SeedAllQuery = { products: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ name: string, slug: string, brand: string | null, collection: string | null, material: string | null, gender: string | null, colors: Array<string>, sizes: Array<string>, countInStock: number, rating: number, numReviews: number, description: string, discountPrice: { paise: number } | null, price: { paise: number }, category: { slug: string }, images: Array<{ url: string, altText: string }> }>, facets: { colors: Array<{ value: string }>, materials: Array<{ value: string }>, genders: Array<{ value: string }>, sizes: Array<{ value: string }>, brands: Array<{ value: string }> } } };

export type SeedCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedCategoriesQuery = { categories: { nodes: Array<{ name: string, slug: string, image: { url: string } | null }> } };

export type SeedProductsQueryVariables = Exact<{
  c: string;
}>;


export type SeedProductsQuery = { products: { totalCount: number } };

export type SeedProducts2QueryVariables = Exact<{ [key: string]: never; }>;


export type SeedProducts2Query = { products: { totalCount: number } };

export type SeedProductQueryVariables = Exact<{
  s: string;
}>;


export type SeedProductQuery = { product: { rating: number, numReviews: number, reviews: { nodes: Array<{ rating: number, comment: string, authorName: string }> } } | null };

export type SeedBestSellersQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedBestSellersQuery = { bestSellers: Array<{ rating: number }> };

export type SeedBannerSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedBannerSlidesQuery = { bannerSlides: { nodes: Array<{ altText: string, link: string | null, desktopImage: { url: string }, mobileImage: { url: string } }> } };

export type SeedProducts3QueryVariables = Exact<{ [key: string]: never; }>;


export type SeedProducts3Query = { products: { totalCount: number, nodes: Array<{ name: string }> } };

export type FulfilmentMoveMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
  shipment?: ShipmentInput | null | undefined;
}>;


export type FulfilmentMoveMutation = { updateOrderStatus: { id: string, status: OrderStatus, allowedStatuses: Array<OrderStatus> } };

export type FulfilmentCorrectMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
  reason: string;
}>;


export type FulfilmentCorrectMutation = { correctOrderStatus: { id: string, status: OrderStatus } };

export type FulfilmentCancelMineMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type FulfilmentCancelMineMutation = { cancelMyOrder: { id: string, status: OrderStatus, paymentStatus: PaymentStatus } };

export type FulfilmentOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type FulfilmentOrderQuery = { order: { id: string, status: OrderStatus, paymentStatus: PaymentStatus, allowedStatuses: Array<OrderStatus>, shipment: { courier: Courier | null, courierName: string | null, trackingNumber: string | null, trackingUrl: string | null } | null, history: Array<{ actor: string, fromStatus: OrderStatus | null, toStatus: OrderStatus | null, note: string, customerVisible: boolean }>, refunds: Array<{ status: RefundStatus, method: RefundMethod, reference: string | null, amount: { paise: number } }>, returnRequests: Array<{ id: string, kind: ReturnKind, status: ReturnStatus, reason: string, photos: Array<string>, adminMessage: string | null, replacementOrderId: string | null, lines: Array<{ orderItemId: string, quantity: number, exchangeSize: string | null, exchangeColor: string | null }> }>, items: Array<{ id: string, productId: string | null, name: string, quantity: number, size: string | null, color: string | null }> } | null };

export type FulfilmentRequestReturnMutationVariables = Exact<{
  input: RequestReturnInput;
}>;


export type FulfilmentRequestReturnMutation = { requestReturn: { id: string, kind: ReturnKind, status: ReturnStatus } };

export type FulfilmentDecideMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  message?: string | null | undefined;
}>;


export type FulfilmentDecideMutation = { decideReturn: { id: string, status: ReturnStatus, adminMessage: string | null } };

export type FulfilmentReceiveMutationVariables = Exact<{
  id: string | number;
  input: ReceiveReturnInput;
}>;


export type FulfilmentReceiveMutation = { receiveReturn: { id: string, status: ReturnStatus, replacementOrderId: string | null } };

export type FulfilmentRefusedMutationVariables = Exact<{
  id: string | number;
  restock: boolean;
  note?: string | null | undefined;
}>;


export type FulfilmentRefusedMutation = { recordRefusedDelivery: { id: string, status: OrderStatus, paymentStatus: PaymentStatus, allowedStatuses: Array<OrderStatus> } };

export type FulfilmentReplacementQueryVariables = Exact<{
  id: string | number;
}>;


export type FulfilmentReplacementQuery = { order: { status: OrderStatus, replacesOrderId: string | null, paymentStatus: PaymentStatus, totals: { total: { paise: number } }, items: Array<{ size: string | null, color: string | null, quantity: number, price: { paise: number } }> } | null };

export type FulfilmentCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type FulfilmentCouponsQuery = { coupons: { nodes: Array<{ id: string, usedCount: number }> } };

export type FulfilmentDeleteOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type FulfilmentDeleteOrderMutation = { deleteOrder: { id: string } };

export type FulfilmentShopPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type FulfilmentShopPoliciesQuery = { shopPolicies: { returnWindowDays: number } };

export type FulfilmentUpdateSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type FulfilmentUpdateSettingsMutation = { updateShopSettings: { policies: { returnWindowDays: number } } };

export type ReturnPhotosRequestMutationVariables = Exact<{
  input: RequestReturnInput;
}>;


export type ReturnPhotosRequestMutation = { requestReturn: { id: string, photos: Array<string> } };

export type ReturnPhotosOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ReturnPhotosOrderQuery = { order: { returnRequests: Array<{ id: string, photos: Array<string> }> } | null };

export type ReturnPhotosProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type ReturnPhotosProductMutation = { createProduct: { images: Array<{ url: string }> } };

export type ShiprocketShipMutationVariables = Exact<{
  id: string | number;
  courierId?: number | null | undefined;
}>;


export type ShiprocketShipMutation = { shipWithShiprocket: { id: string, status: OrderStatus, shipment: { id: string, shiprocket: { progress: ShiprocketProgress, attempts: number } | null } | null } };

export type ShiprocketAdminOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ShiprocketAdminOrderQuery = { order: { id: string, number: string, status: OrderStatus, paymentStatus: PaymentStatus, totals: { total: { paise: number } }, refunds: Array<{ status: RefundStatus, amount: { paise: number } }>, history: Array<{ actor: string, toStatus: OrderStatus | null, note: string, customerVisible: boolean }>, shipment: { courier: Courier | null, courierName: string | null, trackingNumber: string | null, trackingUrl: string | null, trackingStatus: string | null, expectedDeliveryAt: string | null, scans: Array<{ status: string, activity: string, location: string, occurredAt: string }>, shiprocket: { progress: ShiprocketProgress, failure: string | null, attempts: number, shiprocketOrderId: string | null, labelUrl: string | null, manifestUrl: string | null, pickupScheduledFor: string | null } | null } | null } | null };

export type ShiprocketCustomerOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ShiprocketCustomerOrderQuery = { order: { id: string, status: OrderStatus, history: Array<{ note: string }>, shipment: { courierName: string | null, trackingNumber: string | null, trackingStatus: string | null, expectedDeliveryAt: string | null, scans: Array<{ status: string, occurredAt: string }>, shiprocket: { progress: ShiprocketProgress } | null } | null } | null };

export type ShiprocketRatesQueryVariables = Exact<{
  orderId: string | number;
}>;


export type ShiprocketRatesQuery = { courierRates: Array<{ courierId: number, courierName: string, estimatedDays: number | null, recommended: boolean, rate: { paise: number } }> };

export type ShiprocketParcelMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type ShiprocketParcelMutation = { updateShopSettings: { parcel: { weightGrams: number, lengthCm: number, breadthCm: number, heightCm: number } } };

export type ShiprocketProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type ShiprocketProviderQuery = { shippingProvider: ShippingProviderKind };

export type ShiprocketCancelMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type ShiprocketCancelMutation = { updateOrderStatus: { id: string, status: OrderStatus } };

export type ErrorCodesCartQueryVariables = Exact<{
  g?: string | null | undefined;
}>;


export type ErrorCodesCartQuery = { cart: { lines: Array<{ variantId: string }> } };

export type ErrorCodesCart2QueryVariables = Exact<{
  g?: string | null | undefined;
}>;


export type ErrorCodesCart2Query = { cart: { lines: Array<{ problem: string | null, problemCode: ErrorCode | null }> } };

export type ErrorCodesCheckCouponQueryVariables = Exact<{
  c: string;
}>;


export type ErrorCodesCheckCouponQuery = { checkCoupon: { discount: { paise: number } } };

export type ErrorCodesCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrorCodesCategoriesQuery = { categories: { nodes: Array<{ id: string }> }, product: { id: string } | null, category: { id: string } | null };

export type ErrorCodesOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ErrorCodesOrderQuery = { order: { id: string } | null, checkout: { id: string } | null };

export type ErrorCodesCouponQueryVariables = Exact<{
  id: string | number;
}>;


export type ErrorCodesCouponQuery = { coupon: { id: string } | null, catalogImport: { id: string } | null };

export type ErrorCodesOrder2QueryVariables = Exact<{
  id: string | number;
}>;


export type ErrorCodesOrder2Query = { order: { id: string } | null };

export type ErrorCodesCreateCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ErrorCodesCreateCartMutation = { createCart: { guestId: string, cart: { itemCount: number } } };

export type HttpCachingCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpCachingCatalogQuery = { products: { totalCount: number }, categories: { nodes: Array<{ id: string }> } };

export type LimitsUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type LimitsUsersQuery = { users: { nodes: Array<{ email: string | null }> } };

export type LimitsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type LimitsMeQuery = { me: { id: string } | null };

export type ObservabilityCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityCategoriesQuery = { categories: { nodes: Array<{ id: string }> } };

export type OddInputRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type OddInputRegisterMutation = { register: { token: string } };

export type OddInputProductsQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
}>;


export type OddInputProductsQuery = { products: { totalCount: number } };

export type OddInputOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OddInputOrderQuery = { order: { totals: { total: { paise: number } } } | null };

export type OddInputCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type OddInputCreateProductMutation = { createProduct: { id: string } };

export type OutageCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type OutageCategoriesQuery = { categories: { nodes: Array<{ id: string }> } };

export type ProductPageOneReadUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type ProductPageOneReadUpdateMutation = { updateProduct: { id: string } };

export type ProductionGraphqlIntrospectionQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductionGraphqlIntrospectionQuery = { __schema: { queryType: { name: string | null } } };

export type ProductionGraphqlTypeLookupQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductionGraphqlTypeLookupQuery = { __type: { name: string | null } | null };

export type StorefrontPagesUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type StorefrontPagesUpdateMutation = { updateProduct: { id: string } };

export type StorefrontPagesReviewMutationVariables = Exact<{
  id: string | number;
  input: ReviewInput;
}>;


export type StorefrontPagesReviewMutation = { addReview: { id: string } };

export type StorefrontPagesDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type StorefrontPagesDeleteMutation = { deleteProduct: { id: string } };

export type StorefrontPagesHeadQueryVariables = Exact<{
  slug: string;
}>;


export type StorefrontPagesHeadQuery = { product: { pageTitle: string, metaDescription: string } | null };

export type StorefrontPagesChangeCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type StorefrontPagesChangeCategoryMutation = { updateCategory: { id: string } };

export type TrustedDocumentsProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrustedDocumentsProductsQuery = { products: { totalCount: number, nodes: Array<{ id: string, name: string }> } };

export type TrustedDocumentsProducts2QueryVariables = Exact<{ [key: string]: never; }>;


export type TrustedDocumentsProducts2Query = { products: { totalCount: number } };

export type JobsFailedJobsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type JobsFailedJobsQuery = { failedJobs: { totalCount: number, nodes: Array<{ id: string, name: string, retryCount: number, createdAt: string, failedAt: string | null, error: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type JobsRetryMutationVariables = Exact<{
  id: string | number;
}>;


export type JobsRetryMutation = { retryFailedJob: string };

export type JobsRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type JobsRequestResetMutation = { requestPasswordReset: { message: string } };

export type MessagingConsentMutationVariables = Exact<{
  input: MessagingConsentInput;
}>;


export type MessagingConsentMutation = { setMessagingConsent: Array<{ phone: string, channel: MessageChannel, purpose: MessagePurpose, granted: boolean }> };

export type MessagingOrderMessagesQueryVariables = Exact<{
  id: string | number;
}>;


export type MessagingOrderMessagesQuery = { order: { messages: Array<{ channel: MessageChannel, purpose: MessagePurpose, recipient: string, template: string | null, body: string, status: MessageStatus, attempts: number, lastError: string | null, providerMessageId: string | null, deliveryStatus: DeliveryStatus | null, sentAt: string | null, deliveredAt: string | null, readAt: string | null }> } | null };

export type MessagingCheckoutOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type MessagingCheckoutOrderQuery = { checkout: { orderId: string | null } | null };

export type MessagingMoveMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
  shipment?: ShipmentInput | null | undefined;
}>;


export type MessagingMoveMutation = { updateOrderStatus: { id: string } };

export type MessagingOfferMutationVariables = Exact<{
  campaign: string;
  offer: string;
}>;


export type MessagingOfferMutation = { sendWhatsAppOffer: number };

export type MessagingTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MessagingTemplatesQuery = { messageTemplates: Array<{ key: string, channel: MessageChannel, variables: Array<string>, body: string, providerTemplate: string, preview: string, quickReplies: Array<{ payload: string }> }> };

export type MessagingUpdateTemplateMutationVariables = Exact<{
  input: UpdateMessageTemplateInput;
}>;


export type MessagingUpdateTemplateMutation = { updateMessageTemplate: { key: string, body: string, providerTemplate: string, preview: string, updatedAt: string | null } };

export type MessagingPreviewQueryVariables = Exact<{
  key: string;
  body: string;
}>;


export type MessagingPreviewQuery = { previewMessageTemplate: string };

export type OrderNumbersOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderNumbersOrderQuery = { order: { id: string, number: string, invoice: { number: string, orderNumber: string } | null } | null };

export type OrderNumbersSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OrderNumbersSearchQuery = { orders: { totalCount: number, nodes: Array<{ id: string, number: string }> } };

export type OrderNumbersAllQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderNumbersAllQuery = { orders: { nodes: Array<{ number: string }> } };

export type OrderNumbersSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type OrderNumbersSettingsMutation = { updateShopSettings: { invoicing: { orderPrefix: string, invoicePrefix: string } } };

export type OrderPagesMineQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OrderPagesMineQuery = { myOrders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type OrderPagesAllQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OrderPagesAllQuery = { orders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, status: OrderStatus, deliveredAt: string | null, customerEmail: string, customer: { firstName: string, lastName: string } | null, totals: { total: { paise: number } }, items: Array<{ name: string, quantity: number }> } | null };

export type OrderMyOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OrderMyOrdersQuery = { myOrders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, totals: { total: { paise: number } }, items: Array<{ name: string }> }> } };

export type OrdersQueryVariables = Exact<{
  filter?: OrderFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OrdersQuery = { orders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, status: OrderStatus, paymentStatus: PaymentStatus, createdAt: string, customerEmail: string, customer: { firstName: string, lastName: string } | null, totals: { total: { paise: number } }, items: Array<{ name: string, quantity: number, price: { paise: number } }>, shippingInfo: { firstName: string, lastName: string } }> } };

export type OrderSetStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type OrderSetStatusMutation = { updateOrderStatus: { id: string, status: OrderStatus, deliveredAt: string | null } };

export type OrderDeleteOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type OrderDeleteOrderMutation = { deleteOrder: { id: string } };

export type OrderChartsQueryVariables = Exact<{
  days: number;
}>;


export type OrderChartsQuery = { salesCharts: { daily: Array<{ date: string, orders: number, revenue: { paise: number } }>, byStatus: Array<{ status: OrderStatus, orders: number }>, paymentMix: Array<{ method: PaymentMethod, orders: number, revenue: { paise: number } }>, topProducts: Array<{ name: string, units: number, revenue: { paise: number } }> } };

export type OrderDashboardQueryVariables = Exact<{
  recentCount?: number | null | undefined;
}>;


export type OrderDashboardQuery = { adminDashboard: { orderCount: number, productCount: number, revenue: { paise: number, formatted: string }, recentOrders: Array<{ id: string, status: OrderStatus, customer: { firstName: string } | null, totals: { total: { paise: number } } }> } };

export type Orders2QueryVariables = Exact<{ [key: string]: never; }>;


export type Orders2Query = { orders: { totalCount: number } };

export type SummaryPeriodFragment = { from: string, to: string, paidOrders: number, refundCount: number, placedOrders: number, codOrders: number, codShare: number, revenue: { paise: number }, paid: { paise: number }, averageOrderValue: { paise: number }, refunds: { paise: number }, byStatus: Array<{ status: OrderStatus, orders: number }>, invoiced: { paise: number }, invoicedGst: { paise: number } };

export type SummaryOfDaysQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SummaryOfDaysQuery = { salesSummary: { current: { from: string, to: string, paidOrders: number, refundCount: number, placedOrders: number, codOrders: number, codShare: number, revenue: { paise: number }, paid: { paise: number }, averageOrderValue: { paise: number }, refunds: { paise: number }, byStatus: Array<{ status: OrderStatus, orders: number }>, invoiced: { paise: number }, invoicedGst: { paise: number } }, previous: { from: string, to: string, paidOrders: number, refundCount: number, placedOrders: number, codOrders: number, codShare: number, revenue: { paise: number }, paid: { paise: number }, averageOrderValue: { paise: number }, refunds: { paise: number }, byStatus: Array<{ status: OrderStatus, orders: number }>, invoiced: { paise: number }, invoicedGst: { paise: number } } } };

export type SummaryGstMonthQueryVariables = Exact<{
  month: string;
}>;


export type SummaryGstMonthQuery = { gstReport: { invoiceCount: number, creditNoteCount: number, net: { charged: { paise: number }, totalTax: { paise: number } } } };

export type SummarySettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type SummarySettingsMutation = { updateShopSettings: { invoicingProblems: Array<string> } };

export type SummaryOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type SummaryOrderQuery = { order: { paymentStatus: PaymentStatus, totals: { total: { paise: number } }, refunds: Array<{ status: RefundStatus }>, creditNotes: Array<{ number: string }> } | null };

export type SummaryMoveMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type SummaryMoveMutation = { updateOrderStatus: { id: string } };

export type SummaryRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type SummaryRefundMutation = { refundOrder: { id: string } };

export type SummaryManualRefundMutationVariables = Exact<{
  input: ManualRefundInput;
}>;


export type SummaryManualRefundMutation = { recordManualRefund: { id: string } };

export type PaymentPagesReconcileMutationVariables = Exact<{
  date: string;
}>;


export type PaymentPagesReconcileMutation = { reconcileDayWithProvider: string };

export type PaymentPagesDifferencesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaymentPagesDifferencesQuery = { reconciliationDifferences: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type PaymentPagesResolveMutationVariables = Exact<{
  id: string | number;
}>;


export type PaymentPagesResolveMutation = { resolveReconciliationDifference: { id: string } };

export type PaymentPagesAttentionQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaymentPagesAttentionQuery = { paymentsNeedingAttention: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type PaymentOrderPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentOrderPaymentQuery = { order: { id: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, paidAt: string | null, totals: { total: { paise: number } } } | null };

export type PaymentOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentOrderQuery = { order: { payment: { provider: string, status: PaymentRecordStatus, providerOrderId: string, providerPaymentId: string | null, capturedAt: string | null, amount: { paise: number }, events: Array<{ source: string, type: string, summary: string }> } | null, refunds: Array<{ id: string }> } | null };

export type PaymentOrder2QueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentOrder2Query = { order: { payment: { status: PaymentRecordStatus } | null } | null };

export type PaymentSchemaQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentSchemaQuery = { __schema: { mutationType: { fields: Array<{ name: string }> | null } | null } };

export type PaymentAbandonCheckoutMutationVariables = Exact<{
  id: string | number;
}>;


export type PaymentAbandonCheckoutMutation = { abandonCheckout: { status: CheckoutStatus } };

export type RazorpayMethodsSetMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type RazorpayMethodsSetMutation = { updateShopSettings: { payments: { razorpayMethods: Array<RazorpayMethod> } } };

export type RazorpayMethodsSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RazorpayMethodsSettingsQuery = { shopSettings: { payments: { razorpayMethods: Array<RazorpayMethod> } } };

export type RazorpayMethodsCheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type RazorpayMethodsCheckoutQuery = { checkout: { orderId: string | null, razorpay: { orderId: string, methods: Array<RazorpayMethod> } | null } | null };

export type RazorpayMethodsOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type RazorpayMethodsOrderQuery = { order: { id: string, paymentStatus: PaymentStatus, payment: { method: string | null, attention: string | null } | null } | null };

export type RazorpayCheckoutRazorpayQueryVariables = Exact<{
  id: string | number;
}>;


export type RazorpayCheckoutRazorpayQuery = { checkout: { id: string, status: CheckoutStatus, paymentStatus: PaymentStatus, orderId: string | null, redirectUrl: string | null, paymentUrl: string | null, razorpay: { keyId: string, orderId: string, scriptUrl: string, amount: { paise: number } } | null } | null };

export type RazorpayConfirmMutationVariables = Exact<{
  input: ConfirmRazorpayPaymentInput;
}>;


export type RazorpayConfirmMutation = { confirmRazorpayPayment: { id: string, status: CheckoutStatus, paymentStatus: PaymentStatus, orderId: string | null, redirectUrl: string | null } };

export type RazorpayAbandonMutationVariables = Exact<{
  id: string | number;
}>;


export type RazorpayAbandonMutation = { abandonCheckout: { id: string, status: CheckoutStatus } };

export type RazorpayOrderMoneyQueryVariables = Exact<{
  id: string | number;
}>;


export type RazorpayOrderMoneyQuery = { order: { id: string, status: OrderStatus, paymentStatus: PaymentStatus, paidAt: string | null, paidWith: string | null, totals: { total: { paise: number } }, payment: { provider: string, status: PaymentRecordStatus, method: string | null, providerOrderId: string, providerPaymentId: string | null, attention: string | null, events: Array<{ source: string, type: string, summary: string }> } | null, refunds: Array<{ id: string, status: RefundStatus, method: RefundMethod, reason: string, reference: string | null, failure: string | null, amount: { paise: number } }> } | null };

export type RazorpayStraysQueryVariables = Exact<{
  id: string | number;
}>;


export type RazorpayStraysQuery = { order: { id: string, paymentStatus: PaymentStatus, payment: { attention: string | null, strayCaptures: Array<{ id: string, providerPaymentId: string, refundId: string | null, amount: { paise: number } }>, refunds: Array<{ status: RefundStatus, amount: { paise: number } }> } | null } | null };

export type RazorpayNeedingAttentionStraysQueryVariables = Exact<{ [key: string]: never; }>;


export type RazorpayNeedingAttentionStraysQuery = { paymentsNeedingAttention: { nodes: Array<{ checkoutId: string, orderId: string | null, orderNumber: string | null, strayCaptures: Array<{ id: string, providerPaymentId: string, amount: { paise: number } }> }> } };

export type RazorpayRefundStrayMutationVariables = Exact<{
  id: string | number;
}>;


export type RazorpayRefundStrayMutation = { refundStrayCapture: { id: string, status: RefundStatus, amount: { paise: number } } };

export type RazorpayPaidWithQueryVariables = Exact<{
  id: string | number;
}>;


export type RazorpayPaidWithQuery = { order: { id: string, paidWith: string | null } | null };

export type RazorpayRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type RazorpayRefundMutation = { refundOrder: { id: string, status: RefundStatus, method: RefundMethod, amount: { paise: number } } };

export type RazorpayManualRefundMutationVariables = Exact<{
  input: ManualRefundInput;
}>;


export type RazorpayManualRefundMutation = { recordManualRefund: { id: string, status: RefundStatus, method: RefundMethod, reference: string | null, amount: { paise: number } } };

export type RazorpaySetStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type RazorpaySetStatusMutation = { updateOrderStatus: { id: string, status: OrderStatus, paymentStatus: PaymentStatus } };

export type RazorpayNeedingAttentionQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RazorpayNeedingAttentionQuery = { paymentsNeedingAttention: { totalCount: number, nodes: Array<{ checkoutId: string, status: PaymentRecordStatus, attention: string | null, refunds: Array<{ status: RefundStatus, amount: { paise: number } }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RazorpayPaymentOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RazorpayPaymentOptionsQuery = { paymentOptions: { provider: string, testMode: boolean } };

export type ReconciliationDayMutationVariables = Exact<{
  date: string;
}>;


export type ReconciliationDayMutation = { reconcileDayWithProvider: string };

export type ReconciliationDifferencesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  unresolvedOnly?: boolean | null | undefined;
}>;


export type ReconciliationDifferencesQuery = { reconciliationDifferences: { totalCount: number, nodes: Array<{ id: string, date: string, providerPaymentId: string, kind: ReconciliationDifferenceKind, description: string, paymentId: string | null, resolved: boolean, shopAmount: { paise: number } | null, providerAmount: { paise: number } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ReconciliationResolveMutationVariables = Exact<{
  id: string | number;
}>;


export type ReconciliationResolveMutation = { resolveReconciliationDifference: { id: string, resolved: boolean } };

export type ReconciliationOrderPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type ReconciliationOrderPaymentQuery = { order: { id: string, payment: { id: string, attention: string | null } | null } | null };

export type ReconciliationCheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type ReconciliationCheckoutQuery = { checkout: { razorpay: { orderId: string } | null } | null };

export type CodRemittanceRecordMutationVariables = Exact<{
  input: CodRemittanceInput;
}>;


export type CodRemittanceRecordMutation = { recordCodRemittance: { id: string, courier: string, receivedOn: string, reference: string, amount: { paise: number }, ordersTotal: { paise: number }, difference: { paise: number }, orders: Array<{ orderId: string, amount: { paise: number } }> } };

export type CodRemittanceListQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CodRemittanceListQuery = { codRemittances: { totalCount: number, nodes: Array<{ id: string, reference: string, difference: { paise: number }, orders: Array<{ orderId: string }> }> } };

export type CodRemittanceUnremittedQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CodRemittanceUnremittedQuery = { unremittedCodOrders: { totalCount: number, nodes: Array<{ orderId: string, deliveredAt: string, amount: { paise: number } }> } };

export type CodRemittanceUnremittedCouriersQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CodRemittanceUnremittedCouriersQuery = { unremittedCodOrders: { nodes: Array<{ orderId: string, orderNumber: string, courierName: string | null }> } };

export type CodRemittanceOrderNumberQueryVariables = Exact<{
  id: string | number;
}>;


export type CodRemittanceOrderNumberQuery = { order: { number: string } | null };

export type CodRemittanceMoveMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
  shipment?: ShipmentInput | null | undefined;
}>;


export type CodRemittanceMoveMutation = { updateOrderStatus: { id: string } };

export type CodRemittanceOrderTotalQueryVariables = Exact<{
  id: string | number;
}>;


export type CodRemittanceOrderTotalQuery = { order: { deliveredAt: string | null, totals: { total: { paise: number } } } | null };

export type PayoutPagesPayoutsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayoutPagesPayoutsQuery = { payouts: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type PayoutPagesUnsettledQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayoutPagesUnsettledQuery = { unsettledPayments: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ orderId: string, providerPaymentId: string }> } };

export type PayoutPagesRemittancesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayoutPagesRemittancesQuery = { codRemittances: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type PayoutPagesUnremittedQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayoutPagesUnremittedQuery = { unremittedCodOrders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ orderId: string }> } };

export type PayoutPagesRecordDayMutationVariables = Exact<{
  date: string;
}>;


export type PayoutPagesRecordDayMutation = { recordSettlementsOfDay: string };

export type PayoutPagesRecordRemittanceMutationVariables = Exact<{
  input: CodRemittanceInput;
}>;


export type PayoutPagesRecordRemittanceMutation = { recordCodRemittance: { id: string } };

export type PayoutsRecordDayMutationVariables = Exact<{
  date: string;
}>;


export type PayoutsRecordDayMutation = { recordSettlementsOfDay: string };

export type PayoutsListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayoutsListQuery = { payouts: { totalCount: number, nodes: Array<{ id: string, settlementId: string, utr: string, settledAt: string, amount: { paise: number }, fees: { paise: number }, tax: { paise: number } }> } };

export type PayoutsOneQueryVariables = Exact<{
  id: string | number;
}>;


export type PayoutsOneQuery = { payout: { payout: { settlementId: string }, lines: Array<{ entityId: string, kind: string, providerPaymentId: string | null, orderId: string | null, amount: { paise: number }, fee: { paise: number }, tax: { paise: number }, net: { paise: number } }> } };

export type PayoutsUnsettledQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type PayoutsUnsettledQuery = { unsettledPayments: { totalCount: number, nodes: Array<{ orderId: string, providerPaymentId: string, capturedAt: string, amount: { paise: number } }> } };

export type PayoutsCsvRecordDayMutationVariables = Exact<{
  date: string;
}>;


export type PayoutsCsvRecordDayMutation = { recordSettlementsOfDay: string };

export type PayoutsCsvRemitMutationVariables = Exact<{
  input: CodRemittanceInput;
}>;


export type PayoutsCsvRemitMutation = { recordCodRemittance: { id: string } };

export type PayoutsCsvOrderNumberQueryVariables = Exact<{
  id: string | number;
}>;


export type PayoutsCsvOrderNumberQuery = { order: { number: string } | null };

export type CatalogAdminCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CatalogAdminCreateMutation = { createProduct: { id: string, slug: string, sku: string, name: string, brand: string | null, collection: string | null, description: string, countInStock: number, weight: number | null, sizes: Array<string>, colors: Array<string>, tags: Array<string>, material: string | null, gender: string | null, rating: number, numReviews: number, isPublished: boolean, isFeatured: boolean, price: { amount: string }, discountPrice: { amount: string } | null, dimensions: { length: number | null, width: number | null, height: number | null }, category: { name: string } } };

export type CatalogAdminUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type CatalogAdminUpdateMutation = { updateProduct: { id: string, slug: string, name: string, sku: string, rating: number, numReviews: number, description: string, price: { amount: string } } };

export type CatalogAdminDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogAdminDeleteMutation = { deleteProduct: { id: string } };

export type CatalogAdminHandleQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogAdminHandleQuery = { product: { id: string, name: string } | null };

export type CatalogAdminHandleCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CatalogAdminHandleCreateMutation = { createProduct: { id: string, slug: string, seoTitle: string | null, seoDescription: string | null } };

export type CatalogAdminReadQueryVariables = Exact<{
  id: string;
}>;


export type CatalogAdminReadQuery = { product: { name: string, tags: Array<string>, countInStock: number, isPublished: boolean, price: { paise: number }, discountPrice: { paise: number } | null, variants: Array<{ size: string | null, countInStock: number, priceOverride: { paise: number } | null }> } | null };

export type CatalogAdminAddReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogAdminAddReviewMutation = { addReview: { id: string } };

export type CatalogAdminProductQueryVariables = Exact<{
  s: string;
}>;


export type CatalogAdminProductQuery = { product: { id: string } | null };

export type CatalogImagesCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CatalogImagesCreateMutation = { createProduct: { id: string, images: Array<{ url: string, altText: string, srcSet: string | null, jpegSrcSet: string | null, files: Array<{ url: string, width: number, format: ImageFormat }> }> } };

export type CatalogImagesUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type CatalogImagesUpdateMutation = { updateProduct: { images: Array<{ url: string, altText: string }> } };

export type CatalogImagesDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogImagesDeleteMutation = { deleteProduct: { id: string } };

export type CatalogImagesCreate2MutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CatalogImagesCreate2Mutation = { createCategory: { id: string, image: { url: string, altText: string, files: Array<{ url: string }> } | null } };

export type CatalogImagesDeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogImagesDeleteCategoryMutation = { deleteCategory: { id: string } };

export type CatalogListNewArrivalsLimitQueryVariables = Exact<{
  limit: number;
}>;


export type CatalogListNewArrivalsLimitQuery = { newArrivals: Array<{ name: string }> };

export type CatalogListBestSellersLimitQueryVariables = Exact<{
  limit: number;
}>;


export type CatalogListBestSellersLimitQuery = { bestSellers: Array<{ name: string }> };

export type CatalogListListQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
  sort?: ProductSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogListListQuery = { products: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ name: string }>, edges: Array<{ cursor: string, node: { name: string } }> } };

export type CatalogListFacetsQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
}>;


export type CatalogListFacetsQuery = { products: { totalCount: number, facets: { colors: Array<{ value: string, count: number }>, sizes: Array<{ value: string, count: number }>, materials: Array<{ value: string, count: number }>, genders: Array<{ value: string, count: number }>, brands: Array<{ value: string, count: number }>, price: { min: { amount: string }, max: { amount: string } } | null } } };

export type CatalogListProductQueryVariables = Exact<{
  key: string;
}>;


export type CatalogListProductQuery = { product: { name: string, isPublished: boolean } | null };

export type CatalogListCategoriesQueryVariables = Exact<{
  all: boolean;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogListCategoriesQuery = { categories: { totalCount: number, nodes: Array<{ slug: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CatalogListCategoryQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogListCategoryQuery = { category: { name: string } | null };

export type CatalogListShelvesQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogListShelvesQuery = { newArrivals: Array<{ name: string }>, bestSellers: Array<{ name: string }>, similarProducts: Array<{ name: string }> };

export type CatalogListBothShelvesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogListBothShelvesQuery = { newArrivals: Array<{ name: string }>, bestSellers: Array<{ name: string }> };

export type CatalogListBestSellersQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogListBestSellersQuery = { bestSellers: Array<{ name: string }> };

export type CatalogListSimilarProductsQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogListSimilarProductsQuery = { similarProducts: Array<{ name: string }> };

export type CatalogListProduct2QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogListProduct2Query = { product: { slug: string, colors: Array<string>, sizes: Array<string>, material: string | null, gender: string | null, brand: string | null, collection: string | null, rating: number, numReviews: number, price: { amount: string, paise: number, formatted: string }, discountPrice: { amount: string } | null, unitPrice: { formatted: string }, category: { slug: string } } | null };

export type CatalogPagesProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: ProductSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogPagesProductsQuery = { products: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, name: string }> } };

export type CatalogPagesReviewsQueryVariables = Exact<{
  slug: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogPagesReviewsQuery = { product: { reviews: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } } | null };

export type CatalogPagesCategoriesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogPagesCategoriesQuery = { categories: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type CatalogPagesOptionValuesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogPagesOptionValuesQuery = { productOptionValues: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type CatalogPagesDeleteOptionValueMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogPagesDeleteOptionValueMutation = { deleteProductOptionValue: { id: string } };

export type CatalogQueriesPageQueryVariables = Exact<{
  size: number;
  search?: string | null | undefined;
}>;


export type CatalogQueriesPageQuery = { products: { totalCount: number, nodes: Array<{ id: string, name: string, slug: string, price: { formatted: string }, discountPrice: { formatted: string } | null, unitPrice: { amount: string }, category: { name: string, slug: string }, images: Array<{ url: string, altText: string, srcSet: string | null, files: Array<{ url: string, width: number }> }>, reviews: { nodes: Array<{ rating: number, comment: string, authorName: string }> }, variants: Array<{ countInStock: number }> }>, facets: { colors: Array<{ value: string, count: number }>, sizes: Array<{ value: string, count: number }>, price: { min: { amount: string }, max: { amount: string } } | null } } };

export type CatalogQueriesNewArrivalsQueryVariables = Exact<{
  size: number;
}>;


export type CatalogQueriesNewArrivalsQuery = { newArrivals: Array<{ name: string, category: { name: string }, reviews: { nodes: Array<{ authorName: string }> } }> };

export type CatalogQueriesBestSellersQueryVariables = Exact<{
  size: number;
}>;


export type CatalogQueriesBestSellersQuery = { bestSellers: Array<{ name: string, category: { name: string }, reviews: { nodes: Array<{ authorName: string }> } }> };

export type CatalogQueriesFacetsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogQueriesFacetsQuery = { products: { totalCount: number, facets: { colors: Array<{ value: string, count: number }> } } };

export type CatalogQueriesProductQueryVariables = Exact<{
  id: string;
}>;


export type CatalogQueriesProductQuery = { product: { name: string, category: { id: string } } | null };

export type CatalogQueriesUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type CatalogQueriesUpdateProductMutation = { updateProduct: { id: string } };

export type CatalogResponseCacheProductQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogResponseCacheProductQuery = { product: { name: string, countInStock: number, rating: number, numReviews: number } | null };

export type CatalogResponseCacheProduct2QueryVariables = Exact<{
  s: string;
}>;


export type CatalogResponseCacheProduct2Query = { product: { countInStock: number } | null };

export type CatalogResponseCacheMeQueryVariables = Exact<{
  s: string;
}>;


export type CatalogResponseCacheMeQuery = { me: { id: string } | null, product: { countInStock: number } | null };

export type CatalogResponseCacheUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type CatalogResponseCacheUpdateProductMutation = { updateProduct: { id: string } };

export type CatalogResponseCacheProduct3QueryVariables = Exact<{
  slug: string;
}>;


export type CatalogResponseCacheProduct3Query = { product: { description: string, countInStock: number } | null };

export type CatalogResponseCacheAddReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogResponseCacheAddReviewMutation = { addReview: { id: string } };

export type CatalogResponseCacheSimilarProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogResponseCacheSimilarProductsQuery = { similarProducts: Array<{ name: string }> };

export type CatalogResponseCacheDescribedQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogResponseCacheDescribedQuery = { product: { name: string, description: string } | null };

export type BulkPublishMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type BulkPublishMutation = { publishProducts: Array<{ id: string, isPublished: boolean }> };

export type BulkUnpublishMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type BulkUnpublishMutation = { unpublishProducts: Array<{ id: string, isPublished: boolean }> };

export type BulkDeleteMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type BulkDeleteMutation = { deleteProducts: Array<{ id: string }> };

export type BulkListQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
  sort?: ProductSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BulkListQuery = { products: { totalCount: number, nodes: Array<{ id: string, name: string, isPublished: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ProductOptionsValuesQueryVariables = Exact<{
  kind?: ProductOptionKind | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductOptionsValuesQuery = { productOptionValues: { totalCount: number, nodes: Array<{ id: string, kind: ProductOptionKind, name: string, swatch: string | null, productCount: number }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ProductOptionsOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductOptionsOptionsQuery = { productOptions: { sizes: Array<string>, colors: Array<string>, materials: Array<string>, colorSwatches: Array<{ name: string, hex: string }> } };

export type ProductOptionsAddMutationVariables = Exact<{
  input: ProductOptionValueInput;
}>;


export type ProductOptionsAddMutation = { addProductOptionValue: { id: string, kind: ProductOptionKind, name: string, swatch: string | null, productCount: number } };

export type ProductOptionsRemoveMutationVariables = Exact<{
  id: string | number;
}>;


export type ProductOptionsRemoveMutation = { deleteProductOptionValue: { id: string } };

export type ProductOptionsCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type ProductOptionsCreateMutation = { createProduct: { id: string, colors: Array<string>, sizes: Array<string>, material: string | null } };

export type ProductOptionsFilteredQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
}>;


export type ProductOptionsFilteredQuery = { products: { nodes: Array<{ name: string, colors: Array<string> }>, facets: { colors: Array<{ value: string, count: number }>, sizes: Array<{ value: string, count: number }> } } };

export type VariantPricesCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type VariantPricesCreateMutation = { createProduct: { id: string } };

export type VariantPricesListQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
  sort?: ProductSort | null | undefined;
  size?: number | null | undefined;
}>;


export type VariantPricesListQuery = { products: { nodes: Array<{ name: string, unitPrice: { paise: number }, fromPrice: { paise: number, formatted: string } | null }>, facets: { price: { min: { paise: number }, max: { paise: number } } | null } } };

export type VariantsCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type VariantsCreateMutation = { createProduct: { id: string, slug: string, countInStock: number, sizes: Array<string>, colors: Array<string>, variants: Array<{ id: string, sku: string, size: string | null, color: string | null, countInStock: number, price: { paise: number }, unitPrice: { paise: number }, priceOverride: { paise: number } | null, images: Array<{ url: string }> }> } };

export type VariantsUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type VariantsUpdateMutation = { updateProduct: { id: string, countInStock: number, sizes: Array<string>, colors: Array<string>, variants: Array<{ id: string, sku: string, size: string | null, color: string | null, countInStock: number }> } };

export type VariantsSetStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type VariantsSetStatusMutation = { updateOrderStatus: { id: string, status: OrderStatus } };

export type VariantsOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type VariantsOrderQuery = { order: { items: Array<{ variantId: string | null, sku: string | null, size: string | null, color: string | null, quantity: number, price: { paise: number } }> } | null };

export type VariantsCartQueryVariables = Exact<{ [key: string]: never; }>;


export type VariantsCartQuery = { cart: { lines: Array<{ variantId: string, sku: string, size: string | null, color: string | null, inStock: number, problem: string | null, unitPrice: { paise: number } }> } };

export type VariantsProductOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type VariantsProductOptionsQuery = { productOptions: { sizes: Array<string>, colors: Array<string>, materials: Array<string> } };

export type VariantsAddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type VariantsAddToCartMutation = { addToCart: { itemCount: number } };

export type VariantsAddToCart2MutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type VariantsAddToCart2Mutation = { addToCart: { itemCount: number } };

export type VariantsAddToCart3MutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type VariantsAddToCart3Mutation = { addToCart: { itemCount: number } };

export type VariantsFilterQueryVariables = Exact<{
  f?: ProductFilterInput | null | undefined;
}>;


export type VariantsFilterQuery = { products: { nodes: Array<{ id: string }>, facets: { colors: Array<{ value: string, count: number }>, sizes: Array<{ value: string, count: number }> } } };

export type CatalogReviewsReviewMutationVariables = Exact<{
  id: string | number;
  input: ReviewInput;
}>;


export type CatalogReviewsReviewMutation = { addReview: { rating: number, numReviews: number, reviews: { nodes: Array<{ rating: number, comment: string, authorName: string }> } } };

export type CatalogReviewsProductQueryVariables = Exact<{
  slug: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogReviewsProductQuery = { product: { rating: number, numReviews: number, reviews: { totalCount: number, nodes: Array<{ rating: number, comment: string, authorName: string, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type SearchSuggestionsSuggestQueryVariables = Exact<{
  text: string;
}>;


export type SearchSuggestionsSuggestQuery = { searchSuggestions: { text: string, categories: Array<{ name: string, slug: string }>, products: Array<{ name: string, slug: string, category: { name: string } }> } };

export type CatalogSearchSearchQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
  sort?: ProductSort | null | undefined;
}>;


export type CatalogSearchSearchQuery = { products: { totalCount: number, nodes: Array<{ name: string }>, facets: { colors: Array<{ value: string, count: number }> } } };

export type CatalogSearchRenameCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type CatalogSearchRenameCategoryMutation = { updateCategory: { id: string } };

export type CatalogSearchRecolourMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type CatalogSearchRecolourMutation = { updateProduct: { id: string } };

export type ShopPoliciesFieldsFragment = { shippingArea: string, dispatchDays: number, deliveryDaysFrom: number, deliveryDaysTo: number, returnWindowDays: number, deliveryFee: { paise: number, formatted: string }, freeDeliveryAbove: { paise: number }, giftWrapFee: { paise: number } };

export type ShopPoliciesUpdateMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type ShopPoliciesUpdateMutation = { updateShopSettings: { policies: { shippingArea: string, dispatchDays: number, deliveryDaysFrom: number, deliveryDaysTo: number, returnWindowDays: number, deliveryFee: { paise: number, formatted: string }, freeDeliveryAbove: { paise: number }, giftWrapFee: { paise: number } }, invoicing: { invoicePrefix: string } } };

export type ShopPoliciesServedQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPoliciesServedQuery = { shopPolicies: { shippingArea: string, dispatchDays: number, deliveryDaysFrom: number, deliveryDaysTo: number, returnWindowDays: number, deliveryFee: { paise: number, formatted: string }, freeDeliveryAbove: { paise: number }, giftWrapFee: { paise: number } } };

export type ShopPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPoliciesQuery = { shopPolicies: { deliveryDaysTo: number, returnWindowDays: number, deliveryFee: { paise: number } } };

export type ShopPoliciesSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPoliciesSettingsQuery = { shopSettings: { policies: { shippingArea: string, dispatchDays: number, deliveryDaysFrom: number, deliveryDaysTo: number, returnWindowDays: number, deliveryFee: { paise: number, formatted: string }, freeDeliveryAbove: { paise: number }, giftWrapFee: { paise: number } }, invoicing: { invoicePrefix: string, creditNotePrefix: string }, gst: { deliveryRate: number, deliverySac: string, giftWrapHsn: string }, cod: { refusalLimit: number | null, maxOrderValue: { paise: number } | null, fee: { paise: number } } } };

export type ShopPoliciesClearLimitMutationVariables = Exact<{ [key: string]: never; }>;


export type ShopPoliciesClearLimitMutation = { updateShopSettings: { cod: { refusalLimit: number | null, fee: { paise: number } } } };

export type ShopPolicies2QueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPolicies2Query = { shopPolicies: { deliveryFee: { paise: number } } };

export type ShopPromisesSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type ShopPromisesSettingsMutation = { updateShopSettings: { payments: { razorpayMethods: Array<RazorpayMethod> } } };

export type ShopPromisesCreateRuleMutationVariables = Exact<{
  input: ServiceabilityRuleInput;
}>;


export type ShopPromisesCreateRuleMutation = { createServiceabilityRule: { id: string } };

export type ShopPromisesDeleteRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type ShopPromisesDeleteRuleMutation = { deleteServiceabilityRule: { id: string } };

export type ShopPromisesStatedQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPromisesStatedQuery = { paymentOptions: { online: Array<RazorpayMethod>, cashOnDelivery: boolean }, shopPolicies: { deliveryEstimate: string } };

export type StaffPreviewQueryVariables = Exact<{
  token: string;
}>;


export type StaffPreviewQuery = { staffInvitation: { email: string, hasAccount: boolean } };

export type StaffInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffInvitationsQuery = { staffInvitations: Array<{ id: string, email: string, status: InvitationStatus }> };

export type StaffResendMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffResendMutation = { resendStaffInvitation: { id: string, status: InvitationStatus } };

export type StaffRevokeMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffRevokeMutation = { revokeStaffInvitation: { id: string, status: InvitationStatus } };

export type StaffAccountsMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAccountsMembersQuery = { staffMembers: Array<{ id: string, email: string | null, status: StaffStatus, isShopOwner: boolean, secondFactorEnabled: boolean, role: { name: string } | null }> };

export type StaffAccountsPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAccountsPermissionsQuery = { me: { permissions: Array<Permission> } | null };

export type StaffSuspendMutationVariables = Exact<{
  userId: string | number;
}>;


export type StaffSuspendMutation = { suspendStaff: { message: string } };

export type StaffReactivateMutationVariables = Exact<{
  userId: string | number;
}>;


export type StaffReactivateMutation = { reactivateStaff: { message: string } };

export type StaffRemoveMutationVariables = Exact<{
  userId: string | number;
}>;


export type StaffRemoveMutation = { removeStaff: { message: string } };

export type StaffMyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMyOrdersQuery = { myOrders: { nodes: Array<{ id: string }> } };

export type StaffRolesMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesMeQuery = { me: { id: string, role: UserRole, permissions: Array<Permission> } | null };

export type StaffRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesQuery = { staffRoles: Array<{ id: string, name: string, isOwner: boolean, permissions: Array<Permission> }> };

export type StaffRolesMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesMembersQuery = { staffMembers: Array<{ id: string, email: string | null, isShopOwner: boolean, role: { name: string } | null }> };

export type StaffCreateRoleMutationVariables = Exact<{
  input: StaffRoleInput;
}>;


export type StaffCreateRoleMutation = { createStaffRole: { id: string, name: string, permissions: Array<Permission>, isOwner: boolean } };

export type StaffUpdateRoleMutationVariables = Exact<{
  id: string | number;
  input: UpdateStaffRoleInput;
}>;


export type StaffUpdateRoleMutation = { updateStaffRole: { id: string, name: string, permissions: Array<Permission> } };

export type StaffDeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffDeleteRoleMutation = { deleteStaffRole: { id: string } };

export type StaffAssignRoleMutationVariables = Exact<{
  userId: string | number;
  roleId: string | number;
}>;


export type StaffAssignRoleMutation = { assignStaffRole: { id: string, role: { name: string } | null } };

export type StaffCreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type StaffCreateCategoryMutation = { createCategory: { id: string } };

export type StaffBeginEnrolmentMutationVariables = Exact<{
  input: SecondFactorEnrolmentInput;
}>;


export type StaffBeginEnrolmentMutation = { beginSecondFactorEnrolment: { secret: string, otpauthUri: string, qrCodeSvg: string } };

export type StaffConfirmEnrolmentMutationVariables = Exact<{
  input: ConfirmSecondFactorInput;
}>;


export type StaffConfirmEnrolmentMutation = { confirmSecondFactorEnrolment: { recoveryCodes: Array<string>, session: { token: string, user: { id: string, secondFactorEnabled: boolean } } } };

export type StaffCompleteSignInMutationVariables = Exact<{
  input: CompleteStaffSignInInput;
}>;


export type StaffCompleteSignInMutation = { completeStaffSignIn: { token: string, user: { id: string } } };

export type StaffRequireSecondFactorMutationVariables = Exact<{
  required: boolean;
}>;


export type StaffRequireSecondFactorMutation = { setStaffSecondFactorRequired: { secondFactorRequired: boolean } };

export type StaffAccountsRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAccountsRolesQuery = { staffRoles: Array<{ id: string, name: string }> };

export type StaffInviteMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type StaffInviteMutation = { inviteStaff: { id: string, email: string, roleId: string, status: InvitationStatus, expiresAt: string } };

export type StaffAcceptMutationVariables = Exact<{
  input: AcceptStaffInvitationInput;
}>;


export type StaffAcceptMutation = { acceptStaffInvitation: { next: SecondStepKind | null, secondStepToken: string | null, session: { token: string, user: { id: string, role: UserRole } } | null } };

export type StaffSignInMutationVariables = Exact<{
  input: LoginInput;
}>;


export type StaffSignInMutation = { staffSignIn: { next: SecondStepKind | null, secondStepToken: string | null, session: { token: string, user: { id: string } } | null } };

export type StaffAccountsLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type StaffAccountsLoginMutation = { login: { token: string, user: { id: string, role: UserRole } } };

export type StaffAccountsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAccountsMeQuery = { me: { id: string, role: UserRole, suspendedAt: string | null, secondFactorEnabled: boolean } | null };

export type TestCreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type TestCreateCategoryMutation = { createCategory: { id: string, slug: string, name: string } };

export type TestCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type TestCreateProductMutation = { createProduct: { id: string, slug: string, name: string, sku: string } };

export type TestCartQueryVariables = Exact<{
  guestId?: string | null | undefined;
}>;


export type TestCartQuery = { cart: { itemCount: number, lines: Array<{ id: string, productId: string, name: string, slug: string, size: string | null, color: string | null, quantity: number, giftWrap: boolean, problem: string | null, unitPrice: { paise: number, amount: string, formatted: string }, lineTotal: { paise: number, amount: string, formatted: string }, image: { url: string } | null }>, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type TestAddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type TestAddToCartMutation = { addToCart: { itemCount: number, lines: Array<{ id: string, productId: string, name: string, slug: string, size: string | null, color: string | null, quantity: number, giftWrap: boolean, problem: string | null, unitPrice: { paise: number, amount: string, formatted: string }, lineTotal: { paise: number, amount: string, formatted: string }, image: { url: string } | null }>, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type TestUpdateCartLineMutationVariables = Exact<{
  input: UpdateCartLineInput;
}>;


export type TestUpdateCartLineMutation = { updateCartLine: { itemCount: number, lines: Array<{ id: string, productId: string, name: string, slug: string, size: string | null, color: string | null, quantity: number, giftWrap: boolean, problem: string | null, unitPrice: { paise: number, amount: string, formatted: string }, lineTotal: { paise: number, amount: string, formatted: string }, image: { url: string } | null }>, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type TestRemoveFromCartMutationVariables = Exact<{
  lineId: string | number;
  guestId?: string | null | undefined;
}>;


export type TestRemoveFromCartMutation = { removeFromCart: { itemCount: number, lines: Array<{ id: string, productId: string, name: string, slug: string, size: string | null, color: string | null, quantity: number, giftWrap: boolean, problem: string | null, unitPrice: { paise: number, amount: string, formatted: string }, lineTotal: { paise: number, amount: string, formatted: string }, image: { url: string } | null }>, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type TestClearCartMutationVariables = Exact<{
  guestId?: string | null | undefined;
}>;


export type TestClearCartMutation = { clearCart: { itemCount: number, lines: Array<{ id: string, productId: string, name: string, slug: string, size: string | null, color: string | null, quantity: number, giftWrap: boolean, problem: string | null, unitPrice: { paise: number, amount: string, formatted: string }, lineTotal: { paise: number, amount: string, formatted: string }, image: { url: string } | null }>, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type TestMergeGuestCartMutationVariables = Exact<{
  guestId: string;
}>;


export type TestMergeGuestCartMutation = { mergeGuestCart: { itemCount: number, lines: Array<{ id: string, productId: string, name: string, slug: string, size: string | null, color: string | null, quantity: number, giftWrap: boolean, problem: string | null, unitPrice: { paise: number, amount: string, formatted: string }, lineTotal: { paise: number, amount: string, formatted: string }, image: { url: string } | null }>, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type TestCheckCouponQueryVariables = Exact<{
  code: string;
}>;


export type TestCheckCouponQuery = { checkCoupon: { coupon: { code: string, discountType: DiscountType, percentOff: number | null, status: CouponStatus, amountOff: { paise: number } | null }, discount: { paise: number }, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } } };

export type TestCreateCheckoutMutationVariables = Exact<{
  input: CreateCheckoutInput;
}>;


export type TestCreateCheckoutMutation = { createCheckout: { id: string, createdAt: string, status: CheckoutStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentUrl: string | null, redirectUrl: string | null, orderId: string | null, expiresAt: string | null, couponCode: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } }, shippingInfo: { firstName: string, phoneNo: string, postalCode: string } } };

export type TestFinalizeCheckoutMutationVariables = Exact<{
  id: string | number;
}>;


export type TestFinalizeCheckoutMutation = { finalizeCheckout: { id: string, createdAt: string, status: CheckoutStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentUrl: string | null, redirectUrl: string | null, orderId: string | null, expiresAt: string | null, couponCode: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } }, shippingInfo: { firstName: string, phoneNo: string, postalCode: string } } };

export type TestCheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type TestCheckoutQuery = { checkout: { id: string, createdAt: string, status: CheckoutStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentUrl: string | null, redirectUrl: string | null, orderId: string | null, expiresAt: string | null, couponCode: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } }, shippingInfo: { firstName: string, phoneNo: string, postalCode: string } } | null };

export type TestCreateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type TestCreateCouponMutation = { createCoupon: { id: string, code: string, discountType: DiscountType, percentOff: number | null, active: boolean, expiresAt: string | null, status: CouponStatus, amountOff: { paise: number } | null } };

export type TestUpdateCouponMutationVariables = Exact<{
  id: string | number;
  input: UpdateCouponInput;
}>;


export type TestUpdateCouponMutation = { updateCoupon: { id: string, code: string, discountType: DiscountType, percentOff: number | null, active: boolean, expiresAt: string | null, status: CouponStatus, amountOff: { paise: number } | null } };

export type TestCheckoutOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type TestCheckoutOrderQuery = { checkout: { orderId: string | null } | null };

export type TestMoveOrderMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type TestMoveOrderMutation = { updateOrderStatus: { id: string } };

export type TestOrderItemsQueryVariables = Exact<{
  id: string | number;
}>;


export type TestOrderItemsQuery = { order: { items: Array<{ id: string }> } | null };

export type TestOrderNumberQueryVariables = Exact<{
  id: string | number;
}>;


export type TestOrderNumberQuery = { order: { number: string } | null };

export type MoneyFieldsFragment = { paise: number, amount: string, formatted: string };

export type TotalsFieldsFragment = { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } };

export type CartFieldsFragment = { itemCount: number, lines: Array<{ id: string, productId: string, name: string, slug: string, size: string | null, color: string | null, quantity: number, giftWrap: boolean, problem: string | null, unitPrice: { paise: number, amount: string, formatted: string }, lineTotal: { paise: number, amount: string, formatted: string }, image: { url: string } | null }>, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } } };

export type CheckoutFieldsFragment = { id: string, createdAt: string, status: CheckoutStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentUrl: string | null, redirectUrl: string | null, orderId: string | null, expiresAt: string | null, couponCode: string | null, totals: { subtotal: { paise: number, amount: string, formatted: string }, giftWrap: { paise: number, amount: string, formatted: string }, delivery: { paise: number, amount: string, formatted: string }, discount: { paise: number, amount: string, formatted: string }, total: { paise: number, amount: string, formatted: string } }, shippingInfo: { firstName: string, phoneNo: string, postalCode: string } };

export type SupportRazorpayCheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type SupportRazorpayCheckoutQuery = { checkout: { orderId: string | null, razorpay: { orderId: string } | null } | null };

export type StaffRoleIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRoleIdsQuery = { staffRoles: Array<{ id: string, name: string }> };

export type StaffAssignForTestMutationVariables = Exact<{
  userId: string | number;
  roleId: string | number;
}>;


export type StaffAssignForTestMutation = { assignStaffRole: { id: string } };

export type StaffLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type StaffLoginMutation = { login: { token: string } };

export type TestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type TestLoginMutation = { login: { token: string, user: { id: string } } };

export type TestRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type TestRegisterMutation = { register: { token: string, user: { id: string } } };

export type GstAmountsFragment = { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } };

export type GstSettingsFragment = { invoicingProblems: Array<string>, seller: { legalName: string, gstin: string, address: string, state: string, stateCode: string | null }, invoicing: { invoicePrefix: string, creditNotePrefix: string }, gst: { deliveryRate: number, deliverySac: string, giftWrapRate: number, giftWrapHsn: string, defaultGoodsRate: number, defaultGoodsHsn: string } };

export type GstShopSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GstShopSettingsQuery = { shopSettings: { invoicingProblems: Array<string>, seller: { legalName: string, gstin: string, address: string, state: string, stateCode: string | null }, invoicing: { invoicePrefix: string, creditNotePrefix: string }, gst: { deliveryRate: number, deliverySac: string, giftWrapRate: number, giftWrapHsn: string, defaultGoodsRate: number, defaultGoodsHsn: string } } };

export type GstUpdateShopSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type GstUpdateShopSettingsMutation = { updateShopSettings: { invoicingProblems: Array<string>, seller: { legalName: string, gstin: string, address: string, state: string, stateCode: string | null }, invoicing: { invoicePrefix: string, creditNotePrefix: string }, gst: { deliveryRate: number, deliverySac: string, giftWrapRate: number, giftWrapHsn: string, defaultGoodsRate: number, defaultGoodsHsn: string } } };

export type GstAddRateMutationVariables = Exact<{
  input: GstRateInput;
}>;


export type GstAddRateMutation = { addGstRate: { id: string, hsn: string, rate: number, effectiveFrom: string, categoryId: string | null, productId: string | null } };

export type GstDeleteRateMutationVariables = Exact<{
  id: string | number;
}>;


export type GstDeleteRateMutation = { deleteGstRate: { id: string } };

export type GstOrderTaxQueryVariables = Exact<{
  id: string | number;
}>;


export type GstOrderTaxQuery = { order: { id: string, totals: { total: { paise: number } }, items: Array<{ id: string, tax: { hsn: string, rate: number, amounts: { taxable: { paise: number } } } | null }>, invoice: { number: string, issuedAt: string, placeOfSupply: string, placeOfSupplyCode: string | null, supplyType: SupplyType, pdfUrl: string, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } }, lines: Array<{ kind: TaxLineKind, description: string, hsn: string, quantity: number, rate: number, gross: { paise: number }, discount: { paise: number }, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } }> } | null, creditNotes: Array<{ number: string, reason: string, pdfUrl: string, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } }, lines: Array<{ description: string, hsn: string, quantity: number, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } }> }> } | null };

export type GstSetStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type GstSetStatusMutation = { updateOrderStatus: { id: string, status: OrderStatus } };

export type GstDeleteOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type GstDeleteOrderMutation = { deleteOrder: { id: string } };

export type GstManualRefundMutationVariables = Exact<{
  input: ManualRefundInput;
}>;


export type GstManualRefundMutation = { recordManualRefund: { id: string, status: RefundStatus } };

export type GstRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type GstRefundMutation = { refundOrder: { id: string, status: RefundStatus } };

export type GstCheckoutOrderIdQueryVariables = Exact<{
  id: string | number;
}>;


export type GstCheckoutOrderIdQuery = { checkout: { orderId: string | null } | null };

export type GstRequestReturnMutationVariables = Exact<{
  input: RequestReturnInput;
}>;


export type GstRequestReturnMutation = { requestReturn: { id: string } };

export type GstDecideReturnMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
}>;


export type GstDecideReturnMutation = { decideReturn: { id: string } };

export type GstReceiveReturnMutationVariables = Exact<{
  id: string | number;
  input: ReceiveReturnInput;
}>;


export type GstReceiveReturnMutation = { receiveReturn: { id: string, status: ReturnStatus } };

export type GstReportQueryVariables = Exact<{
  month: string;
}>;


export type GstReportQuery = { gstReport: { month: string, invoiceCount: number, creditNoteCount: number, b2csCsvPath: string, hsnCsvPath: string, b2clCsvPath: string, cdnurCsvPath: string, net: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } }, creditNotes: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } }, byRate: Array<{ rate: number, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } }>, byStateAndRate: Array<{ placeOfSupply: string, placeOfSupplyCode: string | null, supplyType: SupplyType, rate: number, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } }>, hsnSummary: Array<{ hsn: string, rate: number, quantity: number, kinds: Array<TaxLineKind>, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } }>, b2cl: Array<{ invoiceNumber: string, invoiceDate: string, placeOfSupplyCode: string | null, rate: number, invoiceValue: { paise: number }, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } }>, b2clCreditNotes: Array<{ creditNoteNumber: string, invoiceNumber: string, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } }> } };

export type GstCheckoutGstQueryVariables = Exact<{
  state: string;
  couponCode?: string | null | undefined;
}>;


export type GstCheckoutGstQuery = { checkoutGst: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number }, totalTax: { paise: number, formatted: string } } | null };

export type GstRatesQueryVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type GstRatesQuery = { gstRates: { nodes: Array<{ id: string, effectiveFrom: string }> } };

export type GstRates2QueryVariables = Exact<{
  c?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GstRates2Query = { gstRates: { totalCount: number, nodes: Array<{ effectiveFrom: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type GstCheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type GstCheckoutQuery = { checkout: { orderId: string | null } | null };

export type GstOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type GstOrderQuery = { order: { refunds: Array<{ status: RefundStatus, amount: { paise: number } }>, invoice: { amounts: { charged: { paise: number } } } | null, creditNotes: Array<{ reason: string, amounts: { charged: { paise: number } } }> } | null };

export type GstListQueryVariables = Exact<{
  n: number;
}>;


export type GstListQuery = { orders: { nodes: Array<{ id: string, invoice: { number: string, lines: Array<{ hsn: string }> } | null, creditNotes: Array<{ number: string, lines: Array<{ hsn: string }> }> }> } };

export type TaxPagesRatesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TaxPagesRatesQuery = { gstRates: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, effectiveFrom: string }> } };

export type TaxPagesAddRateMutationVariables = Exact<{
  input: GstRateInput;
}>;


export type TaxPagesAddRateMutation = { addGstRate: { id: string } };

export type TaxPagesDeleteRateMutationVariables = Exact<{
  id: string | number;
}>;


export type TaxPagesDeleteRateMutation = { deleteGstRate: { id: string } };

export type WebhookPagesCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhookPagesCreateMutation = { createWebhookEndpoint: { endpoint: { id: string } } };

export type WebhookPagesDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhookPagesDeleteMutation = { deleteWebhookEndpoint: { id: string } };

export type WebhookPagesEndpointsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookPagesEndpointsQuery = { webhookEndpoints: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type WebhookPagesDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookPagesDeliveriesQuery = { webhookDeliveries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string }> } };

export type WebhooksEndpointFragment = { id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string };

export type WebhooksCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksCreateMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string } } };

export type WebhooksUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateWebhookEndpointInput;
}>;


export type WebhooksUpdateMutation = { updateWebhookEndpoint: { id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string } };

export type WebhooksRotateMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksRotateMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string } } };

export type WebhooksDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksDeleteMutation = { deleteWebhookEndpoint: { id: string } };

export type WebhooksDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  status?: WebhookDeliveryStatus | null | undefined;
}>;


export type WebhooksDeliveriesQuery = { webhookDeliveries: { totalCount: number, nodes: Array<{ id: string, event: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, responseStatus: number | null, lastError: string | null, body: string }> } };

export type WebhooksRedeliverMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksRedeliverMutation = { redeliverWebhook: { id: string, status: WebhookDeliveryStatus } };

export type WebhooksUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type WebhooksUpdateProductMutation = { updateProduct: { id: string } };

export type WebhooksMoveMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type WebhooksMoveMutation = { updateOrderStatus: { id: string, status: OrderStatus } };

export type WebhooksWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksWebhookEndpointsQuery = { webhookEndpoints: { nodes: Array<{ id: string }> } };

export type WebhooksRecordRefusedDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksRecordRefusedDeliveryMutation = { recordRefusedDelivery: { id: string } };

export type WebhooksListQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksListQuery = { webhookEndpoints: { totalCount: number } };

export type WishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistQuery = { wishlist: Array<{ addedAt: string, product: { id: string, name: string, category: { name: string } } }> };

export type WishlistAddMutationVariables = Exact<{
  productId: string | number;
}>;


export type WishlistAddMutation = { addToWishlist: Array<{ product: { id: string } }> };

export type WishlistRemoveMutationVariables = Exact<{
  productId: string | number;
}>;


export type WishlistRemoveMutation = { removeFromWishlist: Array<{ product: { id: string } }> };

export type WishlistMergeMutationVariables = Exact<{
  productIds: Array<string | number> | string | number;
}>;


export type WishlistMergeMutation = { mergeGuestWishlist: Array<{ product: { id: string } }> };

export type WishlistByIdsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type WishlistByIdsQuery = { productsByIds: Array<{ id: string, name: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AddressBookFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressBookFields on CustomerAddress {
  id
  label
  firstName
  lastName
  address
  city
  state
  postalCode
  phoneNo
  isDefault
}
    `, {"fragmentName":"AddressBookFields"}) as unknown as TypedDocumentString<AddressBookFieldsFragment, unknown>;
export const MoneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
    `, {"fragmentName":"MoneyFields"}) as unknown as TypedDocumentString<MoneyFieldsFragment, unknown>;
export const TotalsFieldsFragmentDoc = new TypedDocumentString(`
    fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}`, {"fragmentName":"TotalsFields"}) as unknown as TypedDocumentString<TotalsFieldsFragment, unknown>;
export const CouponsV2BagFragmentDoc = new TypedDocumentString(`
    fragment CouponsV2Bag on Cart {
  couponCode
  couponNotice
  totals {
    ...TotalsFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`, {"fragmentName":"CouponsV2Bag"}) as unknown as TypedDocumentString<CouponsV2BagFragment, unknown>;
export const SummaryPeriodFragmentDoc = new TypedDocumentString(`
    fragment SummaryPeriod on SalesPeriod {
  from
  to
  revenue {
    paise
  }
  paid {
    paise
  }
  paidOrders
  averageOrderValue {
    paise
  }
  refunds {
    paise
  }
  refundCount
  placedOrders
  byStatus {
    status
    orders
  }
  codOrders
  codShare
  invoiced {
    paise
  }
  invoicedGst {
    paise
  }
}
    `, {"fragmentName":"SummaryPeriod"}) as unknown as TypedDocumentString<SummaryPeriodFragment, unknown>;
export const ShopPoliciesFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShopPoliciesFields on ShopPolicies {
  shippingArea
  deliveryFee {
    paise
    formatted
  }
  freeDeliveryAbove {
    paise
  }
  giftWrapFee {
    paise
  }
  dispatchDays
  deliveryDaysFrom
  deliveryDaysTo
  returnWindowDays
}
    `, {"fragmentName":"ShopPoliciesFields"}) as unknown as TypedDocumentString<ShopPoliciesFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  itemCount
  lines {
    id
    productId
    name
    slug
    size
    color
    quantity
    giftWrap
    unitPrice {
      ...MoneyFields
    }
    lineTotal {
      ...MoneyFields
    }
    problem
    image {
      url
    }
  }
  totals {
    ...TotalsFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const CheckoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutFields on Checkout {
  id
  createdAt
  status
  paymentMethod
  paymentStatus
  paymentUrl
  redirectUrl
  orderId
  expiresAt
  couponCode
  totals {
    ...TotalsFields
  }
  shippingInfo {
    firstName
    phoneNo
    postalCode
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`, {"fragmentName":"CheckoutFields"}) as unknown as TypedDocumentString<CheckoutFieldsFragment, unknown>;
export const GstAmountsFragmentDoc = new TypedDocumentString(`
    fragment GstAmounts on TaxAmounts {
  charged {
    paise
  }
  taxable {
    paise
  }
  cgst {
    paise
  }
  sgst {
    paise
  }
  igst {
    paise
  }
  totalTax {
    paise
    formatted
  }
}
    `, {"fragmentName":"GstAmounts"}) as unknown as TypedDocumentString<GstAmountsFragment, unknown>;
export const GstSettingsFragmentDoc = new TypedDocumentString(`
    fragment GstSettings on ShopSettings {
  seller {
    legalName
    gstin
    address
    state
    stateCode
  }
  invoicing {
    invoicePrefix
    creditNotePrefix
  }
  gst {
    deliveryRate
    deliverySac
    giftWrapRate
    giftWrapHsn
    defaultGoodsRate
    defaultGoodsHsn
  }
  invoicingProblems
}
    `, {"fragmentName":"GstSettings"}) as unknown as TypedDocumentString<GstSettingsFragment, unknown>;
export const WebhooksEndpointFragmentDoc = new TypedDocumentString(`
    fragment WebhooksEndpoint on WebhookEndpoint {
  id
  url
  events
  description
  enabled
  createdAt
}
    `, {"fragmentName":"WebhooksEndpoint"}) as unknown as TypedDocumentString<WebhooksEndpointFragment, unknown>;
export const AddressBookMineDocument = new TypedDocumentString(`
    query AddressBookMine {
  myAddresses {
    ...AddressBookFields
  }
}
    fragment AddressBookFields on CustomerAddress {
  id
  label
  firstName
  lastName
  address
  city
  state
  postalCode
  phoneNo
  isDefault
}`) as unknown as TypedDocumentString<AddressBookMineQuery, AddressBookMineQueryVariables>;
export const AddressBookSaveDocument = new TypedDocumentString(`
    mutation AddressBookSave($input: AddressInput!) {
  saveAddress(input: $input) {
    ...AddressBookFields
  }
}
    fragment AddressBookFields on CustomerAddress {
  id
  label
  firstName
  lastName
  address
  city
  state
  postalCode
  phoneNo
  isDefault
}`) as unknown as TypedDocumentString<AddressBookSaveMutation, AddressBookSaveMutationVariables>;
export const AddressBookUpdateDocument = new TypedDocumentString(`
    mutation AddressBookUpdate($id: ID!, $input: UpdateAddressInput!) {
  updateAddress(id: $id, input: $input) {
    ...AddressBookFields
  }
}
    fragment AddressBookFields on CustomerAddress {
  id
  label
  firstName
  lastName
  address
  city
  state
  postalCode
  phoneNo
  isDefault
}`) as unknown as TypedDocumentString<AddressBookUpdateMutation, AddressBookUpdateMutationVariables>;
export const AddressBookSetDefaultDocument = new TypedDocumentString(`
    mutation AddressBookSetDefault($id: ID!) {
  setDefaultAddress(id: $id) {
    id
    isDefault
  }
}
    `) as unknown as TypedDocumentString<AddressBookSetDefaultMutation, AddressBookSetDefaultMutationVariables>;
export const AddressBookDeleteDocument = new TypedDocumentString(`
    mutation AddressBookDelete($id: ID!) {
  deleteAddress(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddressBookDeleteMutation, AddressBookDeleteMutationVariables>;
export const AddressBookPincodeDocument = new TypedDocumentString(`
    query AddressBookPincode($postalCode: String!) {
  pincode(pincode: $postalCode) {
    postalCode
    city
    state
  }
}
    `) as unknown as TypedDocumentString<AddressBookPincodeQuery, AddressBookPincodeQueryVariables>;
export const AddressBookIndianStatesDocument = new TypedDocumentString(`
    query AddressBookIndianStates {
  indianStates {
    code
    name
  }
}
    `) as unknown as TypedDocumentString<AddressBookIndianStatesQuery, AddressBookIndianStatesQueryVariables>;
export const DeliveryDatesEstimateDocument = new TypedDocumentString(`
    query DeliveryDatesEstimate($pincode: String!) {
  deliveryEstimate(pincode: $pincode) {
    deliverable
    daysToDeliver
    deliverBy
    message
  }
}
    `) as unknown as TypedDocumentString<DeliveryDatesEstimateQuery, DeliveryDatesEstimateQueryVariables>;
export const DeliveryDatesCreateRuleDocument = new TypedDocumentString(`
    mutation DeliveryDatesCreateRule($input: ServiceabilityRuleInput!) {
  createServiceabilityRule(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeliveryDatesCreateRuleMutation, DeliveryDatesCreateRuleMutationVariables>;
export const DeliveryDatesPoliciesDocument = new TypedDocumentString(`
    mutation DeliveryDatesPolicies($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    policies {
      dispatchDays
      holidays
    }
  }
}
    `) as unknown as TypedDocumentString<DeliveryDatesPoliciesMutation, DeliveryDatesPoliciesMutationVariables>;
export const DeliveryDatesStatedDocument = new TypedDocumentString(`
    query DeliveryDatesStated {
  shopPolicies {
    dispatchTime
    deliveryEstimate
    holidays
  }
}
    `) as unknown as TypedDocumentString<DeliveryDatesStatedQuery, DeliveryDatesStatedQueryVariables>;
export const DeliveryDatesOrderDocument = new TypedDocumentString(`
    query DeliveryDatesOrder($id: ID!) {
  order(id: $id) {
    deliveryEstimate {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<DeliveryDatesOrderQuery, DeliveryDatesOrderQueryVariables>;
export const AssetS3CreateDocument = new TypedDocumentString(`
    mutation AssetS3Create($input: ProductInput!) {
  createProduct(input: $input) {
    id
    images {
      url
      files {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AssetS3CreateMutation, AssetS3CreateMutationVariables>;
export const AssetS3DeleteDocument = new TypedDocumentString(`
    mutation AssetS3Delete($id: ID!) {
  deleteProduct(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AssetS3DeleteMutation, AssetS3DeleteMutationVariables>;
export const AssetS3ReturnDocument = new TypedDocumentString(`
    mutation AssetS3Return($input: RequestReturnInput!) {
  requestReturn(input: $input) {
    photos
  }
}
    `) as unknown as TypedDocumentString<AssetS3ReturnMutation, AssetS3ReturnMutationVariables>;
export const ImageLimitsCreateDocument = new TypedDocumentString(`
    mutation ImageLimitsCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
    images {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<ImageLimitsCreateMutation, ImageLimitsCreateMutationVariables>;
export const AuditUpdateProductDocument = new TypedDocumentString(`
    mutation AuditUpdateProduct($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AuditUpdateProductMutation, AuditUpdateProductMutationVariables>;
export const AuditChangePasswordDocument = new TypedDocumentString(`
    mutation AuditChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<AuditChangePasswordMutation, AuditChangePasswordMutationVariables>;
export const AuditCreateWebhookDocument = new TypedDocumentString(`
    mutation AuditCreateWebhook($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    endpoint {
      id
    }
    secret
  }
}
    `) as unknown as TypedDocumentString<AuditCreateWebhookMutation, AuditCreateWebhookMutationVariables>;
export const AuditCreateProductDocument = new TypedDocumentString(`
    mutation AuditCreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreateProductMutation, AuditCreateProductMutationVariables>;
export const AuditEndSessionsDocument = new TypedDocumentString(`
    mutation AuditEndSessions($userId: ID!) {
  endUserSessions(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<AuditEndSessionsMutation, AuditEndSessionsMutationVariables>;
export const AuditUsersDocument = new TypedDocumentString(`
    query AuditUsers {
  users(first: 5) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<AuditUsersQuery, AuditUsersQueryVariables>;
export const AuditEntriesDocument = new TypedDocumentString(`
    query AuditEntries($filter: AuditFilter, $first: Int, $after: String) {
  auditEntries(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      at
      actorId
      actorEmail
      address
      operation
      action
      entityType
      entityId
      changes {
        field
        before
        after
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const AuthPagesUsersDocument = new TypedDocumentString(`
    query AuthPagesUsers($search: String, $first: Int, $after: String) {
  users(search: $search, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuthPagesUsersQuery, AuthPagesUsersQueryVariables>;
export const AuthRegisterDocument = new TypedDocumentString(`
    mutation AuthRegister($input: RegisterInput!) {
  register(input: $input) {
    token
    message
    user {
      id
      firstName
      lastName
      email
      role
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<AuthRegisterMutation, AuthRegisterMutationVariables>;
export const AuthLoginDocument = new TypedDocumentString(`
    mutation AuthLogin($input: LoginInput!) {
  login(input: $input) {
    token
    message
    user {
      id
      email
      role
    }
  }
}
    `) as unknown as TypedDocumentString<AuthLoginMutation, AuthLoginMutationVariables>;
export const AuthMeDocument = new TypedDocumentString(`
    query AuthMe {
  me {
    id
    email
    firstName
    role
  }
}
    `) as unknown as TypedDocumentString<AuthMeQuery, AuthMeQueryVariables>;
export const AuthUpdateProfileDocument = new TypedDocumentString(`
    mutation AuthUpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    firstName
    phone
    address
    city
    state
    postalCode
  }
}
    `) as unknown as TypedDocumentString<AuthUpdateProfileMutation, AuthUpdateProfileMutationVariables>;
export const AuthUsersDocument = new TypedDocumentString(`
    query AuthUsers {
  users {
    totalCount
    nodes {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<AuthUsersQuery, AuthUsersQueryVariables>;
export const AuthRequestResetDocument = new TypedDocumentString(`
    mutation AuthRequestReset($email: String!) {
  requestPasswordReset(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<AuthRequestResetMutation, AuthRequestResetMutationVariables>;
export const AuthResetDocument = new TypedDocumentString(`
    mutation AuthReset($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    token
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<AuthResetMutation, AuthResetMutationVariables>;
export const FirstAdminMeDocument = new TypedDocumentString(`
    query FirstAdminMe {
  me {
    role
  }
}
    `) as unknown as TypedDocumentString<FirstAdminMeQuery, FirstAdminMeQueryVariables>;
export const PasswordResetOracleRequestPasswordResetDocument = new TypedDocumentString(`
    mutation PasswordResetOracleRequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<PasswordResetOracleRequestPasswordResetMutation, PasswordResetOracleRequestPasswordResetMutationVariables>;
export const PhoneRequestOtpDocument = new TypedDocumentString(`
    mutation PhoneRequestOtp($phone: String!) {
  requestOtp(phone: $phone) {
    message
  }
}
    `) as unknown as TypedDocumentString<PhoneRequestOtpMutation, PhoneRequestOtpMutationVariables>;
export const PhoneVerifyOtpDocument = new TypedDocumentString(`
    mutation PhoneVerifyOtp($phone: String!, $code: String!) {
  verifyOtp(phone: $phone, code: $code) {
    token
    message
    user {
      id
      email
      signInPhone
      signInMethods
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneVerifyOtpMutation, PhoneVerifyOtpMutationVariables>;
export const PhoneRequestLinkDocument = new TypedDocumentString(`
    mutation PhoneRequestLink($phone: String!, $currentPassword: String!) {
  requestPhoneLinkOtp(phone: $phone, currentPassword: $currentPassword) {
    message
  }
}
    `) as unknown as TypedDocumentString<PhoneRequestLinkMutation, PhoneRequestLinkMutationVariables>;
export const PhoneLinkDocument = new TypedDocumentString(`
    mutation PhoneLink($phone: String!, $code: String!) {
  linkPhone(phone: $phone, code: $code) {
    id
    signInPhone
    signInMethods
  }
}
    `) as unknown as TypedDocumentString<PhoneLinkMutation, PhoneLinkMutationVariables>;
export const PhoneMeDocument = new TypedDocumentString(`
    query PhoneMe {
  me {
    id
    email
    signInPhone
    signInMethods
  }
}
    `) as unknown as TypedDocumentString<PhoneMeQuery, PhoneMeQueryVariables>;
export const PhoneEmailLoginDocument = new TypedDocumentString(`
    mutation PhoneEmailLogin($input: LoginInput!) {
  login(input: $input) {
    token
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneEmailLoginMutation, PhoneEmailLoginMutationVariables>;
export const PhoneUpdateProfileDocument = new TypedDocumentString(`
    mutation PhoneUpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    id
    phone
  }
}
    `) as unknown as TypedDocumentString<PhoneUpdateProfileMutation, PhoneUpdateProfileMutationVariables>;
export const PhoneMyOrdersDocument = new TypedDocumentString(`
    query PhoneMyOrders {
  myOrders(first: 10) {
    nodes {
      id
      customerEmail
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneMyOrdersQuery, PhoneMyOrdersQueryVariables>;
export const PhoneUsersDocument = new TypedDocumentString(`
    query PhoneUsers($search: String) {
  users(search: $search, first: 5) {
    nodes {
      id
      email
      signInPhone
      signInMethods
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneUsersQuery, PhoneUsersQueryVariables>;
export const PhoneEndSessionsDocument = new TypedDocumentString(`
    mutation PhoneEndSessions($userId: ID!) {
  endUserSessions(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<PhoneEndSessionsMutation, PhoneEndSessionsMutationVariables>;
export const PhoneUpiRequestOtpDocument = new TypedDocumentString(`
    mutation PhoneUpiRequestOtp($phone: String!) {
  requestOtp(phone: $phone) {
    message
  }
}
    `) as unknown as TypedDocumentString<PhoneUpiRequestOtpMutation, PhoneUpiRequestOtpMutationVariables>;
export const PhoneUpiVerifyOtpDocument = new TypedDocumentString(`
    mutation PhoneUpiVerifyOtp($phone: String!, $code: String!) {
  verifyOtp(phone: $phone, code: $code) {
    token
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneUpiVerifyOtpMutation, PhoneUpiVerifyOtpMutationVariables>;
export const PhoneUpiCheckoutDocument = new TypedDocumentString(`
    query PhoneUpiCheckout($id: ID!) {
  checkout(id: $id) {
    status
    orderId
    razorpay {
      orderId
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneUpiCheckoutQuery, PhoneUpiCheckoutQueryVariables>;
export const PhoneUpiMyOrdersDocument = new TypedDocumentString(`
    query PhoneUpiMyOrders {
  myOrders(first: 10) {
    nodes {
      id
      number
      customerEmail
      paymentStatus
      paidWith
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneUpiMyOrdersQuery, PhoneUpiMyOrdersQueryVariables>;
export const RestAuthMeDocument = new TypedDocumentString(`
    query RestAuthMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<RestAuthMeQuery, RestAuthMeQueryVariables>;
export const SessionsMeDocument = new TypedDocumentString(`
    query SessionsMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<SessionsMeQuery, SessionsMeQueryVariables>;
export const SessionsLoginDocument = new TypedDocumentString(`
    mutation SessionsLogin($input: LoginInput!) {
  login(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<SessionsLoginMutation, SessionsLoginMutationVariables>;
export const SessionsChangePasswordDocument = new TypedDocumentString(`
    mutation SessionsChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    token
    message
  }
}
    `) as unknown as TypedDocumentString<SessionsChangePasswordMutation, SessionsChangePasswordMutationVariables>;
export const SessionsLogoutDocument = new TypedDocumentString(`
    mutation SessionsLogout {
  logout {
    message
  }
}
    `) as unknown as TypedDocumentString<SessionsLogoutMutation, SessionsLogoutMutationVariables>;
export const SessionsEndSessionsDocument = new TypedDocumentString(`
    mutation SessionsEndSessions($userId: ID!) {
  endUserSessions(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<SessionsEndSessionsMutation, SessionsEndSessionsMutationVariables>;
export const SessionsRequestPasswordResetDocument = new TypedDocumentString(`
    mutation SessionsRequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<SessionsRequestPasswordResetMutation, SessionsRequestPasswordResetMutationVariables>;
export const SessionsResetPasswordDocument = new TypedDocumentString(`
    mutation SessionsResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<SessionsResetPasswordMutation, SessionsResetPasswordMutationVariables>;
export const BannerPagesSlidesDocument = new TypedDocumentString(`
    query BannerPagesSlides($all: Boolean!, $first: Int, $after: String) {
  bannerSlides(includeInactive: $all, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BannerPagesSlidesQuery, BannerPagesSlidesQueryVariables>;
export const BannerPagesCreateDocument = new TypedDocumentString(`
    mutation BannerPagesCreate($input: BannerSlideInput!) {
  createBannerSlide(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BannerPagesCreateMutation, BannerPagesCreateMutationVariables>;
export const BannerPagesUpdateDocument = new TypedDocumentString(`
    mutation BannerPagesUpdate($id: ID!, $input: UpdateBannerSlideInput!) {
  updateBannerSlide(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BannerPagesUpdateMutation, BannerPagesUpdateMutationVariables>;
export const BannerSlidesDocument = new TypedDocumentString(`
    query BannerSlides($all: Boolean!, $first: Int, $after: String) {
  bannerSlides(includeInactive: $all, first: $first, after: $after) {
    nodes {
      altText
      link
      position
      isActive
      desktopImage {
        url
        altText
        srcSet
      }
      mobileImage {
        url
        altText
      }
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<BannerSlidesQuery, BannerSlidesQueryVariables>;
export const BannerCreateDocument = new TypedDocumentString(`
    mutation BannerCreate($input: BannerSlideInput!) {
  createBannerSlide(input: $input) {
    id
    altText
    desktopImage {
      url
    }
    mobileImage {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<BannerCreateMutation, BannerCreateMutationVariables>;
export const BannerUpdateDocument = new TypedDocumentString(`
    mutation BannerUpdate($id: ID!, $input: UpdateBannerSlideInput!) {
  updateBannerSlide(id: $id, input: $input) {
    id
    altText
    position
    desktopImage {
      url
    }
    mobileImage {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<BannerUpdateMutation, BannerUpdateMutationVariables>;
export const BannerDeleteDocument = new TypedDocumentString(`
    mutation BannerDelete($id: ID!) {
  deleteBannerSlide(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<BannerDeleteMutation, BannerDeleteMutationVariables>;
export const BannerCreateBannerSlideDocument = new TypedDocumentString(`
    mutation BannerCreateBannerSlide($input: BannerSlideInput!) {
  createBannerSlide(input: $input) {
    id
    headline
    text
    buttonLabel
    link
  }
}
    `) as unknown as TypedDocumentString<BannerCreateBannerSlideMutation, BannerCreateBannerSlideMutationVariables>;
export const BannerSlides2Document = new TypedDocumentString(`
    query BannerSlides2 {
  bannerSlides {
    nodes {
      id
      headline
      text
      buttonLabel
    }
  }
}
    `) as unknown as TypedDocumentString<BannerSlides2Query, BannerSlides2QueryVariables>;
export const BannerFullDocument = new TypedDocumentString(`
    query BannerFull {
  bannerSlides(includeInactive: true) {
    nodes {
      altText
      headline
      link
      position
      isActive
      desktopImage {
        url
      }
      mobileImage {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BannerFullQuery, BannerFullQueryVariables>;
export const CatalogCsvCategoryCountDocument = new TypedDocumentString(`
    query CatalogCsvCategoryCount($category: String!) {
  products(filter: {category: $category}, first: 5) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvCategoryCountQuery, CatalogCsvCategoryCountQueryVariables>;
export const CatalogCsvExportDocument = new TypedDocumentString(`
    query CatalogCsvExport {
  catalogCsv
}
    `) as unknown as TypedDocumentString<CatalogCsvExportQuery, CatalogCsvExportQueryVariables>;
export const CatalogCsvPreviewDocument = new TypedDocumentString(`
    mutation CatalogCsvPreview($csv: String!) {
  previewCatalogImport(csv: $csv) {
    id
    status
    totalRows
    rowsToCreate
    rowsToUpdate
    rowsUnchanged
    rowsInvalid
    invalidRows {
      row
      message
    }
    heldBackRows {
      row
      message
    }
    encoding
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvPreviewMutation, CatalogCsvPreviewMutationVariables>;
export const CatalogCsvPreviewFileDocument = new TypedDocumentString(`
    mutation CatalogCsvPreviewFile($base64: String!) {
  previewCatalogImportFile(base64: $base64) {
    id
    totalRows
    rowsToCreate
    rowsInvalid
    invalidRows {
      row
      message
    }
    encoding
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvPreviewFileMutation, CatalogCsvPreviewFileMutationVariables>;
export const CatalogCsvStartDocument = new TypedDocumentString(`
    mutation CatalogCsvStart($id: ID!, $only: Boolean!) {
  startCatalogImport(id: $id, onlyValidRows: $only) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvStartMutation, CatalogCsvStartMutationVariables>;
export const CatalogCsvProgressDocument = new TypedDocumentString(`
    query CatalogCsvProgress($id: ID!) {
  catalogImport(id: $id) {
    status
    processedRows
    totalRows
    failedRows {
      row
      message
    }
    invalidRows {
      row
      message
    }
    heldBackRows {
      row
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvProgressQuery, CatalogCsvProgressQueryVariables>;
export const CatalogCsvCreateDocument = new TypedDocumentString(`
    mutation CatalogCsvCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvCreateMutation, CatalogCsvCreateMutationVariables>;
export const CatalogCsvProductDocument = new TypedDocumentString(`
    query CatalogCsvProduct {
  product(idOrSlug: "new-duffel") {
    name
    brand
    countInStock
    unitPrice {
      paise
    }
    variants {
      sku
      size
      color
      countInStock
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvProductQuery, CatalogCsvProductQueryVariables>;
export const CatalogCsvProductOptionsDocument = new TypedDocumentString(`
    query CatalogCsvProductOptions {
  productOptions {
    sizes
    colors
  }
}
    `) as unknown as TypedDocumentString<CatalogCsvProductOptionsQuery, CatalogCsvProductOptionsQueryVariables>;
export const CatalogAdminCreateCategoryDocument = new TypedDocumentString(`
    mutation CatalogAdminCreateCategory($input: CategoryInput!) {
  createCategory(input: $input) {
    id
    slug
    name
    description
    isPublished
    image {
      url
      altText
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminCreateCategoryMutation, CatalogAdminCreateCategoryMutationVariables>;
export const CatalogAdminUpdateCategoryDocument = new TypedDocumentString(`
    mutation CatalogAdminUpdateCategory($id: ID!, $input: UpdateCategoryInput!) {
  updateCategory(id: $id, input: $input) {
    id
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminUpdateCategoryMutation, CatalogAdminUpdateCategoryMutationVariables>;
export const CatalogAdminDeleteCategoryDocument = new TypedDocumentString(`
    mutation CatalogAdminDeleteCategory($id: ID!) {
  deleteCategory(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminDeleteCategoryMutation, CatalogAdminDeleteCategoryMutationVariables>;
export const CatalogAdminCategoriesDocument = new TypedDocumentString(`
    query CatalogAdminCategories {
  categories {
    nodes {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminCategoriesQuery, CatalogAdminCategoriesQueryVariables>;
export const CatalogAdminCategories2Document = new TypedDocumentString(`
    query CatalogAdminCategories2 {
  categories {
    nodes {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminCategories2Query, CatalogAdminCategories2QueryVariables>;
export const CatalogAdminFullDocument = new TypedDocumentString(`
    query CatalogAdminFull($id: String!) {
  category(idOrSlug: $id) {
    name
    slug
    description
    isPublished
    image {
      url
      altText
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminFullQuery, CatalogAdminFullQueryVariables>;
export const CatalogAdminCategoryDocument = new TypedDocumentString(`
    query CatalogAdminCategory($id: String!) {
  category(idOrSlug: $id) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminCategoryQuery, CatalogAdminCategoryQueryVariables>;
export const CatalogAdminCategory2Document = new TypedDocumentString(`
    query CatalogAdminCategory2 {
  category(idOrSlug: "empty-category") {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminCategory2Query, CatalogAdminCategory2QueryVariables>;
export const CatalogAdminCreateSeoCategoryDocument = new TypedDocumentString(`
    mutation CatalogAdminCreateSeoCategory($input: CategoryInput!) {
  createCategory(input: $input) {
    id
    slug
    seoTitle
    seoDescription
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminCreateSeoCategoryMutation, CatalogAdminCreateSeoCategoryMutationVariables>;
export const CatalogAdminChangeSeoCategoryDocument = new TypedDocumentString(`
    mutation CatalogAdminChangeSeoCategory($id: ID!, $input: UpdateCategoryInput!) {
  updateCategory(id: $id, input: $input) {
    id
    slug
    seoTitle
    seoDescription
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminChangeSeoCategoryMutation, CatalogAdminChangeSeoCategoryMutationVariables>;
export const CatalogAdminReadSeoCategoryDocument = new TypedDocumentString(`
    query CatalogAdminReadSeoCategory($slug: String!) {
  category(idOrSlug: $slug) {
    id
    name
    slug
    seoTitle
    seoDescription
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminReadSeoCategoryQuery, CatalogAdminReadSeoCategoryQueryVariables>;
export const RestCategoriesSeoDocument = new TypedDocumentString(`
    query RestCategoriesSeo($id: String!) {
  category(idOrSlug: $id) {
    seoTitle
    seoDescription
  }
}
    `) as unknown as TypedDocumentString<RestCategoriesSeoQuery, RestCategoriesSeoQueryVariables>;
export const CheckoutPagesSettingsDocument = new TypedDocumentString(`
    mutation CheckoutPagesSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    cod {
      refusalLimit
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutPagesSettingsMutation, CheckoutPagesSettingsMutationVariables>;
export const CheckoutPagesMoveDocument = new TypedDocumentString(`
    mutation CheckoutPagesMove($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<CheckoutPagesMoveMutation, CheckoutPagesMoveMutationVariables>;
export const CheckoutPagesRefusedDocument = new TypedDocumentString(`
    mutation CheckoutPagesRefused($id: ID!) {
  recordRefusedDelivery(id: $id, restock: true) {
    status
  }
}
    `) as unknown as TypedDocumentString<CheckoutPagesRefusedMutation, CheckoutPagesRefusedMutationVariables>;
export const CheckoutPagesSwitchedOffDocument = new TypedDocumentString(`
    query CheckoutPagesSwitchedOff($first: Int, $after: String) {
  codSwitchedOffCustomers(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      userId
      refusedOrders
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutPagesSwitchedOffQuery, CheckoutPagesSwitchedOffQueryVariables>;
export const CheckoutPagesSwitchBackDocument = new TypedDocumentString(`
    mutation CheckoutPagesSwitchBack($userId: ID!) {
  switchCodBackOn(userId: $userId)
}
    `) as unknown as TypedDocumentString<CheckoutPagesSwitchBackMutation, CheckoutPagesSwitchBackMutationVariables>;
export const CheckoutPagesRulesDocument = new TypedDocumentString(`
    query CheckoutPagesRules($first: Int, $after: String) {
  serviceabilityRules(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutPagesRulesQuery, CheckoutPagesRulesQueryVariables>;
export const CheckoutPagesCreateRuleDocument = new TypedDocumentString(`
    mutation CheckoutPagesCreateRule($input: ServiceabilityRuleInput!) {
  createServiceabilityRule(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CheckoutPagesCreateRuleMutation, CheckoutPagesCreateRuleMutationVariables>;
export const CheckoutPagesDeleteRuleDocument = new TypedDocumentString(`
    mutation CheckoutPagesDeleteRule($id: ID!) {
  deleteServiceabilityRule(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CheckoutPagesDeleteRuleMutation, CheckoutPagesDeleteRuleMutationVariables>;
export const CheckoutStatementsSettingsDocument = new TypedDocumentString(`
    mutation CheckoutStatementsSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    cod {
      refusalLimit
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutStatementsSettingsMutation, CheckoutStatementsSettingsMutationVariables>;
export const CheckoutStatementsCreateRuleDocument = new TypedDocumentString(`
    mutation CheckoutStatementsCreateRule($input: ServiceabilityRuleInput!) {
  createServiceabilityRule(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CheckoutStatementsCreateRuleMutation, CheckoutStatementsCreateRuleMutationVariables>;
export const CheckoutOrderDocument = new TypedDocumentString(`
    query CheckoutOrder($id: ID!) {
  order(id: $id) {
    id
    number
    status
    paymentStatus
    paymentMethod
    couponCode
    totals {
      subtotal {
        paise
      }
      giftWrap {
        paise
      }
      delivery {
        paise
      }
      discount {
        paise
      }
      total {
        paise
      }
    }
    items {
      productId
      name
      price {
        paise
      }
      quantity
      size
      color
      giftWrap
      lineTotal {
        paise
      }
      image {
        url
      }
    }
    shippingInfo {
      firstName
      lastName
      address
      city
      state
      postalCode
      phoneNo
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutOrderQuery, CheckoutOrderQueryVariables>;
export const CheckoutDeliveryEstimateDocument = new TypedDocumentString(`
    query CheckoutDeliveryEstimate($pincode: String!) {
  deliveryEstimate(pincode: $pincode) {
    message
  }
}
    `) as unknown as TypedDocumentString<CheckoutDeliveryEstimateQuery, CheckoutDeliveryEstimateQueryVariables>;
export const CheckoutCreateCheckoutDocument = new TypedDocumentString(`
    mutation CheckoutCreateCheckout($input: CreateCheckoutInput!) {
  createCheckout(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CheckoutCreateCheckoutMutation, CheckoutCreateCheckoutMutationVariables>;
export const CodAndDeliveryRulesDocument = new TypedDocumentString(`
    query CodAndDeliveryRules($first: Int, $after: String) {
  serviceabilityRules(first: $first, after: $after) {
    nodes {
      id
      pincodes
      pincodeFrom
      pincodeTo
      daysToDeliver
      codAvailable
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryRulesQuery, CodAndDeliveryRulesQueryVariables>;
export const CodAndDeliveryCreateRuleDocument = new TypedDocumentString(`
    mutation CodAndDeliveryCreateRule($input: ServiceabilityRuleInput!) {
  createServiceabilityRule(input: $input) {
    id
    pincodes
    pincodeFrom
    pincodeTo
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryCreateRuleMutation, CodAndDeliveryCreateRuleMutationVariables>;
export const CodAndDeliveryUpdateRuleDocument = new TypedDocumentString(`
    mutation CodAndDeliveryUpdateRule($id: ID!, $input: UpdateServiceabilityRuleInput!) {
  updateServiceabilityRule(id: $id, input: $input) {
    pincodes
    daysToDeliver
    codAvailable
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryUpdateRuleMutation, CodAndDeliveryUpdateRuleMutationVariables>;
export const CodAndDeliveryDeleteRuleDocument = new TypedDocumentString(`
    mutation CodAndDeliveryDeleteRule($id: ID!) {
  deleteServiceabilityRule(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryDeleteRuleMutation, CodAndDeliveryDeleteRuleMutationVariables>;
export const CodAndDeliveryEstimateDocument = new TypedDocumentString(`
    query CodAndDeliveryEstimate($pincode: String!) {
  deliveryEstimate(pincode: $pincode) {
    pincode
    deliverable
    codAvailable
    daysToDeliver
    deliverBy
    message
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryEstimateQuery, CodAndDeliveryEstimateQueryVariables>;
export const CodAndDeliverySettingsDocument = new TypedDocumentString(`
    mutation CodAndDeliverySettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    cod {
      maxOrderValue {
        paise
      }
      fee {
        paise
      }
      refusalLimit
    }
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliverySettingsMutation, CodAndDeliverySettingsMutationVariables>;
export const CodAndDeliveryCodDocument = new TypedDocumentString(`
    query CodAndDeliveryCod($pincode: String) {
  codAvailability(pincode: $pincode) {
    available
    reason
    fee {
      paise
    }
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryCodQuery, CodAndDeliveryCodQueryVariables>;
export const CodAndDeliverySwitchedOffDocument = new TypedDocumentString(`
    query CodAndDeliverySwitchedOff($first: Int, $after: String) {
  codSwitchedOffCustomers(first: $first, after: $after) {
    nodes {
      userId
      refusedOrders
      user {
        email
      }
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliverySwitchedOffQuery, CodAndDeliverySwitchedOffQueryVariables>;
export const CodAndDeliverySwitchBackDocument = new TypedDocumentString(`
    mutation CodAndDeliverySwitchBack($userId: ID!) {
  switchCodBackOn(userId: $userId)
}
    `) as unknown as TypedDocumentString<CodAndDeliverySwitchBackMutation, CodAndDeliverySwitchBackMutationVariables>;
export const CodAndDeliveryRefusedDocument = new TypedDocumentString(`
    mutation CodAndDeliveryRefused($id: ID!) {
  recordRefusedDelivery(id: $id, restock: true) {
    status
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryRefusedMutation, CodAndDeliveryRefusedMutationVariables>;
export const CodAndDeliveryMoveDocument = new TypedDocumentString(`
    mutation CodAndDeliveryMove($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CodAndDeliveryMoveMutation, CodAndDeliveryMoveMutationVariables>;
export const CodTotalSettingsDocument = new TypedDocumentString(`
    mutation CodTotalSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    cod {
      fee {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CodTotalSettingsMutation, CodTotalSettingsMutationVariables>;
export const CodTotalAvailabilityDocument = new TypedDocumentString(`
    query CodTotalAvailability($pincode: String) {
  codAvailability(pincode: $pincode) {
    available
    fee {
      paise
    }
    totalWithFee {
      paise
      formatted
    }
  }
}
    `) as unknown as TypedDocumentString<CodTotalAvailabilityQuery, CodTotalAvailabilityQueryVariables>;
export const CodTotalApplyDocument = new TypedDocumentString(`
    mutation CodTotalApply($code: String!) {
  applyCoupon(code: $code) {
    totals {
      total {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CodTotalApplyMutation, CodTotalApplyMutationVariables>;
export const CodTotalOrderDocument = new TypedDocumentString(`
    query CodTotalOrder($id: ID!) {
  order(id: $id) {
    totals {
      codFee {
        paise
      }
      total {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CodTotalOrderQuery, CodTotalOrderQueryVariables>;
export const ContentPagesSubscribeDocument = new TypedDocumentString(`
    mutation ContentPagesSubscribe($email: String!) {
  subscribeToNewsletter(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<ContentPagesSubscribeMutation, ContentPagesSubscribeMutationVariables>;
export const ContentPagesSubscribersDocument = new TypedDocumentString(`
    query ContentPagesSubscribers($first: Int, $after: String) {
  newsletterSubscribers(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      email
    }
  }
}
    `) as unknown as TypedDocumentString<ContentPagesSubscribersQuery, ContentPagesSubscribersQueryVariables>;
export const ContentPagesSendEnquiryDocument = new TypedDocumentString(`
    mutation ContentPagesSendEnquiry($input: EnquiryInput!) {
  sendEnquiry(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ContentPagesSendEnquiryMutation, ContentPagesSendEnquiryMutationVariables>;
export const ContentPagesEnquiriesDocument = new TypedDocumentString(`
    query ContentPagesEnquiries($first: Int, $after: String) {
  enquiries(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ContentPagesEnquiriesQuery, ContentPagesEnquiriesQueryVariables>;
export const ContentSubscribeDocument = new TypedDocumentString(`
    mutation ContentSubscribe($email: String!) {
  subscribeToNewsletter(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<ContentSubscribeMutation, ContentSubscribeMutationVariables>;
export const ContentSubscribersDocument = new TypedDocumentString(`
    query ContentSubscribers {
  newsletterSubscribers {
    totalCount
    nodes {
      email
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ContentSubscribersQuery, ContentSubscribersQueryVariables>;
export const ContentSendEnquiryDocument = new TypedDocumentString(`
    mutation ContentSendEnquiry($input: EnquiryInput!) {
  sendEnquiry(input: $input) {
    id
    kind
    name
    email
    phone
    message
    quantity
  }
}
    `) as unknown as TypedDocumentString<ContentSendEnquiryMutation, ContentSendEnquiryMutationVariables>;
export const ContentEnquiriesDocument = new TypedDocumentString(`
    query ContentEnquiries($kind: EnquiryKind) {
  enquiries(kind: $kind) {
    totalCount
    nodes {
      kind
      name
      email
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<ContentEnquiriesQuery, ContentEnquiriesQueryVariables>;
export const NewsletterSubscribeDocument = new TypedDocumentString(`
    mutation NewsletterSubscribe($email: String!) {
  subscribeToNewsletter(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<NewsletterSubscribeMutation, NewsletterSubscribeMutationVariables>;
export const NewsletterConfirmDocument = new TypedDocumentString(`
    mutation NewsletterConfirm($token: String!) {
  confirmNewsletterSubscription(token: $token) {
    message
  }
}
    `) as unknown as TypedDocumentString<NewsletterConfirmMutation, NewsletterConfirmMutationVariables>;
export const NewsletterUnsubscribeDocument = new TypedDocumentString(`
    mutation NewsletterUnsubscribe($token: String!) {
  unsubscribeFromNewsletter(token: $token) {
    message
  }
}
    `) as unknown as TypedDocumentString<NewsletterUnsubscribeMutation, NewsletterUnsubscribeMutationVariables>;
export const NewsletterOfferDocument = new TypedDocumentString(`
    query NewsletterOffer {
  shopPolicies {
    newsletterWelcomePercentage
  }
}
    `) as unknown as TypedDocumentString<NewsletterOfferQuery, NewsletterOfferQueryVariables>;
export const CouponPagesCouponsDocument = new TypedDocumentString(`
    query CouponPagesCoupons($first: Int, $after: String) {
  coupons(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CouponPagesCouponsQuery, CouponPagesCouponsQueryVariables>;
export const CouponPagesDeleteDocument = new TypedDocumentString(`
    mutation CouponPagesDelete($id: ID!) {
  deleteCoupon(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CouponPagesDeleteMutation, CouponPagesDeleteMutationVariables>;
export const CouponsDocument = new TypedDocumentString(`
    query Coupons($first: Int, $after: String) {
  coupons(first: $first, after: $after) {
    totalCount
    nodes {
      code
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CouponsQuery, CouponsQueryVariables>;
export const CouponDocument = new TypedDocumentString(`
    query Coupon($id: ID!) {
  coupon(id: $id) {
    id
    code
  }
}
    `) as unknown as TypedDocumentString<CouponQuery, CouponQueryVariables>;
export const CouponDeleteCouponDocument = new TypedDocumentString(`
    mutation CouponDeleteCoupon($id: ID!) {
  deleteCoupon(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CouponDeleteCouponMutation, CouponDeleteCouponMutationVariables>;
export const CouponChangedDocument = new TypedDocumentString(`
    mutation CouponChanged($id: ID!, $input: UpdateCouponInput!) {
  updateCoupon(id: $id, input: $input) {
    code
    percentOff
    amountOff {
      paise
    }
    minOrder {
      paise
    }
    usageLimit
    prepaidOnly
    active
  }
}
    `) as unknown as TypedDocumentString<CouponChangedMutation, CouponChangedMutationVariables>;
export const CouponsV2CreateDocument = new TypedDocumentString(`
    mutation CouponsV2Create($input: CouponInput!) {
  createCoupon(input: $input) {
    id
    code
    status
    usedCount
    freeDelivery
    discountType
  }
}
    `) as unknown as TypedDocumentString<CouponsV2CreateMutation, CouponsV2CreateMutationVariables>;
export const CouponsV2ApplyDocument = new TypedDocumentString(`
    mutation CouponsV2Apply($code: String!) {
  applyCoupon(code: $code) {
    ...CouponsV2Bag
  }
}
    fragment CouponsV2Bag on Cart {
  couponCode
  couponNotice
  totals {
    ...TotalsFields
  }
}
fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`) as unknown as TypedDocumentString<CouponsV2ApplyMutation, CouponsV2ApplyMutationVariables>;
export const CouponsV2RemoveDocument = new TypedDocumentString(`
    mutation CouponsV2Remove {
  removeCoupon {
    ...CouponsV2Bag
  }
}
    fragment CouponsV2Bag on Cart {
  couponCode
  couponNotice
  totals {
    ...TotalsFields
  }
}
fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`) as unknown as TypedDocumentString<CouponsV2RemoveMutation, CouponsV2RemoveMutationVariables>;
export const CouponsV2CartDocument = new TypedDocumentString(`
    query CouponsV2Cart {
  cart {
    ...CouponsV2Bag
  }
}
    fragment CouponsV2Bag on Cart {
  couponCode
  couponNotice
  totals {
    ...TotalsFields
  }
}
fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`) as unknown as TypedDocumentString<CouponsV2CartQuery, CouponsV2CartQueryVariables>;
export const CouponsV2CancelDocument = new TypedDocumentString(`
    mutation CouponsV2Cancel($id: ID!) {
  cancelMyOrder(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CouponsV2CancelMutation, CouponsV2CancelMutationVariables>;
export const CouponsV2UsageDocument = new TypedDocumentString(`
    query CouponsV2Usage {
  coupons(first: 100) {
    nodes {
      code
      usedCount
      status
      usage {
        orders
        revenue {
          paise
        }
        discount {
          paise
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CouponsV2UsageQuery, CouponsV2UsageQueryVariables>;
export const CouponsV2CouponDocument = new TypedDocumentString(`
    query CouponsV2Coupon($id: ID!) {
  coupon(id: $id) {
    discountType
    freeDelivery
    percentOff
    amountOff {
      paise
    }
  }
}
    `) as unknown as TypedDocumentString<CouponsV2CouponQuery, CouponsV2CouponQueryVariables>;
export const CouponsV2AbandonCheckoutDocument = new TypedDocumentString(`
    mutation CouponsV2AbandonCheckout($id: ID!) {
  abandonCheckout(id: $id) {
    status
  }
}
    `) as unknown as TypedDocumentString<CouponsV2AbandonCheckoutMutation, CouponsV2AbandonCheckoutMutationVariables>;
export const CouponsV2UpdateCartLineDocument = new TypedDocumentString(`
    mutation CouponsV2UpdateCartLine($input: UpdateCartLineInput!) {
  updateCartLine(input: $input) {
    itemCount
  }
}
    `) as unknown as TypedDocumentString<CouponsV2UpdateCartLineMutation, CouponsV2UpdateCartLineMutationVariables>;
export const CouponsV2ApplyCouponDocument = new TypedDocumentString(`
    mutation CouponsV2ApplyCoupon($code: String!, $guestId: String) {
  applyCoupon(code: $code, guestId: $guestId) {
    couponCode
  }
}
    `) as unknown as TypedDocumentString<CouponsV2ApplyCouponMutation, CouponsV2ApplyCouponMutationVariables>;
export const CouponsV2MergeDocument = new TypedDocumentString(`
    mutation CouponsV2Merge($guestId: String!) {
  mergeGuestCart(guestId: $guestId) {
    ...CouponsV2Bag
  }
}
    fragment CouponsV2Bag on Cart {
  couponCode
  couponNotice
  totals {
    ...TotalsFields
  }
}
fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`) as unknown as TypedDocumentString<CouponsV2MergeMutation, CouponsV2MergeMutationVariables>;
export const IndiaDaysCouponDocument = new TypedDocumentString(`
    query IndiaDaysCoupon($id: ID!) {
  coupon(id: $id) {
    code
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<IndiaDaysCouponQuery, IndiaDaysCouponQueryVariables>;
export const IndiaDaysReturnDocument = new TypedDocumentString(`
    mutation IndiaDaysReturn($input: RequestReturnInput!) {
  requestReturn(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<IndiaDaysReturnMutation, IndiaDaysReturnMutationVariables>;
export const ReplicasRegisterDocument = new TypedDocumentString(`
    mutation ReplicasRegister($input: RegisterInput!) {
  register(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<ReplicasRegisterMutation, ReplicasRegisterMutationVariables>;
export const ReplicasAddDocument = new TypedDocumentString(`
    mutation ReplicasAdd($input: AddToCartInput!) {
  addToCart(input: $input) {
    totals {
      total {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReplicasAddMutation, ReplicasAddMutationVariables>;
export const ReplicasCheckoutDocument = new TypedDocumentString(`
    mutation ReplicasCheckout($input: CreateCheckoutInput!) {
  createCheckout(input: $input) {
    id
    orderId
    status
  }
}
    `) as unknown as TypedDocumentString<ReplicasCheckoutMutation, ReplicasCheckoutMutationVariables>;
export const ReplicasOrderNumberDocument = new TypedDocumentString(`
    query ReplicasOrderNumber($id: ID!) {
  order(id: $id) {
    number
  }
}
    `) as unknown as TypedDocumentString<ReplicasOrderNumberQuery, ReplicasOrderNumberQueryVariables>;
export const SeedAllDocument = new TypedDocumentString(`
    query SeedAll($after: String) {
  products(first: 50, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      name
      slug
      brand
      collection
      material
      gender
      colors
      sizes
      countInStock
      rating
      numReviews
      description
      discountPrice {
        paise
      }
      price {
        paise
      }
      category {
        slug
      }
      images {
        url
        altText
      }
    }
    facets {
      colors {
        value
      }
      materials {
        value
      }
      genders {
        value
      }
      sizes {
        value
      }
      brands {
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeedAllQuery, SeedAllQueryVariables>;
export const SeedCategoriesDocument = new TypedDocumentString(`
    query SeedCategories {
  categories(first: 100) {
    nodes {
      name
      slug
      image {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeedCategoriesQuery, SeedCategoriesQueryVariables>;
export const SeedProductsDocument = new TypedDocumentString(`
    query SeedProducts($c: String!) {
  products(filter: {collection: $c}) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<SeedProductsQuery, SeedProductsQueryVariables>;
export const SeedProducts2Document = new TypedDocumentString(`
    query SeedProducts2 {
  products(filter: {includeUnpublished: true}) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<SeedProducts2Query, SeedProducts2QueryVariables>;
export const SeedProductDocument = new TypedDocumentString(`
    query SeedProduct($s: String!) {
  product(idOrSlug: $s) {
    rating
    numReviews
    reviews(first: 100) {
      nodes {
        rating
        comment
        authorName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeedProductQuery, SeedProductQueryVariables>;
export const SeedBestSellersDocument = new TypedDocumentString(`
    query SeedBestSellers {
  bestSellers {
    rating
  }
}
    `) as unknown as TypedDocumentString<SeedBestSellersQuery, SeedBestSellersQueryVariables>;
export const SeedBannerSlidesDocument = new TypedDocumentString(`
    query SeedBannerSlides {
  bannerSlides(first: 100) {
    nodes {
      altText
      link
      desktopImage {
        url
      }
      mobileImage {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeedBannerSlidesQuery, SeedBannerSlidesQueryVariables>;
export const SeedProducts3Document = new TypedDocumentString(`
    query SeedProducts3 {
  products(filter: {search: "backpak"}) {
    totalCount
    nodes {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SeedProducts3Query, SeedProducts3QueryVariables>;
export const FulfilmentMoveDocument = new TypedDocumentString(`
    mutation FulfilmentMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {
  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {
    id
    status
    allowedStatuses
  }
}
    `) as unknown as TypedDocumentString<FulfilmentMoveMutation, FulfilmentMoveMutationVariables>;
export const FulfilmentCorrectDocument = new TypedDocumentString(`
    mutation FulfilmentCorrect($id: ID!, $status: OrderStatus!, $reason: String!) {
  correctOrderStatus(id: $id, status: $status, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<FulfilmentCorrectMutation, FulfilmentCorrectMutationVariables>;
export const FulfilmentCancelMineDocument = new TypedDocumentString(`
    mutation FulfilmentCancelMine($id: ID!, $reason: String) {
  cancelMyOrder(id: $id, reason: $reason) {
    id
    status
    paymentStatus
  }
}
    `) as unknown as TypedDocumentString<FulfilmentCancelMineMutation, FulfilmentCancelMineMutationVariables>;
export const FulfilmentOrderDocument = new TypedDocumentString(`
    query FulfilmentOrder($id: ID!) {
  order(id: $id) {
    id
    status
    paymentStatus
    allowedStatuses
    shipment {
      courier
      courierName
      trackingNumber
      trackingUrl
    }
    history {
      actor
      fromStatus
      toStatus
      note
      customerVisible
    }
    refunds {
      amount {
        paise
      }
      status
      method
      reference
    }
    returnRequests {
      id
      kind
      status
      reason
      photos
      adminMessage
      replacementOrderId
      lines {
        orderItemId
        quantity
        exchangeSize
        exchangeColor
      }
    }
    items {
      id
      productId
      name
      quantity
      size
      color
    }
  }
}
    `) as unknown as TypedDocumentString<FulfilmentOrderQuery, FulfilmentOrderQueryVariables>;
export const FulfilmentRequestReturnDocument = new TypedDocumentString(`
    mutation FulfilmentRequestReturn($input: RequestReturnInput!) {
  requestReturn(input: $input) {
    id
    kind
    status
  }
}
    `) as unknown as TypedDocumentString<FulfilmentRequestReturnMutation, FulfilmentRequestReturnMutationVariables>;
export const FulfilmentDecideDocument = new TypedDocumentString(`
    mutation FulfilmentDecide($id: ID!, $approve: Boolean!, $message: String) {
  decideReturn(id: $id, approve: $approve, message: $message) {
    id
    status
    adminMessage
  }
}
    `) as unknown as TypedDocumentString<FulfilmentDecideMutation, FulfilmentDecideMutationVariables>;
export const FulfilmentReceiveDocument = new TypedDocumentString(`
    mutation FulfilmentReceive($id: ID!, $input: ReceiveReturnInput!) {
  receiveReturn(id: $id, input: $input) {
    id
    status
    replacementOrderId
  }
}
    `) as unknown as TypedDocumentString<FulfilmentReceiveMutation, FulfilmentReceiveMutationVariables>;
export const FulfilmentRefusedDocument = new TypedDocumentString(`
    mutation FulfilmentRefused($id: ID!, $restock: Boolean!, $note: String) {
  recordRefusedDelivery(id: $id, restock: $restock, note: $note) {
    id
    status
    paymentStatus
    allowedStatuses
  }
}
    `) as unknown as TypedDocumentString<FulfilmentRefusedMutation, FulfilmentRefusedMutationVariables>;
export const FulfilmentReplacementDocument = new TypedDocumentString(`
    query FulfilmentReplacement($id: ID!) {
  order(id: $id) {
    status
    replacesOrderId
    paymentStatus
    totals {
      total {
        paise
      }
    }
    items {
      size
      color
      quantity
      price {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FulfilmentReplacementQuery, FulfilmentReplacementQueryVariables>;
export const FulfilmentCouponsDocument = new TypedDocumentString(`
    query FulfilmentCoupons {
  coupons(first: 100) {
    nodes {
      id
      usedCount
    }
  }
}
    `) as unknown as TypedDocumentString<FulfilmentCouponsQuery, FulfilmentCouponsQueryVariables>;
export const FulfilmentDeleteOrderDocument = new TypedDocumentString(`
    mutation FulfilmentDeleteOrder($id: ID!) {
  deleteOrder(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<FulfilmentDeleteOrderMutation, FulfilmentDeleteOrderMutationVariables>;
export const FulfilmentShopPoliciesDocument = new TypedDocumentString(`
    query FulfilmentShopPolicies {
  shopPolicies {
    returnWindowDays
  }
}
    `) as unknown as TypedDocumentString<FulfilmentShopPoliciesQuery, FulfilmentShopPoliciesQueryVariables>;
export const FulfilmentUpdateSettingsDocument = new TypedDocumentString(`
    mutation FulfilmentUpdateSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    policies {
      returnWindowDays
    }
  }
}
    `) as unknown as TypedDocumentString<FulfilmentUpdateSettingsMutation, FulfilmentUpdateSettingsMutationVariables>;
export const ReturnPhotosRequestDocument = new TypedDocumentString(`
    mutation ReturnPhotosRequest($input: RequestReturnInput!) {
  requestReturn(input: $input) {
    id
    photos
  }
}
    `) as unknown as TypedDocumentString<ReturnPhotosRequestMutation, ReturnPhotosRequestMutationVariables>;
export const ReturnPhotosOrderDocument = new TypedDocumentString(`
    query ReturnPhotosOrder($id: ID!) {
  order(id: $id) {
    returnRequests {
      id
      photos
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnPhotosOrderQuery, ReturnPhotosOrderQueryVariables>;
export const ReturnPhotosProductDocument = new TypedDocumentString(`
    mutation ReturnPhotosProduct($input: ProductInput!) {
  createProduct(input: $input) {
    images {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnPhotosProductMutation, ReturnPhotosProductMutationVariables>;
export const ShiprocketShipDocument = new TypedDocumentString(`
    mutation ShiprocketShip($id: ID!, $courierId: Int) {
  shipWithShiprocket(id: $id, courierId: $courierId) {
    id
    status
    shipment {
      id
      shiprocket {
        progress
        attempts
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShiprocketShipMutation, ShiprocketShipMutationVariables>;
export const ShiprocketAdminOrderDocument = new TypedDocumentString(`
    query ShiprocketAdminOrder($id: ID!) {
  order(id: $id) {
    id
    number
    status
    paymentStatus
    totals {
      total {
        paise
      }
    }
    refunds {
      amount {
        paise
      }
      status
    }
    history {
      actor
      toStatus
      note
      customerVisible
    }
    shipment {
      courier
      courierName
      trackingNumber
      trackingUrl
      trackingStatus
      expectedDeliveryAt
      scans {
        status
        activity
        location
        occurredAt
      }
      shiprocket {
        progress
        failure
        attempts
        shiprocketOrderId
        labelUrl
        manifestUrl
        pickupScheduledFor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShiprocketAdminOrderQuery, ShiprocketAdminOrderQueryVariables>;
export const ShiprocketCustomerOrderDocument = new TypedDocumentString(`
    query ShiprocketCustomerOrder($id: ID!) {
  order(id: $id) {
    id
    status
    history {
      note
    }
    shipment {
      courierName
      trackingNumber
      trackingStatus
      expectedDeliveryAt
      scans {
        status
        occurredAt
      }
      shiprocket {
        progress
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShiprocketCustomerOrderQuery, ShiprocketCustomerOrderQueryVariables>;
export const ShiprocketRatesDocument = new TypedDocumentString(`
    query ShiprocketRates($orderId: ID!) {
  courierRates(orderId: $orderId) {
    courierId
    courierName
    rate {
      paise
    }
    estimatedDays
    recommended
  }
}
    `) as unknown as TypedDocumentString<ShiprocketRatesQuery, ShiprocketRatesQueryVariables>;
export const ShiprocketParcelDocument = new TypedDocumentString(`
    mutation ShiprocketParcel($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    parcel {
      weightGrams
      lengthCm
      breadthCm
      heightCm
    }
  }
}
    `) as unknown as TypedDocumentString<ShiprocketParcelMutation, ShiprocketParcelMutationVariables>;
export const ShiprocketProviderDocument = new TypedDocumentString(`
    query ShiprocketProvider {
  shippingProvider
}
    `) as unknown as TypedDocumentString<ShiprocketProviderQuery, ShiprocketProviderQueryVariables>;
export const ShiprocketCancelDocument = new TypedDocumentString(`
    mutation ShiprocketCancel($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ShiprocketCancelMutation, ShiprocketCancelMutationVariables>;
export const ErrorCodesCartDocument = new TypedDocumentString(`
    query ErrorCodesCart($g: String) {
  cart(guestId: $g) {
    lines {
      variantId
    }
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesCartQuery, ErrorCodesCartQueryVariables>;
export const ErrorCodesCart2Document = new TypedDocumentString(`
    query ErrorCodesCart2($g: String) {
  cart(guestId: $g) {
    lines {
      problem
      problemCode
    }
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesCart2Query, ErrorCodesCart2QueryVariables>;
export const ErrorCodesCheckCouponDocument = new TypedDocumentString(`
    query ErrorCodesCheckCoupon($c: String!) {
  checkCoupon(code: $c) {
    discount {
      paise
    }
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesCheckCouponQuery, ErrorCodesCheckCouponQueryVariables>;
export const ErrorCodesCategoriesDocument = new TypedDocumentString(`
    query ErrorCodesCategories {
  categories {
    nodes {
      id
    }
  }
  product(idOrSlug: "nope") {
    id
  }
  category(idOrSlug: "nope") {
    id
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesCategoriesQuery, ErrorCodesCategoriesQueryVariables>;
export const ErrorCodesOrderDocument = new TypedDocumentString(`
    query ErrorCodesOrder($id: ID!) {
  order(id: $id) {
    id
  }
  checkout(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesOrderQuery, ErrorCodesOrderQueryVariables>;
export const ErrorCodesCouponDocument = new TypedDocumentString(`
    query ErrorCodesCoupon($id: ID!) {
  coupon(id: $id) {
    id
  }
  catalogImport(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesCouponQuery, ErrorCodesCouponQueryVariables>;
export const ErrorCodesOrder2Document = new TypedDocumentString(`
    query ErrorCodesOrder2($id: ID!) {
  order(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesOrder2Query, ErrorCodesOrder2QueryVariables>;
export const ErrorCodesCreateCartDocument = new TypedDocumentString(`
    mutation ErrorCodesCreateCart {
  createCart {
    guestId
    cart {
      itemCount
    }
  }
}
    `) as unknown as TypedDocumentString<ErrorCodesCreateCartMutation, ErrorCodesCreateCartMutationVariables>;
export const HttpCachingCatalogDocument = new TypedDocumentString(`
    query HttpCachingCatalog {
  products(first: 5) {
    totalCount
  }
  categories {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<HttpCachingCatalogQuery, HttpCachingCatalogQueryVariables>;
export const LimitsUsersDocument = new TypedDocumentString(`
    query LimitsUsers {
  users {
    nodes {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<LimitsUsersQuery, LimitsUsersQueryVariables>;
export const LimitsMeDocument = new TypedDocumentString(`
    query LimitsMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<LimitsMeQuery, LimitsMeQueryVariables>;
export const ObservabilityCategoriesDocument = new TypedDocumentString(`
    query ObservabilityCategories {
  categories {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ObservabilityCategoriesQuery, ObservabilityCategoriesQueryVariables>;
export const OddInputRegisterDocument = new TypedDocumentString(`
    mutation OddInputRegister($input: RegisterInput!) {
  register(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<OddInputRegisterMutation, OddInputRegisterMutationVariables>;
export const OddInputProductsDocument = new TypedDocumentString(`
    query OddInputProducts($filter: ProductFilterInput) {
  products(filter: $filter) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<OddInputProductsQuery, OddInputProductsQueryVariables>;
export const OddInputOrderDocument = new TypedDocumentString(`
    query OddInputOrder($id: ID!) {
  order(id: $id) {
    totals {
      total {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OddInputOrderQuery, OddInputOrderQueryVariables>;
export const OddInputCreateProductDocument = new TypedDocumentString(`
    mutation OddInputCreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<OddInputCreateProductMutation, OddInputCreateProductMutationVariables>;
export const OutageCategoriesDocument = new TypedDocumentString(`
    query OutageCategories {
  categories {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OutageCategoriesQuery, OutageCategoriesQueryVariables>;
export const ProductPageOneReadUpdateDocument = new TypedDocumentString(`
    mutation ProductPageOneReadUpdate($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProductPageOneReadUpdateMutation, ProductPageOneReadUpdateMutationVariables>;
export const ProductionGraphqlIntrospectionDocument = new TypedDocumentString(`
    query ProductionGraphqlIntrospection {
  __schema {
    queryType {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProductionGraphqlIntrospectionQuery, ProductionGraphqlIntrospectionQueryVariables>;
export const ProductionGraphqlTypeLookupDocument = new TypedDocumentString(`
    query ProductionGraphqlTypeLookup {
  __type(name: "Product") {
    name
  }
}
    `) as unknown as TypedDocumentString<ProductionGraphqlTypeLookupQuery, ProductionGraphqlTypeLookupQueryVariables>;
export const StorefrontPagesUpdateDocument = new TypedDocumentString(`
    mutation StorefrontPagesUpdate($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<StorefrontPagesUpdateMutation, StorefrontPagesUpdateMutationVariables>;
export const StorefrontPagesReviewDocument = new TypedDocumentString(`
    mutation StorefrontPagesReview($id: ID!, $input: ReviewInput!) {
  addReview(productId: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<StorefrontPagesReviewMutation, StorefrontPagesReviewMutationVariables>;
export const StorefrontPagesDeleteDocument = new TypedDocumentString(`
    mutation StorefrontPagesDelete($id: ID!) {
  deleteProduct(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<StorefrontPagesDeleteMutation, StorefrontPagesDeleteMutationVariables>;
export const StorefrontPagesHeadDocument = new TypedDocumentString(`
    query StorefrontPagesHead($slug: String!) {
  product(idOrSlug: $slug) {
    pageTitle
    metaDescription
  }
}
    `) as unknown as TypedDocumentString<StorefrontPagesHeadQuery, StorefrontPagesHeadQueryVariables>;
export const StorefrontPagesChangeCategoryDocument = new TypedDocumentString(`
    mutation StorefrontPagesChangeCategory($id: ID!, $input: UpdateCategoryInput!) {
  updateCategory(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<StorefrontPagesChangeCategoryMutation, StorefrontPagesChangeCategoryMutationVariables>;
export const TrustedDocumentsProductsDocument = new TypedDocumentString(`
    query TrustedDocumentsProducts {
  products {
    totalCount
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<TrustedDocumentsProductsQuery, TrustedDocumentsProductsQueryVariables>;
export const TrustedDocumentsProducts2Document = new TypedDocumentString(`
    query TrustedDocumentsProducts2 {
  products {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<TrustedDocumentsProducts2Query, TrustedDocumentsProducts2QueryVariables>;
export const JobsFailedJobsDocument = new TypedDocumentString(`
    query JobsFailedJobs($first: Int, $after: String) {
  failedJobs(first: $first, after: $after) {
    nodes {
      id
      name
      retryCount
      createdAt
      failedAt
      error
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<JobsFailedJobsQuery, JobsFailedJobsQueryVariables>;
export const JobsRetryDocument = new TypedDocumentString(`
    mutation JobsRetry($id: ID!) {
  retryFailedJob(id: $id)
}
    `) as unknown as TypedDocumentString<JobsRetryMutation, JobsRetryMutationVariables>;
export const JobsRequestResetDocument = new TypedDocumentString(`
    mutation JobsRequestReset($email: String!) {
  requestPasswordReset(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<JobsRequestResetMutation, JobsRequestResetMutationVariables>;
export const MessagingConsentDocument = new TypedDocumentString(`
    mutation MessagingConsent($input: MessagingConsentInput!) {
  setMessagingConsent(input: $input) {
    phone
    channel
    purpose
    granted
  }
}
    `) as unknown as TypedDocumentString<MessagingConsentMutation, MessagingConsentMutationVariables>;
export const MessagingOrderMessagesDocument = new TypedDocumentString(`
    query MessagingOrderMessages($id: ID!) {
  order(id: $id) {
    messages {
      channel
      purpose
      recipient
      template
      body
      status
      attempts
      lastError
      providerMessageId
      deliveryStatus
      sentAt
      deliveredAt
      readAt
    }
  }
}
    `) as unknown as TypedDocumentString<MessagingOrderMessagesQuery, MessagingOrderMessagesQueryVariables>;
export const MessagingCheckoutOrderDocument = new TypedDocumentString(`
    query MessagingCheckoutOrder($id: ID!) {
  checkout(id: $id) {
    orderId
  }
}
    `) as unknown as TypedDocumentString<MessagingCheckoutOrderQuery, MessagingCheckoutOrderQueryVariables>;
export const MessagingMoveDocument = new TypedDocumentString(`
    mutation MessagingMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {
  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {
    id
  }
}
    `) as unknown as TypedDocumentString<MessagingMoveMutation, MessagingMoveMutationVariables>;
export const MessagingOfferDocument = new TypedDocumentString(`
    mutation MessagingOffer($campaign: String!, $offer: String!) {
  sendWhatsAppOffer(campaign: $campaign, offer: $offer)
}
    `) as unknown as TypedDocumentString<MessagingOfferMutation, MessagingOfferMutationVariables>;
export const MessagingTemplatesDocument = new TypedDocumentString(`
    query MessagingTemplates {
  messageTemplates {
    key
    channel
    variables
    body
    providerTemplate
    preview
    quickReplies {
      payload
    }
  }
}
    `) as unknown as TypedDocumentString<MessagingTemplatesQuery, MessagingTemplatesQueryVariables>;
export const MessagingUpdateTemplateDocument = new TypedDocumentString(`
    mutation MessagingUpdateTemplate($input: UpdateMessageTemplateInput!) {
  updateMessageTemplate(input: $input) {
    key
    body
    providerTemplate
    preview
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<MessagingUpdateTemplateMutation, MessagingUpdateTemplateMutationVariables>;
export const MessagingPreviewDocument = new TypedDocumentString(`
    query MessagingPreview($key: String!, $body: String!) {
  previewMessageTemplate(key: $key, body: $body)
}
    `) as unknown as TypedDocumentString<MessagingPreviewQuery, MessagingPreviewQueryVariables>;
export const OrderNumbersOrderDocument = new TypedDocumentString(`
    query OrderNumbersOrder($id: ID!) {
  order(id: $id) {
    id
    number
    invoice {
      number
      orderNumber
    }
  }
}
    `) as unknown as TypedDocumentString<OrderNumbersOrderQuery, OrderNumbersOrderQueryVariables>;
export const OrderNumbersSearchDocument = new TypedDocumentString(`
    query OrderNumbersSearch($search: String) {
  orders(filter: {search: $search}, first: 100) {
    totalCount
    nodes {
      id
      number
    }
  }
}
    `) as unknown as TypedDocumentString<OrderNumbersSearchQuery, OrderNumbersSearchQueryVariables>;
export const OrderNumbersAllDocument = new TypedDocumentString(`
    query OrderNumbersAll {
  orders(first: 100) {
    nodes {
      number
    }
  }
}
    `) as unknown as TypedDocumentString<OrderNumbersAllQuery, OrderNumbersAllQueryVariables>;
export const OrderNumbersSettingsDocument = new TypedDocumentString(`
    mutation OrderNumbersSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    invoicing {
      orderPrefix
      invoicePrefix
    }
  }
}
    `) as unknown as TypedDocumentString<OrderNumbersSettingsMutation, OrderNumbersSettingsMutationVariables>;
export const OrderPagesMineDocument = new TypedDocumentString(`
    query OrderPagesMine($first: Int, $after: String) {
  myOrders(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OrderPagesMineQuery, OrderPagesMineQueryVariables>;
export const OrderPagesAllDocument = new TypedDocumentString(`
    query OrderPagesAll($first: Int, $after: String) {
  orders(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OrderPagesAllQuery, OrderPagesAllQueryVariables>;
export const OrderDocument = new TypedDocumentString(`
    query Order($id: ID!) {
  order(id: $id) {
    id
    status
    deliveredAt
    customerEmail
    customer {
      firstName
      lastName
    }
    totals {
      total {
        paise
      }
    }
    items {
      name
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const OrderMyOrdersDocument = new TypedDocumentString(`
    query OrderMyOrders($first: Int, $after: String) {
  myOrders(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      totals {
        total {
          paise
        }
      }
      items {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrderMyOrdersQuery, OrderMyOrdersQueryVariables>;
export const OrdersDocument = new TypedDocumentString(`
    query Orders($filter: OrderFilterInput, $first: Int, $after: String) {
  orders(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      status
      paymentStatus
      createdAt
      customerEmail
      customer {
        firstName
        lastName
      }
      totals {
        total {
          paise
        }
      }
      items {
        name
        price {
          paise
        }
        quantity
      }
      shippingInfo {
        firstName
        lastName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const OrderSetStatusDocument = new TypedDocumentString(`
    mutation OrderSetStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
    status
    deliveredAt
  }
}
    `) as unknown as TypedDocumentString<OrderSetStatusMutation, OrderSetStatusMutationVariables>;
export const OrderDeleteOrderDocument = new TypedDocumentString(`
    mutation OrderDeleteOrder($id: ID!) {
  deleteOrder(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<OrderDeleteOrderMutation, OrderDeleteOrderMutationVariables>;
export const OrderChartsDocument = new TypedDocumentString(`
    query OrderCharts($days: Int!) {
  salesCharts(days: $days) {
    daily {
      date
      orders
      revenue {
        paise
      }
    }
    byStatus {
      status
      orders
    }
    paymentMix {
      method
      orders
      revenue {
        paise
      }
    }
    topProducts {
      name
      units
      revenue {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrderChartsQuery, OrderChartsQueryVariables>;
export const OrderDashboardDocument = new TypedDocumentString(`
    query OrderDashboard($recentCount: Int) {
  adminDashboard(recentCount: $recentCount) {
    revenue {
      paise
      formatted
    }
    orderCount
    productCount
    recentOrders {
      id
      customer {
        firstName
      }
      totals {
        total {
          paise
        }
      }
      status
    }
  }
}
    `) as unknown as TypedDocumentString<OrderDashboardQuery, OrderDashboardQueryVariables>;
export const Orders2Document = new TypedDocumentString(`
    query Orders2 {
  orders(first: 101) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<Orders2Query, Orders2QueryVariables>;
export const SummaryOfDaysDocument = new TypedDocumentString(`
    query SummaryOfDays($from: String!, $to: String!) {
  salesSummary(from: $from, to: $to) {
    current {
      ...SummaryPeriod
    }
    previous {
      ...SummaryPeriod
    }
  }
}
    fragment SummaryPeriod on SalesPeriod {
  from
  to
  revenue {
    paise
  }
  paid {
    paise
  }
  paidOrders
  averageOrderValue {
    paise
  }
  refunds {
    paise
  }
  refundCount
  placedOrders
  byStatus {
    status
    orders
  }
  codOrders
  codShare
  invoiced {
    paise
  }
  invoicedGst {
    paise
  }
}`) as unknown as TypedDocumentString<SummaryOfDaysQuery, SummaryOfDaysQueryVariables>;
export const SummaryGstMonthDocument = new TypedDocumentString(`
    query SummaryGstMonth($month: String!) {
  gstReport(month: $month) {
    invoiceCount
    creditNoteCount
    net {
      charged {
        paise
      }
      totalTax {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SummaryGstMonthQuery, SummaryGstMonthQueryVariables>;
export const SummarySettingsDocument = new TypedDocumentString(`
    mutation SummarySettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    invoicingProblems
  }
}
    `) as unknown as TypedDocumentString<SummarySettingsMutation, SummarySettingsMutationVariables>;
export const SummaryOrderDocument = new TypedDocumentString(`
    query SummaryOrder($id: ID!) {
  order(id: $id) {
    totals {
      total {
        paise
      }
    }
    paymentStatus
    refunds {
      status
    }
    creditNotes {
      number
    }
  }
}
    `) as unknown as TypedDocumentString<SummaryOrderQuery, SummaryOrderQueryVariables>;
export const SummaryMoveDocument = new TypedDocumentString(`
    mutation SummaryMove($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<SummaryMoveMutation, SummaryMoveMutationVariables>;
export const SummaryRefundDocument = new TypedDocumentString(`
    mutation SummaryRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SummaryRefundMutation, SummaryRefundMutationVariables>;
export const SummaryManualRefundDocument = new TypedDocumentString(`
    mutation SummaryManualRefund($input: ManualRefundInput!) {
  recordManualRefund(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SummaryManualRefundMutation, SummaryManualRefundMutationVariables>;
export const PaymentPagesReconcileDocument = new TypedDocumentString(`
    mutation PaymentPagesReconcile($date: String!) {
  reconcileDayWithProvider(date: $date)
}
    `) as unknown as TypedDocumentString<PaymentPagesReconcileMutation, PaymentPagesReconcileMutationVariables>;
export const PaymentPagesDifferencesDocument = new TypedDocumentString(`
    query PaymentPagesDifferences($first: Int, $after: String) {
  reconciliationDifferences(unresolvedOnly: true, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentPagesDifferencesQuery, PaymentPagesDifferencesQueryVariables>;
export const PaymentPagesResolveDocument = new TypedDocumentString(`
    mutation PaymentPagesResolve($id: ID!) {
  resolveReconciliationDifference(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<PaymentPagesResolveMutation, PaymentPagesResolveMutationVariables>;
export const PaymentPagesAttentionDocument = new TypedDocumentString(`
    query PaymentPagesAttention($first: Int, $after: String) {
  paymentsNeedingAttention(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentPagesAttentionQuery, PaymentPagesAttentionQueryVariables>;
export const PaymentOrderPaymentDocument = new TypedDocumentString(`
    query PaymentOrderPayment($id: ID!) {
  order(id: $id) {
    id
    status
    paymentStatus
    paymentMethod
    paidAt
    totals {
      total {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentOrderPaymentQuery, PaymentOrderPaymentQueryVariables>;
export const PaymentOrderDocument = new TypedDocumentString(`
    query PaymentOrder($id: ID!) {
  order(id: $id) {
    payment {
      provider
      status
      providerOrderId
      providerPaymentId
      amount {
        paise
      }
      capturedAt
      events {
        source
        type
        summary
      }
    }
    refunds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentOrderQuery, PaymentOrderQueryVariables>;
export const PaymentOrder2Document = new TypedDocumentString(`
    query PaymentOrder2($id: ID!) {
  order(id: $id) {
    payment {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentOrder2Query, PaymentOrder2QueryVariables>;
export const PaymentSchemaDocument = new TypedDocumentString(`
    query PaymentSchema {
  __schema {
    mutationType {
      fields {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentSchemaQuery, PaymentSchemaQueryVariables>;
export const PaymentAbandonCheckoutDocument = new TypedDocumentString(`
    mutation PaymentAbandonCheckout($id: ID!) {
  abandonCheckout(id: $id) {
    status
  }
}
    `) as unknown as TypedDocumentString<PaymentAbandonCheckoutMutation, PaymentAbandonCheckoutMutationVariables>;
export const RazorpayMethodsSetDocument = new TypedDocumentString(`
    mutation RazorpayMethodsSet($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    payments {
      razorpayMethods
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayMethodsSetMutation, RazorpayMethodsSetMutationVariables>;
export const RazorpayMethodsSettingsDocument = new TypedDocumentString(`
    query RazorpayMethodsSettings {
  shopSettings {
    payments {
      razorpayMethods
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayMethodsSettingsQuery, RazorpayMethodsSettingsQueryVariables>;
export const RazorpayMethodsCheckoutDocument = new TypedDocumentString(`
    query RazorpayMethodsCheckout($id: ID!) {
  checkout(id: $id) {
    orderId
    razorpay {
      orderId
      methods
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayMethodsCheckoutQuery, RazorpayMethodsCheckoutQueryVariables>;
export const RazorpayMethodsOrderDocument = new TypedDocumentString(`
    query RazorpayMethodsOrder($id: ID!) {
  order(id: $id) {
    id
    paymentStatus
    payment {
      method
      attention
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayMethodsOrderQuery, RazorpayMethodsOrderQueryVariables>;
export const RazorpayCheckoutRazorpayDocument = new TypedDocumentString(`
    query RazorpayCheckoutRazorpay($id: ID!) {
  checkout(id: $id) {
    id
    status
    paymentStatus
    orderId
    redirectUrl
    paymentUrl
    razorpay {
      keyId
      orderId
      amount {
        paise
      }
      scriptUrl
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayCheckoutRazorpayQuery, RazorpayCheckoutRazorpayQueryVariables>;
export const RazorpayConfirmDocument = new TypedDocumentString(`
    mutation RazorpayConfirm($input: ConfirmRazorpayPaymentInput!) {
  confirmRazorpayPayment(input: $input) {
    id
    status
    paymentStatus
    orderId
    redirectUrl
  }
}
    `) as unknown as TypedDocumentString<RazorpayConfirmMutation, RazorpayConfirmMutationVariables>;
export const RazorpayAbandonDocument = new TypedDocumentString(`
    mutation RazorpayAbandon($id: ID!) {
  abandonCheckout(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RazorpayAbandonMutation, RazorpayAbandonMutationVariables>;
export const RazorpayOrderMoneyDocument = new TypedDocumentString(`
    query RazorpayOrderMoney($id: ID!) {
  order(id: $id) {
    id
    status
    paymentStatus
    paidAt
    totals {
      total {
        paise
      }
    }
    paidWith
    payment {
      provider
      status
      method
      providerOrderId
      providerPaymentId
      attention
      events {
        source
        type
        summary
      }
    }
    refunds {
      id
      amount {
        paise
      }
      status
      method
      reason
      reference
      failure
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayOrderMoneyQuery, RazorpayOrderMoneyQueryVariables>;
export const RazorpayStraysDocument = new TypedDocumentString(`
    query RazorpayStrays($id: ID!) {
  order(id: $id) {
    id
    paymentStatus
    payment {
      attention
      strayCaptures {
        id
        providerPaymentId
        amount {
          paise
        }
        refundId
      }
      refunds {
        status
        amount {
          paise
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayStraysQuery, RazorpayStraysQueryVariables>;
export const RazorpayNeedingAttentionStraysDocument = new TypedDocumentString(`
    query RazorpayNeedingAttentionStrays {
  paymentsNeedingAttention(first: 100) {
    nodes {
      checkoutId
      orderId
      orderNumber
      strayCaptures {
        id
        providerPaymentId
        amount {
          paise
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayNeedingAttentionStraysQuery, RazorpayNeedingAttentionStraysQueryVariables>;
export const RazorpayRefundStrayDocument = new TypedDocumentString(`
    mutation RazorpayRefundStray($id: ID!) {
  refundStrayCapture(id: $id) {
    id
    status
    amount {
      paise
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayRefundStrayMutation, RazorpayRefundStrayMutationVariables>;
export const RazorpayPaidWithDocument = new TypedDocumentString(`
    query RazorpayPaidWith($id: ID!) {
  order(id: $id) {
    id
    paidWith
  }
}
    `) as unknown as TypedDocumentString<RazorpayPaidWithQuery, RazorpayPaidWithQueryVariables>;
export const RazorpayRefundDocument = new TypedDocumentString(`
    mutation RazorpayRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    id
    amount {
      paise
    }
    status
    method
  }
}
    `) as unknown as TypedDocumentString<RazorpayRefundMutation, RazorpayRefundMutationVariables>;
export const RazorpayManualRefundDocument = new TypedDocumentString(`
    mutation RazorpayManualRefund($input: ManualRefundInput!) {
  recordManualRefund(input: $input) {
    id
    amount {
      paise
    }
    status
    method
    reference
  }
}
    `) as unknown as TypedDocumentString<RazorpayManualRefundMutation, RazorpayManualRefundMutationVariables>;
export const RazorpaySetStatusDocument = new TypedDocumentString(`
    mutation RazorpaySetStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
    status
    paymentStatus
  }
}
    `) as unknown as TypedDocumentString<RazorpaySetStatusMutation, RazorpaySetStatusMutationVariables>;
export const RazorpayNeedingAttentionDocument = new TypedDocumentString(`
    query RazorpayNeedingAttention($first: Int = 100, $after: String) {
  paymentsNeedingAttention(first: $first, after: $after) {
    nodes {
      checkoutId
      status
      attention
      refunds {
        amount {
          paise
        }
        status
      }
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<RazorpayNeedingAttentionQuery, RazorpayNeedingAttentionQueryVariables>;
export const RazorpayPaymentOptionsDocument = new TypedDocumentString(`
    query RazorpayPaymentOptions {
  paymentOptions {
    provider
    testMode
  }
}
    `) as unknown as TypedDocumentString<RazorpayPaymentOptionsQuery, RazorpayPaymentOptionsQueryVariables>;
export const ReconciliationDayDocument = new TypedDocumentString(`
    mutation ReconciliationDay($date: String!) {
  reconcileDayWithProvider(date: $date)
}
    `) as unknown as TypedDocumentString<ReconciliationDayMutation, ReconciliationDayMutationVariables>;
export const ReconciliationDifferencesDocument = new TypedDocumentString(`
    query ReconciliationDifferences($first: Int = 100, $after: String, $unresolvedOnly: Boolean = false) {
  reconciliationDifferences(
    first: $first
    after: $after
    unresolvedOnly: $unresolvedOnly
  ) {
    nodes {
      id
      date
      providerPaymentId
      kind
      description
      paymentId
      shopAmount {
        paise
      }
      providerAmount {
        paise
      }
      resolved
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ReconciliationDifferencesQuery, ReconciliationDifferencesQueryVariables>;
export const ReconciliationResolveDocument = new TypedDocumentString(`
    mutation ReconciliationResolve($id: ID!) {
  resolveReconciliationDifference(id: $id) {
    id
    resolved
  }
}
    `) as unknown as TypedDocumentString<ReconciliationResolveMutation, ReconciliationResolveMutationVariables>;
export const ReconciliationOrderPaymentDocument = new TypedDocumentString(`
    query ReconciliationOrderPayment($id: ID!) {
  order(id: $id) {
    id
    payment {
      id
      attention
    }
  }
}
    `) as unknown as TypedDocumentString<ReconciliationOrderPaymentQuery, ReconciliationOrderPaymentQueryVariables>;
export const ReconciliationCheckoutDocument = new TypedDocumentString(`
    query ReconciliationCheckout($id: ID!) {
  checkout(id: $id) {
    razorpay {
      orderId
    }
  }
}
    `) as unknown as TypedDocumentString<ReconciliationCheckoutQuery, ReconciliationCheckoutQueryVariables>;
export const CodRemittanceRecordDocument = new TypedDocumentString(`
    mutation CodRemittanceRecord($input: CodRemittanceInput!) {
  recordCodRemittance(input: $input) {
    id
    courier
    receivedOn
    reference
    amount {
      paise
    }
    ordersTotal {
      paise
    }
    difference {
      paise
    }
    orders {
      orderId
      amount {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CodRemittanceRecordMutation, CodRemittanceRecordMutationVariables>;
export const CodRemittanceListDocument = new TypedDocumentString(`
    query CodRemittanceList($first: Int = 100) {
  codRemittances(first: $first) {
    nodes {
      id
      reference
      difference {
        paise
      }
      orders {
        orderId
      }
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<CodRemittanceListQuery, CodRemittanceListQueryVariables>;
export const CodRemittanceUnremittedDocument = new TypedDocumentString(`
    query CodRemittanceUnremitted($first: Int = 100) {
  unremittedCodOrders(first: $first) {
    nodes {
      orderId
      amount {
        paise
      }
      deliveredAt
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<CodRemittanceUnremittedQuery, CodRemittanceUnremittedQueryVariables>;
export const CodRemittanceUnremittedCouriersDocument = new TypedDocumentString(`
    query CodRemittanceUnremittedCouriers($first: Int = 100) {
  unremittedCodOrders(first: $first) {
    nodes {
      orderId
      orderNumber
      courierName
    }
  }
}
    `) as unknown as TypedDocumentString<CodRemittanceUnremittedCouriersQuery, CodRemittanceUnremittedCouriersQueryVariables>;
export const CodRemittanceOrderNumberDocument = new TypedDocumentString(`
    query CodRemittanceOrderNumber($id: ID!) {
  order(id: $id) {
    number
  }
}
    `) as unknown as TypedDocumentString<CodRemittanceOrderNumberQuery, CodRemittanceOrderNumberQueryVariables>;
export const CodRemittanceMoveDocument = new TypedDocumentString(`
    mutation CodRemittanceMove($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {
  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {
    id
  }
}
    `) as unknown as TypedDocumentString<CodRemittanceMoveMutation, CodRemittanceMoveMutationVariables>;
export const CodRemittanceOrderTotalDocument = new TypedDocumentString(`
    query CodRemittanceOrderTotal($id: ID!) {
  order(id: $id) {
    totals {
      total {
        paise
      }
    }
    deliveredAt
  }
}
    `) as unknown as TypedDocumentString<CodRemittanceOrderTotalQuery, CodRemittanceOrderTotalQueryVariables>;
export const PayoutPagesPayoutsDocument = new TypedDocumentString(`
    query PayoutPagesPayouts($first: Int, $after: String) {
  payouts(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutPagesPayoutsQuery, PayoutPagesPayoutsQueryVariables>;
export const PayoutPagesUnsettledDocument = new TypedDocumentString(`
    query PayoutPagesUnsettled($first: Int, $after: String) {
  unsettledPayments(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      orderId
      providerPaymentId
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutPagesUnsettledQuery, PayoutPagesUnsettledQueryVariables>;
export const PayoutPagesRemittancesDocument = new TypedDocumentString(`
    query PayoutPagesRemittances($first: Int, $after: String) {
  codRemittances(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutPagesRemittancesQuery, PayoutPagesRemittancesQueryVariables>;
export const PayoutPagesUnremittedDocument = new TypedDocumentString(`
    query PayoutPagesUnremitted($first: Int, $after: String) {
  unremittedCodOrders(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      orderId
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutPagesUnremittedQuery, PayoutPagesUnremittedQueryVariables>;
export const PayoutPagesRecordDayDocument = new TypedDocumentString(`
    mutation PayoutPagesRecordDay($date: String!) {
  recordSettlementsOfDay(date: $date)
}
    `) as unknown as TypedDocumentString<PayoutPagesRecordDayMutation, PayoutPagesRecordDayMutationVariables>;
export const PayoutPagesRecordRemittanceDocument = new TypedDocumentString(`
    mutation PayoutPagesRecordRemittance($input: CodRemittanceInput!) {
  recordCodRemittance(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PayoutPagesRecordRemittanceMutation, PayoutPagesRecordRemittanceMutationVariables>;
export const PayoutsRecordDayDocument = new TypedDocumentString(`
    mutation PayoutsRecordDay($date: String!) {
  recordSettlementsOfDay(date: $date)
}
    `) as unknown as TypedDocumentString<PayoutsRecordDayMutation, PayoutsRecordDayMutationVariables>;
export const PayoutsListDocument = new TypedDocumentString(`
    query PayoutsList($first: Int = 100, $after: String) {
  payouts(first: $first, after: $after) {
    nodes {
      id
      settlementId
      utr
      settledAt
      amount {
        paise
      }
      fees {
        paise
      }
      tax {
        paise
      }
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<PayoutsListQuery, PayoutsListQueryVariables>;
export const PayoutsOneDocument = new TypedDocumentString(`
    query PayoutsOne($id: ID!) {
  payout(id: $id) {
    payout {
      settlementId
    }
    lines {
      entityId
      kind
      providerPaymentId
      orderId
      amount {
        paise
      }
      fee {
        paise
      }
      tax {
        paise
      }
      net {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutsOneQuery, PayoutsOneQueryVariables>;
export const PayoutsUnsettledDocument = new TypedDocumentString(`
    query PayoutsUnsettled($first: Int = 100) {
  unsettledPayments(first: $first) {
    nodes {
      orderId
      providerPaymentId
      amount {
        paise
      }
      capturedAt
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<PayoutsUnsettledQuery, PayoutsUnsettledQueryVariables>;
export const PayoutsCsvRecordDayDocument = new TypedDocumentString(`
    mutation PayoutsCsvRecordDay($date: String!) {
  recordSettlementsOfDay(date: $date)
}
    `) as unknown as TypedDocumentString<PayoutsCsvRecordDayMutation, PayoutsCsvRecordDayMutationVariables>;
export const PayoutsCsvRemitDocument = new TypedDocumentString(`
    mutation PayoutsCsvRemit($input: CodRemittanceInput!) {
  recordCodRemittance(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PayoutsCsvRemitMutation, PayoutsCsvRemitMutationVariables>;
export const PayoutsCsvOrderNumberDocument = new TypedDocumentString(`
    query PayoutsCsvOrderNumber($id: ID!) {
  order(id: $id) {
    number
  }
}
    `) as unknown as TypedDocumentString<PayoutsCsvOrderNumberQuery, PayoutsCsvOrderNumberQueryVariables>;
export const CatalogAdminCreateDocument = new TypedDocumentString(`
    mutation CatalogAdminCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
    slug
    sku
    name
    brand
    collection
    description
    countInStock
    weight
    sizes
    colors
    tags
    material
    gender
    rating
    numReviews
    isPublished
    isFeatured
    price {
      amount
    }
    discountPrice {
      amount
    }
    dimensions {
      length
      width
      height
    }
    category {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminCreateMutation, CatalogAdminCreateMutationVariables>;
export const CatalogAdminUpdateDocument = new TypedDocumentString(`
    mutation CatalogAdminUpdate($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
    slug
    name
    sku
    rating
    numReviews
    description
    price {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminUpdateMutation, CatalogAdminUpdateMutationVariables>;
export const CatalogAdminDeleteDocument = new TypedDocumentString(`
    mutation CatalogAdminDelete($id: ID!) {
  deleteProduct(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminDeleteMutation, CatalogAdminDeleteMutationVariables>;
export const CatalogAdminHandleDocument = new TypedDocumentString(`
    query CatalogAdminHandle($slug: String!) {
  product(idOrSlug: $slug) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminHandleQuery, CatalogAdminHandleQueryVariables>;
export const CatalogAdminHandleCreateDocument = new TypedDocumentString(`
    mutation CatalogAdminHandleCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
    slug
    seoTitle
    seoDescription
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminHandleCreateMutation, CatalogAdminHandleCreateMutationVariables>;
export const CatalogAdminReadDocument = new TypedDocumentString(`
    query CatalogAdminRead($id: String!) {
  product(idOrSlug: $id) {
    name
    price {
      paise
    }
    discountPrice {
      paise
    }
    tags
    countInStock
    isPublished
    variants {
      size
      countInStock
      priceOverride {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminReadQuery, CatalogAdminReadQueryVariables>;
export const CatalogAdminAddReviewDocument = new TypedDocumentString(`
    mutation CatalogAdminAddReview($id: ID!) {
  addReview(productId: $id, input: {rating: 5, comment: "Nice"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminAddReviewMutation, CatalogAdminAddReviewMutationVariables>;
export const CatalogAdminProductDocument = new TypedDocumentString(`
    query CatalogAdminProduct($s: String!) {
  product(idOrSlug: $s) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogAdminProductQuery, CatalogAdminProductQueryVariables>;
export const CatalogImagesCreateDocument = new TypedDocumentString(`
    mutation CatalogImagesCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
    images {
      url
      altText
      srcSet
      jpegSrcSet: srcSet(format: JPEG)
      files {
        url
        width
        format
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogImagesCreateMutation, CatalogImagesCreateMutationVariables>;
export const CatalogImagesUpdateDocument = new TypedDocumentString(`
    mutation CatalogImagesUpdate($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    images {
      url
      altText
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogImagesUpdateMutation, CatalogImagesUpdateMutationVariables>;
export const CatalogImagesDeleteDocument = new TypedDocumentString(`
    mutation CatalogImagesDelete($id: ID!) {
  deleteProduct(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogImagesDeleteMutation, CatalogImagesDeleteMutationVariables>;
export const CatalogImagesCreate2Document = new TypedDocumentString(`
    mutation CatalogImagesCreate2($input: CategoryInput!) {
  createCategory(input: $input) {
    id
    image {
      url
      altText
      files {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogImagesCreate2Mutation, CatalogImagesCreate2MutationVariables>;
export const CatalogImagesDeleteCategoryDocument = new TypedDocumentString(`
    mutation CatalogImagesDeleteCategory($id: ID!) {
  deleteCategory(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogImagesDeleteCategoryMutation, CatalogImagesDeleteCategoryMutationVariables>;
export const CatalogListNewArrivalsLimitDocument = new TypedDocumentString(`
    query CatalogListNewArrivalsLimit($limit: Int!) {
  newArrivals(limit: $limit) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogListNewArrivalsLimitQuery, CatalogListNewArrivalsLimitQueryVariables>;
export const CatalogListBestSellersLimitDocument = new TypedDocumentString(`
    query CatalogListBestSellersLimit($limit: Int!) {
  bestSellers(limit: $limit) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogListBestSellersLimitQuery, CatalogListBestSellersLimitQueryVariables>;
export const CatalogListListDocument = new TypedDocumentString(`
    query CatalogListList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
    nodes {
      name
    }
    edges {
      cursor
      node {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogListListQuery, CatalogListListQueryVariables>;
export const CatalogListFacetsDocument = new TypedDocumentString(`
    query CatalogListFacets($filter: ProductFilterInput) {
  products(filter: $filter, first: 1) {
    totalCount
    facets {
      colors {
        value
        count
      }
      sizes {
        value
        count
      }
      materials {
        value
        count
      }
      genders {
        value
        count
      }
      brands {
        value
        count
      }
      price {
        min {
          amount
        }
        max {
          amount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogListFacetsQuery, CatalogListFacetsQueryVariables>;
export const CatalogListProductDocument = new TypedDocumentString(`
    query CatalogListProduct($key: String!) {
  product(idOrSlug: $key) {
    name
    isPublished
  }
}
    `) as unknown as TypedDocumentString<CatalogListProductQuery, CatalogListProductQueryVariables>;
export const CatalogListCategoriesDocument = new TypedDocumentString(`
    query CatalogListCategories($all: Boolean!, $first: Int, $after: String) {
  categories(includeUnpublished: $all, first: $first, after: $after) {
    nodes {
      slug
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogListCategoriesQuery, CatalogListCategoriesQueryVariables>;
export const CatalogListCategoryDocument = new TypedDocumentString(`
    query CatalogListCategory($slug: String!) {
  category(idOrSlug: $slug) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogListCategoryQuery, CatalogListCategoryQueryVariables>;
export const CatalogListShelvesDocument = new TypedDocumentString(`
    query CatalogListShelves($slug: String!) {
  newArrivals(limit: 3) {
    name
  }
  bestSellers(limit: 4) {
    name
  }
  similarProducts(idOrSlug: $slug) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogListShelvesQuery, CatalogListShelvesQueryVariables>;
export const CatalogListBothShelvesDocument = new TypedDocumentString(`
    query CatalogListBothShelves {
  newArrivals(limit: 20) {
    name
  }
  bestSellers(limit: 20) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogListBothShelvesQuery, CatalogListBothShelvesQueryVariables>;
export const CatalogListBestSellersDocument = new TypedDocumentString(`
    query CatalogListBestSellers {
  bestSellers(limit: 3) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogListBestSellersQuery, CatalogListBestSellersQueryVariables>;
export const CatalogListSimilarProductsDocument = new TypedDocumentString(`
    query CatalogListSimilarProducts($slug: String!) {
  similarProducts(idOrSlug: $slug) {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogListSimilarProductsQuery, CatalogListSimilarProductsQueryVariables>;
export const CatalogListProduct2Document = new TypedDocumentString(`
    query CatalogListProduct2 {
  product(idOrSlug: "city-laptop-backpack") {
    slug
    price {
      amount
      paise
      formatted
    }
    discountPrice {
      amount
    }
    unitPrice {
      formatted
    }
    category {
      slug
    }
    colors
    sizes
    material
    gender
    brand
    collection
    rating
    numReviews
  }
}
    `) as unknown as TypedDocumentString<CatalogListProduct2Query, CatalogListProduct2QueryVariables>;
export const CatalogPagesProductsDocument = new TypedDocumentString(`
    query CatalogPagesProducts($search: String, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: {search: $search}, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogPagesProductsQuery, CatalogPagesProductsQueryVariables>;
export const CatalogPagesReviewsDocument = new TypedDocumentString(`
    query CatalogPagesReviews($slug: String!, $first: Int, $after: String) {
  product(idOrSlug: $slug) {
    reviews(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogPagesReviewsQuery, CatalogPagesReviewsQueryVariables>;
export const CatalogPagesCategoriesDocument = new TypedDocumentString(`
    query CatalogPagesCategories($first: Int, $after: String) {
  categories(includeUnpublished: true, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogPagesCategoriesQuery, CatalogPagesCategoriesQueryVariables>;
export const CatalogPagesOptionValuesDocument = new TypedDocumentString(`
    query CatalogPagesOptionValues($first: Int, $after: String) {
  productOptionValues(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogPagesOptionValuesQuery, CatalogPagesOptionValuesQueryVariables>;
export const CatalogPagesDeleteOptionValueDocument = new TypedDocumentString(`
    mutation CatalogPagesDeleteOptionValue($id: ID!) {
  deleteProductOptionValue(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogPagesDeleteOptionValueMutation, CatalogPagesDeleteOptionValueMutationVariables>;
export const CatalogQueriesPageDocument = new TypedDocumentString(`
    query CatalogQueriesPage($size: Int!, $search: String) {
  products(first: $size, filter: {search: $search}) {
    totalCount
    nodes {
      id
      name
      slug
      price {
        formatted
      }
      discountPrice {
        formatted
      }
      unitPrice {
        amount
      }
      category {
        name
        slug
      }
      images {
        url
        altText
        srcSet
        files {
          url
          width
        }
      }
      reviews(first: 2) {
        nodes {
          rating
          comment
          authorName
        }
      }
      variants {
        countInStock
      }
    }
    facets {
      colors {
        value
        count
      }
      sizes {
        value
        count
      }
      price {
        min {
          amount
        }
        max {
          amount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogQueriesPageQuery, CatalogQueriesPageQueryVariables>;
export const CatalogQueriesNewArrivalsDocument = new TypedDocumentString(`
    query CatalogQueriesNewArrivals($size: Int!) {
  newArrivals(limit: $size) {
    name
    category {
      name
    }
    reviews {
      nodes {
        authorName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogQueriesNewArrivalsQuery, CatalogQueriesNewArrivalsQueryVariables>;
export const CatalogQueriesBestSellersDocument = new TypedDocumentString(`
    query CatalogQueriesBestSellers($size: Int!) {
  bestSellers(limit: $size) {
    name
    category {
      name
    }
    reviews {
      nodes {
        authorName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogQueriesBestSellersQuery, CatalogQueriesBestSellersQueryVariables>;
export const CatalogQueriesFacetsDocument = new TypedDocumentString(`
    query CatalogQueriesFacets {
  products(filter: {colors: ["red"]}) {
    totalCount
    facets {
      colors {
        value
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogQueriesFacetsQuery, CatalogQueriesFacetsQueryVariables>;
export const CatalogQueriesProductDocument = new TypedDocumentString(`
    query CatalogQueriesProduct($id: String!) {
  product(idOrSlug: $id) {
    name
    category {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogQueriesProductQuery, CatalogQueriesProductQueryVariables>;
export const CatalogQueriesUpdateProductDocument = new TypedDocumentString(`
    mutation CatalogQueriesUpdateProduct($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogQueriesUpdateProductMutation, CatalogQueriesUpdateProductMutationVariables>;
export const CatalogResponseCacheProductDocument = new TypedDocumentString(`
    query CatalogResponseCacheProduct($slug: String!) {
  product(idOrSlug: $slug) {
    name
    countInStock
    rating
    numReviews
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheProductQuery, CatalogResponseCacheProductQueryVariables>;
export const CatalogResponseCacheProduct2Document = new TypedDocumentString(`
    query CatalogResponseCacheProduct2($s: String!) {
  product(idOrSlug: $s) {
    countInStock
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheProduct2Query, CatalogResponseCacheProduct2QueryVariables>;
export const CatalogResponseCacheMeDocument = new TypedDocumentString(`
    query CatalogResponseCacheMe($s: String!) {
  me {
    id
  }
  product(idOrSlug: $s) {
    countInStock
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheMeQuery, CatalogResponseCacheMeQueryVariables>;
export const CatalogResponseCacheUpdateProductDocument = new TypedDocumentString(`
    mutation CatalogResponseCacheUpdateProduct($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheUpdateProductMutation, CatalogResponseCacheUpdateProductMutationVariables>;
export const CatalogResponseCacheProduct3Document = new TypedDocumentString(`
    query CatalogResponseCacheProduct3($slug: String!) {
  product(idOrSlug: $slug) {
    description
    countInStock
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheProduct3Query, CatalogResponseCacheProduct3QueryVariables>;
export const CatalogResponseCacheAddReviewDocument = new TypedDocumentString(`
    mutation CatalogResponseCacheAddReview($id: ID!) {
  addReview(productId: $id, input: {rating: 4, comment: "Good"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheAddReviewMutation, CatalogResponseCacheAddReviewMutationVariables>;
export const CatalogResponseCacheSimilarProductsDocument = new TypedDocumentString(`
    query CatalogResponseCacheSimilarProducts {
  similarProducts(idOrSlug: "not-yet-there") {
    name
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheSimilarProductsQuery, CatalogResponseCacheSimilarProductsQueryVariables>;
export const CatalogResponseCacheDescribedDocument = new TypedDocumentString(`
    query CatalogResponseCacheDescribed($slug: String!) {
  product(idOrSlug: $slug) {
    name
    description
  }
}
    `) as unknown as TypedDocumentString<CatalogResponseCacheDescribedQuery, CatalogResponseCacheDescribedQueryVariables>;
export const BulkPublishDocument = new TypedDocumentString(`
    mutation BulkPublish($ids: [ID!]!) {
  publishProducts(ids: $ids) {
    id
    isPublished
  }
}
    `) as unknown as TypedDocumentString<BulkPublishMutation, BulkPublishMutationVariables>;
export const BulkUnpublishDocument = new TypedDocumentString(`
    mutation BulkUnpublish($ids: [ID!]!) {
  unpublishProducts(ids: $ids) {
    id
    isPublished
  }
}
    `) as unknown as TypedDocumentString<BulkUnpublishMutation, BulkUnpublishMutationVariables>;
export const BulkDeleteDocument = new TypedDocumentString(`
    mutation BulkDelete($ids: [ID!]!) {
  deleteProducts(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<BulkDeleteMutation, BulkDeleteMutationVariables>;
export const BulkListDocument = new TypedDocumentString(`
    query BulkList($filter: ProductFilterInput, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    nodes {
      id
      name
      isPublished
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<BulkListQuery, BulkListQueryVariables>;
export const ProductOptionsValuesDocument = new TypedDocumentString(`
    query ProductOptionsValues($kind: ProductOptionKind, $first: Int = 100, $after: String) {
  productOptionValues(kind: $kind, first: $first, after: $after) {
    nodes {
      id
      kind
      name
      swatch
      productCount
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsValuesQuery, ProductOptionsValuesQueryVariables>;
export const ProductOptionsOptionsDocument = new TypedDocumentString(`
    query ProductOptionsOptions {
  productOptions {
    sizes
    colors
    materials
    colorSwatches {
      name
      hex
    }
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsOptionsQuery, ProductOptionsOptionsQueryVariables>;
export const ProductOptionsAddDocument = new TypedDocumentString(`
    mutation ProductOptionsAdd($input: ProductOptionValueInput!) {
  addProductOptionValue(input: $input) {
    id
    kind
    name
    swatch
    productCount
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsAddMutation, ProductOptionsAddMutationVariables>;
export const ProductOptionsRemoveDocument = new TypedDocumentString(`
    mutation ProductOptionsRemove($id: ID!) {
  deleteProductOptionValue(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsRemoveMutation, ProductOptionsRemoveMutationVariables>;
export const ProductOptionsCreateDocument = new TypedDocumentString(`
    mutation ProductOptionsCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
    colors
    sizes
    material
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsCreateMutation, ProductOptionsCreateMutationVariables>;
export const ProductOptionsFilteredDocument = new TypedDocumentString(`
    query ProductOptionsFiltered($filter: ProductFilterInput) {
  products(filter: $filter) {
    nodes {
      name
      colors
    }
    facets {
      colors {
        value
        count
      }
      sizes {
        value
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsFilteredQuery, ProductOptionsFilteredQueryVariables>;
export const VariantPricesCreateDocument = new TypedDocumentString(`
    mutation VariantPricesCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<VariantPricesCreateMutation, VariantPricesCreateMutationVariables>;
export const VariantPricesListDocument = new TypedDocumentString(`
    query VariantPricesList($filter: ProductFilterInput, $sort: ProductSort, $size: Int) {
  products(filter: $filter, sort: $sort, first: $size) {
    nodes {
      name
      unitPrice {
        paise
      }
      fromPrice {
        paise
        formatted
      }
    }
    facets {
      price {
        min {
          paise
        }
        max {
          paise
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VariantPricesListQuery, VariantPricesListQueryVariables>;
export const VariantsCreateDocument = new TypedDocumentString(`
    mutation VariantsCreate($input: ProductInput!) {
  createProduct(input: $input) {
    id
    slug
    countInStock
    sizes
    colors
    variants {
      id
      sku
      size
      color
      countInStock
      price {
        paise
      }
      unitPrice {
        paise
      }
      priceOverride {
        paise
      }
      images {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VariantsCreateMutation, VariantsCreateMutationVariables>;
export const VariantsUpdateDocument = new TypedDocumentString(`
    mutation VariantsUpdate($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
    countInStock
    sizes
    colors
    variants {
      id
      sku
      size
      color
      countInStock
    }
  }
}
    `) as unknown as TypedDocumentString<VariantsUpdateMutation, VariantsUpdateMutationVariables>;
export const VariantsSetStatusDocument = new TypedDocumentString(`
    mutation VariantsSetStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<VariantsSetStatusMutation, VariantsSetStatusMutationVariables>;
export const VariantsOrderDocument = new TypedDocumentString(`
    query VariantsOrder($id: ID!) {
  order(id: $id) {
    items {
      variantId
      sku
      size
      color
      price {
        paise
      }
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<VariantsOrderQuery, VariantsOrderQueryVariables>;
export const VariantsCartDocument = new TypedDocumentString(`
    query VariantsCart {
  cart {
    lines {
      variantId
      sku
      size
      color
      unitPrice {
        paise
      }
      inStock
      problem
    }
  }
}
    `) as unknown as TypedDocumentString<VariantsCartQuery, VariantsCartQueryVariables>;
export const VariantsProductOptionsDocument = new TypedDocumentString(`
    query VariantsProductOptions {
  productOptions {
    sizes
    colors
    materials
  }
}
    `) as unknown as TypedDocumentString<VariantsProductOptionsQuery, VariantsProductOptionsQueryVariables>;
export const VariantsAddToCartDocument = new TypedDocumentString(`
    mutation VariantsAddToCart($input: AddToCartInput!) {
  addToCart(input: $input) {
    itemCount
  }
}
    `) as unknown as TypedDocumentString<VariantsAddToCartMutation, VariantsAddToCartMutationVariables>;
export const VariantsAddToCart2Document = new TypedDocumentString(`
    mutation VariantsAddToCart2($input: AddToCartInput!) {
  addToCart(input: $input) {
    itemCount
  }
}
    `) as unknown as TypedDocumentString<VariantsAddToCart2Mutation, VariantsAddToCart2MutationVariables>;
export const VariantsAddToCart3Document = new TypedDocumentString(`
    mutation VariantsAddToCart3($input: AddToCartInput!) {
  addToCart(input: $input) {
    itemCount
  }
}
    `) as unknown as TypedDocumentString<VariantsAddToCart3Mutation, VariantsAddToCart3MutationVariables>;
export const VariantsFilterDocument = new TypedDocumentString(`
    query VariantsFilter($f: ProductFilterInput) {
  products(filter: $f) {
    nodes {
      id
    }
    facets {
      colors {
        value
        count
      }
      sizes {
        value
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VariantsFilterQuery, VariantsFilterQueryVariables>;
export const CatalogReviewsReviewDocument = new TypedDocumentString(`
    mutation CatalogReviewsReview($id: ID!, $input: ReviewInput!) {
  addReview(productId: $id, input: $input) {
    rating
    numReviews
    reviews {
      nodes {
        rating
        comment
        authorName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogReviewsReviewMutation, CatalogReviewsReviewMutationVariables>;
export const CatalogReviewsProductDocument = new TypedDocumentString(`
    query CatalogReviewsProduct($slug: String!, $first: Int, $after: String) {
  product(idOrSlug: $slug) {
    rating
    numReviews
    reviews(first: $first, after: $after) {
      nodes {
        rating
        comment
        authorName
        createdAt
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogReviewsProductQuery, CatalogReviewsProductQueryVariables>;
export const SearchSuggestionsSuggestDocument = new TypedDocumentString(`
    query SearchSuggestionsSuggest($text: String!) {
  searchSuggestions(text: $text) {
    text
    categories {
      name
      slug
    }
    products {
      name
      slug
      category {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSuggestionsSuggestQuery, SearchSuggestionsSuggestQueryVariables>;
export const CatalogSearchSearchDocument = new TypedDocumentString(`
    query CatalogSearchSearch($filter: ProductFilterInput, $sort: ProductSort) {
  products(filter: $filter, sort: $sort, first: 50) {
    totalCount
    nodes {
      name
    }
    facets {
      colors {
        value
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogSearchSearchQuery, CatalogSearchSearchQueryVariables>;
export const CatalogSearchRenameCategoryDocument = new TypedDocumentString(`
    mutation CatalogSearchRenameCategory($id: ID!, $input: UpdateCategoryInput!) {
  updateCategory(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogSearchRenameCategoryMutation, CatalogSearchRenameCategoryMutationVariables>;
export const CatalogSearchRecolourDocument = new TypedDocumentString(`
    mutation CatalogSearchRecolour($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogSearchRecolourMutation, CatalogSearchRecolourMutationVariables>;
export const ShopPoliciesUpdateDocument = new TypedDocumentString(`
    mutation ShopPoliciesUpdate($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    policies {
      ...ShopPoliciesFields
    }
    invoicing {
      invoicePrefix
    }
  }
}
    fragment ShopPoliciesFields on ShopPolicies {
  shippingArea
  deliveryFee {
    paise
    formatted
  }
  freeDeliveryAbove {
    paise
  }
  giftWrapFee {
    paise
  }
  dispatchDays
  deliveryDaysFrom
  deliveryDaysTo
  returnWindowDays
}`) as unknown as TypedDocumentString<ShopPoliciesUpdateMutation, ShopPoliciesUpdateMutationVariables>;
export const ShopPoliciesServedDocument = new TypedDocumentString(`
    query ShopPoliciesServed {
  shopPolicies {
    ...ShopPoliciesFields
  }
}
    fragment ShopPoliciesFields on ShopPolicies {
  shippingArea
  deliveryFee {
    paise
    formatted
  }
  freeDeliveryAbove {
    paise
  }
  giftWrapFee {
    paise
  }
  dispatchDays
  deliveryDaysFrom
  deliveryDaysTo
  returnWindowDays
}`) as unknown as TypedDocumentString<ShopPoliciesServedQuery, ShopPoliciesServedQueryVariables>;
export const ShopPoliciesDocument = new TypedDocumentString(`
    query ShopPolicies {
  shopPolicies {
    deliveryFee {
      paise
    }
    deliveryDaysTo
    returnWindowDays
  }
}
    `) as unknown as TypedDocumentString<ShopPoliciesQuery, ShopPoliciesQueryVariables>;
export const ShopPoliciesSettingsDocument = new TypedDocumentString(`
    query ShopPoliciesSettings {
  shopSettings {
    policies {
      ...ShopPoliciesFields
    }
    invoicing {
      invoicePrefix
      creditNotePrefix
    }
    gst {
      deliveryRate
      deliverySac
      giftWrapHsn
    }
    cod {
      maxOrderValue {
        paise
      }
      fee {
        paise
      }
      refusalLimit
    }
  }
}
    fragment ShopPoliciesFields on ShopPolicies {
  shippingArea
  deliveryFee {
    paise
    formatted
  }
  freeDeliveryAbove {
    paise
  }
  giftWrapFee {
    paise
  }
  dispatchDays
  deliveryDaysFrom
  deliveryDaysTo
  returnWindowDays
}`) as unknown as TypedDocumentString<ShopPoliciesSettingsQuery, ShopPoliciesSettingsQueryVariables>;
export const ShopPoliciesClearLimitDocument = new TypedDocumentString(`
    mutation ShopPoliciesClearLimit {
  updateShopSettings(input: {cod: {refusalLimit: null}}) {
    cod {
      refusalLimit
      fee {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShopPoliciesClearLimitMutation, ShopPoliciesClearLimitMutationVariables>;
export const ShopPolicies2Document = new TypedDocumentString(`
    query ShopPolicies2 {
  shopPolicies {
    deliveryFee {
      paise
    }
  }
}
    `) as unknown as TypedDocumentString<ShopPolicies2Query, ShopPolicies2QueryVariables>;
export const ShopPromisesSettingsDocument = new TypedDocumentString(`
    mutation ShopPromisesSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    payments {
      razorpayMethods
    }
  }
}
    `) as unknown as TypedDocumentString<ShopPromisesSettingsMutation, ShopPromisesSettingsMutationVariables>;
export const ShopPromisesCreateRuleDocument = new TypedDocumentString(`
    mutation ShopPromisesCreateRule($input: ServiceabilityRuleInput!) {
  createServiceabilityRule(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShopPromisesCreateRuleMutation, ShopPromisesCreateRuleMutationVariables>;
export const ShopPromisesDeleteRuleDocument = new TypedDocumentString(`
    mutation ShopPromisesDeleteRule($id: ID!) {
  deleteServiceabilityRule(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShopPromisesDeleteRuleMutation, ShopPromisesDeleteRuleMutationVariables>;
export const ShopPromisesStatedDocument = new TypedDocumentString(`
    query ShopPromisesStated {
  paymentOptions {
    online
    cashOnDelivery
  }
  shopPolicies {
    deliveryEstimate
  }
}
    `) as unknown as TypedDocumentString<ShopPromisesStatedQuery, ShopPromisesStatedQueryVariables>;
export const StaffPreviewDocument = new TypedDocumentString(`
    query StaffPreview($token: String!) {
  staffInvitation(token: $token) {
    email
    hasAccount
  }
}
    `) as unknown as TypedDocumentString<StaffPreviewQuery, StaffPreviewQueryVariables>;
export const StaffInvitationsDocument = new TypedDocumentString(`
    query StaffInvitations {
  staffInvitations {
    id
    email
    status
  }
}
    `) as unknown as TypedDocumentString<StaffInvitationsQuery, StaffInvitationsQueryVariables>;
export const StaffResendDocument = new TypedDocumentString(`
    mutation StaffResend($id: ID!) {
  resendStaffInvitation(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<StaffResendMutation, StaffResendMutationVariables>;
export const StaffRevokeDocument = new TypedDocumentString(`
    mutation StaffRevoke($id: ID!) {
  revokeStaffInvitation(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<StaffRevokeMutation, StaffRevokeMutationVariables>;
export const StaffAccountsMembersDocument = new TypedDocumentString(`
    query StaffAccountsMembers {
  staffMembers {
    id
    email
    status
    isShopOwner
    secondFactorEnabled
    role {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<StaffAccountsMembersQuery, StaffAccountsMembersQueryVariables>;
export const StaffAccountsPermissionsDocument = new TypedDocumentString(`
    query StaffAccountsPermissions {
  me {
    permissions
  }
}
    `) as unknown as TypedDocumentString<StaffAccountsPermissionsQuery, StaffAccountsPermissionsQueryVariables>;
export const StaffSuspendDocument = new TypedDocumentString(`
    mutation StaffSuspend($userId: ID!) {
  suspendStaff(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<StaffSuspendMutation, StaffSuspendMutationVariables>;
export const StaffReactivateDocument = new TypedDocumentString(`
    mutation StaffReactivate($userId: ID!) {
  reactivateStaff(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<StaffReactivateMutation, StaffReactivateMutationVariables>;
export const StaffRemoveDocument = new TypedDocumentString(`
    mutation StaffRemove($userId: ID!) {
  removeStaff(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<StaffRemoveMutation, StaffRemoveMutationVariables>;
export const StaffMyOrdersDocument = new TypedDocumentString(`
    query StaffMyOrders {
  myOrders(first: 10) {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<StaffMyOrdersQuery, StaffMyOrdersQueryVariables>;
export const StaffRolesMeDocument = new TypedDocumentString(`
    query StaffRolesMe {
  me {
    id
    role
    permissions
  }
}
    `) as unknown as TypedDocumentString<StaffRolesMeQuery, StaffRolesMeQueryVariables>;
export const StaffRolesDocument = new TypedDocumentString(`
    query StaffRoles {
  staffRoles {
    id
    name
    isOwner
    permissions
  }
}
    `) as unknown as TypedDocumentString<StaffRolesQuery, StaffRolesQueryVariables>;
export const StaffRolesMembersDocument = new TypedDocumentString(`
    query StaffRolesMembers {
  staffMembers {
    id
    email
    isShopOwner
    role {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<StaffRolesMembersQuery, StaffRolesMembersQueryVariables>;
export const StaffCreateRoleDocument = new TypedDocumentString(`
    mutation StaffCreateRole($input: StaffRoleInput!) {
  createStaffRole(input: $input) {
    id
    name
    permissions
    isOwner
  }
}
    `) as unknown as TypedDocumentString<StaffCreateRoleMutation, StaffCreateRoleMutationVariables>;
export const StaffUpdateRoleDocument = new TypedDocumentString(`
    mutation StaffUpdateRole($id: ID!, $input: UpdateStaffRoleInput!) {
  updateStaffRole(id: $id, input: $input) {
    id
    name
    permissions
  }
}
    `) as unknown as TypedDocumentString<StaffUpdateRoleMutation, StaffUpdateRoleMutationVariables>;
export const StaffDeleteRoleDocument = new TypedDocumentString(`
    mutation StaffDeleteRole($id: ID!) {
  deleteStaffRole(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<StaffDeleteRoleMutation, StaffDeleteRoleMutationVariables>;
export const StaffAssignRoleDocument = new TypedDocumentString(`
    mutation StaffAssignRole($userId: ID!, $roleId: ID!) {
  assignStaffRole(userId: $userId, roleId: $roleId) {
    id
    role {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<StaffAssignRoleMutation, StaffAssignRoleMutationVariables>;
export const StaffCreateCategoryDocument = new TypedDocumentString(`
    mutation StaffCreateCategory($input: CategoryInput!) {
  createCategory(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<StaffCreateCategoryMutation, StaffCreateCategoryMutationVariables>;
export const StaffBeginEnrolmentDocument = new TypedDocumentString(`
    mutation StaffBeginEnrolment($input: SecondFactorEnrolmentInput!) {
  beginSecondFactorEnrolment(input: $input) {
    secret
    otpauthUri
    qrCodeSvg
  }
}
    `) as unknown as TypedDocumentString<StaffBeginEnrolmentMutation, StaffBeginEnrolmentMutationVariables>;
export const StaffConfirmEnrolmentDocument = new TypedDocumentString(`
    mutation StaffConfirmEnrolment($input: ConfirmSecondFactorInput!) {
  confirmSecondFactorEnrolment(input: $input) {
    recoveryCodes
    session {
      token
      user {
        id
        secondFactorEnabled
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffConfirmEnrolmentMutation, StaffConfirmEnrolmentMutationVariables>;
export const StaffCompleteSignInDocument = new TypedDocumentString(`
    mutation StaffCompleteSignIn($input: CompleteStaffSignInInput!) {
  completeStaffSignIn(input: $input) {
    token
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<StaffCompleteSignInMutation, StaffCompleteSignInMutationVariables>;
export const StaffRequireSecondFactorDocument = new TypedDocumentString(`
    mutation StaffRequireSecondFactor($required: Boolean!) {
  setStaffSecondFactorRequired(required: $required) {
    secondFactorRequired
  }
}
    `) as unknown as TypedDocumentString<StaffRequireSecondFactorMutation, StaffRequireSecondFactorMutationVariables>;
export const StaffAccountsRolesDocument = new TypedDocumentString(`
    query StaffAccountsRoles {
  staffRoles {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<StaffAccountsRolesQuery, StaffAccountsRolesQueryVariables>;
export const StaffInviteDocument = new TypedDocumentString(`
    mutation StaffInvite($input: InviteStaffInput!) {
  inviteStaff(input: $input) {
    id
    email
    roleId
    status
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StaffInviteMutation, StaffInviteMutationVariables>;
export const StaffAcceptDocument = new TypedDocumentString(`
    mutation StaffAccept($input: AcceptStaffInvitationInput!) {
  acceptStaffInvitation(input: $input) {
    next
    secondStepToken
    session {
      token
      user {
        id
        role
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffAcceptMutation, StaffAcceptMutationVariables>;
export const StaffSignInDocument = new TypedDocumentString(`
    mutation StaffSignIn($input: LoginInput!) {
  staffSignIn(input: $input) {
    next
    secondStepToken
    session {
      token
      user {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffSignInMutation, StaffSignInMutationVariables>;
export const StaffAccountsLoginDocument = new TypedDocumentString(`
    mutation StaffAccountsLogin($input: LoginInput!) {
  login(input: $input) {
    token
    user {
      id
      role
    }
  }
}
    `) as unknown as TypedDocumentString<StaffAccountsLoginMutation, StaffAccountsLoginMutationVariables>;
export const StaffAccountsMeDocument = new TypedDocumentString(`
    query StaffAccountsMe {
  me {
    id
    role
    suspendedAt
    secondFactorEnabled
  }
}
    `) as unknown as TypedDocumentString<StaffAccountsMeQuery, StaffAccountsMeQueryVariables>;
export const TestCreateCategoryDocument = new TypedDocumentString(`
    mutation TestCreateCategory($input: CategoryInput!) {
  createCategory(input: $input) {
    id
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<TestCreateCategoryMutation, TestCreateCategoryMutationVariables>;
export const TestCreateProductDocument = new TypedDocumentString(`
    mutation TestCreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    id
    slug
    name
    sku
  }
}
    `) as unknown as TypedDocumentString<TestCreateProductMutation, TestCreateProductMutationVariables>;
export const TestCartDocument = new TypedDocumentString(`
    query TestCart($guestId: String) {
  cart(guestId: $guestId) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CartFields on Cart {
  itemCount
  lines {
    id
    productId
    name
    slug
    size
    color
    quantity
    giftWrap
    unitPrice {
      ...MoneyFields
    }
    lineTotal {
      ...MoneyFields
    }
    problem
    image {
      url
    }
  }
  totals {
    ...TotalsFields
  }
}`) as unknown as TypedDocumentString<TestCartQuery, TestCartQueryVariables>;
export const TestAddToCartDocument = new TypedDocumentString(`
    mutation TestAddToCart($input: AddToCartInput!) {
  addToCart(input: $input) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CartFields on Cart {
  itemCount
  lines {
    id
    productId
    name
    slug
    size
    color
    quantity
    giftWrap
    unitPrice {
      ...MoneyFields
    }
    lineTotal {
      ...MoneyFields
    }
    problem
    image {
      url
    }
  }
  totals {
    ...TotalsFields
  }
}`) as unknown as TypedDocumentString<TestAddToCartMutation, TestAddToCartMutationVariables>;
export const TestUpdateCartLineDocument = new TypedDocumentString(`
    mutation TestUpdateCartLine($input: UpdateCartLineInput!) {
  updateCartLine(input: $input) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CartFields on Cart {
  itemCount
  lines {
    id
    productId
    name
    slug
    size
    color
    quantity
    giftWrap
    unitPrice {
      ...MoneyFields
    }
    lineTotal {
      ...MoneyFields
    }
    problem
    image {
      url
    }
  }
  totals {
    ...TotalsFields
  }
}`) as unknown as TypedDocumentString<TestUpdateCartLineMutation, TestUpdateCartLineMutationVariables>;
export const TestRemoveFromCartDocument = new TypedDocumentString(`
    mutation TestRemoveFromCart($lineId: ID!, $guestId: String) {
  removeFromCart(lineId: $lineId, guestId: $guestId) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CartFields on Cart {
  itemCount
  lines {
    id
    productId
    name
    slug
    size
    color
    quantity
    giftWrap
    unitPrice {
      ...MoneyFields
    }
    lineTotal {
      ...MoneyFields
    }
    problem
    image {
      url
    }
  }
  totals {
    ...TotalsFields
  }
}`) as unknown as TypedDocumentString<TestRemoveFromCartMutation, TestRemoveFromCartMutationVariables>;
export const TestClearCartDocument = new TypedDocumentString(`
    mutation TestClearCart($guestId: String) {
  clearCart(guestId: $guestId) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CartFields on Cart {
  itemCount
  lines {
    id
    productId
    name
    slug
    size
    color
    quantity
    giftWrap
    unitPrice {
      ...MoneyFields
    }
    lineTotal {
      ...MoneyFields
    }
    problem
    image {
      url
    }
  }
  totals {
    ...TotalsFields
  }
}`) as unknown as TypedDocumentString<TestClearCartMutation, TestClearCartMutationVariables>;
export const TestMergeGuestCartDocument = new TypedDocumentString(`
    mutation TestMergeGuestCart($guestId: String!) {
  mergeGuestCart(guestId: $guestId) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CartFields on Cart {
  itemCount
  lines {
    id
    productId
    name
    slug
    size
    color
    quantity
    giftWrap
    unitPrice {
      ...MoneyFields
    }
    lineTotal {
      ...MoneyFields
    }
    problem
    image {
      url
    }
  }
  totals {
    ...TotalsFields
  }
}`) as unknown as TypedDocumentString<TestMergeGuestCartMutation, TestMergeGuestCartMutationVariables>;
export const TestCheckCouponDocument = new TypedDocumentString(`
    query TestCheckCoupon($code: String!) {
  checkCoupon(code: $code) {
    coupon {
      code
      discountType
      percentOff
      amountOff {
        paise
      }
      status
    }
    discount {
      paise
    }
    totals {
      ...TotalsFields
    }
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}`) as unknown as TypedDocumentString<TestCheckCouponQuery, TestCheckCouponQueryVariables>;
export const TestCreateCheckoutDocument = new TypedDocumentString(`
    mutation TestCreateCheckout($input: CreateCheckoutInput!) {
  createCheckout(input: $input) {
    ...CheckoutFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CheckoutFields on Checkout {
  id
  createdAt
  status
  paymentMethod
  paymentStatus
  paymentUrl
  redirectUrl
  orderId
  expiresAt
  couponCode
  totals {
    ...TotalsFields
  }
  shippingInfo {
    firstName
    phoneNo
    postalCode
  }
}`) as unknown as TypedDocumentString<TestCreateCheckoutMutation, TestCreateCheckoutMutationVariables>;
export const TestFinalizeCheckoutDocument = new TypedDocumentString(`
    mutation TestFinalizeCheckout($id: ID!) {
  finalizeCheckout(id: $id) {
    ...CheckoutFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CheckoutFields on Checkout {
  id
  createdAt
  status
  paymentMethod
  paymentStatus
  paymentUrl
  redirectUrl
  orderId
  expiresAt
  couponCode
  totals {
    ...TotalsFields
  }
  shippingInfo {
    firstName
    phoneNo
    postalCode
  }
}`) as unknown as TypedDocumentString<TestFinalizeCheckoutMutation, TestFinalizeCheckoutMutationVariables>;
export const TestCheckoutDocument = new TypedDocumentString(`
    query TestCheckout($id: ID!) {
  checkout(id: $id) {
    ...CheckoutFields
  }
}
    fragment MoneyFields on Money {
  paise
  amount
  formatted
}
fragment TotalsFields on PriceBreakdown {
  subtotal {
    ...MoneyFields
  }
  giftWrap {
    ...MoneyFields
  }
  delivery {
    ...MoneyFields
  }
  discount {
    ...MoneyFields
  }
  total {
    ...MoneyFields
  }
}
fragment CheckoutFields on Checkout {
  id
  createdAt
  status
  paymentMethod
  paymentStatus
  paymentUrl
  redirectUrl
  orderId
  expiresAt
  couponCode
  totals {
    ...TotalsFields
  }
  shippingInfo {
    firstName
    phoneNo
    postalCode
  }
}`) as unknown as TypedDocumentString<TestCheckoutQuery, TestCheckoutQueryVariables>;
export const TestCreateCouponDocument = new TypedDocumentString(`
    mutation TestCreateCoupon($input: CouponInput!) {
  createCoupon(input: $input) {
    id
    code
    discountType
    percentOff
    amountOff {
      paise
    }
    active
    expiresAt
    status
  }
}
    `) as unknown as TypedDocumentString<TestCreateCouponMutation, TestCreateCouponMutationVariables>;
export const TestUpdateCouponDocument = new TypedDocumentString(`
    mutation TestUpdateCoupon($id: ID!, $input: UpdateCouponInput!) {
  updateCoupon(id: $id, input: $input) {
    id
    code
    discountType
    percentOff
    amountOff {
      paise
    }
    active
    expiresAt
    status
  }
}
    `) as unknown as TypedDocumentString<TestUpdateCouponMutation, TestUpdateCouponMutationVariables>;
export const TestCheckoutOrderDocument = new TypedDocumentString(`
    query TestCheckoutOrder($id: ID!) {
  checkout(id: $id) {
    orderId
  }
}
    `) as unknown as TypedDocumentString<TestCheckoutOrderQuery, TestCheckoutOrderQueryVariables>;
export const TestMoveOrderDocument = new TypedDocumentString(`
    mutation TestMoveOrder($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<TestMoveOrderMutation, TestMoveOrderMutationVariables>;
export const TestOrderItemsDocument = new TypedDocumentString(`
    query TestOrderItems($id: ID!) {
  order(id: $id) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TestOrderItemsQuery, TestOrderItemsQueryVariables>;
export const TestOrderNumberDocument = new TypedDocumentString(`
    query TestOrderNumber($id: ID!) {
  order(id: $id) {
    number
  }
}
    `) as unknown as TypedDocumentString<TestOrderNumberQuery, TestOrderNumberQueryVariables>;
export const SupportRazorpayCheckoutDocument = new TypedDocumentString(`
    query SupportRazorpayCheckout($id: ID!) {
  checkout(id: $id) {
    orderId
    razorpay {
      orderId
    }
  }
}
    `) as unknown as TypedDocumentString<SupportRazorpayCheckoutQuery, SupportRazorpayCheckoutQueryVariables>;
export const StaffRoleIdsDocument = new TypedDocumentString(`
    query StaffRoleIds {
  staffRoles {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<StaffRoleIdsQuery, StaffRoleIdsQueryVariables>;
export const StaffAssignForTestDocument = new TypedDocumentString(`
    mutation StaffAssignForTest($userId: ID!, $roleId: ID!) {
  assignStaffRole(userId: $userId, roleId: $roleId) {
    id
  }
}
    `) as unknown as TypedDocumentString<StaffAssignForTestMutation, StaffAssignForTestMutationVariables>;
export const StaffLoginDocument = new TypedDocumentString(`
    mutation StaffLogin($input: LoginInput!) {
  login(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<StaffLoginMutation, StaffLoginMutationVariables>;
export const TestLoginDocument = new TypedDocumentString(`
    mutation TestLogin($input: LoginInput!) {
  login(input: $input) {
    token
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TestLoginMutation, TestLoginMutationVariables>;
export const TestRegisterDocument = new TypedDocumentString(`
    mutation TestRegister($input: RegisterInput!) {
  register(input: $input) {
    token
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TestRegisterMutation, TestRegisterMutationVariables>;
export const GstShopSettingsDocument = new TypedDocumentString(`
    query GstShopSettings {
  shopSettings {
    ...GstSettings
  }
}
    fragment GstSettings on ShopSettings {
  seller {
    legalName
    gstin
    address
    state
    stateCode
  }
  invoicing {
    invoicePrefix
    creditNotePrefix
  }
  gst {
    deliveryRate
    deliverySac
    giftWrapRate
    giftWrapHsn
    defaultGoodsRate
    defaultGoodsHsn
  }
  invoicingProblems
}`) as unknown as TypedDocumentString<GstShopSettingsQuery, GstShopSettingsQueryVariables>;
export const GstUpdateShopSettingsDocument = new TypedDocumentString(`
    mutation GstUpdateShopSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    ...GstSettings
  }
}
    fragment GstSettings on ShopSettings {
  seller {
    legalName
    gstin
    address
    state
    stateCode
  }
  invoicing {
    invoicePrefix
    creditNotePrefix
  }
  gst {
    deliveryRate
    deliverySac
    giftWrapRate
    giftWrapHsn
    defaultGoodsRate
    defaultGoodsHsn
  }
  invoicingProblems
}`) as unknown as TypedDocumentString<GstUpdateShopSettingsMutation, GstUpdateShopSettingsMutationVariables>;
export const GstAddRateDocument = new TypedDocumentString(`
    mutation GstAddRate($input: GstRateInput!) {
  addGstRate(input: $input) {
    id
    hsn
    rate
    effectiveFrom
    categoryId
    productId
  }
}
    `) as unknown as TypedDocumentString<GstAddRateMutation, GstAddRateMutationVariables>;
export const GstDeleteRateDocument = new TypedDocumentString(`
    mutation GstDeleteRate($id: ID!) {
  deleteGstRate(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<GstDeleteRateMutation, GstDeleteRateMutationVariables>;
export const GstOrderTaxDocument = new TypedDocumentString(`
    query GstOrderTax($id: ID!) {
  order(id: $id) {
    id
    totals {
      total {
        paise
      }
    }
    items {
      id
      tax {
        hsn
        rate
        amounts {
          taxable {
            paise
          }
        }
      }
    }
    invoice {
      number
      issuedAt
      placeOfSupply
      placeOfSupplyCode
      supplyType
      pdfUrl
      amounts {
        ...GstAmounts
      }
      lines {
        kind
        description
        hsn
        quantity
        rate
        gross {
          paise
        }
        discount {
          paise
        }
        amounts {
          ...GstAmounts
        }
      }
    }
    creditNotes {
      number
      reason
      pdfUrl
      amounts {
        ...GstAmounts
      }
      lines {
        description
        hsn
        quantity
        amounts {
          ...GstAmounts
        }
      }
    }
  }
}
    fragment GstAmounts on TaxAmounts {
  charged {
    paise
  }
  taxable {
    paise
  }
  cgst {
    paise
  }
  sgst {
    paise
  }
  igst {
    paise
  }
  totalTax {
    paise
    formatted
  }
}`) as unknown as TypedDocumentString<GstOrderTaxQuery, GstOrderTaxQueryVariables>;
export const GstSetStatusDocument = new TypedDocumentString(`
    mutation GstSetStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<GstSetStatusMutation, GstSetStatusMutationVariables>;
export const GstDeleteOrderDocument = new TypedDocumentString(`
    mutation GstDeleteOrder($id: ID!) {
  deleteOrder(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<GstDeleteOrderMutation, GstDeleteOrderMutationVariables>;
export const GstManualRefundDocument = new TypedDocumentString(`
    mutation GstManualRefund($input: ManualRefundInput!) {
  recordManualRefund(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<GstManualRefundMutation, GstManualRefundMutationVariables>;
export const GstRefundDocument = new TypedDocumentString(`
    mutation GstRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<GstRefundMutation, GstRefundMutationVariables>;
export const GstCheckoutOrderIdDocument = new TypedDocumentString(`
    query GstCheckoutOrderId($id: ID!) {
  checkout(id: $id) {
    orderId
  }
}
    `) as unknown as TypedDocumentString<GstCheckoutOrderIdQuery, GstCheckoutOrderIdQueryVariables>;
export const GstRequestReturnDocument = new TypedDocumentString(`
    mutation GstRequestReturn($input: RequestReturnInput!) {
  requestReturn(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<GstRequestReturnMutation, GstRequestReturnMutationVariables>;
export const GstDecideReturnDocument = new TypedDocumentString(`
    mutation GstDecideReturn($id: ID!, $approve: Boolean!) {
  decideReturn(id: $id, approve: $approve) {
    id
  }
}
    `) as unknown as TypedDocumentString<GstDecideReturnMutation, GstDecideReturnMutationVariables>;
export const GstReceiveReturnDocument = new TypedDocumentString(`
    mutation GstReceiveReturn($id: ID!, $input: ReceiveReturnInput!) {
  receiveReturn(id: $id, input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<GstReceiveReturnMutation, GstReceiveReturnMutationVariables>;
export const GstReportDocument = new TypedDocumentString(`
    query GstReport($month: String!) {
  gstReport(month: $month) {
    month
    invoiceCount
    creditNoteCount
    net {
      ...GstAmounts
    }
    creditNotes {
      ...GstAmounts
    }
    byRate {
      rate
      amounts {
        ...GstAmounts
      }
    }
    byStateAndRate {
      placeOfSupply
      placeOfSupplyCode
      supplyType
      rate
      amounts {
        ...GstAmounts
      }
    }
    hsnSummary {
      hsn
      rate
      quantity
      kinds
      amounts {
        ...GstAmounts
      }
    }
    b2cl {
      invoiceNumber
      invoiceDate
      invoiceValue {
        paise
      }
      placeOfSupplyCode
      rate
      amounts {
        ...GstAmounts
      }
    }
    b2clCreditNotes {
      creditNoteNumber
      invoiceNumber
      amounts {
        ...GstAmounts
      }
    }
    b2csCsvPath
    hsnCsvPath
    b2clCsvPath
    cdnurCsvPath
  }
}
    fragment GstAmounts on TaxAmounts {
  charged {
    paise
  }
  taxable {
    paise
  }
  cgst {
    paise
  }
  sgst {
    paise
  }
  igst {
    paise
  }
  totalTax {
    paise
    formatted
  }
}`) as unknown as TypedDocumentString<GstReportQuery, GstReportQueryVariables>;
export const GstCheckoutGstDocument = new TypedDocumentString(`
    query GstCheckoutGst($state: String!, $couponCode: String) {
  checkoutGst(shippingState: $state, couponCode: $couponCode) {
    ...GstAmounts
  }
}
    fragment GstAmounts on TaxAmounts {
  charged {
    paise
  }
  taxable {
    paise
  }
  cgst {
    paise
  }
  sgst {
    paise
  }
  igst {
    paise
  }
  totalTax {
    paise
    formatted
  }
}`) as unknown as TypedDocumentString<GstCheckoutGstQuery, GstCheckoutGstQueryVariables>;
export const GstRatesDocument = new TypedDocumentString(`
    query GstRates($c: ID) {
  gstRates(categoryId: $c) {
    nodes {
      id
      effectiveFrom
    }
  }
}
    `) as unknown as TypedDocumentString<GstRatesQuery, GstRatesQueryVariables>;
export const GstRates2Document = new TypedDocumentString(`
    query GstRates2($c: ID, $first: Int, $after: String) {
  gstRates(categoryId: $c, first: $first, after: $after) {
    nodes {
      effectiveFrom
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<GstRates2Query, GstRates2QueryVariables>;
export const GstCheckoutDocument = new TypedDocumentString(`
    query GstCheckout($id: ID!) {
  checkout(id: $id) {
    orderId
  }
}
    `) as unknown as TypedDocumentString<GstCheckoutQuery, GstCheckoutQueryVariables>;
export const GstOrderDocument = new TypedDocumentString(`
    query GstOrder($id: ID!) {
  order(id: $id) {
    refunds {
      status
      amount {
        paise
      }
    }
    invoice {
      amounts {
        charged {
          paise
        }
      }
    }
    creditNotes {
      reason
      amounts {
        charged {
          paise
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GstOrderQuery, GstOrderQueryVariables>;
export const GstListDocument = new TypedDocumentString(`
    query GstList($n: Int!) {
  orders(first: $n) {
    nodes {
      id
      invoice {
        number
        lines {
          hsn
        }
      }
      creditNotes {
        number
        lines {
          hsn
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GstListQuery, GstListQueryVariables>;
export const TaxPagesRatesDocument = new TypedDocumentString(`
    query TaxPagesRates($first: Int, $after: String) {
  gstRates(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      effectiveFrom
    }
  }
}
    `) as unknown as TypedDocumentString<TaxPagesRatesQuery, TaxPagesRatesQueryVariables>;
export const TaxPagesAddRateDocument = new TypedDocumentString(`
    mutation TaxPagesAddRate($input: GstRateInput!) {
  addGstRate(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<TaxPagesAddRateMutation, TaxPagesAddRateMutationVariables>;
export const TaxPagesDeleteRateDocument = new TypedDocumentString(`
    mutation TaxPagesDeleteRate($id: ID!) {
  deleteGstRate(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<TaxPagesDeleteRateMutation, TaxPagesDeleteRateMutationVariables>;
export const WebhookPagesCreateDocument = new TypedDocumentString(`
    mutation WebhookPagesCreate($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    endpoint {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookPagesCreateMutation, WebhookPagesCreateMutationVariables>;
export const WebhookPagesDeleteDocument = new TypedDocumentString(`
    mutation WebhookPagesDelete($id: ID!) {
  deleteWebhookEndpoint(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhookPagesDeleteMutation, WebhookPagesDeleteMutationVariables>;
export const WebhookPagesEndpointsDocument = new TypedDocumentString(`
    query WebhookPagesEndpoints($first: Int, $after: String) {
  webhookEndpoints(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookPagesEndpointsQuery, WebhookPagesEndpointsQueryVariables>;
export const WebhookPagesDeliveriesDocument = new TypedDocumentString(`
    query WebhookPagesDeliveries($endpointId: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookPagesDeliveriesQuery, WebhookPagesDeliveriesQueryVariables>;
export const WebhooksCreateDocument = new TypedDocumentString(`
    mutation WebhooksCreate($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
    endpoint {
      ...WebhooksEndpoint
    }
  }
}
    fragment WebhooksEndpoint on WebhookEndpoint {
  id
  url
  events
  description
  enabled
  createdAt
}`) as unknown as TypedDocumentString<WebhooksCreateMutation, WebhooksCreateMutationVariables>;
export const WebhooksUpdateDocument = new TypedDocumentString(`
    mutation WebhooksUpdate($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) {
    ...WebhooksEndpoint
  }
}
    fragment WebhooksEndpoint on WebhookEndpoint {
  id
  url
  events
  description
  enabled
  createdAt
}`) as unknown as TypedDocumentString<WebhooksUpdateMutation, WebhooksUpdateMutationVariables>;
export const WebhooksRotateDocument = new TypedDocumentString(`
    mutation WebhooksRotate($id: ID!) {
  rotateWebhookSecret(id: $id) {
    secret
    endpoint {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksRotateMutation, WebhooksRotateMutationVariables>;
export const WebhooksDeleteDocument = new TypedDocumentString(`
    mutation WebhooksDelete($id: ID!) {
  deleteWebhookEndpoint(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksDeleteMutation, WebhooksDeleteMutationVariables>;
export const WebhooksDeliveriesDocument = new TypedDocumentString(`
    query WebhooksDeliveries($endpointId: ID!, $status: WebhookDeliveryStatus) {
  webhookDeliveries(endpointId: $endpointId, status: $status) {
    totalCount
    nodes {
      id
      event
      status
      attempts
      responseStatus
      lastError
      body
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksDeliveriesQuery, WebhooksDeliveriesQueryVariables>;
export const WebhooksRedeliverDocument = new TypedDocumentString(`
    mutation WebhooksRedeliver($id: ID!) {
  redeliverWebhook(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<WebhooksRedeliverMutation, WebhooksRedeliverMutationVariables>;
export const WebhooksUpdateProductDocument = new TypedDocumentString(`
    mutation WebhooksUpdateProduct($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksUpdateProductMutation, WebhooksUpdateProductMutationVariables>;
export const WebhooksMoveDocument = new TypedDocumentString(`
    mutation WebhooksMove($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<WebhooksMoveMutation, WebhooksMoveMutationVariables>;
export const WebhooksWebhookEndpointsDocument = new TypedDocumentString(`
    query WebhooksWebhookEndpoints {
  webhookEndpoints(first: 100) {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksWebhookEndpointsQuery, WebhooksWebhookEndpointsQueryVariables>;
export const WebhooksRecordRefusedDeliveryDocument = new TypedDocumentString(`
    mutation WebhooksRecordRefusedDelivery($id: ID!) {
  recordRefusedDelivery(id: $id, restock: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksRecordRefusedDeliveryMutation, WebhooksRecordRefusedDeliveryMutationVariables>;
export const WebhooksListDocument = new TypedDocumentString(`
    query WebhooksList {
  webhookEndpoints {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<WebhooksListQuery, WebhooksListQueryVariables>;
export const WishlistDocument = new TypedDocumentString(`
    query Wishlist {
  wishlist {
    addedAt
    product {
      id
      name
      category {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistQuery, WishlistQueryVariables>;
export const WishlistAddDocument = new TypedDocumentString(`
    mutation WishlistAdd($productId: ID!) {
  addToWishlist(productId: $productId) {
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistAddMutation, WishlistAddMutationVariables>;
export const WishlistRemoveDocument = new TypedDocumentString(`
    mutation WishlistRemove($productId: ID!) {
  removeFromWishlist(productId: $productId) {
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistRemoveMutation, WishlistRemoveMutationVariables>;
export const WishlistMergeDocument = new TypedDocumentString(`
    mutation WishlistMerge($productIds: [ID!]!) {
  mergeGuestWishlist(productIds: $productIds) {
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistMergeMutation, WishlistMergeMutationVariables>;
export const WishlistByIdsDocument = new TypedDocumentString(`
    query WishlistByIds($ids: [ID!]!) {
  productsByIds(ids: $ids) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<WishlistByIdsQuery, WishlistByIdsQueryVariables>;