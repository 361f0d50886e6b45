import crypto from "node:crypto";
import { Client } from "pg";
import { ADDRESS } from "../support/commerce";
import { picture } from "../support/catalog-admin";
import { createProduct } from "../support/catalog-fixtures";
import { freePort } from "../support/free-port";
import { startRedis } from "../support/redis-process";
import { startS3Server, type S3TestServer } from "../support/s3-server";
import { MAIN, type ShopProcess, startShopProcess } from "../support/shop-process";
import { NO_RATE_LIMITS, type AnyDocument, type ResultOf, type VariablesOf } from "../support/test-shop";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { until } from "../support/until";
import { UNFINISHED_JOBS_SQL } from "../support/job-queue-state";
import { databaseUrl, tempDir, uniqueName, withAdminClient } from "../support/test-server";
import fs from "node:fs";
import type { DataSource } from "typeorm";
import { graphql } from "../gql";

/**
 * The shop as several machines run it: two API processes (PROCESS_ROLE=api) and one worker
 * (PROCESS_ROLE=worker), built code, on one PostgreSQL, one Redis and one S3-compatible store,
 * all started together on an empty database.
 */

jest.setTimeout(240_000);

const ADMIN = { email: "owner@replicas.test", password: "owner-password" };
const BUYERS = 100;
const UNITS = 10;

let db: Client;
let dbName: string;
let s3: S3TestServer;
let smtp: SmtpSink;
let redis: { url: string; stop(): void };
let env: Record<string, string>;
let apiA: ShopProcess;
let apiB: ShopProcess;
let worker: ShopProcess;
let adminToken: string;

async function startReplica(role: "api" | "worker"): Promise<ShopProcess> {
  return startShopProcess({ ...env, PROCESS_ROLE: role, PORT: String(await freePort()), DATA_DIR: tempDir(`replica-${role}`) });
}

/** One of the tests' typed operations sent to a replica `base` (TestShop.gql speaks only to its own shop). */
async function gql<D extends AnyDocument>(base: string, document: D, variables: VariablesOf<D>, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return (await res.json()) as {
    data?: ResultOf<D>;
    errors?: Array<{ message: string; extensions?: { code?: string; kind?: string } }>;
  };
}

const LATE_REGISTRATIONS = `SELECT count(*)::int AS n FROM users WHERE email LIKE 'late%@replicas.test'`;

/** Waits until the worker has worked every job enqueued so far: nothing more will be sent. */
const queueSettled = () =>
  until("the job queue to settle", async () => (await db.query(UNFINISHED_JOBS_SQL)).rows[0].unfinished === 0, 60_000);

/** Runs `work` for each item, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

const REGISTER = graphql(`mutation ReplicasRegister($input: RegisterInput!) { register(input: $input) { token } }`);
const ADD = graphql(`mutation ReplicasAdd($input: AddToCartInput!) { addToCart(input: $input) { totals { total { paise } } } }`);
const CHECKOUT = graphql(`mutation ReplicasCheckout($input: CreateCheckoutInput!) { createCheckout(input: $input) { id orderId status } }`);
const ORDER_NUMBER = graphql(`query ReplicasOrderNumber($id: ID!) { order(id: $id) { number } }`);

async function buy(base: string, token: string, productId: string, paymentMethod: "COD" | "UPI", quantity = 1) {
  const added = await gql(base, ADD, { input: { productId, size: "Medium", color: "Black", quantity } }, token);
  if (added.errors) return { refused: added.errors[0].extensions?.kind ?? added.errors[0].message };
  const input = {
    shippingInfo: ADDRESS,
    paymentMethod,
    expectedTotalPaise: added.data!.addToCart.totals.total.paise,
    idempotencyKey: crypto.randomUUID(),
  };
  const placed = await gql(base, CHECKOUT, { input }, token);
  if (placed.errors) return { refused: placed.errors[0].extensions?.kind ?? placed.errors[0].message };
  return { checkout: placed.data!.createCheckout };
}

async function register(base: string, n: number): Promise<string> {
  const input = { firstName: "Buyer", lastName: `No${n}`, email: `buyer${n}@replicas.test`, password: "secret123" };
  const res = await gql(base, REGISTER, { input });
  if (res.errors) throw new Error(`register ${n}: ${res.errors[0].message}`);
  return res.data!.register.token;
}

/** The catalogue fixtures take a DataSource; they only call query() and read the rows. */
const fixtures = () => ({ query: async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows }) as unknown as DataSource;

