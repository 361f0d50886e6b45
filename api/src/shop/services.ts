import type Redis from "ioredis";
import { type DataSource } from "typeorm";
import { type SignedLinks } from "../common/auth/signed-links";
import { type TokenIssuer } from "../common/auth/tokens";
import { RateLimits } from "../common/rate-limited-actions";
import { type Config } from "./config";
import { AuthService } from "../modules/auth/auth.service";
import { StaffRoleService } from "../modules/auth/staff-roles.service";
import { LoginThrottle } from "../modules/auth/login-throttle";
import { PhoneCodes } from "../modules/auth/phone-codes";
import { PhoneSignInService } from "../modules/auth/phone-sign-in.service";
import { SecondFactors } from "../modules/auth/second-factor";
import { StaffAccounts } from "../modules/auth/staff-accounts";
import { StaffSignInService } from "../modules/auth/staff-sign-in.service";
import { StaffService } from "../modules/staff/staff.service";
import { Msg91Client } from "../modules/notification/msg91-client";
import { SmsOutbox } from "../modules/notification/sms-outbox";
import { Mailer } from "../modules/notification/mailer";
import { AssetService } from "../modules/asset/asset.service";
import { DiskAssetStorage } from "../modules/asset/asset-storage";
import { S3AssetStorage } from "../modules/asset/s3-asset-storage";
import { BannerService } from "../modules/banner/banner.service";
import { CategoryService } from "../modules/category/category.service";
import { ProductService } from "../modules/product/product.service";
import { ReviewService } from "../modules/review/review.service";
import { ProductPageService } from "../modules/review/product-page.service";
import { ProductAvailabilityService } from "../modules/product/product-availability.service";
import { ProductOptionService } from "../modules/product/product-option.service";
import { ProductVariantService } from "../modules/product/product-variant.service";
import { CatalogImportService } from "../modules/catalog-import/catalog-import.service";
import { CartService } from "../modules/cart/cart.service";
import { CouponService } from "../modules/coupon/coupon.service";
import { CouponChecks } from "../modules/coupon/coupon-checks";
import { CheckoutService } from "../modules/checkout/checkout.service";
import { createPaymentProvider } from "./payment-providers";
import { PaymentService } from "../modules/payment/payment.service";
import { ReturnOrigins } from "../modules/payment/return-origins";
import { PaymentConfirmations } from "../modules/checkout/payment-confirmations";
import { RefundService } from "../modules/payment/refund.service";
import { RazorpayPaymentProvider } from "../modules/payment/razorpay.provider";
import { PayoutService } from "../modules/payout/payout.service";
import { CodRemittanceService } from "../modules/payout/cod-remittance.service";
import { PayoutReportService } from "../modules/payout/payout-report.service";
import { ReconciliationService } from "../modules/reconciliation/reconciliation.service";
import { OrderEmails } from "../modules/fulfilment/order-emails";
import { FulfilmentService } from "../modules/fulfilment/fulfilment.service";
import { ShiprocketShippingService } from "../modules/fulfilment/shiprocket-shipping.service";
import { createShippingProvider } from "./shipping-providers";
import { ReturnPhotoLinks } from "../modules/fulfilment/return-photo-links";
import { ReturnsService } from "../modules/fulfilment/returns.service";
import { OrderService } from "../modules/order/order.service";
import { SalesSummaryService } from "../modules/order/sales-summary";
import { ContentService } from "../modules/content/content.service";
import { MessageOutbox } from "../modules/notification/message-outbox";
import { MessageTemplates } from "../modules/notification/message-templates";
import { MessageConsents } from "../modules/notification/message-consents";
import { MessagingService } from "../modules/notification/messaging.service";
import { WhatsAppCloudClient } from "../modules/notification/whatsapp-cloud";
import { WhatsAppWebhook } from "../modules/notification/whatsapp-webhook";
import { OrderMessages } from "../modules/fulfilment/order-messages";
import { type JobQueue } from "../jobs/job-queue";
import { scheduleHousekeeping } from "./housekeeping";
import { ShopSettingsService } from "../modules/settings/shop-settings.service";
import { AuditService } from "../modules/audit/audit.service";
import { GstRateService } from "../modules/tax/gst-rate.service";
import { InvoiceService } from "../modules/tax/invoice.service";
import { CreditNoteService } from "../modules/tax/credit-note.service";
import { BagTaxService } from "../modules/tax/bag-tax.service";
import { GstReportService } from "../modules/tax/gst-report.service";
import { ServiceabilityService } from "../modules/address/serviceability.service";
import { CodService } from "../modules/checkout/cod.service";
import { NewsletterService } from "../modules/content/newsletter.service";
import { WebhookService } from "../modules/webhook/webhook.service";
import { ShopEvents } from "../events/shop-events";
import { AddressService } from "../modules/address/address.service";
import { WishlistService } from "../modules/wishlist/wishlist.service";
import { SearchSuggestionService } from "../modules/search-suggestion/search-suggestions.service";
import type { Services } from "../common/context";

