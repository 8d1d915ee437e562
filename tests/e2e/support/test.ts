import { test as base, expect, type BrowserContext } from "@playwright/test";

/**
 * The journeys' `test`: Playwright's, plus a guard that fails any journey during which a page
 * reported a Content-Security-Policy violation (a blocked script, style, image, connection or
 * eval) — in the test's own page and in any context a journey opens itself.
 */
const violations: string[] = [];
const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|evaluate|frame|connect|create)/i;

function watch(context: BrowserContext): void {
  context.on("console", (message) => {
    if (message.type() === "error" && CSP_MESSAGE.test(message.text())) {
      violations.push(`${message.page()?.url() ?? "a page"}: ${message.text()}`);
    }
  });
}

export const test = base.extend<{ contentSecurityGuard: void }>({
  context: async ({ context }, use) => {
    watch(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  contentSecurityGuard: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: the browser,
    // which every journey has, stands in for "none".
    async ({ browser: _browser }, use) => {
      violations.length = 0;
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
