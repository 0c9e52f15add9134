import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every journey also proves the app works under its Content-Security-Policy (issue 13): a violation the
 * browser reports on any page of the test (console error or `securitypolicyviolation` event), in the
 * test's own context or one it opens with `browser.newContext()` / `browser.newPage()`, fails the test.
 */
async function watchPolicy(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  const onPage = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) {
        violations.push(`${page.url()}: ${msg.text()}`);
      }
    });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

/** The server's address comes from global setup, which picks a free port. */
export const test = base.extend<{ cspGuard: void }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  cspGuard: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watchPolicy(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watchPolicy(created, violations);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
