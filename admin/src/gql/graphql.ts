/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Confirms a second factor with a code the app shows */
export type ConfirmSecondFactorInput = {
  /** The 6-digit code the authenticator app shows now */
  code: string;
  /** The ENROL token staffSignIn answered; null when signed in */
  secondStepToken?: string | null | undefined;
};

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

/** A new outbound webhook endpoint */
export type CreateWebhookEndpointInput = {
  /** A note for admins: whose endpoint this is */
  description?: string;
  /** The events it receives: at least one */
  events: Array<WebhookEventType>;
  /** Where to POST deliveries: https:// (or http://); private and loopback addresses are refused unless the shop allows them */
  url: string;
};

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

/** A general message, or a request for a bulk order */
export type EnquiryKind =
  /** The bulk-order form */
  | 'BULK_ORDER'
  /** The contact-us form */
  | 'CONTACT';

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

/** RETURN (money back) or EXCHANGE (another size or colour of the same product) */
export type ReturnKind =
  /** The items go back for another size or colour of the same product */
  | 'EXCHANGE'
  /** The items go back for money back */
  | 'RETURN';

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

export type AcceptStaffInvitationMutationVariables = Exact<{
  input: AcceptStaffInvitationInput;
}>;


export type AcceptStaffInvitationMutation = { acceptStaffInvitation: { next: SecondStepKind | null, secondStepToken: string | null, session: { token: string, user: { id: string, firstName: string, lastName: string, email: string | null, signInPhone: string | null, role: UserRole, permissions: Array<Permission>, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null } } | null } };

export type AddGstRateMutationVariables = Exact<{
  input: GstRateInput;
}>;


export type AddGstRateMutation = { addGstRate: { id: string, hsn: string, rate: number, effectiveFrom: string } };

export type AddProductOptionValueMutationVariables = Exact<{
  input: ProductOptionValueInput;
}>;


export type AddProductOptionValueMutation = { addProductOptionValue: { id: string, kind: ProductOptionKind, name: string, swatch: string | null, productCount: number } };

