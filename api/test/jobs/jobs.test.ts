import { ADDRESS, addToCart, orderNumberOf, placeCheckout, placeCheckoutOk } from "../support/commerce";
import { createProduct } from "../support/catalog-fixtures";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startTestShop, type TestShop } from "../support/test-shop";
import { until } from "../support/until";
import {
  expectPageSizesRefused,
  walkPages,
  connectionField,
  copyRow,
  minutesAgo,
  walkPagesWhileChanging,
} from "../support/connection-pages";
import { graphql } from "../gql";

/** Emails as jobs: retried when the mail server refuses, sent once, failures shown to admins, urgent ones never stuck behind the rest. */

const FAILED_JOBS = graphql(
  `query JobsFailedJobs($first: Int, $after: String) { failedJobs(first: $first, after: $after) { nodes { id name retryCount createdAt failedAt error } totalCount pageInfo { hasNextPage endCursor } } }`,
);
const RETRY = graphql(`mutation JobsRetry($id: ID!) { retryFailedJob(id: $id) }`);
const REQUEST_RESET = graphql(`mutation JobsRequestReset($email: String!) { requestPasswordReset(email: $email) { message } }`);

let t: TestShop;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // Retries at once, and a poll interval no test waits out: jobs are worked because they were enqueued.
  t = await startTestShop({
    SMTP_URL: smtp.url,
    JOB_RETRY_LIMIT: "1",
    JOB_RETRY_DELAY_SECONDS: "0",
    JOB_POLL_INTERVAL_SECONDS: "3600",
    JOB_CONCURRENCY: "2",
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.release();
  smtp.mode = "accept";
  smtp.refusals = 0;
  smtp.received.length = 0;
  smtp.attempts = 0;
});

it("retries an order email the mail server refused, and sends it once", async () => {
  const customer = await t.registerCustomer();
  const product = await createProduct(t.dataSource, { name: "Retry Tote" });
  await addToCart(t, { token: customer.token }, product.id);
  smtp.refusals = 1;
  const placed = await placeCheckout(t, customer.token, { shippingInfo: ADDRESS });
  const orderId = placed.data!.createCheckout.orderId as string;
  await t.settleJobs();

  expect(smtp.attempts).toBe(2);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toMatchObject({
    to: customer.email,
    subject: `Your Bagzone order ${await orderNumberOf(t, orderId)} is confirmed`,
  });
  expect(smtp.received[0].messageId).toContain(`order-confirmation.${orderId}`);
  expect((await t.gqlOk(FAILED_JOBS, {}, await t.adminToken())).failedJobs.nodes).toEqual([]);
});

it("shows admins an email that failed every retry; running it again sends it once", async () => {
  const customer = await t.registerCustomer();
  smtp.mode = "refuse";
  await t.gqlOk(REQUEST_RESET, { email: customer.email });

  const admin = await t.adminToken();
  const failed = await until("the failed job", async () => (await t.gqlOk(FAILED_JOBS, {}, admin)).failedJobs.nodes[0]);
  expect(failed).toMatchObject({ name: "send-urgent-email", retryCount: 1, error: expect.stringContaining("Mailbox service unavailable") });
  expect(smtp.attempts).toBe(2);
  expect(smtp.received).toHaveLength(0);

  expect((await t.gql(FAILED_JOBS, {}, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  expect((await t.gql(FAILED_JOBS)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  expect((await t.gql(RETRY, { id: failed.id }, customer.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");

  smtp.mode = "accept";
  expect((await t.gqlOk(RETRY, { id: failed.id }, admin)).retryFailedJob).toBe(failed.id);
  await t.settleJobs();
  expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([[customer.email, "Reset your password"]]);
  expect((await t.gqlOk(FAILED_JOBS, {}, admin)).failedJobs.nodes).toEqual([]);

  const again = await t.gql(RETRY, { id: failed.id }, admin);
  expect(again.errors?.[0]).toMatchObject({ message: "Failed job not found", extensions: { code: "NOT_FOUND" } });
  expect((await t.gql(RETRY, { id: "not-a-job" }, admin)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
});

it("sends nothing for a password reset asked for an unknown email", async () => {
  await t.gqlOk(REQUEST_RESET, { email: "nobody-here@example.com" });
  await t.settleJobs();
  expect(smtp.attempts).toBe(0);
});

it("pages the failed jobs like every list, newest first", async () => {
  const admin = await t.adminToken();
  smtp.mode = "refuse";
  const customers = [await t.registerCustomer(), await t.registerCustomer(), await t.registerCustomer()];
  for (const customer of customers) await t.gqlOk(REQUEST_RESET, { email: customer.email });
  await until("three failed jobs", async () => (await t.gqlOk(FAILED_JOBS, {}, admin)).failedJobs.totalCount >= 3);

  const list = connectionField({ query: FAILED_JOBS, connection: (d) => d.failedJobs, token: admin });
  const jobs = await walkPages(t, list, 2);
  expect(jobs.map((j) => j.failedAt)).toEqual(
    jobs
      .map((j) => j.failedAt)
      .sort()
      .reverse(),
  );
  await expectPageSizesRefused(t, list);
});

it("pages the failed jobs without repeating or skipping one while jobs fail and are run again", async () => {
  const admin = await t.adminToken();
  const customer = await t.registerCustomer();
  smtp.mode = "refuse";
  await t.gqlOk(REQUEST_RESET, { email: customer.email });
  const { id } = await until("the failed job", async () => (await t.gqlOk(FAILED_JOBS, {}, admin)).failedJobs.nodes[0]);
  smtp.mode = "accept";
  const failed = (minutes: number) => copyRow(t, "pgboss.job", id, { completed_on: minutesAgo(minutes) });
  // Ten that failed earlier, two of them in the same instant.
  for (let i = 1; i <= 9; i++) await failed(10 * i);
  await failed(30);
  await walkPagesWhileChanging(t, connectionField({ query: FAILED_JOBS, connection: (d) => d.failedJobs, token: admin }), 3, {
    addBefore: async () => void (await failed(-1)),
    // Run again, it is sent and leaves the list.
    remove: async (job) => {
      await t.gqlOk(RETRY, { id: job.id }, admin);
      await t.settleJobs();
    },
  });
});

it("sends a password reset while order emails fill every slot of their queue, and the orders' emails after", async () => {
  const buyer = await t.registerCustomer();
  const product = await createProduct(t.dataSource, { name: "Backlog Tote", countInStock: 10 });
  smtp.hold((to) => to === buyer.email);
  const orders: string[] = [];
  for (let i = 0; i < 5; i++) {
    await addToCart(t, { token: buyer.token }, product.id);
    orders.push((await placeCheckoutOk(t, buyer.token)).orderId);
  }
  // JOB_CONCURRENCY=2: two order emails are inside DATA, held; three wait behind them.
  await until("both order-email slots taken", () => smtp.held === 2);

  const forgetful = await t.registerCustomer();
  await t.gqlOk(REQUEST_RESET, { email: forgetful.email });
  const reset = await until("the reset email", () => smtp.received.find((m) => m.to === forgetful.email));

  expect(reset.subject).toBe("Reset your password");
  expect(smtp.received.filter((m) => m.to === buyer.email)).toEqual([]);
  expect(smtp.held).toBe(2);
  smtp.release();
  await t.settleJobs();
  expect(
    smtp.received
      .filter((m) => m.to === buyer.email)
      .map((m) => m.subject)
      .sort(),
  ).toEqual((await Promise.all(orders.map(async (id) => `Your Bagzone order ${await orderNumberOf(t, id)} is confirmed`))).sort());
});
