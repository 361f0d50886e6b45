#!/usr/bin/env node
// Drain benchmark of the job queue: how fast a backlog of emails goes out over real SMTP, and how
// long a password reset asked for in the middle of it waits.
//
//   npm run bench:jobs        (builds the API first: tsc is incremental; the apps are not needed)
//
// Starts a small SMTP server (smtp-server, as the tests' sink) and the built shop (production
// mode, embedded PostgreSQL in a temporary folder unless BENCH_DATABASE_URL is set) with SMTP_URL
// pointing at it. Enqueues BENCH_EMAILS order-style emails on the shop's `send-email` queue in
// one go (through pg-boss, as the shop enqueues: the shop's trigger wakes its worker), and times
// them from the first insert to the last message the SMTP server accepted. When half of them have
// arrived it asks the shop for a password reset (GraphQL requestPasswordReset) and times that
// email from the request to its arrival, noting how many order emails were still waiting then.
//
//   BENCH_EMAILS=10000             the backlog
//   BENCH_JOB_CONCURRENCY          the shop's JOB_CONCURRENCY (default: the shop's, 20)
//   BENCH_DATABASE_URL             an empty database for the shop instead of the embedded one
//   BENCH_NO_BUILD=1               measure the build already in api/dist
//   PORT, EMBEDDED_PG_PORT, DATA_DIR   for the shop it starts (default: free ports, a temp folder)
import { execSync } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import PgBoss from "pg-boss";
import { SMTPServer } from "smtp-server";
import { root } from "../scripts/build-if-stale.mjs";
import { startBenchShop } from "./shop-process.mjs";

const emails = Number(process.env.BENCH_EMAILS ?? 10_000);
const concurrency = process.env.BENCH_JOB_CONCURRENCY;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(email: $email) { message } }`;
const RESET_TO = "forgetful@bench.local";

async function main() {
  if (!process.env.BENCH_NO_BUILD) execSync("npm run build --silent -w api", { cwd: root, stdio: "inherit" });
  const sink = await startSink();
  const shop = await startBenchShop(process.env.BENCH_DATABASE_URL, {
    SMTP_URL: sink.url,
    RATE_LIMIT_FORGOT_PASSWORD: "1000000/1",
    ...(concurrency ? { JOB_CONCURRENCY: concurrency } : {}),
  });
  const boss = new PgBoss({ connectionString: shop.databaseUrl, supervise: false, schedule: false, migrate: false, max: 2 });
  try {
    await boss.start();
    await gql(shop.url, REGISTER, { input: { firstName: "Forgetful", lastName: "Shopper", email: RESET_TO, password: "bench-password" } });
    console.log(
      `job drain benchmark: ${emails} emails to a local SMTP server, JOB_CONCURRENCY=${concurrency ?? "20 (default)"}, ` +
        `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0].model})`,
    );

    const run = crypto.randomUUID().slice(0, 8);
    const backlog = Array.from({ length: emails }, (_, n) => {
      // The shape EmailOutbox enqueues: the key names the message and is its Message-ID.
      const idempotencyKey = `bench-order:${run}:${n}`;
      return {
        name: "send-email",
        data: {
          idempotencyKey,
          email: { to: `buyer${n}@bench.local`, subject: `Your Bagzone order ${n} has shipped`, text: `Order ${n} is on its way.\n` },
        },
      };
    });
    const started = performance.now();
    let reset;
    sink.onOrderEmail = (count) => {
      if (count !== Math.floor(emails / 2) || reset) return;
      reset = { askedAt: performance.now(), backlogThen: emails - count };
      gql(shop.url, REQUEST_RESET, { email: RESET_TO }).catch((err) => (reset.error = err));
    };
    for (let i = 0; i < backlog.length; i += 1000) await boss.insert(backlog.slice(i, i + 1000));
    const enqueuedMs = performance.now() - started;
    await sink.until(() => sink.orderEmails >= emails && sink.resetAt !== undefined);
    if (reset.error) throw reset.error;
    const drainMs = sink.lastOrderAt - started;

    const rows = [
      ["emails drained", `${emails}`],
      ["enqueued in", `${(enqueuedMs / 1000).toFixed(2)} s`],
      ["first insert to last email accepted", `${(drainMs / 1000).toFixed(1)} s`],
      ["emails per second", `${Math.round(emails / (drainMs / 1000))}`],
      ["password reset asked with order emails still to send", `${reset.backlogThen}`],
      ["password reset: asked to accepted by the SMTP server", `${Math.round(sink.resetAt - reset.askedAt)} ms`],
      ["order emails accepted meanwhile", `${sink.orderEmailsAtReset - (emails - reset.backlogThen)}`],
    ];
    console.log(`\n| measure | value |\n|---|---:|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await shop.stop();
    await sink.close();
  }
}

/** An SMTP server that accepts everything and counts it: order emails by number, the reset by its recipient. */
async function startSink() {
  const sink = { orderEmails: 0, onOrderEmail: () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // A mail provider does not look up each sender's name: neither does this one.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(", ");
        if (to === RESET_TO) {
          sink.resetAt = performance.now();
          sink.orderEmailsAtReset = sink.orderEmails;
        } else {
          sink.orderEmails += 1;
          sink.lastOrderAt = performance.now();
          sink.onOrderEmail(sink.orderEmails);
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.url = `smtp://127.0.0.1:${server.server.address().port}`;
  sink.until = async (done) => {
    while (!done()) await new Promise((r) => setTimeout(r, 20));
  };
  sink.close = () => new Promise((resolve) => server.close(resolve));
  return sink;
}

async function gql(url, query, variables) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
