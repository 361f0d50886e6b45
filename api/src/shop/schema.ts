import "reflect-metadata";
import { type GraphQLSchema, isObjectType, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema, getMetadataStorage, type NonEmptyArray } from "type-graphql";
import { AuthChecker } from "../common/auth-checker";
import { describeRequiredPermissions } from "../common/auth/requires";
import { ErrorExtensions } from "../common/errors/error-schema";
import { AuthResolver } from "../modules/auth/auth.resolver";
import { StaffRoleResolver, UserPermissionsResolver } from "../modules/auth/staff-roles.resolver";
import { PhoneSignInResolver } from "../modules/auth/phone-sign-in.resolver";
import { StaffSignInResolver } from "../modules/auth/staff-sign-in.resolver";
import { StaffResolver } from "../modules/staff/staff.resolver";
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
import { ShippingResolver } from "../modules/fulfilment/shipping.resolver";
import { OrderReturnsResolver, ReturnsResolver } from "../modules/fulfilment/returns.resolver";
import { ContentResolver } from "../modules/content/content.resolver";
import { NewsletterOfferResolver } from "../modules/content/newsletter-offer.resolver";
import { JobsResolver } from "../jobs/jobs.resolver";
import { AuditResolver } from "../modules/audit/audit.resolver";
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
  StaffRoleResolver,
  UserPermissionsResolver,
  PhoneSignInResolver,
  StaffSignInResolver,
  StaffResolver,
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
  ShippingResolver,
  ReturnsResolver,
  OrderReturnsResolver,
  ContentResolver,
  NewsletterOfferResolver,
  JobsResolver,
  AuditResolver,
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
    readPlainFieldsDirectly(schema);
    describeRootTypes(schema);
    describeRequiredPermissions(schema);
    answerSrcSetAtOnce(schema);
    return schema;
  });
  return built;
}

/**
 * A field that is its object's property of the same name, with no `@Authorized` and no
 * middleware, is answered by graphql-js's default resolver, which reads the property, instead of
 * type-graphql's wrapper around the same read (an object and a middleware dispatch per field
 * answered). A list of 20 products answers some two thousand such fields (prices, images,
 * counts): the wrappers were a measurable part of its CPU. Fields with a resolver of their own,
 * roles or middleware keep type-graphql's. The build passes no global middleware, which the
 * default resolver would skip.
 */
function readPlainFieldsDirectly(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's metadata names classes so
  const resolvedFields = new Map<Function, Set<string>>();
  for (const resolver of storage.fieldResolvers) {
    const target = resolver.getObjectType?.();
    if (!target) continue;
    resolvedFields.set(target, (resolvedFields.get(target) ?? new Set()).add(resolver.methodName));
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- as above
  const hasResolver = (target: Function, name: string): boolean => {
    for (let type: unknown = target; typeof type === "function" && type !== Function.prototype; type = Object.getPrototypeOf(type)) {
      if (resolvedFields.get(type)?.has(name)) return true;
    }
    return false;
  };
  for (const objectType of storage.objectTypes) {
    const graphqlType = schema.getType(objectType.name);
    if (!isObjectType(graphqlType)) continue;
    const fields = graphqlType.getFields();
    for (const field of objectType.fields ?? []) {
      const plain =
        field.schemaName === field.name &&
        !field.roles &&
        !field.middlewares?.length &&
        !hasResolver(objectType.target, field.name) &&
        !hasResolver(field.target, field.name);
      if (plain && fields[field.schemaName]) fields[field.schemaName].resolve = undefined;
    }
  }
}

/** TypeGraphQL has no decorator for the root types, and partners read these first. */
function describeRootTypes(schema: GraphQLSchema): void {
  schema.getQueryType()!.description =
    "Reads. Each field says who may call it: anyone, a signed-in customer (send `Authorization: Bearer <token>`), or a staff member holding the permission it names. Money is in `Money` (integer paise).";
  schema.getMutationType()!.description =
    "Changes. Each field says who may call it; a refusal is an error whose `extensions.code` and `extensions.field` say what is wrong (see ErrorExtensions).";
}

/** The SDL committed as schema.graphql: sorted, so it changes only when the API does. */
export function printShopSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