declare module "../common/context" {
  /** The shop's domain services: the one place business rules live. Resolvers and routes call these. */
  interface Services {
    auth: AuthService;
    /** Staff roles (named sets of permissions) and which role each staff member holds. */
    staffRoles: StaffRoleService;
    /** Signing in with a mobile number and a one-time code by SMS; adding a verified number to an account. */
    phoneSignIn: PhoneSignInService;
    /** Staff members' second factor (TOTP, recovery codes) and whether the owner requires it. */
    secondFactors: SecondFactors;
    /** Signing staff in: the password, then a code or enrolment when the account needs a second factor. */
    staffSignIn: StaffSignInService;
    /** Inviting staff, and suspending, reactivating and removing them. */
    staff: StaffService;
    assets: AssetService;
    categories: CategoryService;
    products: ProductService;
    variants: ProductVariantService;
    /** The catalogue as CSV: export, and imports checked then run as a background job. */
    catalogImports: CatalogImportService;
    productOptions: ProductOptionService;
    reviews: ReviewService;
    /** A product with what its page shows (category, variants, newest reviews), in one read. */
    productPages: ProductPageService;
    banner: BannerService;
    productAvailability: ProductAvailabilityService;
    cart: CartService;
    coupon: CouponService;
    /** A code tried on a signed-in shopper's bag. */
    couponChecks: CouponChecks;
    checkout: CheckoutService;
    /** Payment records and the configured provider (the simulator's pages and Razorpay's webhook are served by the HTTP layer). */
    payments: PaymentService;
    paymentConfirmations: PaymentConfirmations;
    refunds: RefundService;
    /** Razorpay's settlements into the shop's bank account, read daily from its settlement recon. */
    payouts: PayoutService;
    /** Cash on delivery couriers pay to the shop, per remittance and the orders it covers. */
    codRemittances: CodRemittanceService;
    /** The accountant's CSV of money in: payout lines and COD remittances between two dates. */
    payoutReport: PayoutReportService;
    reconciliation: ReconciliationService;
    /** The order lifecycle, shipments and history; returns and exchanges. */
    fulfilment: FulfilmentService;
    /** Booking parcels through Shiprocket and following their scans (SHIPPING_PROVIDER=shiprocket). */
    shipping: ShiprocketShippingService;
    returns: ReturnsService;
    /** Links that open a return's photos for about an hour, handed to those who may see the request. */
    returnPhotoLinks: ReturnPhotoLinks;
    order: OrderService;
    /** The dashboard's money for a range of days: paid less refunded, beside invoiced less credited. */
    salesSummary: SalesSummaryService;
    content: ContentService;
    /** Budgets of anonymous writes, taken by the resolvers and routes that make them. */
    rateLimits: RateLimits;
    /** The job queue: domains enqueue through it; admins see and retry failed jobs. */
    jobs: JobQueue;
    /** Sends the emails the queue's jobs carry; its SMTP connections are closed with the shop. */
    mailer: Mailer;
    /** Messages to shoppers on WhatsApp and SMS: consent, templates, offers, and every order's messages on all channels. */
    messaging: MessagingService;
    /** The WhatsApp Cloud API's receipts and replies; null when the WhatsApp channel is off. */
    whatsappWebhook: WhatsAppWebhook | null;
    settings: ShopSettingsService;
    /** The audit log of what staff do: its search, CSV export and retention. */
    audit: AuditService;
    gstRates: GstRateService;
    invoices: InvoiceService;
    /** Credit notes against invoices: issued when an order is cancelled and when a refund is processed. */
    creditNotes: CreditNoteService;
    bagTax: BagTaxService;
    gstReport: GstReportService;
    /** Where the shop delivers, how fast, and where it offers cash on delivery. */
    serviceability: ServiceabilityService;
    cod: CodService;
    newsletter: NewsletterService;
    /** Outbound webhooks: endpoints and deliveries of the shop's events (events/shop-events.ts) partners follow. */
    webhooks: WebhookService;
    /** Customers' address books. */
    addresses: AddressService;
    wishlist: WishlistService;
    searchSuggestions: SearchSuggestionService;
  }
}

export type { Services };

