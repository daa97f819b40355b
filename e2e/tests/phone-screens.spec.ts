import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

const PHONES = [375, 320];

/** The page fits each phone width: the document is no wider than the screen (no sideways scrolling). */
async function fitsPhones(page: Page, name: string): Promise<void> {
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} at ${width} px is wider than the screen`,
      })
      .toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

interface Listed {
  sku: string;
  name: string;
  type_id: string;
  parentSku: string;
  slug: string;
  final_price_incl_tax: number;
  stock: { is_in_stock: boolean; qty: number };
}

/** A cheap simple product without options, with enough stock to pass the free shipping threshold. */
async function cheapProduct(request: APIRequestContext): Promise<Listed & { path: string }> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as Listed[];
  for (const item of list) {
    if (item.type_id !== 'simple' || !item.stock.is_in_stock || item.final_price_incl_tax < 200) continue;
    if (item.stock.qty < Math.ceil(5000 / item.final_price_incl_tax) + 2) continue;
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0)
      return { ...item, path: `/p/${item.parentSku}/${item.slug}` };
  }
  throw new Error('no cheap simple product with stock');
}

/** Puts a field at the bottom edge of the screen (where the notices sit) and focuses it, as a thumb would. */
async function focusAtBottom(field: Locator): Promise<void> {
  await field.evaluate((el) =>
    window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 24),
  );
  await field.focus();
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('a shopper on a phone browses, fills the cart and goes through the checkout without sideways scrolling', async ({
  page,
  request,
}) => {
  const item = await cheapProduct(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await fitsPhones(page, 'home');
  await page.goto('/c/vardagsrum');
  await fitsPhones(page, 'category');
  await page.goto('/my-account');
  await fitsPhones(page, 'account (log in)');
  await page.goto('/search?q=soffa');
  await fitsPhones(page, 'search');

  await page.goto(item.path);
  await hydrated(page);
  await fitsPhones(page, 'product');
  const cart = new Cart(page);
  await new ProductPage(page).addToCart.click();
  await expect(cart.notification).toBeVisible();
  const shown = Date.now();
  await expect(cart.minicart).toHaveAccessibleName('Varukorg, 1 vara');

  // The notice is about the product page: it does not follow the shopper into the cart.
  await cart.minicart.click();
  await cart.microcart.getByRole('link', { name: 'Visa varukorg' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  if (Date.now() - shown < 4000) await expect(cart.notification).toHaveCount(0);
  await fitsPhones(page, 'cart');
  const price = `${item.final_price_incl_tax.toLocaleString('sv-SE').replace(/\s/g, '\u00a0')}\u00a0kr`;
  await expect(cart.line(item.name).getByText(`${price}/st`)).toBeVisible();

  // Enough pieces for free shipping: the cheapest delivery becomes the default.
  const qty = Math.ceil(5000 / item.final_price_incl_tax);
  const quantity = cart.line(item.name).getByRole('spinbutton', { name: 'Antal' });
  await quantity.fill(String(qty));
  await quantity.press('Enter');
  await expect(cart.minicart).toHaveAccessibleName(`Varukorg, ${qty} varor`);
  await expect(cart.segment(/^Frakt/)).toHaveText('0\u00a0kr');

  await cart.totals.getByRole('link', { name: 'Till kassan' }).click();
  const checkout = new CheckoutPage(page);
  await expect(checkout.step('Dina uppgifter')).toBeVisible();
  await fitsPhones(page, 'checkout: personal details');
  await checkout.fillPersonal('Signe', 'Åkesson', 'signe.phone.e2e@example.se');
  await checkout.continue('Dina uppgifter');

  // The shipping step starts with the name just given.
  await expect(checkout.field('Leverans', 'Förnamn')).toHaveValue('Signe');
  await expect(checkout.field('Leverans', 'Efternamn')).toHaveValue('Åkesson');
  await expect(checkout.method('Leverans', /Fri frakt/)).toBeChecked();
  await fitsPhones(page, 'checkout: shipping');

  // A notice (the step has errors) never covers the field the shopper then fills in.
  await checkout.continue('Leverans');
  const notice = page.getByRole('alert').filter({ hasText: 'Rätta' });
  await expect(notice).toBeVisible();
  const city = checkout.field('Leverans', 'Ort');
  await focusAtBottom(city);
  await expect.poll(() => overlaps(notice, city)).toBe(false);
  await city.fill('Lund');
  await checkout.field('Leverans', 'Gatuadress').fill('Bantorget 1');
  await checkout.field('Leverans', 'Postnummer').fill('222 29');
  await checkout.continue('Leverans');

  await expect(checkout.method('Betalning', /Faktura/)).toBeChecked();
  await fitsPhones(page, 'checkout: payment');
  await checkout.continue('Betalning');
  await expect(checkout.placeOrder).toBeVisible();
  await fitsPhones(page, 'checkout: review');
  await checkout.saveScreenshot('phone-checkout-review');
});

test('the first click on a home tile right after the page arrives opens the category, hydrated or not', async ({
  context,
}) => {
  // A slow phone: the page's HTML is clickable well before its script has hydrated it. Four pages at a quarter of the
  // CPU's speed take longer than one journey's usual time.
  test.setTimeout(60_000);
  for (const wait of [0, 150, 400, 'hydrated'] as const) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'commit' });
    const tile = page.getByRole('region', { name: 'Utforska sortimentet' }).getByRole('link').first();
    await tile.waitFor();
    if (wait === 'hydrated') await hydrated(page);
    else await page.waitForTimeout(wait);
    await tile.click({ noWaitAfter: true });
    await expect(page, `a click ${wait === 'hydrated' ? 'after hydration' : `${wait} ms in`}`).toHaveURL(
      /\/c\/[a-z-]+$/,
    );
    await page.close();
  }
});
