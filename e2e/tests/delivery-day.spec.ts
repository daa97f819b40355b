import type { APIRequestContext } from '@playwright/test';
import { AdminOrdersPage } from '../pages/admin-trade-orders-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';

/** A sofa made to order ("8–12 veckor"), simple and without options, with stock to sell. */
async function madeToOrder(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/catalog/products?size=200&category=soffor')).json()).result
    .items as { sku: string; type_id: string; parentSku: string; slug: string; stock: { qty: number } }[];
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 5)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if (full.delivery_time === '8–12 veckor' && (full.custom_options ?? []).length === 0)
      return `/p/${item.parentSku}/${item.slug}`;
  }
  throw new Error('no sofa made to order');
}

test('a delivery day for a sofa made to order: days from 8 weeks on, the chosen one shown on the order', async ({
  page,
  request,
  browser,
}) => {
  await page.goto(await madeToOrder(request));
  await new ProductPage(page).addToCart.click();
  await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
  await page.goto('/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.fillPersonal('Olof', 'Sund', 'leveransdag.e2e@example.se');
  await checkout.continue('Dina uppgifter');
  await checkout.fillAddress('Leverans', {
    firstName: 'Olof',
    lastName: 'Sund',
    street: 'Drottninggatan 8',
    zip: '111 51',
    city: 'Stockholm',
  });
  const day = checkout.step('Leverans').getByLabel('Leveransdag');
  await expect(checkout.step('Leverans')).toContainText('Leveranstid: 8–12 veckor.');
  const options = await day
    .locator('option')
    .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  const earliest = new Date(Date.now() + 56 * 86_400_000).toISOString().slice(0, 10);
  expect(options[1]! >= earliest).toBe(true);
  const chosen = options[3]!;
  await day.selectOption(chosen);
  const label = (await day.locator(`option[value="${chosen}"]`).textContent())!;
  await checkout.continue('Leverans');
  await checkout.continue('Betalning');
  await checkout.terms.check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  await expect(page.getByText(`Leveransdag: ${label}.`)).toBeVisible();
  const number = /Ditt ordernummer är (\d+)\./.exec(
    (await page.getByText(/Ditt ordernummer är \d+/).textContent()) ?? '',
  )![1]!;

  const owner = await AdminOrdersPage.openAsOwner(browser, number);
  await expect(owner.getByRole('region', { name: 'Betalning och leverans' })).toContainText(chosen);
  await owner.context().close();
});

test('on a phone (375 px) the delivery day is a full-width select as tall as the fields, its choice not cut off', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(await madeToOrder(request));
  await new ProductPage(page).addToCart.click();
  await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
  await page.goto('/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.fillPersonal('Olof', 'Sund', 'leveransdag.telefon.e2e@example.se');
  await checkout.continue('Dina uppgifter');
  const day = checkout.step('Leverans').getByLabel('Leveransdag');
  await expect(day).toBeVisible();
  await expect(checkout.step('Leverans')).toContainText(/Första möjliga dag är \p{L}+dag \d+ \p{L}+\./u);
  const street = checkout.field('Leverans', 'Gatuadress');
  const [select, field] = [(await day.boundingBox())!, (await street.boundingBox())!];
  expect(select.height).toBeGreaterThanOrEqual(44);
  expect(select.width).toBeCloseTo(field.width, 0);
  // The chosen option's text fits inside the select beside its arrow.
  const fits = await day.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return context.measureText(el.options[el.selectedIndex]!.text).width <= room;
  });
  expect(fits).toBe(true);
});
