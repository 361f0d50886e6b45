import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { freePort } from "../support/free-port";
import { tempDir } from "../support/test-server";
import { MAIN } from "../support/shop-process";

/** What production requires to be set, for the tests of what it does with the payment simulator. */
const PRODUCTION_SECRETS = {
  JWT_SECRET: "x".repeat(32),
  DOCUMENT_LINK_SECRET: "d".repeat(32),
  ADMIN_EMAIL: "owner@example.com",
  ADMIN_PASSWORD: "secret123",
  PAYMENT_SIGNING_SECRET: "y".repeat(32),
  PAYMENT_PROVIDER: "simulator",
};

/**
 * The real server process as `npm start` runs it: built code, embedded PostgreSQL, no
 * DATABASE_URL. Starts, serves, stops cleanly on Ctrl-C, and starts again on the same data.
 */
/** Shops a test started: one whose test timed out before its own cleanup ran is killed here, so jest can exit. */
const started = new Set<ChildProcessWithoutNullStreams>();
afterEach(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  started.clear();
});

describe("the shop process", () => {
  beforeAll(() => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (npm test does)`);
  });

  it("starts on the embedded database, serves health, GraphQL and both apps, and keeps its data across restarts", async () => {
    const dataDir = tempDir("shop-boot");
    const env = {
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
    };
    const base = `http://127.0.0.1:${env.PORT}`;
    let shop: RunningShop | undefined;
    try {
      shop = await startShop(env);
      expect(shop.output()).toContain(`admin login admin@example.com / admin123`);
      expect(shop.output()).toContain(`storefront  http://localhost:${env.PORT}/`);

      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "up" });

      const register = await graphql(
        base,
        `mutation { register(input: { firstName: "Boot", lastName: "Test", email: "boot@example.com", password: "secret123" }) { user { email } } }`,
      );
      expect(register.data.register.user.email).toBe("boot@example.com");

      for (const page of ["/", "/collections/all", "/admin", "/admin/products"]) {
        const res = await fetch(`${base}${page}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<div id="root">');
        const bundle = /src="([^"]*\/static\/[^"]+\.js)"/.exec(html)![1];
        const js = await fetch(`${base}${bundle}`);
        expect(js.status).toBe(200);
        expect(js.headers.get("cache-control")).toContain("immutable");
      }

      expect(await shop.stop("SIGINT")).toBe(0);
      expect(shop.output()).toContain("stopped");

      const started = Date.now();
      shop = await startShop(env);
      const secondStartMs = Date.now() - started;
      const login = await graphql(
        base,
        `mutation { login(input: { email: "boot@example.com", password: "secret123" }) { user { email } } }`,
      );
      expect(login.data.login.user.email).toBe("boot@example.com");
      expect(await shop.stop("SIGTERM")).toBe(0);
      // Reusing the data means no initdb and no migrations: it is up in seconds.
      expect(secondStartMs).toBeLessThan(30_000);
    } finally {
      await shop?.stop("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses to start in production without a required secret, naming it", () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        JWT_SECRET: "",
        DOCUMENT_LINK_SECRET: "",
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "",
        PAYMENT_SIGNING_SECRET: "",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "Missing required environment variable(s) in production: JWT_SECRET, DOCUMENT_LINK_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD",
    );
  });

  it("refuses to start in production with the payment simulator unless PAYMENT_SIMULATOR=allow, naming both settings", () => {
    const production = {
      ...process.env,
      NODE_ENV: "production",
      ...PRODUCTION_SECRETS,
      PAYMENT_SIMULATOR: "",
      // Nothing must be started before the refusal: a database that cannot exist proves it.
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    };
    const refused = spawnSync(process.execPath, [MAIN], { env: production, encoding: "utf8", timeout: 30_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("PAYMENT_PROVIDER=simulator takes no money and is refused in production");
    expect(refused.stderr).toContain("PAYMENT_SIMULATOR=allow");

    const misspelt = spawnSync(process.execPath, [MAIN], {
      env: { ...production, PAYMENT_SIMULATOR: "yes" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(misspelt.status).toBe(1);
    expect(misspelt.stderr).toContain('PAYMENT_SIMULATOR must be "allow" or unset');
  });

  it("refuses to start in production with WhatsApp or SMS order updates on and their credentials missing, naming them", () => {
    const production = {
      ...process.env,
      NODE_ENV: "production",
      ...PRODUCTION_SECRETS,
      PAYMENT_SIMULATOR: "allow",
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      WHATSAPP_MESSAGES: "on",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_ACCESS_TOKEN: "",
      WHATSAPP_APP_SECRET: "",
      WHATSAPP_VERIFY_TOKEN: "",
    };
    const whatsapp = spawnSync(process.execPath, [MAIN], { env: production, encoding: "utf8", timeout: 30_000 });
    expect(whatsapp.status).toBe(1);
    expect(whatsapp.stderr).toContain("WHATSAPP_MESSAGES=on needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN");

    const sms = spawnSync(process.execPath, [MAIN], {
      env: { ...production, WHATSAPP_MESSAGES: "off", SMS_ORDER_UPDATES: "on", MSG91_AUTH_KEY: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(sms.status).toBe(1);
    expect(sms.stderr).toContain("SMS_ORDER_UPDATES=on needs MSG91_AUTH_KEY");
  });

  it("with PAYMENT_SIMULATOR=allow, starts in production and warns at start that no money is taken", async () => {
    const dataDir = tempDir("shop-boot-test-mode");
    const env = {
      NODE_ENV: "production",
      ...PRODUCTION_SECRETS,
      PAYMENT_SIMULATOR: "allow",
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
    };
    let shop: RunningShop | undefined;
    try {
      shop = await startShop(env);
      expect(shop.output()).toContain("WARNING: PAYMENT_SIMULATOR=allow: test mode, no money is taken");
      expect(await shop.stop("SIGTERM")).toBe(0);
    } finally {
      await shop?.stop("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

async function graphql(base: string, query: string) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: { [field: string]: { user: { email: string } } } };
}

interface RunningShop {
  output(): string;
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** Longer than a cold start on a busy 2-core machine (initdb, migrations), well inside the test's timeout. */
const READY_WITHIN_MS = 60_000;
/** The production shutdown delay plus requests, jobs and the database stopping. */
const STOPPED_WITHIN_MS = 45_000;

/**
 * Starts built main.js and resolves once it prints its banner. Either step that takes too long fails
 * with what the shop printed, so a hang says where it hung instead of running into jest's timeout.
 */
function startShop(env: Record<string, string>): Promise<RunningShop> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATABASE_URL: "", NODE_ENV: "development", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", ...env },
  });
  started.add(child);
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null) child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`shop did not stop within ${STOPPED_WITHIN_MS} ms of ${signal}:\n${output}`)),
        STOPPED_WITHIN_MS,
      );
    });
    try {
      return await Promise.race([exited, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return new Promise((resolve, reject) => {
    const late = setTimeout(() => reject(new Error(`shop was not ready within ${READY_WITHIN_MS} ms:\n${output}`)), READY_WITHIN_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("health      ")) {
        clearTimeout(late);
        resolve({ output: () => output, stop });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => {
      clearTimeout(late);
      reject(new Error(`shop exited with ${code} before it was ready:\n${output}`));
    });
  });
}
