import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { startTestShop, type TestShop } from "../support/test-shop";
import { tempDir } from "../support/test-server";
import { graphql } from "../gql";
import { MAIN } from "../support/shop-process";

/** ADMIN_EMAIL must not turn a customer's account, with the customer's password, into the shop's admin. */
let t: TestShop;
beforeAll(async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (npm test does)`);
  t = await startTestShop();
});
afterAll(() => t.close());

it("refuses to start when ADMIN_EMAIL belongs to a customer, and leaves the account a customer", async () => {
  const customer = await t.registerCustomer({ email: "priya@example.com" });
  const result = spawnSync(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: tempDir("first-admin"),
      PORT: "0",
      ADMIN_EMAIL: "Priya@Example.com",
      ADMIN_PASSWORD: "their-own-choice",
      SEED_DEMO: "false",
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    "ADMIN_EMAIL priya@example.com belongs to a customer account, which start-up will not turn into an admin. Set ADMIN_EMAIL to an address that has no account yet.",
  );
  const [row] = await t.dataSource.query(`SELECT role FROM users WHERE id = $1`, [customer.id]);
  expect(row.role).toBe("customer");
  expect((await t.gqlOk(graphql(`query FirstAdminMe { me { role } }`), {}, customer.token)).me.role).toBe("CUSTOMER");
}, 60_000);