const stockOf = async (id: string) =>
  (await db.query(`SELECT count_in_stock FROM products WHERE id = $1`, [id])).rows[0].count_in_stock as number;

beforeAll(async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (npm test does)`);
  dbName = uniqueName("shop_replicas");
  await withAdminClient((c) => c.query(`CREATE DATABASE "${dbName}"`));
  db = new Client({ connectionString: databaseUrl(dbName) });
  await db.connect();
  [s3, smtp, redis] = await Promise.all([startS3Server("replicas"), startSmtpSink(), startRedis()]);
  env = {
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl(dbName),
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    ...s3.env,
    // Shared by every replica: a token signed by one is checked by the other.
    JWT_SECRET: crypto.randomBytes(32).toString("hex"),
    DOCUMENT_LINK_SECRET: crypto.randomBytes(32).toString("hex"),
    PAYMENT_SIGNING_SECRET: crypto.randomBytes(32).toString("hex"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "false",
    CATALOG_CACHE_SECONDS: "0",
    JOB_POLL_INTERVAL_SECONDS: "0.5",
    JOB_ATTEMPT_TIMEOUT_SECONDS: "6",
    // Time for the requests already sent to arrive before the listener closes (a load balancer's grace).
    SHUTDOWN_DELAY_SECONDS: "1",
    // A hundred buyers come from this one address: the per-address budgets would stop them.
    ...NO_RATE_LIMITS,
  };
});

afterAll(async () => {
  await Promise.all([apiA, apiB, worker].map((p) => p?.stop("SIGKILL")));
  await db?.end();
  await s3?.close();
  await smtp?.close();
  redis?.stop();
  if (dbName) await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
});

it("two API replicas and a worker started together on an empty database all come up; one of them migrated", async () => {
  [apiA, apiB, worker] = await Promise.all([startReplica("api"), startReplica("api"), startReplica("worker")]);
  for (const p of [apiA, apiB, worker]) expect((await fetch(`${p.base}/readyz`)).status).toBe(200);
  const migrated = [apiA, apiB, worker].filter((p) => p.output().includes("applied ")).length;
  expect(migrated).toBe(1);
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
  expect(rows[0].n).toBe(1);
  const login = await fetch(`${apiA.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  expect(adminToken).toBeTruthy();
});

it(`${BUYERS} buyers split across both replicas for ${UNITS} units get ${UNITS} orders and leave stock 0, each emailed once`, async () => {
  const product = await createProduct(fixtures(), { name: "Flash Sale Tote", countInStock: UNITS });
  const tokens = await inParallel([...Array(BUYERS).keys()], 8, (n) => register(n % 2 ? apiB.base : apiA.base, n));
  smtp.received.length = 0;
  const results = await inParallel(tokens, 25, (token, i) => buy(i % 2 ? apiB.base : apiA.base, token, product.id, "COD"));

  const placed = results.filter((r) => r.checkout?.orderId);
  expect(placed).toHaveLength(UNITS);
  expect(
    results
      .filter((r) => r.refused)
      .map((r) => r.refused)
      .every((kind) => kind === "CONFLICT" || kind === "BAD_USER_INPUT"),
  ).toBe(true);
  expect(await stockOf(product.id)).toBe(0);
  expect((await db.query(`SELECT count(*)::int AS n FROM orders`)).rows[0].n).toBe(UNITS);

  await until("the confirmation emails", () => smtp.received.length >= UNITS, 60_000);
  await queueSettled();
  const subjects = smtp.received.map((m) => m.subject);
  expect(new Set(subjects).size).toBe(UNITS);
  expect(subjects).toHaveLength(UNITS);
});

