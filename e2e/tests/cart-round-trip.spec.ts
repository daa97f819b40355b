import type { APIRequestContext, Page } from '@playwright/test';
import { Cart } from '../pages/cart.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';

interface Listed {
  sku: string;
  name: string;
  type_id: string;
  parentSku: string;
  slug: string;
  stock: { is_in_stock: boolean; qty: number };
}

/** Two sellable simple products without options, in stock with room for a few pieces. */
async function simpleProducts(request: APIRequestContext): Promise<(Listed & { path: string })[]> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as Listed[];
  const found = [];
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.is_in_stock && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0 && (full.tier_prices ?? []).length === 0)
      found.push({ ...item, path: `/p/${item.parentSku}/${item.slug}` });
    if (found.length === 2) return found;
  }
  throw new Error('no two simple products without options in the demo shop');
}

/** The API calls the page makes from now on, as `METHOD path` (the query left out). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test.describe('a cart change is one round trip (decision 0063)', () => {
  test('changing a quantity and removing a line each cost one request, and the totals follow', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const [first, second] = await simpleProducts(request);
    const product = new ProductPage(page);
    const cart = new Cart(page);
    for (const item of [first!, second!]) {
      await page.goto(item.path);
      await product.addToCart.click();
      await expect(cart.notification.filter({ hasText: 'Varan har lagts i varukorgen!' })).toBeVisible();
    }
    await expect(cart.minicart).toHaveAccessibleName('Varukorg, 2 varor');

    await page.goto('/checkout/cart');
    await expect(cart.lines()).toHaveCount(2);
    await expect(cart.totals.getByText('Totalt')).toBeVisible();
    // The page's own sync (pull, stock) is done before the shopper's change is counted.
    await page.waitForLoadState('networkidle');
    const before = await cart.segmentKronor('Delsumma');

    const calls = recordApiCalls(page);
    const field = cart.line(first!.name).getByRole('spinbutton', { name: 'Antal' });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/update');
    await field.fill('3');
    await field.press('Enter');
    const totals = (await (await answered).json()).meta.totals as { subtotal_incl_tax: number };
    await expect(cart.minicart).toHaveAccessibleName('Varukorg, 4 varor');
    // The totals shown are the ones the change answered.
    await expect.poll(() => cart.segmentKronor('Delsumma')).toBe(Number(totals.subtotal_incl_tax.toFixed(0)));
    expect(await cart.segmentKronor('Delsumma')).toBeGreaterThan(before);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual(['POST /api/cart/update']);

    calls.length = 0;
    page.once('dialog', (dialog) => void dialog.accept());
    const removed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/delete');
    await cart
      .line(second!.name)
      .getByRole('button', { name: /^Ta bort/ })
      .first()
      .click();
    const left = (await (await removed).json()).meta.totals as { grand_total: number };
    await expect(cart.lines()).toHaveCount(1);
    await expect.poll(() => cart.segmentKronor('Totalt')).toBe(Number(left.grand_total.toFixed(0)));
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual(['POST /api/cart/delete']);
  });
});
