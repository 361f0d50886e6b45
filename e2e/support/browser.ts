import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's Chromium (CI installs it), or CHROME_PATH. */
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const browserAvailable = fs.existsSync(CHROME_PATH);

const ARTIFACTS = path.resolve(__dirname, "..", "..", "artifacts", "screenshots");
/** Screenshots kept in the repository (every storefront page at 360, 390 and 1440 px). */
const COMMITTED = path.resolve(__dirname, "..", "screenshots");

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
  /** The widths every storefront page is checked at for sideways scrolling, with committed screenshots. */
  phone360: { width: 360, height: 780 },
  /** A small phone's screen, for what must fit its first screen (the home page's first product). */
  phone360x740: { width: 360, height: 740 },
  desktop1440: { width: 1440, height: 900 },
} as const;

/**
 * `describe` for browser tests: where no Chromium exists the block is reported as skipped, with a
 * line saying why, never as passed.
 */
export const describeInBrowser: (name: string, fn: () => void) => void = browserAvailable
  ? describe
  : (name, fn) => {
      console.warn(`Browser tests skipped: no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
      describe.skip(`${name} [skipped: no Chromium at ${CHROME_PATH}]`, fn);
    };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
      "--disable-sync",
    ],
  });
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: keyof typeof VIEWPORTS = "desktop",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot under artifacts/screenshots/ for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Saves a full-page screenshot of a page whose look people review in the repository, as JPEG to
 * keep it small. A test run writes it under artifacts/screenshots/ like the others, so running the
 * tests leaves the working tree as it was; with UPDATE_SCREENSHOTS=1 it replaces the committed
 * copy in e2e/screenshots/ (when the look changed on purpose).
 */
export async function saveCommittedScreenshot(page: Page, name: string): Promise<string> {
  const folder = process.env.UPDATE_SCREENSHOTS === "1" ? COMMITTED : ARTIFACTS;
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 60 });
  return file;
}
