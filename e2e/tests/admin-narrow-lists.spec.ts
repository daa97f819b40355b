import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { AdminOrdersPage } from '../pages/admin-trade-orders-page.ts';
import { expect, test } from '../support/fixtures.ts';

/** A 40-character address, as shoppers have them (issue 35 saw the order page widen to 394 px with it). */
const LONG_EMAIL = 'karin.lindqvist+120509415680@example.se';

/**
 * A guest order by the API (cash on delivery by courier) for a simple product with stock to spare and no options,
 * from the far end of the price list (the checkout journeys buy the cheapest).
 */
async function guestOrder(request: APIRequestContext): Promise<string> {
  const listed = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as { sku: string; type_id: string; stock: { is_in_stock: boolean; qty: number } }[];
  let sku = '';
  for (const item of listed.reverse()) {
    if (item.type_id !== 'simple' || !item.stock.is_in_stock || item.stock.qty <= 20) continue;
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0) {
      sku = item.sku;
      break;
    }
  }
  const address = {
    firstname: 'Karin',
    lastname: 'Lindqvist',
    street: ['Drottninggatan 102'],
    city: 'Stockholm',
    postcode: '111 60',
    country_id: 'SE',
    telephone: '070-123 45 67',
  };
  const answer = await request.post('/api/order', {
    data: {
      order_id: `narrow-lists-${Date.now()}`,
      products: [{ sku, qty: 1 }],
      personal_details: { firstname: 'Karin', lastname: 'Lindqvist', email: LONG_EMAIL },
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'courier',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).result.increment_id as string;
}

/** The labels of a row's cells that show (a card leaves out what only a wide table has room for). */
const shownFacts = (row: Locator) =>
  row
    .locator('td')
    .evaluateAll((cells) => cells.filter((cell) => cell.checkVisibility()).map((cell) => cell.dataset.label));

/** How many pixels of a list's frame are hidden to the side (scrolled to, rather than shown). */
const hiddenSideways = (frame: Locator) =>
  frame.evaluate((el) => Math.max(0, el.scrollWidth - el.clientWidth));

/** How wide the page is: more than the window means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('back office: lists at narrow and laptop widths', () => {
  test('at 375 and 320 px the order list, an order and the product list are cards that fit; at 1366 px the product list shows its Åtgärder', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const orderNumber = await guestOrder(request);
    await page.setViewportSize({ width: 375, height: 800 });
    const admin = new AdminPage(page);
    await admin.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(admin.heading).toHaveText('Översikt');

    const orders = new AdminOrdersPage(page);
    const products = page.getByRole('table', { name: 'Produkter' });
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      // The order list: each order a card with its number, date, customer, status and total.
      await page.goto('/admin/orders');
      await orders.search(orderNumber);
      const card = orders.row(orderNumber);
      await expect(card).toContainText(LONG_EMAIL);
      // Dated as Swedes write (2026-12-05 10:14), not the storefront's HH:mm D/M/YYYY.
      await expect(card.locator('td[data-label="Lagd"]')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(await shownFacts(card)).toEqual(['Lagd', 'Kund', 'Status', 'Summa']);
      expect(await hiddenSideways(page.getByRole('region', { name: 'Ordrar' }))).toBe(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // The order's page: its line's price and row total are in view, the long address breaks.
      await orders.openOrder(orderNumber);
      await expect(orders.heading).toHaveText(`Order ${orderNumber}`);
      const lines = page.getByRole('region', { name: /^Varor/ }).getByRole('region');
      await expect(lines.getByRole('row').filter({ hasText: 'Artikelnr' })).toBeVisible();
      expect(await hiddenSideways(lines)).toBe(0);
      await expect(page.getByText(LONG_EMAIL).first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // The product list: name, sku, price, stock and status in each card.
      await page.goto('/admin/products');
      const first = products.getByRole('row').nth(1);
      await expect(first.getByRole('link').first()).toBeVisible();
      expect(await shownFacts(first)).toEqual([
        'Artikelnummer',
        'Pris (kr inkl. moms)',
        'Antal i lager',
        'Status',
        'Åtgärder',
      ]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await admin.saveScreenshot(`admin-product-cards-${width}`);
    }

    // On a laptop the product list is a table again, its last column inside the window and its frame.
    await page.setViewportSize({ width: 1366, height: 900 });
    const actions = products.getByRole('columnheader', { name: 'Åtgärder' });
    await expect(actions).toBeVisible();
    const box = (await actions.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    expect(await hiddenSideways(page.getByRole('region', { name: 'Produkter' }))).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1366);

    // On a laptop the order list is a table of every column, and the order with the long address fits the window.
    await page.goto('/admin/orders');
    await orders.search(orderNumber);
    expect(await shownFacts(orders.row(orderNumber))).toContain('Betalning');
    expect(await hiddenSideways(page.getByRole('region', { name: 'Ordrar' }))).toBe(0);
    await orders.openOrder(orderNumber);
    await expect(page.getByText(LONG_EMAIL).first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
    expect(errors).toEqual([]);
  });
});
