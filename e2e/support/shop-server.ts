import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../api/test/support/free-port";
import { copyTemplateDatabase, databaseUrl, dropDatabase } from "../../api/test/support/test-server";

const REPO = path.resolve(__dirname, "..", "..");
const MAIN = path.join(REPO, "api", "dist", "main.js");

export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password" };

export interface ShopServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the process printed, for assertions and failure messages. */
  output(): string;
  gql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
  adminToken(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The built shop (API + storefront + admin) as `npm start` runs it, on a fresh database copied from
 * the migrated template that the tests' global setup made (on TEST_DATABASE_URL's server, or on the
 * one embedded PostgreSQL it started). `env` overrides configuration (e.g. SEED_DEMO: "true"), or
 * makes it from the port the shop gets.
 */
export async function startShopServer(env: Record<string, string> | ((port: number) => Record<string, string>) = {}): Promise<ShopServer> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npm test does)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  const port = await freePort();
  const database = await copyTemplateDatabase("shop_e2e");
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [MAIN], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(database),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: "false",
      ...(typeof env === "function" ? env(port) : env),
    },
  });
  // A test that fails before stop() must not leave the shop running and keep jest alive.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let output = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("health      ")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(() => reject(new Error(`the shop exited before it was ready:\n${output}`)));
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const gql: ShopServer["gql"] = async (query, variables, token) => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
  let adminToken: string | undefined;
  return {
    baseUrl,
    dataDir,
    output: () => output,
    gql,
    async adminToken() {
      if (!adminToken) {
        // Through REST: the shop runs only the apps' own GraphQL operations for signed-out callers.
        const res = await fetch(`${baseUrl}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(E2E_ADMIN),
        });
        if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
        adminToken = ((await res.json()) as { token: string }).token;
      }
      return adminToken;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      process.off("exit", killOnExit);
      await dropDatabase(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
