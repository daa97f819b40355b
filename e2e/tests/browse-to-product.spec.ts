import { CategoryPage } from '../pages/category-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { Cart } from '../pages/cart.ts';
import { ShopPage } from '../pages/shop-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated, reloadHydrated } from '../support/hydration.ts';

/** `12 345 kr` with non-breaking spaces, whole kronor. */
const SEK = /^\d{1,3}(\u00a0\d{3})*\u00a0kr$/;

test.describe('a shopper browses from home to a product', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'mobile', width: 375, height: 800 },
  ]) {
    test(`home → category through the menu → product (${viewport.name})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize(viewport);

      const home = new ShopPage(page);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Hemma/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      await expect(page.getByRole('heading', { name: 'Nyheter' })).toBeVisible();
      if (viewport.name === 'desktop') await home.saveScreenshot('home');

      await home.openCategoryFromMenu('Vardagsrum');
      const category = new CategoryPage(page);
      await expect(page).toHaveURL(/\/c\/vardagsrum$/);
      await expect(category.heading).toHaveText('Vardagsrum');
      await category.subcategories.getByRole('link', { name: 'Soffor' }).click();
      await expect(page).toHaveURL(/\/c\/soffor$/);
      await expect(category.heading).toHaveText('Soffor');
      await expect(page).toHaveTitle('Soffor | Hemma');
      await expect(category.breadcrumbs.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/');
      await expect(category.productTiles.first()).toBeVisible();
      expect(await category.productTiles.count()).toBeGreaterThan(3);
      if (viewport.name === 'desktop') await category.saveScreenshot('category');

      const tile = await category.tile(0);
      expect(tile.name.length).toBeGreaterThan(2);
      await tile.link.click();

      const product = new ProductPage(page);
      await expect(page).toHaveURL(/\/p\/[^/]+\/[a-z0-9-]+/);
      await expect(product.heading).toHaveText(tile.name);
      await expect(page).toHaveTitle(`${tile.name} | Hemma`);
      const price =
        (await product.price.locator('span').first().textContent())?.replace(/^Pris\s*/, '').trim() ?? '';
      expect(price).toMatch(SEK);
      expect(tile.price.startsWith(price) || tile.price.includes(price)).toBe(true);
      await expect(page.getByText('inkl. moms').first()).toBeVisible();
      await expect(product.breadcrumbs.getByRole('link')).toHaveText(['Hem', 'Vardagsrum', 'Soffor']);
      // Once running in the browser the page confirms its price with the server (render-list, price_is_current).
      await expect(page.locator('[data-price-current]')).toHaveAttribute('data-price-current', 'true');
      if (viewport.name === 'desktop') await product.saveScreenshot('product');

      expect(errors).toEqual([]);
    });
  }

  test('a product page opened directly is server-rendered with its price', async ({ page, request }) => {
    const list = await (
      await request.get('/api/catalog/products?category=soffbord&size=1&sort=price_asc')
    ).json();
    const item = list.result.items[0];
    const path = `/p/${item.sku}/${item.slug}${item.type_id === 'configurable' ? `/${item.sku}` : ''}`;
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(item.name);

    await page.goto(path);
    await expect(new ProductPage(page).heading).toHaveText(item.name);
  });
});

test('an unknown URL shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/det-har-finns-inte/alls');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
  await expect(page).toHaveTitle(/Sidan hittades inte/);
  await expect(page.getByRole('link', { name: 'Till startsidan', exact: true })).toHaveAttribute('href', '/');
  await new ShopPage(page).saveScreenshot('not-found');
});

test('an unknown product and an unknown category answer 404 too', async ({ page }) => {
  expect((await page.goto('/p/NO-SUCH-SKU/nothing'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
  expect((await page.goto('/c/finns-inte'))?.status()).toBe(404);
});

test('static pages show their CMS content from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Returer' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Öppet köp i 365 dagar').first()).toBeVisible();
});

test.describe('a browser without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("posts 'Lägg i varukorgen' to the product page, which leads back to the product, not an error", async ({
    page,
  }) => {
    const path = '/p/SOF-VASS-4/soffa-vass-4-sits';
    await page.goto(path);
    const product = new ProductPage(page);
    const [posted] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      product.addToCart.click(),
    ]);
    expect(posted.status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(product.heading).toHaveText('Soffa Vass 4-sits');
  });
});

test("a tap on 'Lägg i varukorgen' before the page's code has arrived is held and adds the product once it has", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  // The page's scripts wait until the shopper has chosen a quantity and tapped.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await tapped;
    await route.continue();
  });
  const path = '/p/SOF-VASS-4/soffa-vass-4-sits';
  // The load event waits for the page's scripts: the page is used as soon as it is on screen.
  await page.goto(path, { waitUntil: 'commit' });
  const product = new ProductPage(page);
  const cart = new Cart(page);
  await expect(product.addToCart).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Antal' }).fill('2');
  await product.addToCart.click();
  await product.addToCart.click();
  // Held, not posted to the page; the button shows it is busy.
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => performance.getEntriesByName('hemma:hydrated').length)).toBe(0);
  release();

  // Sent once, with the quantity chosen before, when the form is hydrated.
  await expect(cart.notification.filter({ hasText: 'Varan har lagts i varukorgen!' })).toBeVisible();
  await expect(cart.minicart).toHaveAccessibleName('Varukorg, 2 varor');
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
  await hydrated(page);
  await reloadHydrated(page);
  await expect(cart.minicart).toHaveAccessibleName('Varukorg, 2 varor');
  expect(posts.filter((url) => new URL(url).pathname === path)).toEqual([]);
  expect(errors).toEqual([]);
});
