import { PasswordResetToken } from "../modules/auth/password-reset-token.entity";
import { RevokedToken } from "../modules/auth/revoked-token.entity";
import { StaffInvitation } from "../modules/staff/staff-invitation.entity";
import { SignInAddress } from "../modules/auth/sign-in-address.entity";
import { User } from "../modules/auth/user.entity";
import { StaffRole } from "../modules/auth/staff-role.entity";
import { BannerSlide } from "../modules/banner/banner-slide.entity";
import { CatalogState } from "../modules/product/catalog-state.entity";
import { Category } from "../modules/category/category.entity";
import { Product } from "../modules/product/product.entity";
import { ProductVariant } from "../modules/product/product-variant.entity";
import { CatalogImport } from "../modules/catalog-import/catalog-import.entity";
import { ProductOptionValue } from "../modules/product/product-option-value.entity";
import { Review } from "../modules/review/review.entity";
import { SearchWord } from "../modules/search/search-word.entity";
import { Cart } from "../modules/cart/cart.entity";
import { CartLine } from "../modules/cart/cart-line.entity";
import { Coupon } from "../modules/coupon/coupon.entity";
import { Checkout } from "../modules/checkout/checkout.entity";
import { Order } from "../modules/order/order.entity";
import { OrderItem } from "../modules/order/order-item.entity";
import { NewsletterSubscriber } from "../modules/content/newsletter-subscriber.entity";
import { Enquiry } from "../modules/content/enquiry.entity";
import { SentEmail } from "../modules/notification/sent-email.entity";
import { Message } from "../modules/notification/message.entity";
import { ConsentLogEntry, MessageConsent } from "../modules/notification/message-consent.entity";
import { MessageTemplateEdit } from "../modules/notification/message-template.entity";
import { ShopSettings } from "../modules/settings/shop-settings.entity";
import { GstRate } from "../modules/tax/gst-rate.entity";
import { Invoice } from "../modules/tax/invoice.entity";
import { InvoiceLine } from "../modules/tax/invoice-line.entity";
import { CreditNote } from "../modules/tax/credit-note.entity";
import { CreditNoteLine } from "../modules/tax/credit-note-line.entity";
import { DocumentCounter } from "../modules/tax/document-counter.entity";
import { Payment } from "../modules/payment/payment.entity";
import { Payout } from "../modules/payout/payout.entity";
import { PayoutLine } from "../modules/payout/payout-line.entity";
import { CodRemittance, CodRemittanceOrder } from "../modules/payout/cod-remittance.entity";
import { ReconciliationDifference } from "../modules/reconciliation/reconciliation-difference.entity";
import { PaymentEvent } from "../modules/payment/payment-event.entity";
import { Refund } from "../modules/payment/refund.entity";
import { StrayCapture } from "../modules/payment/stray-capture.entity";
import { OrderEvent } from "../modules/order/order-event.entity";
import { Shipment } from "../modules/fulfilment/shipment.entity";
import { ShipmentScan } from "../modules/fulfilment/shipment-scan.entity";
import { ReturnRequest } from "../modules/fulfilment/return-request.entity";
import { ReturnLine } from "../modules/fulfilment/return-line.entity";
import { CouponRedemption } from "../modules/coupon/coupon-redemption.entity";
import { CodRestoration } from "../modules/checkout/cod-restoration.entity";
import { ServiceabilityRule } from "../modules/address/serviceability-rule.entity";
import { WebhookEndpoint } from "../modules/webhook/webhook-endpoint.entity";
import { WebhookDelivery } from "../modules/webhook/webhook-delivery.entity";
import { CustomerAddress } from "../modules/address/address.entity";
import { WishlistItem } from "../modules/wishlist/wishlist-item.entity";
import { AuditEntry } from "../modules/audit/audit-entry.entity";

/** Every TypeORM entity; a domain's entities are listed here once. */
export const entities = [
  User,
  StaffRole,
  PasswordResetToken,
  RevokedToken,
  StaffInvitation,
  SignInAddress,
  Category,
  Product,
  ProductVariant,
  CatalogImport,
  ProductOptionValue,
  Review,
  SearchWord,
  BannerSlide,
  CatalogState,
  Cart,
  CartLine,
  Coupon,
  Checkout,
  Order,
  OrderItem,
  NewsletterSubscriber,
  Enquiry,
  SentEmail,
  Message,
  MessageConsent,
  ConsentLogEntry,
  MessageTemplateEdit,
  ShopSettings,
  GstRate,
  Invoice,
  InvoiceLine,
  CreditNote,
  CreditNoteLine,
  DocumentCounter,
  Payment,
  Payout,
  PayoutLine,
  CodRemittance,
  CodRemittanceOrder,
  ReconciliationDifference,
  PaymentEvent,
  Refund,
  StrayCapture,
  OrderEvent,
  Shipment,
  ShipmentScan,
  ReturnRequest,
  ReturnLine,
  CouponRedemption,
  CodRestoration,
  ServiceabilityRule,
  WebhookEndpoint,
  WebhookDelivery,
  CustomerAddress,
  WishlistItem,
  AuditEntry,
];
