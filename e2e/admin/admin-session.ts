import type { BrowserContext, Page } from "playwright-core";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { saveScreenshot } from "../support/browser";
import type { ShopServer } from "../support/shop-server";
import { E2E_ADMIN } from "../support/shop-server";

/** Helpers the admin browser tests share: signing in through the UI or as a given account, checking a screen. */

export interface Account {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string; role: string };
}

const USER_FIELDS = "id firstName lastName email role";

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
    { input: { firstName, lastName, email, password: "secret123" } },
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
