import { test as base, chromium, expect, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.ts';
import { watchCsp } from './csp-violations.ts';

/**
 * Playwright's test with the browser launched from the resolved Chromium. Every context of the browser (the test's
 * own and any a journey opens) is watched for Content-Security-Policy violations: a journey fails on any one
 * (decision 0024), with the page and directive named.
 */
export const test = base.extend<{ cspViolations: string[] }, { browser: Browser; violations: string[] }>({
  violations: [
    // Playwright requires an object pattern for the fixtures argument, even when none are used.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use([]),
    { scope: 'worker' },
  ],
  browser: [
    async ({ violations }, use) => {
      const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> =>
        watchCsp(await newContext(...args), violations);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ context, violations }, use) => {
    // The shopper of most journeys accepted cookies long ago: no banner over the page, analytics events flow. The
    // consent journey opens contexts of its own (browser.newContext) without this.
    await context.addInitScript(() => {
      // A sandboxed frame (the back office's mail preview, decision 0069) runs this too, without storage.
      if (self.origin === 'null') return;
      if (localStorage.getItem('claims') === null)
        localStorage.setItem(
          'claims',
          JSON.stringify({
            cookiesAccepted: {
              code: 'cookiesAccepted',
              created_at: '2026-01-01T00:00:00Z',
              value: true,
              description: '',
            },
          }),
        );
    });
    await use(await watchCsp(context, violations));
  },
  cspViolations: [
    async ({ violations }, use) => {
      violations.length = 0;
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
