import type { Browser, BrowserContext, Page } from "playwright-core";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { E2E_ADMIN, startShopServer, type ShopServer } from "../support/shop-server";

/** Helpers the admin browser tests share: signing in through the UI or as a given account, checking a screen. */

export interface Account {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string; role: string };
}

const USER_FIELDS = "id firstName lastName email role";

/** The password of every customer registerCustomer makes. */
export const CUSTOMER_PASSWORD = "secret123";

/** Signs in on /admin/login as a real admin would, and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
}

/** A new customer account, registered through the API. */
export async function registerCustomer(shop: ShopServer, firstName = "Ravi", lastName = "Kumar"): Promise<Account> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const res = await shop.gql<{ register: Account }>(
    `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`,
    { input: { firstName, lastName, email, password: CUSTOMER_PASSWORD } },
  );
  if (!res.data) throw new Error(`register failed: ${JSON.stringify(res.errors)}`);
  return res.data.register;
}

/** Makes every page of the context start signed in as `account`, with the storefront's storage keys. */
export async function storeSession(context: BrowserContext, account: Account): Promise<void> {
  await context.addInitScript(
    ([token, user]) => {
      if (!sessionStorage.getItem("e2e-session-stored")) {
        localStorage.setItem("token", token);
        localStorage.setItem("userInfo", user);
        sessionStorage.setItem("e2e-session-stored", "1");
      }
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
}

/** A main admin screen as it stands: no serious accessibility violation (axe), and a screenshot in artifacts/. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await saveScreenshot(page, name);
}

/**
 * A built shop and a Chromium for one describe block (started before its tests, stopped after),
 * with the admin's GraphQL calls for setting up and checking, and pages signed in as the admin.
 */
export function adminTestbed() {
  let shop: ShopServer;
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShopServer(), launchBrowser()]);
    adminToken = await shop.adminToken();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  return {
    shop: () => shop,
    browser: () => browser,
    /** Runs a GraphQL call as the admin and fails the test on errors. */
    api: async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const res = await shop.gql<T>(query, variables, adminToken);
      if (!res.data || res.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(res.errors)}`);
      return res.data;
    },
    /** A new browser context with a page signed in through /admin/login. */
    adminPage: async (): Promise<{ page: Page; close: () => Promise<void> }> => {
      const { page, context } = await newPage(browser, shop.baseUrl);
      await signInAsAdmin(page);
      return { page, close: () => context.close() };
    },
  };
}
