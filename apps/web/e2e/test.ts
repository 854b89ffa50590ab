import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` with one addition every spec gets: the browser contexts a test opens itself
 * (`browser.newContext()`, for a second user) are closed when it passes. The browser lives as long as
 * the worker, so a context left open keeps its pages polling, holding a live connection and painting
 * through every later test: nine such pages once took most of the two cores and starved a later
 * test's clicks. A failed test's contexts stay open for Playwright's screenshots and trace (its worker
 * is replaced after a failure anyway).
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const context of browser.contexts()) if (!before.has(context)) await context.close();
    },
    { auto: true },
  ],
});
