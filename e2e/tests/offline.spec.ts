import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Sqlite from 'libsql';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { e2eDataDir } from '../support/data-dir.ts';
import { expect, test } from '../support/fixtures.ts';
import { ownServer } from '../support/own-server.ts';
import { keptForOffline } from '../support/persistent-cache.ts';

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

/** A simple product's stock, read and written directly in the shop's database (the shop itself is stopped). */
function stockOf(sku: string): { productId: number; qty: number; isInStock: number } {
  const db = new Sqlite(database, { readonly: true });
  try {
    return db
      .prepare(
        'select p.id as productId, s.qty as qty, s.is_in_stock as isInStock from products p join stock_items s on s.product_id = p.id where p.sku = ?',
      )
      .get(sku) as { productId: number; qty: number; isInStock: number };
  } finally {
    db.close();
  }
}

function setStock(productId: number, qty: number, isInStock: number): void {
  const db = new Sqlite(database);
  try {
    // The journeys' main shop uses the same database: wait for its write lock rather than fail.
    db.exec('pragma busy_timeout = 10000');
    db.prepare('update stock_items set qty = ?, is_in_stock = ? where product_id = ?').run(
      qty,
      isInStock,
      productId,
    );
  } finally {
    db.close();
  }
}

interface StoredTask {
  meta: { orderId: string };
  transmited: boolean;
  transmited_at: number | null;
  resultCode: number | null;
  result: unknown;
}

