import type { Page } from '@playwright/test';
import { Cart } from '../pages/cart.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

const CUSHION = '/p/KUD-HAVRE-4060/kuddfodral-havre-40x60/KUD-HAVRE-4060';

/** What the page pushed to the tag manager: events by name, and Consent Mode calls as 'consent default|update'. */
async function dataLayer(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).flatMap((entry) => {
      if (typeof entry.event === 'string') return [entry.event];
      if (entry[0] === 'consent')
        return [
          `consent ${String(entry[1])} ${(entry[2] as { analytics_storage: string }).analytics_storage}`,
        ];
      return [];
    }),
  );
}

test.describe('cookie consent', () => {
  test('no analytics event before the shopper accepts; accepted, the held events follow once', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(CUSHION);
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookies på Hemma' });
    await expect(banner).toBeVisible();
    expect(await dataLayer(page)).toEqual(['consent default denied']);

    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');
    expect(await dataLayer(page)).toEqual(['consent default denied']);

    await banner.getByRole('button', { name: 'Godkänn alla' }).click();
    await expect(banner).toBeHidden();
    // The consent first; then the held events of the page (its view, SPEC §9) and of the cart, each once.
    const viewed = ['dynamicRemarketing', 'productDetail', 'view_item'];
    await expect
      .poll(async () => (await dataLayer(page)).slice(0, 2))
      .toEqual(['consent default denied', 'consent update granted']);
    await expect
      .poll(async () => (await dataLayer(page)).slice(2).sort())
      .toEqual(['addToCart', 'add_to_cart', ...viewed].sort());

    // The choice is kept: the next page asks nothing and applies it before any other script.
    await page.reload();
    await hydrated(page);
    await expect(banner).toBeHidden();
    expect((await dataLayer(page)).slice(0, 2)).toEqual(['consent default denied', 'consent update granted']);
    await expect.poll(async () => (await dataLayer(page)).slice(2).sort()).toEqual(viewed);
    await context.close();
  });

  test('refused, nothing is pushed; the banner fits a 320 px phone', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sv-SE', viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookies på Hemma' });
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await banner.getByRole('button', { name: 'Endast nödvändiga' }).click();
    await expect(banner).toBeHidden();

    await page.goto(CUSHION);
    await hydrated(page);
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');
    expect(await dataLayer(page)).toEqual(['consent default denied']);
    await context.close();
  });
});
