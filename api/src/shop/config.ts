import net from "node:net";
import path from "node:path";
import type { RazorpaySettings } from "../modules/payment/razorpay.provider";
import { z } from "zod";
import type { RateLimitPolicy } from "../common/rate-limit";
import type { RateLimitedAction } from "../common/rate-limited-actions";
import type { LoginThrottlePolicies } from "../modules/auth/login-throttle";
import type { S3Settings } from "../modules/asset/s3-asset-storage";
import type { WebhookPolicy } from "../modules/webhook/webhook.service";
import type { Msg91Settings } from "../modules/notification/msg91-client";
import type { PhoneCodePolicy } from "../modules/auth/phone-codes";
import type { ShiprocketSettings } from "../modules/fulfilment/shiprocket-client";
import type { WhatsAppSettings } from "../modules/notification/whatsapp-cloud";

/**
 * Every environment variable the API reads, parsed and validated in one place.
 * Nothing else in the code reads process.env.
 */

// This file is api/src/shop/config.ts, built to api/dist/shop/config.js: the repository is three folders up.
const REPO_ROOT = path.resolve(__dirname, "..", "..", "..");

const DEV_ADMIN_EMAIL = "admin@example.com";
const DEV_ADMIN_PASSWORD = "admin123";

/** Where development and tests send SMS: the repo's MSG91 sandbox, as `npm start` runs it (scripts/start.mjs). */
const MSG91_SANDBOX = { url: "http://127.0.0.1:4020", authKey: "sandbox-authkey", templateId: "sandbox-sign-in-code" };

/** Where development and tests ship through Shiprocket: the repo's sandbox, as `npm start` runs it (scripts/start.mjs). */
const SHIPROCKET_SANDBOX = {
  url: "http://127.0.0.1:4030",
  email: "sandbox@bagzone.local",
  password: "sandbox-password",
  webhookToken: "sandbox-webhook-token",
  pickupLocation: "Primary",
};

/** Where development and tests send WhatsApp messages: the repo's WhatsApp sandbox, as `npm start` runs it (scripts/start.mjs). */
const WHATSAPP_SANDBOX = {
  url: "http://127.0.0.1:4040",
  phoneNumberId: "100000000000001",
  accessToken: "sandbox-whatsapp-token",
  appSecret: "sandbox-whatsapp-app-secret",
  verifyToken: "sandbox-whatsapp-verify-token",
};

/** What the WhatsApp channel cannot work without in production (Meta's dashboard: the number, a system user's token, the app). */
const WHATSAPP_SECRETS = ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

/** "count/seconds", e.g. "10/3600": at most 10 in an hour. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .regex(/^\d+\/\d+$/, 'must be "count/seconds", e.g. "10/3600"')
    .default(fallback)
    .transform((v) => {
      const [limit, windowSeconds] = v.split("/").map(Number);
      return { limit: Math.max(1, limit), windowSeconds: Math.max(1, windowSeconds) };
    });

/** Names of whole address ranges that Express's "trust proxy" (proxy-addr) knows. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * The proxies whose X-Forwarded-For is believed: comma-separated addresses, subnets and range
 * names, or `none`. Checked here because Express fails only when the app is built, with "invalid IP
 * address" and no variable's name, and takes a hop count such as "1" for the address 0.0.0.1.
 */
const trustedProxies = z
  .string()
  .default("loopback")
  .transform((v) => (v.trim() === "none" ? [] : v.split(",").map((entry) => entry.trim())))
  .refine((entries) => entries.every(isProxyAddressOrRange), {
    message: 'must be "none" or comma-separated addresses, subnets (10.0.0.0/8) and loopback, linklocal, uniquelocal',
  });

function isProxyAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...more] = entry.split("/");
  const version = net.isIP(address);
  if (version === 0 || more.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, ".data")),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  JWT_EXPIRES_IN: z.string().default("7d"),
  DOCUMENT_LINK_SECRET: z.string().min(32, "DOCUMENT_LINK_SECRET must be at least 32 characters").optional(),
  DOCUMENT_LINK_SECRET_PREVIOUS: z.string().min(32, "DOCUMENT_LINK_SECRET_PREVIOUS must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.string().email("ADMIN_EMAIL must be an email address").optional(),
  ADMIN_PASSWORD: z.string().min(6, "ADMIN_PASSWORD must be at least 6 characters").optional(),
  STAFF_TOTP_KEY: z.string().min(32, "STAFF_TOTP_KEY must be at least 32 characters").optional(),
  STAFF_INVITATION_HOURS: z.coerce
    .number()
    .int()
    .min(1, "STAFF_INVITATION_HOURS must be at least 1")
    .max(24 * 30)
    .default(72),
  SEED_DEMO: flag(true),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Bagzone <no-reply@bagzone.local>"),
  PAYMENT_PROVIDER: z
    .enum(["simulator", "razorpay"], { message: 'PAYMENT_PROVIDER must be "simulator" or "razorpay"' })
    .default("simulator"),
  PAYMENT_SIGNING_SECRET: z.string().min(16).optional(),
  PAYMENT_SIMULATOR: z.enum(["allow"], { message: 'PAYMENT_SIMULATOR must be "allow" or unset' }).optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, "RAZORPAY_KEY_ID must be a Razorpay key id (rzp_test_... or rzp_live_...)")
    .optional(),
  RAZORPAY_TEST_KEYS: z.enum(["allow"], { message: 'RAZORPAY_TEST_KEYS must be "allow" or unset' }).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "RAZORPAY_KEY_SECRET is too short").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "RAZORPAY_WEBHOOK_SECRET is too short").optional(),
  RAZORPAY_API_URL: z.string().url().default("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_URL: z.string().url().default("https://checkout.razorpay.com/v1/checkout.js"),
  SHIPPING_PROVIDER: z.enum(["manual", "shiprocket"], { message: 'SHIPPING_PROVIDER must be "manual" or "shiprocket"' }).default("manual"),
  SHIPROCKET_API_URL: z.string().url().optional(),
  SHIPROCKET_EMAIL: z.string().email("SHIPROCKET_EMAIL must be the email of Shiprocket's API user").optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, "SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters").optional(),
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).optional(),
  SHIPROCKET_TRACKING_POLL_MINUTES: z.coerce.number().int().min(1).default(180),
  MSG91_API_URL: z.string().url().optional(),
  MSG91_AUTH_KEY: z.string().min(8, "MSG91_AUTH_KEY is too short").optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  WHATSAPP_MESSAGES: z.enum(["on", "off"], { message: 'WHATSAPP_MESSAGES must be "on" or "off"' }).optional(),
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "WHATSAPP_API_VERSION must be a Graph API version such as v21.0")
    .default("v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "WHATSAPP_PHONE_NUMBER_ID must be the number's id (digits) from Meta's dashboard")
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(16, "WHATSAPP_ACCESS_TOKEN is too short").optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, "WHATSAPP_APP_SECRET is too short").optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, "WHATSAPP_VERIFY_TOKEN is too short").optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default("en"),
  SMS_ORDER_UPDATES: z.enum(["on", "off"], { message: 'SMS_ORDER_UPDATES must be "on" or "off"' }).optional(),
  OTP_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60, "OTP_TTL_SECONDS must be at least 60")
    .max(1800, "OTP_TTL_SECONDS must be at most 1800")
    .default(300),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10, "OTP_MAX_ATTEMPTS must be at most 10").default(5),
  OTP_SENDS_PER_PHONE: rateLimit("3/900"),
  OTP_SENDS_PER_ADDRESS: rateLimit("20/3600"),
  CORS_ORIGINS: z.string().default(""),
  TRUST_PROXY: trustedProxies,
  BODY_LIMIT: z.string().default("100kb"),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(2000),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1, "AUDIT_RETENTION_DAYS must be at least 1").default(365),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(25),
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  RATE_LIMIT_REGISTER: rateLimit("10/3600"),
  RATE_LIMIT_FORGOT_PASSWORD: rateLimit("5/900"),
  RATE_LIMIT_RESET_PASSWORD: rateLimit("10/900"),
  RATE_LIMIT_NEWSLETTER: rateLimit("5/3600"),
  RATE_LIMIT_ENQUIRY: rateLimit("5/3600"),
  RATE_LIMIT_GUEST_CART: rateLimit("30/60"),
  RATE_LIMIT_REVIEW: rateLimit("10/3600"),
  RATE_LIMIT_CHECKOUT: rateLimit("10/600"),
  RATE_LIMIT_RETURN_PHOTO: rateLimit("10/3600"),
  WEBHOOK_ALLOW_PRIVATE_URLS: flag(false),
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(10),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(50),
  GRAPHQL_INTROSPECTION: flag(false),
  GRAPHQL_TRUSTED_DOCUMENTS: z.enum(["any", "require"]).default("any"),
  WEB_DIST_DIR: z.string().default(REPO_ROOT),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  PROCESS_ROLE: z.enum(["all", "api", "worker"]).default("all"),
  JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(2),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).default(8),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(10),
  JOB_ATTEMPT_TIMEOUT_SECONDS: z.coerce.number().int().min(2).default(120),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(20),
  JOB_URGENT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).optional(),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ASSET_STORAGE: z.enum(["disk", "s3"]).default("disk"),
  ASSET_PUBLIC_URL: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive("IMAGE_MAX_MEGAPIXELS must be a positive number of megapixels").max(268).default(20),
  IMAGE_DECODES_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
});

