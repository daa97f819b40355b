import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

// Decision 0044: a page's code is fetched once the images it fetches at high priority are painted.
const PRODUCT = '/p/SOF-VASS-4/soffa-vass-4-sits';
const PHOTO = '**/img/1240/1240/fit/products/sof-vass-4.webp';

/** Paths of the page's scripts the browser has asked for so far. */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) asked.push(pathname);
  });
  return asked;
}

test.describe('the first paint comes before the code (decision 0044)', () => {
  test('a product page asks for its scripts only once its photo has arrived, then is hydrated', async ({
    page,
  }) => {
    let deliver: () => void = () => {};
    const photoHeld = new Promise<void>((resolve) => (deliver = resolve));
    const asked = scriptsAsked(page);
    let askedBeforePhoto: number | null = null;
    await page.route(PHOTO, async (route) => {
      await photoHeld;
      askedBeforePhoto = asked.length;
      await route.continue();
    });
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Soffa Vass 4-sits' })).toBeVisible();
    // The document is parsed and shown; its scripts wait for the photo (well within the 2.5 s it waits at most).
    expect(asked).toEqual([]);
    deliver();
    await hydrated(page);
    expect(askedBeforePhoto).toBe(0);
    expect(asked.some((path) => path.includes('entry.client'))).toBe(true);
  });

  test('a photo that never arrives holds the code back only for a while', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The photo is never answered.
    await page.route(PHOTO, () => {});
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const [hydratedAt] = await page.evaluate(() =>
      performance.getEntriesByName('hemma:hydrated').map((mark) => mark.startTime),
    );
    // Not before the page's own limit: it did wait for the photo.
    expect(hydratedAt).toBeGreaterThan(2_500);
    expect(errors).toEqual([]);
  });

  test('a page without such images asks for its scripts after its first frame and is hydrated', async ({
    page,
  }) => {
    const asked = scriptsAsked(page);
    await page.goto('/checkout/cart');
    await hydrated(page);
    expect(asked.some((path) => path.includes('entry.client'))).toBe(true);
    // The preloads were turned on: no link is left with the rel the server wrote.
    expect(await page.locator('link[rel="hemma-modulepreload"]').count()).toBe(0);
  });
});
