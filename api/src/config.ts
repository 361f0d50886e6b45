import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the API reads, parsed and validated in one place.
 * Nothing else in the code reads process.env.
 */

const REPO_ROOT = path.resolve(__dirname, "..", "..");

const DEV_ADMIN_EMAIL = "admin@example.com";
const DEV_ADMIN_PASSWORD = "admin123";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, ".data")),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  JWT_EXPIRES_IN: z.string().default("7d"),
  ADMIN_EMAIL: z.string().email("ADMIN_EMAIL must be an email address").optional(),
  ADMIN_PASSWORD: z.string().min(6, "ADMIN_PASSWORD must be at least 6 characters").optional(),
  SEED_DEMO: flag(true),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Bagzone <no-reply@bagzone.local>"),
  PAYMENT_PROVIDER: z.enum(["simulator"]).default("simulator"),
  PAYMENT_SIGNING_SECRET: z.string().min(16).optional(),
  PAYMENT_SIMULATOR: z.enum(["allow"], { message: 'PAYMENT_SIMULATOR must be "allow" or unset' }).optional(),
  CORS_ORIGINS: z.string().default(""),
  BODY_LIMIT: z.string().default("30mb"),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(2000),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  WEB_DIST_DIR: z.string().default(REPO_ROOT),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
});

/** Variables that have development defaults but must be set explicitly in production. */
const REQUIRED_IN_PRODUCTION = ["JWT_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD", "PAYMENT_SIGNING_SECRET"] as const;

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
  admin: { email: string; password: string; isDevelopmentDefault: boolean };
  seedDemo: boolean;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  assetsDir: string;
  paymentProvider: "simulator";
  paymentSigningSecret?: string;
  /** True when UPI payments take no money (the simulator): start-up warns and payment pages say "Test mode". */
  paymentTestMode: boolean;
  corsOrigins: string[];
  bodyLimit: string;
  graphqlMaxDepth: number;
  graphqlMaxComplexity: number;
  loginMaxFailures: number;
  loginFailureWindowSeconds: number;
  storefrontDist: string;
  adminDist: string;
  /** How long a guest's catalogue answer may be reused while the catalogue is unchanged (stock counts may lag this long); 0 turns it off. */
  catalogCacheSeconds: number;
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
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !e[name]);
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
    admin: {
      email: e.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL,
      password: e.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
      isDevelopmentDefault: !e.ADMIN_EMAIL || !e.ADMIN_PASSWORD,
    },
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(e.DATA_DIR, "outbox"),
    assetsDir: path.join(e.DATA_DIR, "assets"),
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentSigningSecret: e.PAYMENT_SIGNING_SECRET,
    paymentTestMode: e.PAYMENT_PROVIDER === "simulator",
    corsOrigins: e.CORS_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
    bodyLimit: e.BODY_LIMIT,
    graphqlMaxDepth: e.GRAPHQL_MAX_DEPTH,
    graphqlMaxComplexity: e.GRAPHQL_MAX_COMPLEXITY,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    storefrontDist: path.join(e.WEB_DIST_DIR, "storefront", "dist"),
    adminDist: path.join(e.WEB_DIST_DIR, "admin", "dist"),
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
  };
}

/** An empty variable (`FOO=`) means "not set", as it does in most shells' .env files. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;
}