export function createServices(deps: {
  config: Config;
  dataSource: DataSource;
  tokens: TokenIssuer;
  /** Signs the links that open invoices, credit notes and a return's photos without signing in. */
  links: SignedLinks;
  redis?: Redis;
  jobs: JobQueue;
  log: (line: string) => void;
  /** What time it is for dated documents (invoices, credit notes, rates) and one-time codes: a test may set its own. */
  clock?: () => Date;
  /** Keys the one-time codes' hashes and seals them in their SMS jobs (derived from the shop's secret). */
  codeSecret: Buffer;
  /** Seals staff members' second-factor secrets (STAFF_TOTP_KEY, or derived from the shop's secret). */
  totpKey: Buffer;
}): Services {
  const { config, dataSource, tokens, links, redis, jobs, log, clock, codeSecret, totpKey } = deps;
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    connections: config.jobConcurrency + config.jobUrgentConcurrency,
    log,
  });
  const now = clock ?? (() => new Date());
  const msg91 = config.sms ? new Msg91Client(config.sms) : null;
  const templates = new MessageTemplates(dataSource);
  const consents = new MessageConsents(dataSource, now);
  // The one outbox of every message to a shopper, whatever its channel.
  const emails = new MessageOutbox(
    dataSource,
    jobs,
    { mailer, whatsapp: config.whatsapp ? new WhatsAppCloudClient(config.whatsapp) : null, sms: config.smsOrderUpdates ? msg91 : null },
    templates,
    now,
    { urgentConcurrency: config.jobUrgentConcurrency, log },
  );
  const messaging = new MessagingService(dataSource, emails, consents, templates);
  // Features that put buttons on their messages hear the presses here (none yet beyond the offers' Stop, which consent handles).
  const whatsappWebhook = config.whatsapp ? new WhatsAppWebhook(dataSource, config.whatsapp, emails, consents, [], log) : null;
  const throttle = new LoginThrottle(config.loginThrottle, redis);
  const audit = new AuditService(dataSource, config.auditRetentionDays);
  const secondFactors = new SecondFactors(dataSource, totpKey, now);
  const auth = new AuthService(dataSource, tokens, throttle, emails, audit, config.publicUrl, log, secondFactors);
  const staffRoles = new StaffRoleService(dataSource, config.admin.email);
  const staffSignIn = new StaffSignInService(dataSource, auth, secondFactors, links);
  const staff = new StaffService(
    dataSource,
    auth,
    new StaffAccounts(dataSource, secondFactors),
    staffSignIn,
    emails,
    staffRoles,
    {
      publicUrl: config.publicUrl,
      ownerEmail: config.admin.email.trim().toLowerCase(),
      invitationHours: config.staff.invitationHours,
      tokenKey: codeSecret,
    },
    now,
  );
  const sms = msg91 ? new SmsOutbox(dataSource, jobs, msg91, codeSecret, config.jobUrgentConcurrency, now, log) : null;
  const phoneSignIn = new PhoneSignInService(dataSource, auth, new PhoneCodes(dataSource, codeSecret, config.phoneCodes, now), sms);
  const { assetStorage } = config;
  const assets = new AssetService(
    assetStorage.kind === "s3" ? new S3AssetStorage(assetStorage) : new DiskAssetStorage(config.assetsDir),
    assetStorage.kind === "s3" ? new S3AssetStorage(assetStorage, "private") : new DiskAssetStorage(config.privateAssetsDir),
    { maxPixels: config.imageMaxPixels, decodesAtOnce: config.imageDecodesAtOnce },
  );
  // What happened, announced by the domains in their transactions; webhooks follow it.
  const events = new ShopEvents();
  const webhooks = new WebhookService(dataSource, jobs, config.webhooks, events);
  const categories = new CategoryService(dataSource, assets);
  const productAvailability = new ProductAvailabilityService(dataSource, events);
  const settings = new ShopSettingsService(dataSource);
  const gstRates = new GstRateService(dataSource, productAvailability, clock);
  const invoices = new InvoiceService(dataSource, settings, gstRates, links, clock);
  // Returns are built further down, from the refunds these credit notes follow; asked only when a refund is processed.
  const creditNotes = new CreditNoteService(dataSource, settings, links, (tx, orderId) => returns.unitsReceivedBack(tx, orderId), clock);
  const serviceability = new ServiceabilityService(dataSource, settings, clock);
  const order = new OrderService(
    dataSource,
    productAvailability,
    { invoices, publicUrl: config.publicUrl },
    events,
    serviceability,
    settings,
  );
  // One way: the coupon's rules, then the bag that judges its coupon by them, then a code tried on a bag.
  const coupon = new CouponService(dataSource, categories, order, (userId) => auth.emailOf(userId));
  const cart = new CartService(dataSource, productAvailability, settings, {
    judge: async (code, lines, userId, rules, tx) => {
      const judged = await coupon.onBag(code, "code", lines, { userId, rules }, tx);
      return judged.refusal === null ? { totals: judged.totals, refusal: null } : { totals: null, refusal: judged.refusal };
    },
  });
  const couponChecks = new CouponChecks(cart, coupon);
  const newsletter = new NewsletterService(dataSource, coupon, emails, config.publicUrl);
  const cod = new CodService(dataSource, settings, serviceability, cart, order, auth);
  const provider = createPaymentProvider(config, log);
  const payments = new PaymentService(dataSource, provider, new ReturnOrigins(config.publicUrl, config.corsOrigins));
  const checkout = new CheckoutService(dataSource, auth, cart, coupon, productAvailability, order, payments, serviceability, cod, clock);
  // Money that goes back is credited on the order's tax invoice, as a cancellation is.
  const refunds = new RefundService(dataSource, provider, jobs, order, (id) => checkout.customerEmailOf(id), log, events, [
    async (tx, refunded, refund) => void (await creditNotes.creditRefund(tx, refunded, refund)),
  ]);
  const paymentConfirmations = new PaymentConfirmations(dataSource, payments, checkout, refunds, settings, log);
  const fulfilment: FulfilmentService = new FulfilmentService(dataSource, order, refunds, events, [
    // A booking not yet picked up is stopped, and Shiprocket's order cancelled by a job.
    async (tx, cancelled): Promise<void> => shipping.stopBooking(tx, cancelled),
    async (tx, cancelled) => void (await creditNotes.creditWhatIsLeft(tx, cancelled.id, "Order cancelled")),
    // Last: the coupon's row is shared by every shopper using it (coupon.service.ts).
    async (tx, cancelled) => coupon.release(tx, cancelled.checkoutId ? [cancelled.checkoutId] : []),
  ]);
  const shipping: ShiprocketShippingService = new ShiprocketShippingService(
    dataSource,
    createShippingProvider(config, log),
    config.shipping.provider === "shiprocket" ? config.shipping.shiprocket : null,
    order,
    fulfilment,
    productAvailability,
    settings,
    jobs,
    log,
  );
  new OrderEmails(events, emails);
  new OrderMessages(events, emails, order);
  const gstReport = new GstReportService(dataSource);
  const returns = new ReturnsService(dataSource, order, fulfilment, productAvailability, refunds, assets, events, settings);
  scheduleHousekeeping(jobs, { checkout, cart, auth, phoneSignIn, audit, messaging }, log);
  const variants = new ProductVariantService(dataSource);
  const productOptions = new ProductOptionService(dataSource);
  const products = new ProductService(dataSource, assets, categories, variants, productOptions, events);
  return {
    audit,
    auth,
    staffRoles,
    phoneSignIn,
    secondFactors,
    staffSignIn,
    staff,
    assets,
    categories,
    products,
    variants,
    productOptions,
    catalogImports: new CatalogImportService(dataSource, products, variants, jobs),
    reviews: new ReviewService(dataSource),
    productPages: new ProductPageService(dataSource),
    banner: new BannerService(dataSource, assets),
    productAvailability,
    cart,
    coupon,
    couponChecks,
    checkout,
    payments,
    paymentConfirmations,
    refunds,
    payouts: new PayoutService(dataSource, provider instanceof RazorpayPaymentProvider ? provider : null, jobs, clock),
    codRemittances: new CodRemittanceService(dataSource, order, clock),
    payoutReport: new PayoutReportService(dataSource),
    reconciliation: new ReconciliationService(dataSource, provider instanceof RazorpayPaymentProvider ? provider : null, jobs, clock),
    fulfilment,
    shipping,
    returns,
    returnPhotoLinks: new ReturnPhotoLinks(links),
    order,
    content: new ContentService(dataSource, newsletter),
    rateLimits: new RateLimits(config.rateLimits, redis),
    jobs,
    mailer,
    messaging,
    whatsappWebhook,
    settings,
    gstRates,
    invoices,
    creditNotes,
    bagTax: new BagTaxService(cart, couponChecks, invoices),
    gstReport,
    salesSummary: new SalesSummaryService(
      dataSource,
      {
        refundsProcessed: (from, to) => refunds.processedForOrders(from, to),
        invoicedNet: async (from, to) => {
          const { net } = await gstReport.totals(from, to);
          return { chargedPaise: net.chargedPaise, gstPaise: net.cgstPaise + net.sgstPaise + net.igstPaise };
        },
      },
      clock,
    ),
    serviceability,
    cod,
    newsletter,
    webhooks,
    addresses: new AddressService(dataSource, auth),
    wishlist: new WishlistService(dataSource, auth),
    searchSuggestions: new SearchSuggestionService(dataSource),
  };
}
