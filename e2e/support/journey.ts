import type { Page } from "playwright-core";
import { saveScreenshot } from "./browser";

/** Declares one step of a journey: a name that says what the shopper or admin does, and the doing. */
export type Step = (name: string, run: () => Promise<void>) => void;

const fileName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/**
 * A long browser journey as named steps, each its own test, run in order on shared state. When a
 * step fails, the report names it, the page it left is saved as
 * artifacts/screenshots/<journey>-<step>-failed.png, and every later step reports
 * "not run: step '<name>' failed" rather than failing on what the failed step did not do.
 * `pages` gives the pages the journey has open at the moment (undefined before it opens them);
 * with more than one, each is saved, numbered.
 */
export function journey(name: string, pages: () => (Page | undefined)[], steps: (step: Step) => void): void {
  describe(name, () => {
    let failed: string | undefined;
    steps((stepName, run) => {
      it(stepName, async () => {
        if (failed) {
          const notRun = new Error(`not run: step '${failed}' failed`);
          notRun.stack = notRun.message; // where this line is says nothing: the report points at the failed step
          throw notRun;
        }
        try {
          await run();
        } catch (error) {
          failed = stepName;
          const open = pages().filter((page): page is Page => page !== undefined && !page.isClosed());
          for (const [i, page] of open.entries()) {
            const suffix = open.length > 1 ? `-${i + 1}` : "";
            // The step's own error is the one to report; a page that cannot be captured only loses the picture.
            await saveScreenshot(page, `${fileName(name)}-${fileName(stepName)}-failed${suffix}`).catch(() => undefined);
          }
          throw error;
        }
      });
    });
  });
}
