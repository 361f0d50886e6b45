import crypto from "node:crypto";
import type Redis from "ioredis";
import { type DataSource } from "typeorm";
import { TokenIssuer } from "../common/auth/tokens";
import { SignedLinks } from "../common/auth/signed-links";
import { configuredOrPersistedSecret } from "../common/secrets";
import { type Config } from "./config";
import { createServices, type Services } from "./services";
import { JobQueue } from "../jobs/job-queue";
import { DatabaseAvailability } from "../database/database-availability";
import { underStartupLock } from "../database/startup-lock";

/** The running shop without its HTTP layer: configuration, database and services. */
export interface Shop {
  config: Config;
  dataSource: DataSource;
  tokens: TokenIssuer;
  services: Services;
  /** Whether the database is reachable; turns "it went away" into 503s and logs the outage once. */
  availability: DatabaseAvailability;
  log: (line: string) => void;
  /** Starts the job queue (and, where PROCESS_ROLE includes the worker, working its jobs). After prepareData. */
  start(): Promise<void>;
  /** Stops the queue (running jobs finish first) and Redis. */
  close(): Promise<void>;
}

export async function createShop(
  config: Config,
  dataSource: DataSource,
  log: (line: string) => void,
  options: { clock?: () => Date } = {},
): Promise<Shop> {
  const jwtSecret = configuredOrPersistedSecret(config.jwtSecret, config.dataDir, "jwt-secret");
  const tokens = new TokenIssuer(jwtSecret, config.jwtExpiresIn);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const availability = new DatabaseAvailability(dataSource, log);
  const jobs = new JobQueue((dataSource.options as { url: string }).url, {
    worker: config.processRole !== "api",
    pollingIntervalSeconds: config.jobPollIntervalSeconds,
    defaults: {
      retryLimit: config.jobRetryLimit,
      retryDelaySeconds: config.jobRetryDelaySeconds,
      expireInSeconds: config.jobAttemptTimeoutSeconds,
      concurrency: config.jobConcurrency,
    },
    log,
    noticeFailure: (err) => availability.noticed(err),
  });
  const links = new SignedLinks(
    {
      current: configuredOrPersistedSecret(config.documentLinkSecret, config.dataDir, "document-link-secret"),
      previous: config.documentLinkSecretPrevious,
    },
    options.clock,
  );
  // Its own key for one-time codes, derived from the shop's secret: nothing new to configure.
  const codeSecret = Buffer.from(crypto.hkdfSync("sha256", jwtSecret, "", "bagzone one-time codes", 32));
  // Seals second-factor secrets: the configured key, or one derived from the shop's secret.
  const totpKey = Buffer.from(crypto.hkdfSync("sha256", config.staff.totpKey ?? jwtSecret, "", "bagzone staff second factor", 32));
  const services = createServices({ config, dataSource, tokens, links, redis, jobs, log, clock: options.clock, codeSecret, totpKey });
  return {
    config,
    dataSource,
    tokens,
    services,
    availability,
    log,
    // Replicas creating the queue's tables and queues at once deadlock in PostgreSQL: one at a time.
    start: () => underStartupLock(dataSource, () => jobs.start()),
    async close() {
      await jobs.stop();
      await services.mailer.close();
      availability.stop();
      redis?.disconnect();
    },
  };
}

/** Redis, for budgets shared by several replicas (REDIS_URL); ioredis is loaded only by a shop that uses it. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import("ioredis");
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
}
