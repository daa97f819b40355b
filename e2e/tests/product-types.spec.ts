import type { APIRequestContext, Page } from '@playwright/test';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

/** `12 345 kr` as the shop prints it (non-breaking spaces). */
const kr = (amount: string) => amount.replace(/ /g, '\u00a0') + '\u00a0kr';

/** A demo product's page path, found through the API like a shopper's link would be built. */
async function pathOf(request: APIRequestContext, sku: string, childSku?: string) {
  const product = (await (await request.get(`/api/catalog/products/${sku}`)).json()).result;
  const base = `/p/${product.sku}/${product.slug}`;
  return product.type_id === 'configurable' ? `${base}/${childSku ?? product.sku}` : base;
}

/**
 * Holds the page's scripts back until the returned function is called: what a slow phone shows for a moment, the
 * server's HTML before it is hydrated.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll();
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hemma:hydrated').length > 0);

test.describe('product pages of every type', () => {
  test('choosing a colour on a configurable product changes URL, price, image and stock', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(await pathOf(request, 'SNG-DAL', 'SNG-DAL-NAT-160X200'));
    const product = new ProductPage(page);
    await expect(product.heading).toHaveText('Säng Dal');
    // SPEC §2: product route names are the type plus "-product".
    await expect(page.locator('[data-route-name]')).toHaveAttribute(
      'data-route-name',
      'configurable-product',
    );
    await expect(product.price).toContainText(kr('5 495'));
    await expect(product.options('Färg').getByRole('radio', { name: 'Natur' })).toBeChecked();
    await expect(product.options('Storlek').getByRole('radio', { name: '160x200' })).toBeChecked();
    const historyLength = await page.evaluate(() => history.length);

    await product.options('Färg').getByRole('radio', { name: 'Blå' }).check();
    await expect(page).toHaveURL(/\/p\/SNG-DAL\/[a-z0-9-]+\/SNG-DAL-BLA-160X200$/);
    await expect(product.price).toContainText(kr('5 995'));
    await expect(product.mainImage).toHaveAttribute('src', /sng-dal-bla/);
    await expect(product.addToCart).toBeEnabled();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Blue in 180x200 is sold out: marked, still choosable, and then the button says why it cannot be used.
    const size180 = product.options('Storlek').getByRole('radio', { name: '180x200 (Slut i lager)' });
    await size180.check();
    await expect(page).toHaveURL(/\/SNG-DAL-BLA-180X200$/);
    await expect(product.buyButton).toBeDisabled();
    await expect(product.buyButton).toHaveAccessibleDescription('Produkten är tyvärr slut i lager just nu.');
    await product.saveScreenshot('product-configurable');
    expect(errors).toEqual([]);
  });

  test('a configurable child opened directly answers 301 to its parent with the child chosen', async ({
    page,
    request,
  }) => {
    const target = await pathOf(request, 'SNG-DAL', 'SNG-DAL-BLA-160X200');
    const child = await request.get('/p/SNG-DAL-BLA-160X200/sang-dal-bla', { maxRedirects: 0 });
    expect(child.status()).toBe(301);
    expect(child.headers().location).toBe(target);

    const parentWithoutChild = await request.get(target.replace(/\/[^/]+$/, ''), { maxRedirects: 0 });
    expect(parentWithoutChild.status()).toBe(301);
    expect(parentWithoutChild.headers().location).toBe(target.replace(/SNG-DAL-BLA-160X200$/, 'SNG-DAL'));

    await page.goto('/p/SNG-DAL-BLA-160X200/sang-dal-bla');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(new ProductPage(page).options('Färg').getByRole('radio', { name: 'Blå' })).toBeChecked();
  });

  test('a bundle starts with its default parts and shows their sum', async ({ page, request }) => {
    await page.goto(await pathOf(request, 'SGR-FJALL'));
    const product = new ProductPage(page);
    await expect(page.locator('[data-route-name]')).toHaveAttribute('data-route-name', 'bundle-product');
    await expect(product.options('Soffa').getByRole('radio', { name: 'Soffa Vass 4-sits' })).toBeChecked();
    await expect(product.options('Soffbord').getByRole('combobox')).toHaveValue(/\d+/);
    await expect(
      product.options('Matta').getByRole('checkbox', { name: 'Matta Visby 80x150' }),
    ).toBeChecked();
    // 17 495 + 7 995 + 1 095
    await expect(product.price).toContainText(kr('26 585'));
    await expect(page.getByText('för ditt val, inkl. moms')).toBeVisible();

    await product.options('Soffa').getByRole('radio', { name: 'Soffa Sälen 4-sits' }).check();
    await expect(product.price).toContainText(kr('28 585'));
    await product.options('Matta').getByRole('checkbox', { name: 'Matta Visby 80x150' }).uncheck();
    await expect(product.price).toContainText(kr('27 490'));
    await expect(product.addToCart).toBeEnabled();
    await product.saveScreenshot('product-bundle');
  });

  test('a grouped product lists its children, each with a price and a quantity', async ({
    page,
    request,
  }) => {
    await page.goto(await pathOf(request, 'KSET-TALL'));
    const product = new ProductPage(page);
    await expect(page.locator('[data-route-name]')).toHaveAttribute('data-route-name', 'grouped-product');
    const items = page.getByRole('list', { name: 'Produkter i setet' }).getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.first()).toContainText('Kuddfodral Äng 40x60');
    await expect(items.first()).toContainText(kr('499'));
    await expect(product.quantity('Kuddfodral Böda 40x60')).toHaveValue('2');
    // 499 + 2 × 399 + 2 × 499 + 2 × 299
    await expect(product.price).toContainText(kr('2 893'));

    for (const name of ['Kuddfodral Äng 40x60', 'Kuddfodral Böda 40x60', 'Kuddfodral Koster 40x60'])
      await product.quantity(name).fill('0');
    await expect(product.price).toContainText(kr('598'));
    await product.quantity('Kuddfodral Skymning 40x60').fill('0');
    await expect(product.buyButton).toBeDisabled();
    await expect(product.buyButton).toHaveAccessibleDescription('Ange antal för minst en produkt.');
  });

  test('custom options add their price to the shown price', async ({ page, request }) => {
    await page.goto(await pathOf(request, 'BNK-LIND-120'));
    const product = new ProductPage(page);
    await expect(product.price).toContainText(kr('2 195'));
    const cushion = product.options('Dyna');
    await cushion.getByRole('radio', { name: 'Fårskinnsdyna' }).check();
    await expect(product.price).toContainText(kr('2 634')); // + 20 %
    await cushion.getByRole('radio', { name: 'Linnedyna' }).check();
    await expect(product.price).toContainText(kr('2 590')); // + 395 kr
    await product.saveScreenshot('product-custom-options');
  });

  test('options chosen and text written before the page is hydrated count once it is', async ({
    page,
    request,
  }) => {
    const bench = new ProductPage(page);
    let release = await holdScripts(page);
    await page.goto(await pathOf(request, 'BNK-LIND-120'), { waitUntil: 'domcontentloaded' });
    await bench.options('Dyna').getByRole('radio', { name: 'Fårskinnsdyna' }).check();
    await expect(bench.price).toContainText(kr('2 195'));
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrated(page);
    await expect(bench.price).toContainText(kr('2 634')); // + 20 %
    await expect(bench.options('Dyna').getByRole('radio', { name: 'Fårskinnsdyna' })).toBeChecked();
    await bench.options('Dyna').getByRole('radio', { name: 'Linnedyna' }).check();
    await expect(bench.price).toContainText(kr('2 590'));

    release = await holdScripts(page);
    await page.goto(await pathOf(request, 'LJS-KLOVER-H'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: /Personlig gravyr/ }).fill('Anna');
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrated(page);
    await expect(new ProductPage(page).price).toContainText(kr('698'));
  });

  test('a text option with a price counts once something is written', async ({ page, request }) => {
    await page.goto(await pathOf(request, 'LJS-KLOVER-H'));
    const product = new ProductPage(page);
    await expect(product.price).toContainText(kr('599'));
    const engraving = page.getByRole('textbox', { name: /Personlig gravyr/ });
    await expect(engraving).toHaveAttribute('maxlength', '15');
    await engraving.fill('Anna');
    await expect(product.price).toContainText(kr('698'));
  });

  test('an engraving typed while a slow phone hydrates the page is kept and priced', async ({
    browser,
    request,
  }) => {
    // Typed just before React reached the options, the text was thrown away with the server's HTML (in 1 to 3 of 27
    // first visits typed 15 ms apart at 4× CPU slowdown, never at other moments): the options part suspended for a microtask on
    // hydration, and an update reaching its boundary then made React render it anew (lib/preloadable.tsx).
    // 21 first visits at 4× CPU slowdown: about 2.5 s each on a quiet machine, nearly 6 s on a slow one with the
    // other journeys beside it (CI of 2026-12-06 ran out of 120 s at the 21st), so the test gets room for twice that.
    test.setTimeout(300_000);
    const path = await pathOf(request, 'LJS-KLOVER-H');
    for (let delay = 0; delay <= 300; delay += 15) {
      const context = await browser.newContext({ locale: 'sv-SE' });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(delay);
      const engraving = page.getByRole('textbox', { name: /Personlig gravyr/ });
      await engraving.fill('Anna');
      await hydrated(page);
      await expect(engraving, `typed ${delay} ms after the HTML arrived`).toHaveValue('Anna');
      await expect(new ProductPage(page).price).toContainText(kr('698'));
      await context.close();
    }
  });

  test('the size guide opens in a modal dialog and closes with Escape', async ({ page, request }) => {
    await page.goto(await pathOf(request, 'SNG-DAL'));
    // The button opens its dialog once the page is hydrated; before that a click does nothing (seen on CI).
    await hydrated(page);
    await page.getByRole('button', { name: 'Storleksguide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Storleksguide' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Sängar och sängkläder' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('services and downloads need no shipping', async ({ page, request }) => {
    await page.goto(await pathOf(request, 'TJ-FARG'));
    await expect(page.getByText('Ingen frakt – inget skickas hem')).toBeVisible();
    await page.goto(await pathOf(request, 'PDF-FLYTT'));
    await expect(page.getByText('Ingen frakt – levereras digitalt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Storleksguide' })).toHaveCount(0);
  });
});
