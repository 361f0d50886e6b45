import "reflect-metadata";
import type { RequestListener } from "node:http";
import supertest from "supertest";
import type { DataSource, Logger } from "typeorm";
import { type Config, loadConfig } from "../../src/shop/config";
import { createDataSource } from "../../src/database/data-source";
import { prepareData } from "../../src/database/prepare-data";
import { createHttpApp } from "../../src/http/app";
import type { RequestRecord } from "../../src/http/request-log";
import { createShop, type Shop } from "../../src/shop/shop";
import { graphql } from "../gql";
import type { TypedDocumentString } from "../gql/graphql";
import { buildShopSchema } from "../../src/shop/schema";
import { declaredErrors, undeclaredErrors } from "./declared-errors";
import { UNFINISHED_JOBS_SQL } from "./job-queue-state";
import { until } from "./until";
import { copyTemplateDatabase, databaseUrl, dropDatabase, tempDir } from "./test-server";

export const TEST_ADMIN = { email: "admin@test.local", password: "admin-password" };

/** What an error's `extensions` carry (the schema documents them as `ErrorExtensions`). */
interface ErrorExtensions {
  code?: string;
  kind?: string;
  fields?: Array<{ field: string; message: string }>;
  [detail: string]: unknown;
}

export interface GqlResult<T> {
  status: number;
  data: T | null | undefined;
  errors?: Array<{ message: string; extensions?: ErrorExtensions; path?: string[] }>;
}

/**
 * An answer as gqlOk gives it: every field the schema allows to be null read as present. A test
 * that reads a field expects it; were it null, reading it fails the test there. Field names and
 * shapes stay exactly the schema's.
 */
export type Present<T> = T extends (infer U)[]
  ? Present<U>[]
  : T extends object
    ? { [K in keyof T]-?: Present<NonNullable<T[K]>> }
    : NonNullable<T>;

/** Any of the tests' typed documents (its answer and variables aside). */
export type AnyDocument = TypedDocumentString<unknown, never>;
/** The answer a document asks for (for a union of documents, any of theirs). */
export type ResultOf<D> = D extends TypedDocumentString<infer R, infer _V> ? R : never;
/** The variables a document declares; for a document without any: nothing or `{}`. */
export type VariablesOf<D> =
  D extends TypedDocumentString<infer _R, infer V> ? (V extends Record<string, never> ? Record<string, never> | undefined : V) : never;

