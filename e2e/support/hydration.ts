import type { Page } from '@playwright/test';

/**
 * Waits until the storefront is hydrated (the storefront marks `hemma:hydrated` once the document and each of its
 * regions are, lib/hydration.tsx). Before that, the server's HTML is on screen but its buttons do nothing yet: a journey that clicks
 * right after a reload on a busy machine would click a button without its handler.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('hemma:hydrated').length > 0);
}

/** Reloads the page and waits until it is hydrated. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}
