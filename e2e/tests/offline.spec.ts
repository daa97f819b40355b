import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Sqlite from 'libsql';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { e2eDataDir } from '../support/data-dir.ts';
import { expect, test } from '../support/fixtures.ts';
import { ownServer } from '../support/own-server.ts';

const database = join(e2eDataDir, 'hemma.sqlite');

/** Orders the shop holds for a client order id, read from the shop's own database. */
function ordersFor(clientOrderId: string): number {
  const db = new Sqlite(database, { readonly: true });
  try {
    const row = db
      .prepare('select count(*) as n from orders where client_order_id = ?')
      .get(clientOrderId) as {
      n: number;
    };
    return Number(row.n);
  } finally {
    db.close();
  }
}

/** Waits for the service worker to control the page (the first visit installs it). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function queuedOrderId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const tasks = JSON.parse(localStorage.getItem('shop/sync/tasks') ?? '[]') as {
      meta: { orderId: string };
    }[];
    return tasks[0]!.meta.orderId;
  });
}

test.describe('offline', () => {
  test('browse what was seen, order offline, and the order arrives exactly once when back online', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const shop = await ownServer(3190);
    const context = await browser.newContext({ baseURL: shop.baseUrl, locale: 'sv-SE' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await underServiceWorker(page);
      // Seen online: a category and a product.
      await page.goto('/c/soffor');
      await page.goto('/p/SOF-VASS-4/soffa-vass-4-sits');
      await expect(new ProductPage(page).heading).toHaveText('Soffa Vass 4-sits');

      // The pages keep what they showed in the persistent cache (IndexedDB) 2 s after they are up.
      await page.waitForTimeout(3500);

      // The connection is gone: the shop cannot be reached at all.
      await shop.stop();
      await context.setOffline(true);

      // In-app navigations ask the shop for `.data`, which the service worker never saw (those pages were loaded as
      // documents): the routes answer from the persistent cache.
      const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
      await page.locator('main').getByRole('link', { name: 'Soffor', exact: true }).click();
      await expect(page).toHaveURL(/\/c\/soffor$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Soffor' })).toBeVisible();
      await expect(page.getByText('Inga produkter har synkroniserats', { exact: false })).toHaveCount(0);
      await page.goBack();
      await expect(new ProductPage(page).heading).toHaveText('Soffa Vass 4-sits');
      // A category never opened is known from the menu, but its products were never synchronized (SPEC §8).
      await menu.getByRole('link', { name: 'Belysning', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Belysning' })).toBeVisible();
      await expect(
        page.getByText(
          'Inga produkter har synkroniserats för den här kategorin. Kom tillbaka när du är online!',
        ),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Du är offline' })).toBeVisible();

      await page.goto('/c/soffor');
      await expect(page.getByRole('heading', { level: 1, name: 'Soffor' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Du är offline' })).toBeVisible();
      await page.goto('/p/SOF-VASS-4/soffa-vass-4-sits');
      await new ProductPage(page).addToCart.click();
      // Offline the stock cannot be asked: the sofa is added for pre-reservation (SPEC §4 'volatile').
      await expect(page.getByText('Vi är inte säkra på lagersaldot', { exact: false })).toBeVisible();
      await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 varor');

      // A page never seen online cannot be shown: the shopper is told and taken home.
      await page.goto('/c/belysning');
      await expect(page.getByText('finns inte i offlineläge', { exact: false })).toBeVisible();
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

      await page.goto('/checkout');
      const checkout = new CheckoutPage(page);
      await checkout.fillPersonal('Olle', 'Offline', 'olle.e2e@example.se');
      await checkout.continue('Dina uppgifter');
      await checkout.fillAddress('Leverans', {
        firstName: 'Olle',
        lastName: 'Offline',
        street: 'Byvägen 2',
        zip: '931 31',
        city: 'Skellefteå',
      });
      await checkout.continue('Leverans');
      await checkout.continue('Betalning');
      await checkout.terms.check();
      await checkout.placeOrder.click();
      await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
      await expect(
        page.getByText('Beställningen är sparad och skickas automatiskt', { exact: false }),
      ).toBeVisible();
      await checkout.saveScreenshot('offline-thank-you');
      const orderId = await queuedOrderId(page);
      expect(ordersFor(orderId)).toBe(0);
      await page.close();

      // Back online, two tabs open at once: the queued order is sent, and the shop takes it once.
      await shop.start();
      await context.setOffline(false);
      const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
      await Promise.all([first.goto('/'), second.goto('/')]);
      const told = /Din beställning har skickats\. Ordernummer \d+\./;
      // The tab that sent it tells the shopper; the other finds the order already sent.
      await expect
        .poll(async () => (await first.getByText(told).count()) + (await second.getByText(told).count()))
        .toBe(1);
      await expect.poll(() => ordersFor(orderId)).toBe(1);
      await Promise.all([first.reload(), second.reload()]);
      expect(ordersFor(orderId)).toBe(1);
    } finally {
      await context.close();
      await shop.stop();
    }
  });
});