export interface TestShop {
  /** The shop's HTTP entry, as node's server calls it (http/app.ts). */
  listener: RequestListener;
  shop: Shop;
  config: Config;
  dataSource: DataSource;
  http: supertest.Agent;
  /** SQL statements run since the last reset, for query-count (N+1) tests. */
  queries: { count: number; log: string[]; reset(): void };
  /**
   * Runs one of the tests' typed operations (`graphql(...)` from ./gql): the answer is typed by the
   * schema, the variables by what the operation declares.
   */
  gql<D extends AnyDocument>(document: D, variables?: VariablesOf<D>, token?: string): Promise<GqlResult<ResultOf<D>>>;
  /** Like gql, but fails the test on any error and returns data. */
  gqlOk<D extends AnyDocument>(document: D, variables?: VariablesOf<D>, token?: string): Promise<Present<ResultOf<D>>>;
  /**
   * Sends a document (text or typed) and variables as they are, unchecked: for documents the schema
   * refuses on purpose, variables of the wrong shape, and an app's own operations read from its
   * .graphql files. The answer is unknown until the test checks it.
   */
  gqlRaw(query: AnyDocument | string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<unknown>>;
  adminToken(): Promise<string>;
  /** Waits until the job queue has worked every job enqueued so far (scheduled sweeps aside): emails are sent. */
  settleJobs(timeoutMs?: number): Promise<void>;
  /** Registers a customer (unique email unless given) and returns its token and id. */
  registerCustomer(
    overrides?: Partial<{ firstName: string; lastName: string; email: string; password: string }>,
  ): Promise<{ token: string; id: string; email: string; password: string }>;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Receives what the shop logs. */
  log?: (line: string) => void;
  /** Receives the record of every request (as the structured log does). */
  logRequest?: (record: RequestRecord) => void;
  /** Rewrites the database URL the shop connects to (through a proxy a test can cut). */
  databaseUrlVia?: (url: string) => string;
  /** The moment invoices, credit notes and rates are dated at (default: now). */
  clock?: () => Date;
}

/**
 * The whole shop, HTTP surface included, on a fresh database copied from the migrated template.
 * `env` overrides configuration as environment variables would.
 */
export async function startTestShop(env: Record<string, string> = {}, options: TestShopOptions = {}): Promise<TestShop> {
  const name = await copyTemplateDatabase("shop_test");

  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: (options.databaseUrlVia ?? ((url) => url))(databaseUrl(name)),
    DATA_DIR: tempDir("shop-test-data"),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: "false",
    JOB_POLL_INTERVAL_SECONDS: "0.5",
    // Guests' catalogue answers are reused only where a test asks for it (catalog-response-cache.test.ts).
    CATALOG_CACHE_SECONDS: "0",
    // Tests make many accounts, bags and checkouts from one address; rate-limits.test.ts sets real budgets.
    ...NO_RATE_LIMITS,
    ...env,
  });
  const queries = {
    count: 0,
    log: [] as string[],
    reset() {
      this.count = 0;
      this.log = [];
    },
  };
  const dataSource = createDataSource(config.databaseUrl!, { logger: countingLogger(queries), poolSize: 10 });
  await dataSource.initialize();
  const shop = await createShop(config, dataSource, options.log ?? (() => undefined), { clock: options.clock });
  await prepareData(shop);
  await shop.start();
  const { listener, stop } = await createHttpApp(shop, { logRequest: options.logRequest });
  const http = supertest.agent(listener);

  const declared = declaredErrors(await buildShopSchema());
  const gqlRaw: TestShop["gqlRaw"] = async (query, variables, token) => {
    const req = http.post("/graphql").set("content-type", "application/json");
    if (token) req.set("authorization", `Bearer ${token}`);
    const res = await req.send({ query: query.toString(), variables });
    const body = res.body as Omit<GqlResult<unknown>, "status">;
    const undeclared = undeclaredErrors(declared, query.toString(), body.errors, Boolean(token));
    if (undeclared.length) throw new Error(`An operation answered with a code its description does not declare: ${undeclared.join("; ")}`);
    return { status: res.status, data: body.data, errors: body.errors };
  };
  const gql: TestShop["gql"] = async <D extends AnyDocument>(document: D, variables?: VariablesOf<D>, token?: string) =>
    (await gqlRaw(document, variables as Record<string, unknown> | undefined, token)) as GqlResult<ResultOf<D>>;
  const gqlOk: TestShop["gqlOk"] = async <D extends AnyDocument>(document: D, variables?: VariablesOf<D>, token?: string) => {
    const res = await gql(document, variables, token);
    if (res.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(res.errors, null, 2)}`);
    return res.data as Present<ResultOf<D>>;
  };
  let adminToken: string | undefined;
  let customerCount = 0;

  return {
    listener,
    shop,
    config,
    dataSource,
    http,
    queries,
    gql,
    gqlOk,
    gqlRaw,
    async adminToken() {
      adminToken ??= (await gqlOk(LOGIN, { input: TEST_ADMIN })).login.token;
      return adminToken;
    },
    async settleJobs(timeoutMs = 20_000) {
      await until(
        "every job enqueued so far to be worked",
        async () => (await dataSource.query<[{ unfinished: number }]>(UNFINISHED_JOBS_SQL))[0].unfinished === 0,
        timeoutMs,
      );
    },
    async registerCustomer(overrides = {}) {
      customerCount += 1;
      const input = {
        firstName: "Asha",
        lastName: "Verma",
        email: `customer${customerCount}-${Math.random().toString(36).slice(2, 8)}@test.local`,
        password: "secret123",
        ...overrides,
      };
      const data = await gqlOk(REGISTER, { input });
      return { token: data.register.token, id: data.register.user.id, email: input.email, password: input.password };
    },
    async close() {
      await stop();
      await shop.close();
      await dataSource.destroy();
      await dropDatabase(name);
    },
  };
}

export const NO_RATE_LIMITS = Object.fromEntries(
  ["REGISTER", "FORGOT_PASSWORD", "RESET_PASSWORD", "NEWSLETTER", "ENQUIRY", "GUEST_CART", "REVIEW", "CHECKOUT", "RETURN_PHOTO"].map(
    (action) => [`RATE_LIMIT_${action}`, "1000000/1"],
  ),
);

const LOGIN = graphql(`
  mutation TestLogin($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        id
      }
    }
  }
`);
const REGISTER = graphql(`
  mutation TestRegister($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
      }
    }
  }
`);

function countingLogger(queries: { count: number; log: string[] }): Logger {
  return {
    logQuery(query) {
      queries.count += 1;
      queries.log.push(query);
    },
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
}
