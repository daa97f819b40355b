import { test as base, chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.ts';

/** Playwright's test with the browser launched from the resolved Chromium. */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    // Playwright requires an object pattern for the fixtures argument, even when none are used.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
