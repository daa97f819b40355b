import type { Page } from '@playwright/test';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

type Pushed = { event?: string; ecommerce?: Record<string, unknown>; search_term?: string };

/** The events the page pushed to the tag manager, in order. */
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter(
      (e) => typeof e.event === 'string',
    ),
  );
const names = async (page: Page) => (await events(page)).map((e) => e.event!);
const count = (list: string[], name: string) => list.filter((n) => n === name).length;

test('the GA4 funnel and the SPEC events reach dataLayer once each, only after consent (SPEC §9)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A new shopper: no stored consent.
  const context = await browser.newContext({ locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/c/soffor');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Cookies på Hemma' });
  await expect(banner).toBeVisible();
  // The list was seen, but nothing is pushed before the shopper answers.
  expect(await names(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Godkänn alla' }).click();
  await expect.poll(() => names(page)).toEqual(['view_item_list', 'dynamicRemarketing']);
  const list = (await events(page))[0]!;
  expect(list.ecommerce).toMatchObject({ item_list_name: 'category:Soffor' });

  // A tile chosen from the list: productClick and select_item, then the product's page: productDetail, view_item.
  const tile = page.getByRole('main').getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())!;
  await tile.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect
    .poll(async () => (await names(page)).slice(2))
    .toEqual(['productClick', 'select_item', 'productDetail', 'view_item', 'dynamicRemarketing']);
  const viewItem = (await events(page)).find((e) => e.event === 'view_item')!;
  expect(viewItem.ecommerce).toMatchObject({ currency: 'SEK', items: [{ item_name: name }] });

  await new ProductPage(page).addToCart.click();
  await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');

  // The checkout: begin_checkout, then the shipping and payment choices.
  const checkout = new CheckoutPage(page);
  await checkout.toReview('Greta', 'Gran', 'greta.funnel@example.se');
  await expect(checkout.terms).toBeVisible();
  await expect.poll(async () => count(await names(page), 'add_payment_info')).toBe(1);
  const steps = await events(page);
  expect(steps.map((e) => e.event)).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info']);
  expect(steps[1]!.ecommerce).toMatchObject({ shipping_tier: expect.any(String), items: [{ quantity: 1 }] });
  expect(steps[2]!.ecommerce).toMatchObject({ payment_type: expect.any(String) });

  // A search, then the product leaves the cart.
  await page.goto('/search?q=soffa');
  await hydrated(page);
  await expect
    .poll(async () => (await names(page)).sort())
    .toEqual(['dynamicRemarketing', 'search', 'view_item_list']);
  expect((await events(page)).find((e) => e.event === 'search')).toMatchObject({ search_term: 'soffa' });

  await page.goto('/checkout/cart');
  await hydrated(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await new Cart(page).lines().first().getByRole('button', { name: 'Ta bort' }).click();
  await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 0 varor');
  await expect.poll(async () => count(await names(page), 'remove_from_cart')).toBe(1);
  const all = await names(page);
  for (const event of ['view_cart', 'removeFromCart', 'remove_from_cart']) expect(count(all, event)).toBe(1);
  await context.close();
});
