import type Redis from "ioredis";
import { DataSource } from "typeorm";
import { TokenIssuer } from "./common/auth/tokens";
import { RateLimits } from "./common/rate-limited-actions";
import { Config } from "./config";
import { AuthService } from "./modules/auth/auth.service";
import { LoginThrottle } from "./modules/auth/login-throttle";
import { Mailer } from "./modules/notification/mailer";
import { AssetService } from "./modules/asset/asset.service";
import { DiskAssetStorage } from "./modules/asset/asset-storage";
import { S3AssetStorage } from "./modules/asset/s3-asset-storage";
import { BannerService } from "./modules/banner/banner.service";
import { CategoryService } from "./modules/catalog/category.service";
import { ProductService } from "./modules/catalog/product.service";
import { ReviewService } from "./modules/catalog/review.service";
import { ProductAvailabilityService } from "./modules/catalog/product-availability.service";
import { CartService } from "./modules/cart/cart.service";
import { CouponService } from "./modules/coupon/coupon.service";
import { CheckoutService } from "./modules/checkout/checkout.service";
import { SimulatorPaymentProvider } from "./modules/checkout/payment/simulator.provider";
import { createPaymentProvider } from "./modules/checkout/payment/payment-providers";
import { OrderService } from "./modules/order/order.service";
import { ContentService } from "./modules/content/content.service";
import { EmailOutbox } from "./modules/notification/email-outbox";
import { JobQueue } from "./jobs/job-queue";
import { scheduleHousekeeping } from "./housekeeping";
import { ShopSettingsService } from "./modules/settings/shop-settings.service";
import { GstRateService } from "./modules/tax/gst-rate.service";
import { InvoiceService } from "./modules/tax/invoice.service";
import { CreditNoteService } from "./modules/tax/credit-note.service";
import { BagTaxService } from "./modules/tax/bag-tax.service";
import { GstReportService } from "./modules/tax/gst-report.service";

/** The shop's domain services: the one place business rules live. Resolvers and routes call these. */
export interface Services {
  auth: AuthService;
  assets: AssetService;
  categories: CategoryService;
  products: ProductService;
  reviews: ReviewService;
  banner: BannerService;
  productAvailability: ProductAvailabilityService;
  cart: CartService;
  coupon: CouponService;
  checkout: CheckoutService;
  /** The built-in UPI provider; its pages are served by the HTTP layer. */
  paymentSimulator: SimulatorPaymentProvider;
  order: OrderService;
  content: ContentService;
  /** Budgets of anonymous writes, taken by the resolvers and routes that make them. */
  rateLimits: RateLimits;
  /** The job queue: domains enqueue through it; admins see and retry failed jobs. */
  jobs: JobQueue;
  settings: ShopSettingsService;
  gstRates: GstRateService;
  invoices: InvoiceService;
  /** Credit notes against invoices: cancellations issue them, refunds call `issue` with their amount. */
  creditNotes: CreditNoteService;
  bagTax: BagTaxService;
  gstReport: GstReportService;
}

export function createServices(deps: {
  config: Config;
  dataSource: DataSource;
  tokens: TokenIssuer;
  redis?: Redis;
  jobs: JobQueue;
  log: (line: string) => void;
  /** What time it is for dated documents (invoices, credit notes, rates): a test may set its own. */
  clock?: () => Date;
}): Services {
  const { config, dataSource, tokens, redis, jobs, log, clock } = deps;
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log });
  const emails = new EmailOutbox(dataSource, jobs, mailer);
  const throttle = new LoginThrottle(config.loginThrottle, redis);
  const auth = new AuthService(dataSource, tokens, throttle, emails, config.publicUrl, log);
  const assets = new AssetService(
    config.assetStorage.kind === "s3" ? new S3AssetStorage(config.assetStorage) : new DiskAssetStorage(config.assetsDir),
  );
  const categories = new CategoryService(dataSource, assets);
  const productAvailability = new ProductAvailabilityService(dataSource);
  const cart = new CartService(dataSource, productAvailability);
  const coupon = new CouponService(dataSource, cart);
  const settings = new ShopSettingsService(dataSource);
  const gstRates = new GstRateService(dataSource, productAvailability, clock);
  const invoices = new InvoiceService(dataSource, settings, gstRates, tokens, clock);
  const creditNotes = new CreditNoteService(dataSource, settings, tokens, clock);
  const order = new OrderService(dataSource, productAvailability, emails, { invoices, creditNotes, publicUrl: config.publicUrl });
  const paymentSimulator = createPaymentProvider(config, log);
  const checkout = new CheckoutService(dataSource, auth, cart, coupon, productAvailability, order, paymentSimulator);
  scheduleHousekeeping(jobs, { checkout, cart, auth }, log);
  return {
    auth,
    assets,
    categories,
    products: new ProductService(dataSource, assets, categories),
    reviews: new ReviewService(dataSource),
    banner: new BannerService(dataSource, assets),
    productAvailability,
    cart,
    coupon,
    checkout,
    paymentSimulator,
    order,
    content: new ContentService(dataSource),
    rateLimits: new RateLimits(config.rateLimits, redis),
    jobs,
    settings,
    gstRates,
    invoices,
    creditNotes,
    bagTax: new BagTaxService(cart, coupon, invoices),
    gstReport: new GstReportService(dataSource),
  };
}