/** The name of every variable the API reads: docs/configuration.md and .env.example describe each. */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Variables that have development defaults but must be set explicitly in production. */
const REQUIRED_IN_PRODUCTION = ["JWT_SECRET", "DOCUMENT_LINK_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD"] as const;

/** What shipping through Shiprocket cannot work without in production (development and tests default to the repo's sandbox). */
const SHIPROCKET_SETTINGS = [
  "SHIPROCKET_EMAIL",
  "SHIPROCKET_PASSWORD",
  "SHIPROCKET_WEBHOOK_TOKEN",
  "SHIPROCKET_PICKUP_LOCATION",
  "SHIPROCKET_API_URL",
] as const;

/** What each payment provider cannot work without: Razorpay's keys everywhere, the simulator's signing secret in production. */
const RAZORPAY_SECRETS = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  embeddedPgPort: number;
  dataDir: string;
  /** Unset in development: generated once and kept in the data folder (see common/auth/jwt-secret). */
  jwtSecret?: string;
  jwtExpiresIn: string;
  /**
   * Signs links that open a file without signing in (invoices, credit notes, a return's photos);
   * unset in development: generated once and kept in the data folder. `previous` is still accepted
   * while rotating, so links already sent keep working until they expire.
   */
  documentLinkSecret?: string;
  documentLinkSecretPrevious?: string;
  admin: { email: string; password: string; isDevelopmentDefault: boolean };
  staff: {
    /**
     * Seals staff members' second-factor secrets at rest (AES-256-GCM). Unset: a key derived from
     * the token secret, so every replica has the same one with nothing more to configure.
     */
    totpKey?: string;
    /** How long an invitation's link can be accepted. */
    invitationHours: number;
  };
  seedDemo: boolean;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  assetsDir: string;
  /** Outbound webhooks: whether endpoints may be on private addresses, and how deliveries are retried. */
  webhooks: WebhookPolicy;
  /** How UPI is paid: the built-in simulator (no money moves) or Razorpay. */
  payment: { provider: "simulator"; signingSecret?: string } | { provider: "razorpay"; razorpay: RazorpaySettings };
  /**
   * MSG91, which sends the one-time sign-in codes; null (production without MSG91_AUTH_KEY) turns
   * phone sign-in off. Development and tests default to the repo's sandbox.
   */
  sms: Msg91Settings | null;
  /**
   * How orders are shipped: the admin types the courier and AWB (manual), or the shop books each
   * parcel through Shiprocket, which then reports its scans to the shop's webhook.
   */
  shipping: { provider: "manual" } | { provider: "shiprocket"; shiprocket: ShiprocketSettings };
  /**
   * The WhatsApp Cloud API, for order updates and offers; null turns the channel off (production
   * unless WHATSAPP_MESSAGES=on). Development and tests default to the repo's sandbox.
   */
  whatsapp: WhatsAppSettings | null;
  /** Whether order updates also go by SMS (MSG91) to shoppers who opted in; off in production unless SMS_ORDER_UPDATES=on. */
  smsOrderUpdates: boolean;
  phoneCodes: PhoneCodePolicy;
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For to believe (Express "trust proxy": addresses, subnets, range
   * names; empty: none): the per-address limits count the client behind them.
   */
  trustProxy: string[];
  bodyLimit: string;
  graphqlMaxDepth: number;
  graphqlMaxComplexity: number;
  loginThrottle: LoginThrottlePolicies;
  /** How many days audit log entries are kept before the scheduled job deletes them. */
  auditRetentionDays: number;
  /** Budgets of anonymous (and a few customer) writes, per address or per account. */
  rateLimits: Record<RateLimitedAction, RateLimitPolicy>;
  graphqlMaxAliases: number;
  /** Introspection for everyone in production (admins always may). */
  graphqlIntrospection: boolean;
  /** `require`: anonymous and customer requests may run only the apps' registered operations. */
  graphqlTrustedDocuments: "any" | "require";
  /** The apps' registered operations (graphql-codegen's persisted-documents.json of each). */
  trustedDocumentFiles: string[];
  storefrontDist: string;
  adminDist: string;
  /** How long a guest's catalogue answer may be reused while the catalogue is unchanged (stock counts may lag this long); 0 turns it off. */
  catalogCacheSeconds: number;
  /** What this process runs: the HTTP API, the job worker (emails, sweeps), or both (`npm start`). */
  processRole: "all" | "api" | "worker";
  /** How often an idle worker looks for new jobs. */
  jobPollIntervalSeconds: number;
  /** Retries of a failed job (emails) before admins see it as failed; the delay doubles each time from JOB_RETRY_DELAY_SECONDS. */
  jobRetryLimit: number;
  jobRetryDelaySeconds: number;
  /** How long one attempt at a job may run before it counts as lost (its worker died) and is tried again. */
  jobAttemptTimeoutSeconds: number;
  /** Jobs of one queue (order emails, webhook deliveries, ...) a worker process runs at once. */
  jobConcurrency: number;
  /** Slots of the urgent emails' own queue (password resets, newsletter confirmations), which no backlog of other jobs can take. */
  jobUrgentConcurrency: number;
  /**
   * After SIGTERM, how long the process keeps serving with /readyz at 503 before it stops accepting
   * connections, so load balancers stop routing to it first (production default 5 s, else 0).
   */
  shutdownDelaySeconds: number;
  /** /metrics on the main port for `Authorization: Bearer <token>`; unset (and no port): no metrics there. */
  metricsToken?: string;
  /** A separate, internal port that serves /metrics to anyone who can reach it. */
  metricsPort?: number;
  /** Where uploaded images live: DATA_DIR/assets, or an S3-compatible bucket shared by every replica. */
  assetStorage: { kind: "disk" } | ({ kind: "s3" } & S3Settings);
  /** Where return photos live with ASSET_STORAGE=disk: beside the public assets, never served as files. */
  privateAssetsDir: string;
  /** Uploaded images above this many pixels are refused from their header, before any decoding. */
  imageMaxPixels: number;
  /** Images decoded (resized) at the same time; others wait their turn, so uploads cannot exhaust memory. */
  imageDecodesAtOnce: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production") {
    const required = [...REQUIRED_IN_PRODUCTION, ...(e.PAYMENT_PROVIDER === "simulator" ? (["PAYMENT_SIGNING_SECRET"] as const) : [])];
    const missing = required.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required environment variable(s) in production: ${missing.join(", ")}`);
    }
    // The simulator's Pay button marks an order paid without any money moving: a production
    // shop only runs it when someone has said, for a staging or demo shop, that this is wanted.
    if (e.PAYMENT_PROVIDER === "simulator" && e.PAYMENT_SIMULATOR !== "allow") {
      throw new ConfigError(
        "PAYMENT_PROVIDER=simulator takes no money and is refused in production: choose a real payment provider, " +
          "or set PAYMENT_SIMULATOR=allow for a staging or demo shop",
      );
    }
    // Razorpay's test keys take no money either: same rule as the simulator.
    if (e.PAYMENT_PROVIDER === "razorpay" && e.RAZORPAY_KEY_ID?.startsWith("rzp_test_") && e.RAZORPAY_TEST_KEYS !== "allow") {
      throw new ConfigError(
        "RAZORPAY_KEY_ID is a test key (rzp_test_...), which takes no money, and is refused in production: use live keys (rzp_live_...), " +
          "or set RAZORPAY_TEST_KEYS=allow for a staging or demo shop",
      );
    }
  }
  if (e.MSG91_AUTH_KEY && !e.MSG91_TEMPLATE_ID && e.NODE_ENV === "production") {
    throw new ConfigError(
      "MSG91_AUTH_KEY is set but MSG91_TEMPLATE_ID is not: name the Flow template of the sign-in code (MSG91's dashboard)",
    );
  }
  const missingShiprocket = SHIPROCKET_SETTINGS.filter((name) => !e[name]);
  if (e.SHIPPING_PROVIDER === "shiprocket" && e.NODE_ENV === "production" && missingShiprocket.length > 0) {
    throw new ConfigError(
      `SHIPPING_PROVIDER=shiprocket needs ${missingShiprocket.join(", ")} in production (Shiprocket's API user, the webhook's token, ` +
        "the pickup location's name as Shiprocket knows it, and its API's address, https://apiv2.shiprocket.in)",
    );
  }
  if (e.NODE_ENV === "production" && e.WHATSAPP_MESSAGES === "on") {
    const missing = WHATSAPP_SECRETS.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `WHATSAPP_MESSAGES=on needs ${missing.join(", ")} (from Meta's dashboard: the WhatsApp number, a token, the app)`,
      );
    }
  }
  if (e.NODE_ENV === "production" && e.SMS_ORDER_UPDATES === "on" && !e.MSG91_AUTH_KEY) {
    throw new ConfigError("SMS_ORDER_UPDATES=on needs MSG91_AUTH_KEY (and MSG91_TEMPLATE_ID), from MSG91's dashboard");
  }
  const missingRazorpay = RAZORPAY_SECRETS.filter((name) => !e[name]);
  if (e.PAYMENT_PROVIDER === "razorpay" && missingRazorpay.length > 0) {
    throw new ConfigError(
      `PAYMENT_PROVIDER=razorpay needs ${missingRazorpay.join(", ")} (from Razorpay's dashboard: API keys and the webhook's secret)`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    documentLinkSecret: e.DOCUMENT_LINK_SECRET,
    documentLinkSecretPrevious: e.DOCUMENT_LINK_SECRET_PREVIOUS,
    admin: {
      email: e.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL,
      password: e.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
      isDevelopmentDefault: !e.ADMIN_EMAIL || !e.ADMIN_PASSWORD,
    },
    staff: { totpKey: e.STAFF_TOTP_KEY, invitationHours: e.STAFF_INVITATION_HOURS },
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(e.DATA_DIR, "outbox"),
    assetsDir: path.join(e.DATA_DIR, "assets"),
    privateAssetsDir: path.join(e.DATA_DIR, "private-assets"),
    payment:
      e.PAYMENT_PROVIDER === "razorpay"
        ? {
            provider: "razorpay",
            razorpay: {
              keyId: e.RAZORPAY_KEY_ID!,
              keySecret: e.RAZORPAY_KEY_SECRET!,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
              apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ""),
              checkoutScriptUrl: e.RAZORPAY_CHECKOUT_URL,
            },
          }
        : { provider: "simulator", signingSecret: e.PAYMENT_SIGNING_SECRET },
    sms: smsSettings(e),
    shipping: e.SHIPPING_PROVIDER === "shiprocket" ? { provider: "shiprocket", shiprocket: shiprocketSettings(e) } : { provider: "manual" },
    whatsapp: whatsappSettings(e),
    smsOrderUpdates: (e.SMS_ORDER_UPDATES ?? (e.NODE_ENV === "production" ? "off" : "on")) === "on",
    phoneCodes: {
      ttlSeconds: e.OTP_TTL_SECONDS,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      perPhone: e.OTP_SENDS_PER_PHONE,
      perAddress: e.OTP_SENDS_PER_ADDRESS,
    },
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    graphqlMaxDepth: e.GRAPHQL_MAX_DEPTH,
    graphqlMaxComplexity: e.GRAPHQL_MAX_COMPLEXITY,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    loginThrottle: {
      accountAtAddress: { limit: e.LOGIN_MAX_FAILURES, windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS },
      address: { limit: e.LOGIN_MAX_FAILURES * 4, windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS },
      account: { limit: e.LOGIN_ACCOUNT_MAX_FAILURES, windowSeconds: e.LOGIN_ACCOUNT_WINDOW_SECONDS },
    },
    rateLimits: {
      register: e.RATE_LIMIT_REGISTER,
      forgotPassword: e.RATE_LIMIT_FORGOT_PASSWORD,
      resetPassword: e.RATE_LIMIT_RESET_PASSWORD,
      newsletter: e.RATE_LIMIT_NEWSLETTER,
      enquiry: e.RATE_LIMIT_ENQUIRY,
      guestCart: e.RATE_LIMIT_GUEST_CART,
      review: e.RATE_LIMIT_REVIEW,
      checkout: e.RATE_LIMIT_CHECKOUT,
      returnPhoto: e.RATE_LIMIT_RETURN_PHOTO,
    },
    webhooks: {
      allowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS,
      retryLimit: e.WEBHOOK_RETRY_LIMIT,
      retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    },
    graphqlMaxAliases: e.GRAPHQL_MAX_ALIASES,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION,
    graphqlTrustedDocuments: e.GRAPHQL_TRUSTED_DOCUMENTS,
    trustedDocumentFiles: ["storefront", "admin"].map((app) => path.join(e.WEB_DIST_DIR, app, "src", "gql", "persisted-documents.json")),
    storefrontDist: path.join(e.WEB_DIST_DIR, "storefront", "dist"),
    adminDist: path.join(e.WEB_DIST_DIR, "admin", "dist"),
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    processRole: e.PROCESS_ROLE,
    jobPollIntervalSeconds: e.JOB_POLL_INTERVAL_SECONDS,
    jobRetryLimit: e.JOB_RETRY_LIMIT,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    jobAttemptTimeoutSeconds: e.JOB_ATTEMPT_TIMEOUT_SECONDS,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobUrgentConcurrency: e.JOB_URGENT_CONCURRENCY,
    assetStorage: assetStorage(e),
    imageMaxPixels: Math.round(e.IMAGE_MAX_MEGAPIXELS * 1_000_000),
    imageDecodesAtOnce: e.IMAGE_DECODES_AT_ONCE,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS ?? (e.NODE_ENV === "production" ? 5 : 0),
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
  };
}

