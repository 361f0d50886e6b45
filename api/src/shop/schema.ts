import "reflect-metadata";
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema, type NonEmptyArray } from "type-graphql";
import { AuthChecker } from "../common/auth-checker";
import { ErrorExtensions } from "../common/errors/error-schema";
import { AuthResolver } from "../modules/auth/auth.resolver";
import { PhoneSignInResolver } from "../modules/auth/phone-sign-in.resolver";
import { BannerResolver } from "../modules/banner/banner.resolver";
import { CategoryResolver } from "../modules/category/category.resolver";
import { answerSrcSetAtOnce, ImageResolver } from "../modules/asset/image.resolver";
import { ProductConnectionResolver, ProductResolver } from "../modules/product/product.resolver";
import { ProductVariantResolver } from "../modules/product/product-variant.resolver";
import { CatalogImportResolver } from "../modules/catalog-import/catalog-import.resolver";
import { ProductOptionResolver } from "../modules/product/product-option.resolver";
import { ReviewResolver } from "../modules/review/review.resolver";
import { ProductPageResolver } from "../modules/review/product-page.resolver";
import { CartResolver } from "../modules/cart/cart.resolver";
import { CouponResolver } from "../modules/coupon/coupon.resolver";
import { CheckoutResolver } from "../modules/checkout/checkout.resolver";
import { OrderResolver } from "../modules/order/order.resolver";
import { OrderPaymentResolver, PaymentRecordResolver, PaymentResolver } from "../modules/payment/payment.resolver";
import { PayoutResolver } from "../modules/payout/payout.resolver";
import {
  CodRemittanceOrderNumberResolver,
  PayoutLineOrderNumberResolver,
  UnremittedCodOrderNumberResolver,
  UnsettledPaymentOrderNumberResolver,
} from "../modules/payout/order-numbers.resolver";
import { CodRemittanceResolver } from "../modules/payout/cod-remittance.resolver";
import { ReconciliationResolver } from "../modules/reconciliation/reconciliation.resolver";
import { RazorpayCheckoutResolver } from "../modules/payment/razorpay-checkout.resolver";
import { FulfilmentResolver } from "../modules/fulfilment/fulfilment.resolver";
import { OrderReturnsResolver, ReturnsResolver } from "../modules/fulfilment/returns.resolver";
import { ContentResolver } from "../modules/content/content.resolver";
import { NewsletterOfferResolver } from "../modules/content/newsletter-offer.resolver";
import { JobsResolver } from "../jobs/jobs.resolver";
import { ShopSettingsResolver } from "../modules/settings/shop-settings.resolver";
import { ServiceabilityResolver } from "../modules/address/serviceability.resolver";
import { DeliveryPromiseResolver } from "../modules/address/delivery-promise.resolver";
import { OrderDeliveryResolver } from "../modules/order/order-delivery.resolver";
import { OrderMessagesResolver } from "../modules/fulfilment/order-messages.resolver";
import { MessagingResolver } from "../modules/notification/messaging.resolver";
import { CodResolver } from "../modules/checkout/cod.resolver";
import { WebhookResolver } from "../modules/webhook/webhook.resolver";
import { AddressResolver } from "../modules/address/address.resolver";
import { WishlistResolver } from "../modules/wishlist/wishlist.resolver";
import { SearchSuggestionResolver } from "../modules/search-suggestion/search-suggestions.resolver";
import { CreditNoteResolver, InvoiceResolver, OrderItemTaxResolver, OrderTaxResolver, TaxResolver } from "../modules/tax/tax.resolver";

/** Every resolver of the API; a domain's resolvers are listed here once. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  PhoneSignInResolver,
  ProductResolver,
  ProductVariantResolver,
  CatalogImportResolver,
  ProductOptionResolver,
  ProductConnectionResolver,
  CategoryResolver,
  ReviewResolver,
  ProductPageResolver,
  ImageResolver,
  BannerResolver,
  CartResolver,
  CouponResolver,
  CheckoutResolver,
  OrderResolver,
  PaymentResolver,
  OrderPaymentResolver,
  PayoutResolver,
  PayoutLineOrderNumberResolver,
  UnsettledPaymentOrderNumberResolver,
  UnremittedCodOrderNumberResolver,
  CodRemittanceOrderNumberResolver,
  CodRemittanceResolver,
  ReconciliationResolver,
  RazorpayCheckoutResolver,
  PaymentRecordResolver,
  FulfilmentResolver,
  ReturnsResolver,
  OrderReturnsResolver,
  ContentResolver,
  NewsletterOfferResolver,
  JobsResolver,
  ShopSettingsResolver,
  ServiceabilityResolver,
  DeliveryPromiseResolver,
  OrderDeliveryResolver,
  OrderMessagesResolver,
  MessagingResolver,
  CodResolver,
  TaxResolver,
  OrderTaxResolver,
  OrderItemTaxResolver,
  InvoiceResolver,
  CreditNoteResolver,
  WebhookResolver,
  AddressResolver,
  WishlistResolver,
  SearchSuggestionResolver,
];

let built: Promise<GraphQLSchema> | undefined;

/** The GraphQL schema, built once per process from the decorated classes. */
export function buildShopSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    // Describes errors' extensions: no field returns it, so it is listed here to be in the schema.
    orphanedTypes: [ErrorExtensions],
    authChecker: AuthChecker,
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  }).then((schema) => {
    describeRootTypes(schema);
    answerSrcSetAtOnce(schema);
    return schema;
  });
  return built;
}

/** TypeGraphQL has no decorator for the root types, and partners read these first. */
function describeRootTypes(schema: GraphQLSchema): void {
  schema.getQueryType()!.description =
    "Reads. Each field says who may call it: anyone, a signed-in customer (send `Authorization: Bearer <token>`), or an admin. Money is in `Money` (integer paise).";
  schema.getMutationType()!.description =
    "Changes. Each field says who may call it; a refusal is an error whose `extensions.code` and `extensions.field` say what is wrong (see ErrorExtensions).";
}

/** The SDL committed as schema.graphql: sorted, so it changes only when the API does. */
export function printShopSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