async function storedTasks(page: Page): Promise<StoredTask[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('shop/sync/tasks') ?? '[]') as StoredTask[]);
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
      // Seen online: a category and a product (a throw: the courier takes it, a sofa goes by freight only, 0049). Each page keeps what it showed in the persistent cache (IndexedDB)
      // once the browser is idle; a shopper who lingers a moment on a page has it kept.
      await page.goto('/c/pladar');
      await keptForOffline(page, 'products', 'list:/c/pladar');
      await page.goto('/p/PLD-HOLM/plad-holm-130x170');
      await expect(new ProductPage(page).heading).toHaveText('Pläd Holm 130x170');
      await keptForOffline(page, 'products', 'product:/p/PLD-HOLM/plad-holm-130x170');

      // The connection is gone: the shop cannot be reached at all.
      await shop.stop();
      await context.setOffline(true);

      // In-app navigations ask the shop for `.data`, which the service worker never saw (those pages were loaded as
      // documents): the routes answer from the persistent cache.
      const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
      await page.locator('main').getByRole('link', { name: 'Plädar', exact: true }).click();
      await expect(page).toHaveURL(/\/c\/pladar$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Plädar' })).toBeVisible();
      await expect(page.getByText('Inga produkter har synkroniserats', { exact: false })).toHaveCount(0);
      await page.goBack();
      await expect(new ProductPage(page).heading).toHaveText('Pläd Holm 130x170');
      // A category never opened is known from the menu, but its products were never synchronized (SPEC §8).
      await menu.getByRole('link', { name: 'Belysning', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Belysning' })).toBeVisible();
      await expect(
        page.getByText(
          'Inga produkter har synkroniserats för den här kategorin. Kom tillbaka när du är online!',
        ),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Du är offline' })).toBeVisible();

      await page.goto('/c/pladar');
      await expect(page.getByRole('heading', { level: 1, name: 'Plädar' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Du är offline' })).toBeVisible();
      await page.goto('/p/PLD-HOLM/plad-holm-130x170');
      await new ProductPage(page).addToCart.click();
      // Offline the stock cannot be asked: the throw is added for pre-reservation (SPEC §4 'volatile').
      await expect(page.getByText('Vi är inte säkra på lagersaldot', { exact: false })).toBeVisible();
      await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');

      // A page never seen online cannot be shown: the shopper is told and taken home.
      await page.goto('/c/belysning');
      await expect(page.getByText('finns inte i offlineläge', { exact: false })).toBeVisible();
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

      const checkout = new CheckoutPage(page);
      await checkout.orderWithInvoice('olle.e2e@example.se', {
        firstName: 'Olle',
        lastName: 'Offline',
        street: 'Byvägen 2',
        zip: '931 31',
        city: 'Skellefteå',
      });
      await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
      await expect(
        page.getByText('Beställningen är sparad och skickas automatiskt', { exact: false }),
      ).toBeVisible();
      await checkout.saveScreenshot('offline-thank-you');
      // Reloaded while still offline: the order waiting to be sent is shown, not an empty cart (issue 35).
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
      await expect(
        page.getByText('Beställningen är sparad och skickas automatiskt', { exact: false }),
      ).toBeVisible();
      await expect(page.getByText('Varukorgen är tom', { exact: false })).toHaveCount(0);
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

  test('an order queued offline whose product sold out meanwhile is refused plainly, naming it, once, and not retried', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Not the throw of the journey above (the two run side by side on one database), and not a product other
    // journeys use; its stock is put back at the end.
    const sku = 'LJS-ALM';
    const stock = stockOf(sku);
    expect(stock.qty).toBeGreaterThan(0);
    const shop = await ownServer(3191);
    const context = await browser.newContext({ baseURL: shop.baseUrl, locale: 'sv-SE' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await underServiceWorker(page);
      await page.goto('/p/LJS-ALM/ljusstake-alm');
      await expect(new ProductPage(page).heading).toBeVisible();
      const name = (await new ProductPage(page).heading.textContent())?.trim();
      await new ProductPage(page).addToCart.click();
      await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');

      // The connection is gone; the shopper checks out with invoice and the order waits in the queue.
      await shop.stop();
      await context.setOffline(true);
      const checkout = new CheckoutPage(page);
      await checkout.orderWithInvoice('stina.e2e@example.se', {
        firstName: 'Stina',
        lastName: 'Slutsåld',
        street: 'Storgatan 5',
        zip: '903 26',
        city: 'Umeå',
      });
      await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
      await expect(
        page.getByText('Beställningen är sparad och skickas automatiskt', { exact: false }),
      ).toBeVisible();
      const orderId = await queuedOrderId(page);

      // Meanwhile the last one was sold in the shop.
      setStock(stock.productId, 0, 0);

      // The shop is reachable again: the thank-you page sends the order, and the shop refuses it.
      await shop.start();
      await context.setOffline(false);
      // The notice names the product as the cart showed it when the order was queued.
      const soldOut = `Beställningen du gjorde offline kunde inte tas emot. Finns inte i lager i det antal du valt: ${name}. Du har inte debiterats.`;
      await expect(page.getByRole('alert').filter({ hasText: soldOut })).toBeVisible({ timeout: 20_000 });
      // The thank-you page no longer says the order is on its way.
      await expect(page.getByRole('heading', { name: 'Beställningen kunde inte tas emot' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: soldOut })).toBeVisible();
      await expect(page.getByText('skickas automatiskt', { exact: false })).toHaveCount(0);
      const [task] = await storedTasks(page);
      expect(task).toMatchObject({
        meta: { orderId },
        transmited: true,
        resultCode: 409,
        // The shop names the product that ran short by the sku the order sent.
        result: `Some of the ordered products are not available! (${sku})`,
      });
      expect(ordersFor(orderId)).toBe(0);

      // Not retried: a reload neither sends the order again nor tells the shopper a second time.
      const orderCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/order') orderCalls.push(request.url());
      });
      await page.reload();
      await expect(new Cart(page).minicart).toBeVisible();
      await page.waitForTimeout(2000);
      await expect(page.getByText(soldOut)).toHaveCount(0);
      expect(orderCalls).toEqual([]);
      expect(await storedTasks(page)).toEqual([task]);
      expect(ordersFor(orderId)).toBe(0);
    } finally {
      await context.close();
      await shop.stop();
      setStock(stock.productId, stock.qty, stock.isInStock);
    }
  });
});

test.describe('the order queue across tabs', () => {
  // The service worker would take the tab's calls out of the route below.
  test.use({ serviceWorkers: 'block' });

  test('a thank-you page whose queued order another tab sent shows its number', async ({ page, context }) => {
    // The shop cannot be reached from this tab when the order is placed (its order calls fail as on a lost
    // connection): the order waits in the queue, which every tab of the shop shares.
    await page.route('**/api/order**', (route) => route.abort('internetdisconnected'));
    // A product no other journey buys.
    await page.goto('/p/VAS-KAJSA-L/vas-kajsa-stor');
    await expect(new ProductPage(page).heading).toBeVisible();
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');
    await new CheckoutPage(page).orderWithInvoice('tove.e2e@example.se', {
      firstName: 'Tove',
      lastName: 'Tvåflik',
      street: 'Storgatan 7',
      zip: '903 26',
      city: 'Umeå',
    });
    await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
    await expect(page.getByText('skickas automatiskt', { exact: false })).toBeVisible();
    const orderId = await queuedOrderId(page);

    // Another tab of the shop, which reaches it, sends the queued order; the thank-you page learns of it.
    const other = await context.newPage();
    await other.goto('/');
    await expect(page.getByRole('status').filter({ hasText: /Ditt ordernummer är \d+\./ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('skickas automatiskt', { exact: false })).toHaveCount(0);
    expect(ordersFor(orderId)).toBe(1);
  });
});