function smsSettings(e: z.infer<typeof envSchema>): Msg91Settings | null {
  const sandbox = e.NODE_ENV !== "production";
  const authKey = e.MSG91_AUTH_KEY ?? (sandbox ? MSG91_SANDBOX.authKey : undefined);
  if (!authKey) return null;
  return {
    apiUrl: (e.MSG91_API_URL ?? (sandbox ? MSG91_SANDBOX.url : "https://control.msg91.com")).replace(/\/$/, ""),
    authKey,
    templateId: e.MSG91_TEMPLATE_ID ?? MSG91_SANDBOX.templateId,
  };
}

function shiprocketSettings(e: z.infer<typeof envSchema>): ShiprocketSettings {
  return {
    apiUrl: (e.SHIPROCKET_API_URL ?? SHIPROCKET_SANDBOX.url).replace(/\/$/, ""),
    email: e.SHIPROCKET_EMAIL ?? SHIPROCKET_SANDBOX.email,
    password: e.SHIPROCKET_PASSWORD ?? SHIPROCKET_SANDBOX.password,
    webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN ?? SHIPROCKET_SANDBOX.webhookToken,
    pickupLocation: e.SHIPROCKET_PICKUP_LOCATION ?? SHIPROCKET_SANDBOX.pickupLocation,
    trackingPollMinutes: e.SHIPROCKET_TRACKING_POLL_MINUTES,
  };
}