export type AdminBannerSlidesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminBannerSlidesQuery = { bannerSlides: { totalCount: number, nodes: Array<{ id: string, altText: string, headline: string | null, text: string | null, buttonLabel: string | null, link: string | null, position: number, isActive: boolean, desktopImage: { url: string }, mobileImage: { url: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminCategoriesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminCategoriesQuery = { categories: { totalCount: number, nodes: Array<{ id: string, name: string, slug: string, description: string, isPublished: boolean, seoTitle: string | null, seoDescription: string | null, image: { url: string, altText: string } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminCategoryQueryVariables = Exact<{
  slug: string;
}>;


export type AdminCategoryQuery = { category: { id: string, name: string, slug: string, description: string, isPublished: boolean, seoTitle: string | null, seoDescription: string | null, image: { url: string, altText: string } | null } | null };

export type AdminCouponQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCouponQuery = { coupon: { id: string, code: string, discountType: DiscountType, percentOff: number | null, active: boolean, expiresAt: string | null, status: CouponStatus, startsAt: string | null, usageLimit: number | null, perCustomerLimit: number | null, firstOrderOnly: boolean, freeDelivery: boolean, prepaidOnly: boolean, categoryIds: Array<string>, usedCount: number, amountOff: { paise: number } | null, minOrder: { paise: number } | null } | null };

export type AdminCouponsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminCouponsQuery = { coupons: { totalCount: number, nodes: Array<{ id: string, code: string, discountType: DiscountType, percentOff: number | null, active: boolean, expiresAt: string | null, status: CouponStatus, startsAt: string | null, usageLimit: number | null, perCustomerLimit: number | null, firstOrderOnly: boolean, freeDelivery: boolean, prepaidOnly: boolean, categoryIds: Array<string>, usedCount: number, usage: { orders: number, revenue: { paise: number }, discount: { paise: number } }, amountOff: { paise: number } | null, minOrder: { paise: number } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { productCount: number, recentOrders: Array<{ id: string, number: string, createdAt: string, status: OrderStatus, allowedStatuses: Array<OrderStatus>, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerEmail: string, customer: { id: string, firstName: string, lastName: string } | null, shippingInfo: { firstName: string, lastName: string }, totals: { total: { paise: number } }, invoice: { number: string } | null }> } };

export type AdminEnquiriesQueryVariables = Exact<{
  kind?: EnquiryKind | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminEnquiriesQuery = { enquiries: { totalCount: number, nodes: Array<{ id: string, kind: EnquiryKind, name: string, email: string, phone: string, message: string, quantity: number | null, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOrderQuery = { order: { deliveredAt: string | null, cancelledAt: string | null, paidAt: string | null, paidWith: string | null, couponCode: string | null, replacesOrderId: string | null, id: string, number: string, createdAt: string, status: OrderStatus, allowedStatuses: Array<OrderStatus>, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerEmail: string, customer: { id: string, email: string | null, signInPhone: string | null, signInMethods: Array<SignInMethod>, firstName: string, lastName: string } | null, shipment: { courierName: string | null, trackingNumber: string | null, trackingUrl: string | null, shippedAt: string } | null, history: Array<{ id: string, createdAt: string, actor: string, fromStatus: OrderStatus | null, toStatus: OrderStatus | null, note: string, customerVisible: boolean }>, returnRequests: Array<{ id: string, createdAt: string, kind: ReturnKind, status: ReturnStatus, reason: string, photos: Array<string>, adminMessage: string | null, replacementOrderId: string | null, replacementOrderNumber: string | null, lines: Array<{ id: string, orderItemId: string, quantity: number, exchangeSize: string | null, exchangeColor: string | null }> }>, payment: { provider: string, status: PaymentRecordStatus, method: string | null, providerOrderId: string, providerPaymentId: string | null, attention: string | null, capturedAt: string | null, events: Array<{ id: string, createdAt: string, source: string, type: string, summary: string }> } | null, refunds: Array<{ id: string, createdAt: string, reason: string, method: RefundMethod, status: RefundStatus, reference: string | null, failure: string | null, amount: { paise: number } }>, shippingInfo: { address: string, city: string, state: string, postalCode: string, phoneNo: string, firstName: string, lastName: string }, items: Array<{ id: string, name: string, quantity: number, size: string | null, color: string | null, giftWrap: boolean, image: { url: string, altText: string } | null, price: { paise: number } }>, invoice: { number: string, issuedAt: string, supplyType: SupplyType, pdfUrl: string, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number } } } | null, creditNotes: Array<{ id: string, number: string, issuedAt: string, reason: string, pdfUrl: string, amounts: { charged: { paise: number } } }>, totals: { subtotal: { paise: number }, delivery: { paise: number }, giftWrap: { paise: number }, discount: { paise: number }, total: { paise: number } } } | null };

export type AdminOrdersQueryVariables = Exact<{
  filter?: OrderFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminOrdersQuery = { orders: { totalCount: number, nodes: Array<{ id: string, number: string, createdAt: string, status: OrderStatus, allowedStatuses: Array<OrderStatus>, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerEmail: string, customer: { id: string, firstName: string, lastName: string } | null, shippingInfo: { firstName: string, lastName: string }, totals: { total: { paise: number } }, invoice: { number: string } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminPayoutQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPayoutQuery = { payout: { payout: { id: string, settlementId: string, utr: string, settledAt: string, amount: { paise: number }, fees: { paise: number }, tax: { paise: number } }, lines: Array<{ id: string, kind: string, entityId: string, providerPaymentId: string | null, orderId: string | null, orderNumber: string | null, amount: { paise: number }, fee: { paise: number }, tax: { paise: number }, net: { paise: number } }> } };

export type AdminProductQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type AdminProductQuery = { product: { id: string, name: string, slug: string, seoTitle: string | null, seoDescription: string | null, sku: string, brand: string | null, collection: string | null, categoryId: string, description: string, countInStock: number, weight: number | null, sizes: Array<string>, colors: Array<string>, tags: Array<string>, material: string | null, gender: string | null, rating: number, numReviews: number, isPublished: boolean, isFeatured: boolean, price: { paise: number }, discountPrice: { paise: number } | null, dimensions: { length: number | null, width: number | null, height: number | null }, images: Array<{ url: string, altText: string }>, variants: Array<{ size: string | null, color: string | null, sku: string, countInStock: number, priceOverride: { paise: number } | null, images: Array<{ url: string, altText: string }> }> } | null };

export type AdminProductsQueryVariables = Exact<{
  filter?: ProductFilterInput | null | undefined;
  sort?: ProductSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminProductsQuery = { products: { totalCount: number, nodes: Array<{ id: string, name: string, slug: string, sku: string, countInStock: number, isPublished: boolean, updatedAt: string, variants: Array<{ label: string, countInStock: number }>, price: { paise: number }, discountPrice: { paise: number } | null, images: Array<{ url: string, altText: string }>, category: { id: string, name: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AssignStaffRoleMutationVariables = Exact<{
  userId: string | number;
  roleId: string | number;
}>;


export type AssignStaffRoleMutation = { assignStaffRole: { id: string, role: { id: string, name: string } | null } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditLogQuery = { auditEntries: { totalCount: number, nodes: Array<{ id: string, at: string, actorId: string | null, actorEmail: string | null, address: string | null, operation: string, action: AuditAction, entityType: string, entityId: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type BannerSlideFieldsFragment = { id: string, altText: string, headline: string | null, text: string | null, buttonLabel: string | null, link: string | null, position: number, isActive: boolean, desktopImage: { url: string }, mobileImage: { url: string } };

export type BeginSecondFactorEnrolmentMutationVariables = Exact<{
  input: SecondFactorEnrolmentInput;
}>;


export type BeginSecondFactorEnrolmentMutation = { beginSecondFactorEnrolment: { secret: string, otpauthUri: string, qrCodeSvg: string } };

export type CatalogCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCsvQuery = { catalogCsv: string };

export type CatalogImportQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogImportQuery = { catalogImport: { id: string, status: CatalogImportStatus, encoding: string, totalRows: number, rowsToCreate: number, rowsToUpdate: number, rowsUnchanged: number, rowsInvalid: number, processedRows: number, invalidRows: Array<{ row: number, message: string }>, heldBackRows: Array<{ row: number, message: string }>, failedRows: Array<{ row: number, message: string }> } | null };

export type CatalogImportFieldsFragment = { id: string, status: CatalogImportStatus, encoding: string, totalRows: number, rowsToCreate: number, rowsToUpdate: number, rowsUnchanged: number, rowsInvalid: number, processedRows: number, invalidRows: Array<{ row: number, message: string }>, heldBackRows: Array<{ row: number, message: string }>, failedRows: Array<{ row: number, message: string }> };

export type CategoryChoicesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CategoryChoicesQuery = { categories: { nodes: Array<{ id: string, name: string, slug: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CategoryFieldsFragment = { id: string, name: string, slug: string, description: string, isPublished: boolean, seoTitle: string | null, seoDescription: string | null, image: { url: string, altText: string } | null };

export type CodRemittanceFieldsFragment = { id: string, courier: string, receivedOn: string, reference: string, amount: { paise: number }, ordersTotal: { paise: number }, difference: { paise: number }, orders: Array<{ orderId: string, orderNumber: string, amount: { paise: number } }> };

export type CodRemittancesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CodRemittancesQuery = { codRemittances: { totalCount: number, nodes: Array<{ id: string, courier: string, receivedOn: string, reference: string, amount: { paise: number }, ordersTotal: { paise: number }, difference: { paise: number }, orders: Array<{ orderId: string, orderNumber: string, amount: { paise: number } }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CodSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CodSettingsQuery = { shopSettings: { updatedAt: string, cod: { refusalLimit: number | null, maxOrderValue: { paise: number } | null, fee: { paise: number } } } };

export type CodSettingsFieldsFragment = { refusalLimit: number | null, maxOrderValue: { paise: number } | null, fee: { paise: number } };

export type CodSwitchedOffCustomersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CodSwitchedOffCustomersQuery = { codSwitchedOffCustomers: { totalCount: number, nodes: Array<{ userId: string, refusedOrders: number, user: { id: string, firstName: string, lastName: string, email: string | null } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CompleteStaffSignInMutationVariables = Exact<{
  input: CompleteStaffSignInInput;
}>;


export type CompleteStaffSignInMutation = { completeStaffSignIn: { token: string, user: { id: string, firstName: string, lastName: string, email: string | null, signInPhone: string | null, role: UserRole, permissions: Array<Permission>, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null } } };

export type ConfirmSecondFactorEnrolmentMutationVariables = Exact<{
  input: ConfirmSecondFactorInput;
}>;


export type ConfirmSecondFactorEnrolmentMutation = { confirmSecondFactorEnrolment: { recoveryCodes: Array<string>, session: { token: string, user: { id: string, firstName: string, lastName: string, email: string | null, signInPhone: string | null, role: UserRole, permissions: Array<Permission>, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null } } } };

export type CouponFieldsFragment = { id: string, code: string, discountType: DiscountType, percentOff: number | null, active: boolean, expiresAt: string | null, status: CouponStatus, startsAt: string | null, usageLimit: number | null, perCustomerLimit: number | null, firstOrderOnly: boolean, freeDelivery: boolean, prepaidOnly: boolean, categoryIds: Array<string>, usedCount: number, amountOff: { paise: number } | null, minOrder: { paise: number } | null };

export type CourierRatesQueryVariables = Exact<{
  orderId: string | number;
}>;


export type CourierRatesQuery = { courierRates: Array<{ courierId: number, courierName: string, estimatedDays: number | null, recommended: boolean, rate: { paise: number } }> };

export type CreateBannerSlideMutationVariables = Exact<{
  input: BannerSlideInput;
}>;


export type CreateBannerSlideMutation = { createBannerSlide: { id: string, altText: string, headline: string | null, text: string | null, buttonLabel: string | null, link: string | null, position: number, isActive: boolean, desktopImage: { url: string }, mobileImage: { url: string } } };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, name: string, slug: string, description: string, isPublished: boolean, seoTitle: string | null, seoDescription: string | null, image: { url: string, altText: string } | null } };

export type CreateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CreateCouponMutation = { createCoupon: { id: string, code: string, discountType: DiscountType, percentOff: number | null, active: boolean, expiresAt: string | null, status: CouponStatus, startsAt: string | null, usageLimit: number | null, perCustomerLimit: number | null, firstOrderOnly: boolean, freeDelivery: boolean, prepaidOnly: boolean, categoryIds: Array<string>, usedCount: number, amountOff: { paise: number } | null, minOrder: { paise: number } | null } };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, name: string, slug: string, seoTitle: string | null, seoDescription: string | null, sku: string, brand: string | null, collection: string | null, categoryId: string, description: string, countInStock: number, weight: number | null, sizes: Array<string>, colors: Array<string>, tags: Array<string>, material: string | null, gender: string | null, rating: number, numReviews: number, isPublished: boolean, isFeatured: boolean, price: { paise: number }, discountPrice: { paise: number } | null, dimensions: { length: number | null, width: number | null, height: number | null }, images: Array<{ url: string, altText: string }>, variants: Array<{ size: string | null, color: string | null, sku: string, countInStock: number, priceOverride: { paise: number } | null, images: Array<{ url: string, altText: string }> }> } };

export type CreateServiceabilityRuleMutationVariables = Exact<{
  input: ServiceabilityRuleInput;
}>;


export type CreateServiceabilityRuleMutation = { createServiceabilityRule: { id: string } };

export type CreateStaffRoleMutationVariables = Exact<{
  input: StaffRoleInput;
}>;


export type CreateStaffRoleMutation = { createStaffRole: { id: string, name: string, isOwner: boolean, permissions: Array<Permission> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string } } };

export type DeleteBannerSlideMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBannerSlideMutation = { deleteBannerSlide: { id: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCategoryMutation = { deleteCategory: { id: string } };

export type DeleteCouponMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCouponMutation = { deleteCoupon: { id: string } };

export type DeleteGstRateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGstRateMutation = { deleteGstRate: { id: string } };

export type DeleteOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOrderMutation = { deleteOrder: { id: string } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: { id: string } };

export type DeleteProductOptionValueMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductOptionValueMutation = { deleteProductOptionValue: { id: string } };

export type DeleteProductsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteProductsMutation = { deleteProducts: Array<{ id: string }> };

export type DeleteServiceabilityRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteServiceabilityRuleMutation = { deleteServiceabilityRule: { id: string } };

export type DeleteStaffRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStaffRoleMutation = { deleteStaffRole: { id: string } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: { id: string } };

export type EndUserSessionsMutationVariables = Exact<{
  userId: string | number;
}>;


export type EndUserSessionsMutation = { endUserSessions: { message: string } };

export type FailedJobsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FailedJobsQuery = { failedJobs: { totalCount: number, nodes: Array<{ id: string, name: string, retryCount: number, createdAt: string, failedAt: string | null, error: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CorrectOrderStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
  reason: string;
}>;


export type CorrectOrderStatusMutation = { correctOrderStatus: { id: string, status: OrderStatus, allowedStatuses: Array<OrderStatus> } };

export type DecideReturnMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  message?: string | null | undefined;
}>;


export type DecideReturnMutation = { decideReturn: { id: string, status: ReturnStatus, adminMessage: string | null } };

export type ReceiveReturnMutationVariables = Exact<{
  id: string | number;
  input: ReceiveReturnInput;
}>;


export type ReceiveReturnMutation = { receiveReturn: { id: string, status: ReturnStatus, replacementOrderId: string | null, replacementOrderNumber: string | null } };

export type GstRatesQueryVariables = Exact<{
  categoryId?: string | number | null | undefined;
  productId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GstRatesQuery = { gstRates: { totalCount: number, nodes: Array<{ id: string, hsn: string, rate: number, effectiveFrom: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type GstReportQueryVariables = Exact<{
  month: string;
}>;


export type GstReportQuery = { gstReport: { month: string, invoiceCount: number, creditNoteCount: number, b2csCsvPath: string, hsnCsvPath: string, net: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number } }, creditNotes: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number } }, byRate: Array<{ rate: number, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number } } }>, byStateAndRate: Array<{ placeOfSupply: string, placeOfSupplyCode: string | null, supplyType: SupplyType, rate: number, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number } } }>, hsnSummary: Array<{ hsn: string, rate: number, quantity: number, kinds: Array<TaxLineKind>, amounts: { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number } } }> } };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { inviteStaff: { id: string, email: string, roleId: string, status: InvitationStatus, expiresAt: string } };

export type InvoicingProblemsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoicingProblemsQuery = { shopSettings: { invoicingProblems: Array<string> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, firstName: string, lastName: string, email: string | null, role: UserRole } | null };

export type NewsletterSubscribersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NewsletterSubscribersQuery = { newsletterSubscribers: { totalCount: number, nodes: Array<{ id: string, email: string, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OrderShiprocketQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderShiprocketQuery = { order: { id: string, status: OrderStatus, shipment: { id: string, courierName: string | null, trackingNumber: string | null, trackingStatus: string | null, expectedDeliveryAt: string | null, scans: Array<{ status: string, activity: string, location: string, occurredAt: string }>, shiprocket: { progress: ShiprocketProgress, failure: string | null, attempts: number, shiprocketOrderId: string | null, labelUrl: string | null, manifestUrl: string | null, pickupScheduledFor: string | null } | null } | null } | null };

export type OrderSummaryFieldsFragment = { id: string, number: string, createdAt: string, status: OrderStatus, allowedStatuses: Array<OrderStatus>, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerEmail: string, customer: { id: string, firstName: string, lastName: string } | null, shippingInfo: { firstName: string, lastName: string }, totals: { total: { paise: number } }, invoice: { number: string } | null };

export type PaymentsNeedingAttentionQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaymentsNeedingAttentionQuery = { paymentsNeedingAttention: { totalCount: number, nodes: Array<{ id: string, orderId: string | null, orderNumber: string | null, createdAt: string, provider: string, providerOrderId: string, providerPaymentId: string | null, attention: string | null, amount: { paise: number }, strayCaptures: Array<{ id: string, providerPaymentId: string, reason: string, refundId: string | null, amount: { paise: number } }>, refunds: Array<{ id: string, createdAt: string, reason: string, method: RefundMethod, status: RefundStatus, reference: string | null, failure: string | null, amount: { paise: number } }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PayoutFieldsFragment = { id: string, settlementId: string, utr: string, settledAt: string, amount: { paise: number }, fees: { paise: number }, tax: { paise: number } };

export type PayoutsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayoutsQuery = { payouts: { totalCount: number, nodes: Array<{ id: string, settlementId: string, utr: string, settledAt: string, amount: { paise: number }, fees: { paise: number }, tax: { paise: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PreviewCatalogImportFileMutationVariables = Exact<{
  base64: string;
}>;


export type PreviewCatalogImportFileMutation = { previewCatalogImportFile: { id: string, status: CatalogImportStatus, encoding: string, totalRows: number, rowsToCreate: number, rowsToUpdate: number, rowsUnchanged: number, rowsInvalid: number, processedRows: number, invalidRows: Array<{ row: number, message: string }>, heldBackRows: Array<{ row: number, message: string }>, failedRows: Array<{ row: number, message: string }> } };

export type ProductFieldsFragment = { id: string, name: string, slug: string, seoTitle: string | null, seoDescription: string | null, sku: string, brand: string | null, collection: string | null, categoryId: string, description: string, countInStock: number, weight: number | null, sizes: Array<string>, colors: Array<string>, tags: Array<string>, material: string | null, gender: string | null, rating: number, numReviews: number, isPublished: boolean, isFeatured: boolean, price: { paise: number }, discountPrice: { paise: number } | null, dimensions: { length: number | null, width: number | null, height: number | null }, images: Array<{ url: string, altText: string }>, variants: Array<{ size: string | null, color: string | null, sku: string, countInStock: number, priceOverride: { paise: number } | null, images: Array<{ url: string, altText: string }> }> };

export type ProductOptionValuesQueryVariables = Exact<{
  kind?: ProductOptionKind | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductOptionValuesQuery = { productOptionValues: { totalCount: number, nodes: Array<{ id: string, kind: ProductOptionKind, name: string, swatch: string | null, productCount: number }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ProductOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductOptionsQuery = { productOptions: { sizes: Array<string>, colors: Array<string>, materials: Array<string> } };

export type PublishProductsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type PublishProductsMutation = { publishProducts: Array<{ id: string, isPublished: boolean, updatedAt: string }> };

export type ReactivateStaffMutationVariables = Exact<{
  userId: string | number;
}>;


export type ReactivateStaffMutation = { reactivateStaff: { message: string } };

export type ReconcileDayWithProviderMutationVariables = Exact<{
  date: string;
}>;


export type ReconcileDayWithProviderMutation = { reconcileDayWithProvider: string };

export type ReconciliationDifferenceFieldsFragment = { id: string, date: string, kind: ReconciliationDifferenceKind, description: string, providerPaymentId: string, paymentId: string | null, resolved: boolean, shopAmount: { paise: number } | null, providerAmount: { paise: number } | null };

export type ReconciliationDifferencesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  unresolvedOnly: boolean;
}>;


export type ReconciliationDifferencesQuery = { reconciliationDifferences: { totalCount: number, nodes: Array<{ id: string, date: string, kind: ReconciliationDifferenceKind, description: string, providerPaymentId: string, paymentId: string | null, resolved: boolean, shopAmount: { paise: number } | null, providerAmount: { paise: number } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RecordCodRemittanceMutationVariables = Exact<{
  input: CodRemittanceInput;
}>;


export type RecordCodRemittanceMutation = { recordCodRemittance: { id: string, courier: string, receivedOn: string, reference: string, amount: { paise: number }, ordersTotal: { paise: number }, difference: { paise: number }, orders: Array<{ orderId: string, orderNumber: string, amount: { paise: number } }> } };

export type RecordSettlementsOfDayMutationVariables = Exact<{
  date: string;
}>;


export type RecordSettlementsOfDayMutation = { recordSettlementsOfDay: string };

export type RedeliverWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { id: string, status: WebhookDeliveryStatus } };

export type RefundStrayCaptureMutationVariables = Exact<{
  id: string | number;
}>;


export type RefundStrayCaptureMutation = { refundStrayCapture: { id: string, status: RefundStatus } };

export type RefundOrderMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type RefundOrderMutation = { refundOrder: { id: string, status: RefundStatus } };

export type RecordManualRefundMutationVariables = Exact<{
  input: ManualRefundInput;
}>;


export type RecordManualRefundMutation = { recordManualRefund: { id: string, status: RefundStatus } };

export type RefundFieldsFragment = { id: string, createdAt: string, reason: string, method: RefundMethod, status: RefundStatus, reference: string | null, failure: string | null, amount: { paise: number } };

export type RemoveStaffMutationVariables = Exact<{
  userId: string | number;
}>;


export type RemoveStaffMutation = { removeStaff: { message: string } };

export type ResendStaffInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendStaffInvitationMutation = { resendStaffInvitation: { id: string, email: string, roleId: string, status: InvitationStatus, expiresAt: string } };

export type ResolveReconciliationDifferenceMutationVariables = Exact<{
  id: string | number;
}>;


export type ResolveReconciliationDifferenceMutation = { resolveReconciliationDifference: { id: string, date: string, kind: ReconciliationDifferenceKind, description: string, providerPaymentId: string, paymentId: string | null, resolved: boolean, shopAmount: { paise: number } | null, providerAmount: { paise: number } | null } };

export type RetryFailedJobMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryFailedJobMutation = { retryFailedJob: string };

export type RevokeStaffInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeStaffInvitationMutation = { revokeStaffInvitation: { id: string, email: string, roleId: string, status: InvitationStatus, expiresAt: string } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string } } };

export type SalesChartsQueryVariables = Exact<{
  days: number;
}>;


export type SalesChartsQuery = { salesCharts: { days: number, daily: Array<{ date: string, orders: number, revenue: { paise: number } }>, byStatus: Array<{ status: OrderStatus, orders: number }>, paymentMix: Array<{ method: PaymentMethod, orders: number, revenue: { paise: number } }>, topProducts: Array<{ productId: string | null, name: string, units: number, revenue: { paise: number } }> } };

export type SalesSummaryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SalesSummaryQuery = { salesSummary: { current: { from: string, to: string, paidOrders: number, refundCount: number, placedOrders: number, codOrders: number, codShare: number, revenue: { paise: number }, paid: { paise: number }, averageOrderValue: { paise: number }, refunds: { paise: number }, byStatus: Array<{ status: OrderStatus, orders: number }>, invoiced: { paise: number } }, previous: { from: string, to: string, paidOrders: number, refundCount: number, placedOrders: number, codOrders: number, codShare: number, revenue: { paise: number }, paid: { paise: number }, averageOrderValue: { paise: number }, refunds: { paise: number }, byStatus: Array<{ status: OrderStatus, orders: number }>, invoiced: { paise: number } } } };

export type SalesPeriodFieldsFragment = { from: string, to: string, paidOrders: number, refundCount: number, placedOrders: number, codOrders: number, codShare: number, revenue: { paise: number }, paid: { paise: number }, averageOrderValue: { paise: number }, refunds: { paise: number }, byStatus: Array<{ status: OrderStatus, orders: number }>, invoiced: { paise: number } };

export type ServiceabilityRulesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ServiceabilityRulesQuery = { serviceabilityRules: { totalCount: number, nodes: Array<{ id: string, pincodes: string, pincodeFrom: string, pincodeTo: string, daysToDeliver: number, codAvailable: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SetStaffSecondFactorRequiredMutationVariables = Exact<{
  required: boolean;
}>;


export type SetStaffSecondFactorRequiredMutation = { setStaffSecondFactorRequired: { secondFactorRequired: boolean } };

export type ShipWithShiprocketMutationVariables = Exact<{
  id: string | number;
  courierId?: number | null | undefined;
}>;


export type ShipWithShiprocketMutation = { shipWithShiprocket: { id: string, status: OrderStatus } };

export type ShippingProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type ShippingProviderQuery = { shippingProvider: ShippingProviderKind };

export type ShopSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopSettingsQuery = { shopSettings: { invoicingProblems: Array<string>, updatedAt: string, seller: { legalName: string, gstin: string, address: string, state: string, stateCode: string | null }, invoicing: { invoicePrefix: string, creditNotePrefix: string }, gst: { deliveryRate: number, deliverySac: string, giftWrapRate: number, giftWrapHsn: string, defaultGoodsRate: number, defaultGoodsHsn: string }, policies: { shippingArea: string, dispatchDays: number, deliveryDaysFrom: number, deliveryDaysTo: number, holidays: Array<string>, returnWindowDays: number, deliveryFee: { paise: number }, freeDeliveryAbove: { paise: number }, giftWrapFee: { paise: number } }, payments: { razorpayMethods: Array<RazorpayMethod> } } };

export type ShopSettingsFieldsFragment = { invoicingProblems: Array<string>, updatedAt: string, seller: { legalName: string, gstin: string, address: string, state: string, stateCode: string | null }, invoicing: { invoicePrefix: string, creditNotePrefix: string }, gst: { deliveryRate: number, deliverySac: string, giftWrapRate: number, giftWrapHsn: string, defaultGoodsRate: number, defaultGoodsHsn: string }, policies: { shippingArea: string, dispatchDays: number, deliveryDaysFrom: number, deliveryDaysTo: number, holidays: Array<string>, returnWindowDays: number, deliveryFee: { paise: number }, freeDeliveryAbove: { paise: number }, giftWrapFee: { paise: number } }, payments: { razorpayMethods: Array<RazorpayMethod> } };

export type StaffInvitationFieldsFragment = { id: string, email: string, roleId: string, status: InvitationStatus, expiresAt: string };

export type StaffInvitationPreviewQueryVariables = Exact<{
  token: string;
}>;


export type StaffInvitationPreviewQuery = { staffInvitation: { email: string, hasAccount: boolean } };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ id: string, firstName: string, lastName: string, email: string | null, isShopOwner: boolean, status: StaffStatus, secondFactorEnabled: boolean, role: { id: string, name: string } | null }>, staffInvitations: Array<{ id: string, email: string, roleId: string, status: InvitationStatus, expiresAt: string }>, staffSignInPolicy: { secondFactorRequired: boolean }, staffRoles: Array<{ id: string, name: string }> };

export type StaffRoleFieldsFragment = { id: string, name: string, isOwner: boolean, permissions: Array<Permission> };

export type StaffRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesQuery = { staffRoles: Array<{ id: string, name: string, isOwner: boolean, permissions: Array<Permission> }>, staffMembers: Array<{ id: string, firstName: string, lastName: string, email: string | null, isShopOwner: boolean, role: { id: string, name: string } | null }> };

export type StaffSignInMutationVariables = Exact<{
  input: LoginInput;
}>;


export type StaffSignInMutation = { staffSignIn: { next: SecondStepKind | null, secondStepToken: string | null, session: { token: string, user: { id: string, firstName: string, lastName: string, email: string | null, signInPhone: string | null, role: UserRole, permissions: Array<Permission>, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null } } | null } };

export type StaffSignInStepFieldsFragment = { next: SecondStepKind | null, secondStepToken: string | null, session: { token: string, user: { id: string, firstName: string, lastName: string, email: string | null, signInPhone: string | null, role: UserRole, permissions: Array<Permission>, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null } } | null };

export type StartCatalogImportMutationVariables = Exact<{
  id: string | number;
  onlyValidRows: boolean;
}>;


export type StartCatalogImportMutation = { startCatalogImport: { id: string, status: CatalogImportStatus, encoding: string, totalRows: number, rowsToCreate: number, rowsToUpdate: number, rowsUnchanged: number, rowsInvalid: number, processedRows: number, invalidRows: Array<{ row: number, message: string }>, heldBackRows: Array<{ row: number, message: string }>, failedRows: Array<{ row: number, message: string }> } };

export type SuspendStaffMutationVariables = Exact<{
  userId: string | number;
}>;


export type SuspendStaffMutation = { suspendStaff: { message: string } };

export type SwitchCodBackOnMutationVariables = Exact<{
  userId: string | number;
}>;


export type SwitchCodBackOnMutation = { switchCodBackOn: string };

export type TaxAmountsFieldsFragment = { charged: { paise: number }, taxable: { paise: number }, cgst: { paise: number }, sgst: { paise: number }, igst: { paise: number } };

export type UnpublishProductsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type UnpublishProductsMutation = { unpublishProducts: Array<{ id: string, isPublished: boolean, updatedAt: string }> };

export type UnremittedCodOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UnremittedCodOrdersQuery = { unremittedCodOrders: { totalCount: number, nodes: Array<{ orderId: string, orderNumber: string, courierName: string | null, deliveredAt: string, amount: { paise: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UnsettledPaymentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UnsettledPaymentsQuery = { unsettledPayments: { totalCount: number, nodes: Array<{ orderId: string, orderNumber: string, providerPaymentId: string, capturedAt: string, amount: { paise: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UpdateBannerSlideMutationVariables = Exact<{
  id: string | number;
  input: UpdateBannerSlideInput;
}>;


export type UpdateBannerSlideMutation = { updateBannerSlide: { id: string, altText: string, headline: string | null, text: string | null, buttonLabel: string | null, link: string | null, position: number, isActive: boolean, desktopImage: { url: string }, mobileImage: { url: string } } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, name: string, slug: string, description: string, isPublished: boolean, seoTitle: string | null, seoDescription: string | null, image: { url: string, altText: string } | null } };

export type UpdateCodSettingsMutationVariables = Exact<{
  cod: CodSettingsInput;
}>;


export type UpdateCodSettingsMutation = { updateShopSettings: { updatedAt: string, cod: { refusalLimit: number | null, maxOrderValue: { paise: number } | null, fee: { paise: number } } } };

export type UpdateCouponMutationVariables = Exact<{
  id: string | number;
  input: UpdateCouponInput;
}>;


export type UpdateCouponMutation = { updateCoupon: { id: string, code: string, discountType: DiscountType, percentOff: number | null, active: boolean, expiresAt: string | null, status: CouponStatus, startsAt: string | null, usageLimit: number | null, perCustomerLimit: number | null, firstOrderOnly: boolean, freeDelivery: boolean, prepaidOnly: boolean, categoryIds: Array<string>, usedCount: number, amountOff: { paise: number } | null, minOrder: { paise: number } | null } };

export type UpdateOrderStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
  shipment?: ShipmentInput | null | undefined;
}>;


export type UpdateOrderStatusMutation = { updateOrderStatus: { id: string, status: OrderStatus, allowedStatuses: Array<OrderStatus>, deliveredAt: string | null, cancelledAt: string | null, paymentStatus: PaymentStatus, paidAt: string | null, refunds: Array<{ id: string, createdAt: string, reason: string, method: RefundMethod, status: RefundStatus, reference: string | null, failure: string | null, amount: { paise: number } }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, name: string, slug: string, seoTitle: string | null, seoDescription: string | null, sku: string, brand: string | null, collection: string | null, categoryId: string, description: string, countInStock: number, weight: number | null, sizes: Array<string>, colors: Array<string>, tags: Array<string>, material: string | null, gender: string | null, rating: number, numReviews: number, isPublished: boolean, isFeatured: boolean, price: { paise: number }, discountPrice: { paise: number } | null, dimensions: { length: number | null, width: number | null, height: number | null }, images: Array<{ url: string, altText: string }>, variants: Array<{ size: string | null, color: string | null, sku: string, countInStock: number, priceOverride: { paise: number } | null, images: Array<{ url: string, altText: string }> }> } };

export type UpdateShopSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type UpdateShopSettingsMutation = { updateShopSettings: { invoicingProblems: Array<string>, updatedAt: string, seller: { legalName: string, gstin: string, address: string, state: string, stateCode: string | null }, invoicing: { invoicePrefix: string, creditNotePrefix: string }, gst: { deliveryRate: number, deliverySac: string, giftWrapRate: number, giftWrapHsn: string, defaultGoodsRate: number, defaultGoodsHsn: string }, policies: { shippingArea: string, dispatchDays: number, deliveryDaysFrom: number, deliveryDaysTo: number, holidays: Array<string>, returnWindowDays: number, deliveryFee: { paise: number }, freeDeliveryAbove: { paise: number }, giftWrapFee: { paise: number } }, payments: { razorpayMethods: Array<RazorpayMethod> } } };

export type UpdateStaffRoleMutationVariables = Exact<{
  id: string | number;
  input: UpdateStaffRoleInput;
}>;


export type UpdateStaffRoleMutation = { updateStaffRole: { id: string, name: string, isOwner: boolean, permissions: Array<Permission> } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string } };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, event: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, responseStatus: number | null, lastError: string | null, lastAttemptAt: string | null, createdAt: string }> } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, url: string, events: Array<WebhookEventType>, description: string, enabled: boolean, createdAt: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type SessionUserFragment = { id: string, firstName: string, lastName: string, email: string | null, signInPhone: string | null, role: UserRole, permissions: Array<Permission>, phone: string | null, address: string | null, city: string | null, state: string | null, postalCode: string | null };

export const BannerSlideFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerSlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"desktopImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<BannerSlideFieldsFragment, unknown>;
export const CatalogImportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToCreate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rowsInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"invalidRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldBackRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"failedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CatalogImportFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const CodRemittanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodRemittanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodRemittance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"difference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}}]} as unknown as DocumentNode<CodRemittanceFieldsFragment, unknown>;
export const CodSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusalLimit"}}]}}]} as unknown as DocumentNode<CodSettingsFieldsFragment, unknown>;
export const CouponFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"amountOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"freeDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidOnly"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}}]}}]} as unknown as DocumentNode<CouponFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<OrderSummaryFieldsFragment, unknown>;
export const PayoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<PayoutFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numReviews"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"priceOverride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]} as unknown as DocumentNode<ProductFieldsFragment, unknown>;
export const ReconciliationDifferenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciliationDifferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationDifference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"shopAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]} as unknown as DocumentNode<ReconciliationDifferenceFieldsFragment, unknown>;
export const RefundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]} as unknown as DocumentNode<RefundFieldsFragment, unknown>;
export const SalesPeriodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidOrders"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundCount"}},{"kind":"Field","name":{"kind":"Name","value":"placedOrders"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codOrders"}},{"kind":"Field","name":{"kind":"Name","value":"codShare"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<SalesPeriodFieldsFragment, unknown>;
export const ShopSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"creditNotePrefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRate"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySac"}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapRate"}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapHsn"}},{"kind":"Field","name":{"kind":"Name","value":"defaultGoodsRate"}},{"kind":"Field","name":{"kind":"Name","value":"defaultGoodsHsn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingArea"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"freeDeliveryAbove"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispatchDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysFrom"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysTo"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"}},{"kind":"Field","name":{"kind":"Name","value":"returnWindowDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"razorpayMethods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicingProblems"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ShopSettingsFieldsFragment, unknown>;
export const StaffInvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<StaffInvitationFieldsFragment, unknown>;
export const StaffRoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<StaffRoleFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const StaffSignInStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSignInStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepToken"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]} as unknown as DocumentNode<StaffSignInStepFieldsFragment, unknown>;
export const TaxAmountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cgst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sgst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<TaxAmountsFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const AcceptStaffInvitationDocument = {"__meta__":{"hash":"sha256:4a802a9141b281d82194fa9b9b9d1a8ce11cc11efc5403610bbf568a00181999"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptStaffInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptStaffInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStaffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSignInStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSignInStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepToken"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptStaffInvitationMutation, AcceptStaffInvitationMutationVariables>;
export const AddGstRateDocument = {"__meta__":{"hash":"sha256:50a4b4c62cb3bbaa8dc30b15e714b61ad7fc22d38ba5bb2f9dc9e965cb54c33a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddGstRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GstRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGstRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hsn"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}}]}}]}}]} as unknown as DocumentNode<AddGstRateMutation, AddGstRateMutationVariables>;
export const AddProductOptionValueDocument = {"__meta__":{"hash":"sha256:e8f08cfcf1237f90c3e66deaa0650cde1f631429c81080284fda58262d71e58f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProductOptionValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductOptionValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProductOptionValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"swatch"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<AddProductOptionValueMutation, AddProductOptionValueMutationVariables>;
export const AdminBannerSlidesDocument = {"__meta__":{"hash":"sha256:1a1acc3a6e9b74970442cd7133cf8e9215a7a55afd342c0d6207c979f4d90fe5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBannerSlides"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannerSlides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerSlideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerSlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"desktopImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminBannerSlidesQuery, AdminBannerSlidesQueryVariables>;
export const AdminCategoriesDocument = {"__meta__":{"hash":"sha256:f181958cf0d78ca5d8b2a8ccbcce2914abbac1f7c99a1f479c05f4a5014a83d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeUnpublished"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const AdminCategoryDocument = {"__meta__":{"hash":"sha256:fec8ca410c6d54980737300a6e6d168ac29a897015236ce1ddc9786208e7e8b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryQuery, AdminCategoryQueryVariables>;
export const AdminCouponDocument = {"__meta__":{"hash":"sha256:52677ee6bd0520091a2109f15ee3d96356422f5d1bb3a6904b80b47810bf3e3e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"amountOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"freeDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidOnly"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}}]}}]} as unknown as DocumentNode<AdminCouponQuery, AdminCouponQueryVariables>;
export const AdminCouponsDocument = {"__meta__":{"hash":"sha256:750c8c69d6ce27580cb9ca628798ab556c95708dcc95a79476b28d14d4c54eaf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"amountOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"freeDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidOnly"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}}]}}]} as unknown as DocumentNode<AdminCouponsQuery, AdminCouponsQueryVariables>;
export const AdminDashboardDocument = {"__meta__":{"hash":"sha256:34cddd6392d3d0f981469dd122201b2ce35305ea51784429bf5d8d2049c86c09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recentCount"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminEnquiriesDocument = {"__meta__":{"hash":"sha256:fa6f74cde5c9664cc1b45ae36ecaf01063ee4b5a4b45dbce1253dfc65cea24c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEnquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEnquiriesQuery, AdminEnquiriesQueryVariables>;
export const AdminOrderDocument = {"__meta__":{"hash":"sha256:f5de4d6e062ca2bb783ff3426cba054197442c7d1b087eeabfe33a58cb4fd68e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidWith"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"replacesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerVisible"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"adminMessage"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeSize"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeColor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"giftWrap"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplyType"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxAmountsFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftWrap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cgst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sgst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const AdminOrdersDocument = {"__meta__":{"hash":"sha256:05beeb6911ccdd86b86e5b1a4f0bedb6cb7050d8acd04b4c1f454af91d10b25e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminPayoutDocument = {"__meta__":{"hash":"sha256:ccda13cc4c541ddced1c5a1d2091fd5326734197cea6d1b05769411bdc915a68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<AdminPayoutQuery, AdminPayoutQueryVariables>;
export const AdminProductDocument = {"__meta__":{"hash":"sha256:557f9eb00a98f78e97456b6013e12dd31dd2bc6a9764da1d4e71267feaa58bed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numReviews"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"priceOverride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminProductsDocument = {"__meta__":{"hash":"sha256:ad944435614471d31be3f71a0a3254994283475387054783ba757504d42c7923"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const AssignStaffRoleDocument = {"__meta__":{"hash":"sha256:49c947f0b30a92fc9cf5cd838abb6868ca24b947804c9657d9651b0dfe6322b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssignStaffRoleMutation, AssignStaffRoleMutationVariables>;
export const AuditLogDocument = {"__meta__":{"hash":"sha256:3dbf95e87c0b52ad4b40deead167190a98922092714134f7c835988babdfef8b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const BeginSecondFactorEnrolmentDocument = {"__meta__":{"hash":"sha256:d40a2d5eb7425ddf72d47b147350d1854ae903fada3e99384d68788da8fa1e3a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginSecondFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorEnrolmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginSecondFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}}]}}]} as unknown as DocumentNode<BeginSecondFactorEnrolmentMutation, BeginSecondFactorEnrolmentMutationVariables>;
export const CatalogCsvDocument = {"__meta__":{"hash":"sha256:aa905a348cbb4034c40d733f2a04e6f376fb7e25a23625113ff60bd875fb52b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogCsv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogCsv"}}]}}]} as unknown as DocumentNode<CatalogCsvQuery, CatalogCsvQueryVariables>;
export const CatalogImportDocument = {"__meta__":{"hash":"sha256:b3bb0dc9a5302d5a9c85b93532af3b6aeb425a868c6a4b1755d72e50dd9cd5c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToCreate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rowsInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"invalidRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldBackRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"failedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CatalogImportQuery, CatalogImportQueryVariables>;
export const CategoryChoicesDocument = {"__meta__":{"hash":"sha256:1cc4f92404bb84f10c492eaba2078d281de0ad88e65d6b21db983f92c16b28d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeUnpublished"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CategoryChoicesQuery, CategoryChoicesQueryVariables>;
export const CodRemittancesDocument = {"__meta__":{"hash":"sha256:fd251e82425a24f2c46957e71f9513b84be65432b0a523d35214b3fb973a9542"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodRemittances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codRemittances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodRemittanceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodRemittanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodRemittance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"difference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}}]} as unknown as DocumentNode<CodRemittancesQuery, CodRemittancesQueryVariables>;
export const CodSettingsDocument = {"__meta__":{"hash":"sha256:0c83d965bccf76f5bbce1308b58dee44b895e4d54f018b0c15fed0c680a74443"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusalLimit"}}]}}]} as unknown as DocumentNode<CodSettingsQuery, CodSettingsQueryVariables>;
export const CodSwitchedOffCustomersDocument = {"__meta__":{"hash":"sha256:80563744b67bb0da9692941c10b4d795e47624cd6626da829b95568a62c4b816"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodSwitchedOffCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codSwitchedOffCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"refusedOrders"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CodSwitchedOffCustomersQuery, CodSwitchedOffCustomersQueryVariables>;
export const CompleteStaffSignInDocument = {"__meta__":{"hash":"sha256:5e30d9edc543c9abcb7621d230488b1fdebc95e418da01e730c50893dd0424a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteStaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteStaffSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeStaffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]} as unknown as DocumentNode<CompleteStaffSignInMutation, CompleteStaffSignInMutationVariables>;
export const ConfirmSecondFactorEnrolmentDocument = {"__meta__":{"hash":"sha256:8595ee23ed55936635a98097be818bf1e84355ac0efccf6c3cda85d41efb2ad6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSecondFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmSecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSecondFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]} as unknown as DocumentNode<ConfirmSecondFactorEnrolmentMutation, ConfirmSecondFactorEnrolmentMutationVariables>;
export const CourierRatesDocument = {"__meta__":{"hash":"sha256:402d25222c387a7956b467da401aa9145175e8c9851e87fd5fb606d62ec7cf62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourierRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courierRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courierId"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"rate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDays"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<CourierRatesQuery, CourierRatesQueryVariables>;
export const CreateBannerSlideDocument = {"__meta__":{"hash":"sha256:c12de9e84e88f6b66eb5e7e912de8b38df1b483cecf737e4a45956850f289c4f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBannerSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBannerSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerSlideFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerSlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"desktopImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateBannerSlideMutation, CreateBannerSlideMutationVariables>;
export const CreateCategoryDocument = {"__meta__":{"hash":"sha256:56308a1edc7e77412861e1ffd6f1a004b156ca014bb68cb2fbc863f4b287fcf9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const CreateCouponDocument = {"__meta__":{"hash":"sha256:b5cb4f2eda5b3bbce147e076632b7f183fd9407b8a1d185409a884ec06719224"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"amountOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"freeDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidOnly"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}}]}}]} as unknown as DocumentNode<CreateCouponMutation, CreateCouponMutationVariables>;
export const CreateProductDocument = {"__meta__":{"hash":"sha256:4e80f38b945086d182e4ba7eed8c47d4af3f9e70460da31179a5c15c600ded8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numReviews"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"priceOverride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const CreateServiceabilityRuleDocument = {"__meta__":{"hash":"sha256:d324fb4e952fa0148a8923de1941c80282f038e1ce696dddc65949d2a1eea0f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateServiceabilityRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceabilityRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceabilityRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateServiceabilityRuleMutation, CreateServiceabilityRuleMutationVariables>;
export const CreateStaffRoleDocument = {"__meta__":{"hash":"sha256:40ad7557578cf8705f4547c86851f3509392decdc62cf1739478b41c61f341c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<CreateStaffRoleMutation, CreateStaffRoleMutationVariables>;
export const CreateWebhookEndpointDocument = {"__meta__":{"hash":"sha256:b0dd81b4954d7e11e5f78f8dfba785c3eb25aa6d2e37f1437f1101e462b65a16"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const DeleteBannerSlideDocument = {"__meta__":{"hash":"sha256:956f06b0f17c20063b61485a4e7bb8252b972e0c9ea8453f7e97f92b1a53c11b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBannerSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBannerSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteBannerSlideMutation, DeleteBannerSlideMutationVariables>;
export const DeleteCategoryDocument = {"__meta__":{"hash":"sha256:a9cd36b13c59929d522ff028ca0bf16e9204c5a948e912c792710de9d9cacfc8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const DeleteCouponDocument = {"__meta__":{"hash":"sha256:967d2ea00a108d8acf01ec91737d5886d0325faa48352a4eaa3d5a4601779cea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCouponMutation, DeleteCouponMutationVariables>;
export const DeleteGstRateDocument = {"__meta__":{"hash":"sha256:2d21befa029033f7066762129b121910355f8d325d111896b7055f2233e49612"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGstRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGstRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteGstRateMutation, DeleteGstRateMutationVariables>;
export const DeleteOrderDocument = {"__meta__":{"hash":"sha256:496823cca00996bc3dc33f0e10f8fba21702eba8ba76aee27edfd3d59a7c4ada"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const DeleteProductDocument = {"__meta__":{"hash":"sha256:17e250a678220890622b51586b4ebb529554364d62e5b91d17d7d90557548863"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const DeleteProductOptionValueDocument = {"__meta__":{"hash":"sha256:c5875bf881f4275d7be855c153bed6a3e56a1d2154c296f225c0d98dc776434c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductOptionValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductOptionValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteProductOptionValueMutation, DeleteProductOptionValueMutationVariables>;
export const DeleteProductsDocument = {"__meta__":{"hash":"sha256:bb0b43e9a07771e994468c91f81129ed75cc346b4195b32e3acd5aa219e55367"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteProductsMutation, DeleteProductsMutationVariables>;
export const DeleteServiceabilityRuleDocument = {"__meta__":{"hash":"sha256:00b8c9891f4b7a0a7c24d531841627fc0d62550f9123802feb0e6d35642cb96e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteServiceabilityRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteServiceabilityRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteServiceabilityRuleMutation, DeleteServiceabilityRuleMutationVariables>;
export const DeleteStaffRoleDocument = {"__meta__":{"hash":"sha256:4fb4c9882c6afd6b4c60d34a30d4ab22039291f6862a98c3a73870b57e820620"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteStaffRoleMutation, DeleteStaffRoleMutationVariables>;
export const DeleteWebhookEndpointDocument = {"__meta__":{"hash":"sha256:90b150f40e6320155f4acf25bcac3918c308c8d107e3c15e1c5f113449c47d9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const EndUserSessionsDocument = {"__meta__":{"hash":"sha256:17d2fc789d7221ecd94d583dca9152017b25163ff452107cee8ff5dcbd7c00e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndUserSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endUserSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EndUserSessionsMutation, EndUserSessionsMutationVariables>;
export const FailedJobsDocument = {"__meta__":{"hash":"sha256:975169bc319399fcdc2108b2c6cbc471cc55ca87ebc0f741a25de56e8ae3ac9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FailedJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failedJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<FailedJobsQuery, FailedJobsQueryVariables>;
export const CorrectOrderStatusDocument = {"__meta__":{"hash":"sha256:d5ba5b7f2a76b99e5cd5c8ebb59da0b3d12462ca4b79e1955840470eb8780241"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}}]}}]}}]} as unknown as DocumentNode<CorrectOrderStatusMutation, CorrectOrderStatusMutationVariables>;
export const DecideReturnDocument = {"__meta__":{"hash":"sha256:44bea860ddf75f9d3d89de6a11546f9794df11391c9aa14a0320dcc6c8fb7133"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminMessage"}}]}}]}}]} as unknown as DocumentNode<DecideReturnMutation, DecideReturnMutationVariables>;
export const ReceiveReturnDocument = {"__meta__":{"hash":"sha256:343a88f3d0348f07392d1185f325ea1d0d9fff8aac0987c647bfb87844e492af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiveReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}}]}}]}}]} as unknown as DocumentNode<ReceiveReturnMutation, ReceiveReturnMutationVariables>;
export const GstRatesDocument = {"__meta__":{"hash":"sha256:4c5c7d7c774a31741de39b02f2ea7007a404b7eb2105490ec94c01a70e6d4c63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GstRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hsn"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<GstRatesQuery, GstRatesQueryVariables>;
export const GstReportDocument = {"__meta__":{"hash":"sha256:8a5e59d22e265852cf9a40468f19d9e66ceae3a1932f8d9fa605787af9f1e6d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GstReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"net"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxAmountsFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"byStateAndRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"placeOfSupplyCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplyType"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxAmountsFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hsnSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hsn"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxAmountsFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"b2csCsvPath"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCsvPath"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cgst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sgst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<GstReportQuery, GstReportQueryVariables>;
export const InviteStaffDocument = {"__meta__":{"hash":"sha256:81730478ce695bc7aef25f100b9f79a4e8fe98311e9988d3cbed784891d77676"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const InvoicingProblemsDocument = {"__meta__":{"hash":"sha256:5bae40de4c36f9896e7f9b30cf8ebc6f00e76176990865221c46e5740c05a497"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicingProblems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicingProblems"}}]}}]}}]} as unknown as DocumentNode<InvoicingProblemsQuery, InvoicingProblemsQueryVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:7d671ee5ac3c4deaea64c1a9dc0cadac96f629e36d90c40b71dbb8aa9eae00f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const NewsletterSubscribersDocument = {"__meta__":{"hash":"sha256:337d4ca447ce798320c4364e72d3ef23e7bac8726651b410677294da2a1dec97"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>;
export const OrderShiprocketDocument = {"__meta__":{"hash":"sha256:5508b834f51f521b78c4313ce422b4e5dfc959b906159482b28ed3cb47090216"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderShiprocket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDeliveryAt"}},{"kind":"Field","name":{"kind":"Name","value":"scans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiprocket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"shiprocketOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"labelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"manifestUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pickupScheduledFor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrderShiprocketQuery, OrderShiprocketQueryVariables>;
export const PaymentsNeedingAttentionDocument = {"__meta__":{"hash":"sha256:54531c781967a34aab6e33cf0277579050ca84386e2adf0ec4c57e556486ff90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsNeedingAttention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsNeedingAttention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"strayCaptures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"refundId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]} as unknown as DocumentNode<PaymentsNeedingAttentionQuery, PaymentsNeedingAttentionQueryVariables>;
export const PayoutsDocument = {"__meta__":{"hash":"sha256:03e77c9567b00d0f5ae8b6f250d384fe7e8e3ae984b84d2d84b9092d7980162c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Payouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<PayoutsQuery, PayoutsQueryVariables>;
export const PreviewCatalogImportFileDocument = {"__meta__":{"hash":"sha256:e058f42283c3b11f22b4cfc8c47bd09912cb1dd3f17d7831527beb53ceba7b7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewCatalogImportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCatalogImportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToCreate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rowsInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"invalidRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldBackRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"failedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PreviewCatalogImportFileMutation, PreviewCatalogImportFileMutationVariables>;
export const ProductOptionValuesDocument = {"__meta__":{"hash":"sha256:cc12bda065e03037555529b49e681021f2449e24c202c08c37941d8c3bcb94bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductOptionValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductOptionKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productOptionValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"swatch"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ProductOptionValuesQuery, ProductOptionValuesQueryVariables>;
export const ProductOptionsDocument = {"__meta__":{"hash":"sha256:9f60da8fa04182deb4a8d99e611101a1271331bb9b6af6313be5053165b82b2e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"materials"}}]}}]}}]} as unknown as DocumentNode<ProductOptionsQuery, ProductOptionsQueryVariables>;
export const PublishProductsDocument = {"__meta__":{"hash":"sha256:f7d5d6f8a584ced30ea75441afef1463a23d693e61fddf5d1f82e1c60373350e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<PublishProductsMutation, PublishProductsMutationVariables>;
export const ReactivateStaffDocument = {"__meta__":{"hash":"sha256:48b7d753f0b9da4c7a699fc883d230297e6ab5c1bc81d4f1f827ed23ab705de5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReactivateStaffMutation, ReactivateStaffMutationVariables>;
export const ReconcileDayWithProviderDocument = {"__meta__":{"hash":"sha256:bfb0101bab4797b0e3018f42b2418b777aa390ca89c2893f63e907b7b38e0e4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReconcileDayWithProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconcileDayWithProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]}]}}]} as unknown as DocumentNode<ReconcileDayWithProviderMutation, ReconcileDayWithProviderMutationVariables>;
export const ReconciliationDifferencesDocument = {"__meta__":{"hash":"sha256:703eb86d2fdc1b0e6831c2d6cbe60b875af4efddf953e867fcb9bc4f70103e2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReconciliationDifferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unresolvedOnly"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconciliationDifferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"unresolvedOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unresolvedOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciliationDifferenceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciliationDifferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationDifference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"shopAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]} as unknown as DocumentNode<ReconciliationDifferencesQuery, ReconciliationDifferencesQueryVariables>;
export const RecordCodRemittanceDocument = {"__meta__":{"hash":"sha256:4a3f151f550f5b782c73151c047418c68bbe5f35cc84c1880761574b3cb3aef9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordCodRemittance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CodRemittanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCodRemittance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodRemittanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodRemittanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodRemittance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"difference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}}]} as unknown as DocumentNode<RecordCodRemittanceMutation, RecordCodRemittanceMutationVariables>;
export const RecordSettlementsOfDayDocument = {"__meta__":{"hash":"sha256:91b0903c78ab927c42e790dabfdc5d7afd93e43b18630352499a851edd2ee663"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordSettlementsOfDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordSettlementsOfDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]}]}}]} as unknown as DocumentNode<RecordSettlementsOfDayMutation, RecordSettlementsOfDayMutationVariables>;
export const RedeliverWebhookDocument = {"__meta__":{"hash":"sha256:4e8085a440bafe185ef9774a210f4ea77fb7b9235a69c6669801165044bbc0b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const RefundStrayCaptureDocument = {"__meta__":{"hash":"sha256:b966505187948043ff775137555f1576aa1d4c78c55106dfe084693e68f87f24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundStrayCapture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundStrayCapture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RefundStrayCaptureMutation, RefundStrayCaptureMutationVariables>;
export const RefundOrderDocument = {"__meta__":{"hash":"sha256:2003981bf0789f85c4a46394461d2ee98b3843db9d87c39f38bbd790c0c7af58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RefundOrderMutation, RefundOrderMutationVariables>;
export const RecordManualRefundDocument = {"__meta__":{"hash":"sha256:fe3d3804c3def430a9535a98d2cea4c86e67231ca02613ee102ec68014a5ce18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordManualRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManualRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordManualRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RecordManualRefundMutation, RecordManualRefundMutationVariables>;
export const RemoveStaffDocument = {"__meta__":{"hash":"sha256:6f895a26e8571cbdd6f88110e697dca0902883eecb648d305334b4ebbc8d7972"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemoveStaffMutation, RemoveStaffMutationVariables>;
export const ResendStaffInvitationDocument = {"__meta__":{"hash":"sha256:9d3f224b8b7cd179c72a0ab3c7b6db7d1430a28f09049f6e6109addea230a7d8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendStaffInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendStaffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ResendStaffInvitationMutation, ResendStaffInvitationMutationVariables>;
export const ResolveReconciliationDifferenceDocument = {"__meta__":{"hash":"sha256:0b1b19912c749fdd751a1a2f47a12e33fa69a2761666826b23e6830cff119b9e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveReconciliationDifference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveReconciliationDifference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciliationDifferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciliationDifferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationDifference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"shopAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]} as unknown as DocumentNode<ResolveReconciliationDifferenceMutation, ResolveReconciliationDifferenceMutationVariables>;
export const RetryFailedJobDocument = {"__meta__":{"hash":"sha256:68fac3cf8a21ff7067212a0ced4124e042d375c892389d41efde110504950cff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryFailedJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFailedJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RetryFailedJobMutation, RetryFailedJobMutationVariables>;
export const RevokeStaffInvitationDocument = {"__meta__":{"hash":"sha256:ce53a5587eff2c85caa1a45194d44ed55a7b24942c3857849c5a11aa6a9a4808"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeStaffInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeStaffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<RevokeStaffInvitationMutation, RevokeStaffInvitationMutationVariables>;
export const RotateWebhookSecretDocument = {"__meta__":{"hash":"sha256:b151711e87f93738af6bda04b8efc859a7703f2a6ba5e26c06d5248bee2dd8fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const SalesChartsDocument = {"__meta__":{"hash":"sha256:da9405f897ed0da2a7e36a16e7ff29807a9ed0e3e3959251e2c7bb25e7c1a881"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesCharts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesCharts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SalesChartsQuery, SalesChartsQueryVariables>;
export const SalesSummaryDocument = {"__meta__":{"hash":"sha256:b035f282780c7d91e52f64522511e4b50f4b520359d1fb066061bf9e5ada7042"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPeriodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPeriodFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidOrders"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundCount"}},{"kind":"Field","name":{"kind":"Name","value":"placedOrders"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codOrders"}},{"kind":"Field","name":{"kind":"Name","value":"codShare"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}}]} as unknown as DocumentNode<SalesSummaryQuery, SalesSummaryQueryVariables>;
export const ServiceabilityRulesDocument = {"__meta__":{"hash":"sha256:288326ddfd27c7b715f28e6919fdd63105ee62defdb2071358c77852870a420a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceabilityRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceabilityRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pincodes"}},{"kind":"Field","name":{"kind":"Name","value":"pincodeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"pincodeTo"}},{"kind":"Field","name":{"kind":"Name","value":"daysToDeliver"}},{"kind":"Field","name":{"kind":"Name","value":"codAvailable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ServiceabilityRulesQuery, ServiceabilityRulesQueryVariables>;
export const SetStaffSecondFactorRequiredDocument = {"__meta__":{"hash":"sha256:a9de1c13ea2fe272f503b44064b4fcc52e130614d8249febe0ba3cf3b49f81bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffSecondFactorRequired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffSecondFactorRequired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactorRequired"}}]}}]}}]} as unknown as DocumentNode<SetStaffSecondFactorRequiredMutation, SetStaffSecondFactorRequiredMutationVariables>;
export const ShipWithShiprocketDocument = {"__meta__":{"hash":"sha256:2b949093523a97ea297b01758c3928786e10384774c241c2efd2619ab6402d28"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShipWithShiprocket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courierId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipWithShiprocket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"courierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courierId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ShipWithShiprocketMutation, ShipWithShiprocketMutationVariables>;
export const ShippingProviderDocument = {"__meta__":{"hash":"sha256:db7ee44b625a2bf7af24463a6510f76a6541f491545aa7faee97a0c66874dda9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShippingProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingProvider"}}]}}]} as unknown as DocumentNode<ShippingProviderQuery, ShippingProviderQueryVariables>;
export const ShopSettingsDocument = {"__meta__":{"hash":"sha256:b2bfe1e8a1abc5b24a5b4057d52be02f8344a66d0046acd79388b944c064dcb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"creditNotePrefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRate"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySac"}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapRate"}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapHsn"}},{"kind":"Field","name":{"kind":"Name","value":"defaultGoodsRate"}},{"kind":"Field","name":{"kind":"Name","value":"defaultGoodsHsn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingArea"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"freeDeliveryAbove"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispatchDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysFrom"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysTo"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"}},{"kind":"Field","name":{"kind":"Name","value":"returnWindowDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"razorpayMethods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicingProblems"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ShopSettingsQuery, ShopSettingsQueryVariables>;
export const StaffInvitationPreviewDocument = {"__meta__":{"hash":"sha256:5adfff3ee6932ea260ae583606234afea904f661334fe4d8ccf787c9f6cdba94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInvitationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]}}]} as unknown as DocumentNode<StaffInvitationPreviewQuery, StaffInvitationPreviewQueryVariables>;
export const StaffMembersDocument = {"__meta__":{"hash":"sha256:0209402a7854f0cd52bb5215f420aabbb8ff6d0611713515a7a621a8e8a5d80b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isShopOwner"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInvitationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffSignInPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactorRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;
export const StaffRolesDocument = {"__meta__":{"hash":"sha256:6eb591491395123232948dd4eadf3de106fc3d8061984b5d3e6f9bbcc3d3544a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRoleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isShopOwner"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<StaffRolesQuery, StaffRolesQueryVariables>;
export const StaffSignInDocument = {"__meta__":{"hash":"sha256:e1d2947ec3e7a5fd58a3bf68c34cbf89dac8ad01993620d5b4699117462e4c41"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSignInStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInPhone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSignInStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepToken"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSignInMutation, StaffSignInMutationVariables>;
export const StartCatalogImportDocument = {"__meta__":{"hash":"sha256:9fcb2f1d1dcc3d81909c041bd708a8b9ec6e724a993a6a5dcb5b64ae85fbcb17"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCatalogImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onlyValidRows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCatalogImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"onlyValidRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onlyValidRows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToCreate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsToUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rowsInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"invalidRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldBackRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"failedRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StartCatalogImportMutation, StartCatalogImportMutationVariables>;
export const SuspendStaffDocument = {"__meta__":{"hash":"sha256:831a6b0cad332b8a637f4bdd3aae6acc0f6e39d3c24d12f34756ab36acbb0066"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SuspendStaffMutation, SuspendStaffMutationVariables>;
export const SwitchCodBackOnDocument = {"__meta__":{"hash":"sha256:a2d23cc20997ee05b72787bf215f7845332d959c93df4c2e82b70d602d0181bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchCodBackOn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchCodBackOn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<SwitchCodBackOnMutation, SwitchCodBackOnMutationVariables>;
export const UnpublishProductsDocument = {"__meta__":{"hash":"sha256:962c020def8f82e6d086a33691b1676975f51c9144ca84504a4ef3feb7a68a67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UnpublishProductsMutation, UnpublishProductsMutationVariables>;
export const UnremittedCodOrdersDocument = {"__meta__":{"hash":"sha256:a0d2589a44a3ceb5267965826a2c57cae74a3db292fc795be613ddfbd3cf25d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnremittedCodOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unremittedCodOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<UnremittedCodOrdersQuery, UnremittedCodOrdersQueryVariables>;
export const UnsettledPaymentsDocument = {"__meta__":{"hash":"sha256:1f6cf2e960417e2fbaa0deea46d0f715488781c52f325586600c393f5d7fd911"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnsettledPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsettledPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<UnsettledPaymentsQuery, UnsettledPaymentsQueryVariables>;
export const UpdateBannerSlideDocument = {"__meta__":{"hash":"sha256:e485457139756de207fad9e0bbd14f65ce064a6a841ee312fd0ca7990e8890d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBannerSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBannerSlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBannerSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerSlideFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerSlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"desktopImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpdateBannerSlideMutation, UpdateBannerSlideMutationVariables>;
export const UpdateCategoryDocument = {"__meta__":{"hash":"sha256:eacd4d492eafae7a779f3d4bebf71317f98993193833fe545c0e4f24ce0c8d3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const UpdateCodSettingsDocument = {"__meta__":{"hash":"sha256:efd6e2ab6df8c36084ae793fbf784c35ca2ae9d0b390dc5c51bcb70bc9c6975f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCodSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CodSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShopSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"cod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cod"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusalLimit"}}]}}]} as unknown as DocumentNode<UpdateCodSettingsMutation, UpdateCodSettingsMutationVariables>;
export const UpdateCouponDocument = {"__meta__":{"hash":"sha256:575a1c9b83d128ea34365cd7e033bf4a8c816b2598b6b8b9c1b9f73dee51974b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"amountOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"minOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"freeDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidOnly"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}}]}}]} as unknown as DocumentNode<UpdateCouponMutation, UpdateCouponMutationVariables>;
export const UpdateOrderStatusDocument = {"__meta__":{"hash":"sha256:3f769daacbd668bff479b7b93eae524dcab12760840797ef8dfb70e019337e2b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipmentInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"shipment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]} as unknown as DocumentNode<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const UpdateProductDocument = {"__meta__":{"hash":"sha256:0c99424d000be56a1b5fde75f80878cd775a793aca3435ef23df87bb86b1af34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numReviews"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"countInStock"}},{"kind":"Field","name":{"kind":"Name","value":"priceOverride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const UpdateShopSettingsDocument = {"__meta__":{"hash":"sha256:c5c9b27862889167a3482fdf3e4007031d3e348e05c920f09e4611c71f5b8993"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShopSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShopSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"creditNotePrefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gst"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRate"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySac"}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapRate"}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapHsn"}},{"kind":"Field","name":{"kind":"Name","value":"defaultGoodsRate"}},{"kind":"Field","name":{"kind":"Name","value":"defaultGoodsHsn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingArea"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"freeDeliveryAbove"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftWrapFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispatchDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysFrom"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysTo"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"}},{"kind":"Field","name":{"kind":"Name","value":"returnWindowDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"razorpayMethods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicingProblems"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateShopSettingsMutation, UpdateShopSettingsMutationVariables>;
export const UpdateStaffRoleDocument = {"__meta__":{"hash":"sha256:3bacd895ab6ab357bf0e1180377e86bb6c40194a7d8192bc83954400a7f43fc4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<UpdateStaffRoleMutation, UpdateStaffRoleMutationVariables>;
export const UpdateWebhookEndpointDocument = {"__meta__":{"hash":"sha256:135521f7c5202cdf315cb4c4cea28a368d1353cce23cc75e4f3441b5a368f5e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const WebhookDeliveriesDocument = {"__meta__":{"hash":"sha256:266ec008f83124d3f0d1f9d77dcf265c747d902c180b416ed0a7a52a1eeb1e8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const WebhookEndpointsDocument = {"__meta__":{"hash":"sha256:07b4345558f175284a1a66e347e2d1b3a2a9135fda5cfc8faa28d895f1d11c91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:d3f653b702bd56131686206f566fdb60aecef15a21aca62d7ff44b231bc42d9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;