it("an image uploaded through one replica is served by the other", async () => {
  const form = new FormData();
  form.append("images", new Blob([new Uint8Array(await picture("jpeg", 900, 600))], { type: "image/jpeg" }), "bag.jpg");
  const upload = await fetch(`${apiA.base}/assets`, { method: "POST", headers: { authorization: `Bearer ${adminToken}` }, body: form });
  expect(upload.status).toBe(201);
  const url: string = ((await upload.json()) as { images: Array<{ url: string }> }).images[0].url;
  const fromA = Buffer.from(await (await fetch(`${apiA.base}${url}`)).arrayBuffer());
  const fromB = await fetch(`${apiB.base}${url}`);
  expect(fromB.status).toBe(200);
  expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
});

it("the login throttle counts failures across both replicas", async () => {
  await register(apiA.base, 1000);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const base = i % 2 ? apiB.base : apiA.base;
    const res = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "buyer1000@replicas.test", password: "wrong-password" }),
    });
    statuses.push(res.status);
  }
  // Five failures allowed per email (LOGIN_MAX_FAILURES); each replica saw three, so only a shared count refuses the sixth.
  expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  expect(statuses[5]).toBe(429);
});

it("the scheduled expiry sweep gives an unpaid UPI checkout's stock back, once", async () => {
  const product = await createProduct(fixtures(), { name: "Held Satchel", countInStock: 5 });
  const token = await register(apiB.base, 2000);
  const { checkout } = await buy(apiB.base, token, product.id, "UPI", 2);
  expect(checkout?.status).toBe("AWAITING_PAYMENT");
  expect(await stockOf(product.id)).toBe(3);

  await db.query(`UPDATE checkouts SET expires_at = now() - interval '1 minute' WHERE id = $1`, [checkout!.id]);
  // The sweep runs every minute on the worker (not on the API replicas).
  await until(
    "the sweep",
    async () => (await db.query(`SELECT status FROM checkouts WHERE id = $1`, [checkout!.id])).rows[0].status === "expired",
    150_000,
  );
  expect(await stockOf(product.id)).toBe(5);
  // Log lines go out in batches, within a quarter of a second.
  await until("the worker's log line", () => worker.output().includes("released the stock of 1 unpaid UPI checkout(s)"), 5_000);
  expect(apiA.output() + apiB.output()).not.toContain("released the stock");
});

it("SIGTERM lets a replica finish the requests in flight before it exits, and a new one takes its place", async () => {
  // Registrations hash a password (tens of milliseconds each): 20 at once are still running when the signal lands.
  const inFlight = [...Array(20).keys()].map((n) =>
    gql(apiA.base, REGISTER, { input: { firstName: "Late", lastName: `No${n}`, email: `late${n}@replicas.test`, password: "secret123" } }),
  );
  // The signal lands once the replica is working on them: the first has reached the database.
  await until("a registration under way", async () => (await db.query(LATE_REGISTRATIONS)).rows[0].n > 0, 30_000);
  const exited = apiA.stop("SIGTERM");
  const answers = await Promise.all(inFlight);
  expect(answers.filter((a) => a.data?.register?.token)).toHaveLength(20);
  expect(await exited).toBe(0);
  await expect(fetch(`${apiA.base}/readyz`)).rejects.toThrow();
  expect((await db.query(LATE_REGISTRATIONS)).rows[0].n).toBe(20);

  apiA = await startReplica("api");
  expect((await fetch(`${apiA.base}/readyz`)).status).toBe(200);
});

it("a worker killed while it sends an email sends that email once after it restarts", async () => {
  const product = await createProduct(fixtures(), { name: "Mail Crash Wallet", countInStock: 5 });
  const token = await register(apiA.base, 3000);
  smtp.mode = "stall";
  const attemptsBefore = smtp.attempts;
  const { checkout } = await buy(apiB.base, token, product.id, "COD");
  const number = (await gql(apiB.base, ORDER_NUMBER, { id: checkout!.orderId! }, token)).data!.order!.number;
  const subject = `Your Bagzone order ${number} is confirmed`;

  await until("the worker to be mid-send", () => smtp.attempts > attemptsBefore, 30_000);
  await worker.stop("SIGKILL");
  smtp.mode = "accept";
  worker = await startReplica("worker");

  await until("the email after the restart", () => smtp.received.some((m) => m.subject === subject), 60_000);
  await queueSettled(); // no attempt is left that could send it again
  expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
});