function whatsappSettings(e: z.infer<typeof envSchema>): WhatsAppSettings | null {
  const sandbox = e.NODE_ENV !== "production";
  if ((e.WHATSAPP_MESSAGES ?? (sandbox ? "on" : "off")) === "off") return null;
  return {
    apiUrl: (e.WHATSAPP_API_URL ?? (sandbox ? WHATSAPP_SANDBOX.url : "https://graph.facebook.com")).replace(/\/$/, ""),
    apiVersion: e.WHATSAPP_API_VERSION,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? WHATSAPP_SANDBOX.phoneNumberId,
    accessToken: e.WHATSAPP_ACCESS_TOKEN ?? WHATSAPP_SANDBOX.accessToken,
    appSecret: e.WHATSAPP_APP_SECRET ?? WHATSAPP_SANDBOX.appSecret,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? WHATSAPP_SANDBOX.verifyToken,
    templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
  };
}

function assetStorage(e: z.infer<typeof envSchema>): Config["assetStorage"] {
  if (e.ASSET_STORAGE === "disk") return { kind: "disk" };
  if (!e.S3_BUCKET) throw new ConfigError("Invalid configuration:\n  S3_BUCKET: required when ASSET_STORAGE=s3");
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither (neither: the SDK's default credentials)",
    );
  }
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
    publicUrl: e.ASSET_PUBLIC_URL,
  };
}

/** An empty variable (`FOO=`) means "not set", as it does in most shells' .env files. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;
}
