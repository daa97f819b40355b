import type { Browser, Page } from '@playwright/test';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { AdminShopBannersPage } from '../pages/admin-shop-banners-page.ts';
import { AdminShopCategoriesPage } from '../pages/admin-shop-categories-page.ts';
import { AdminShopDashboardPage } from '../pages/admin-shop-dashboard-page.ts';
import { AdminShopSettingsPage } from '../pages/admin-shop-settings-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ShopPage } from '../pages/shop-page.ts';
import { expect, test } from '../support/fixtures.ts';

/** The owner's free-shipping method: its title carries no amount (issue 36), the checkout words the threshold. */
const FREE_SHIPPING = /^Fri frakt – Fri frakt/;
/** A small sand-coloured PNG, as a shop owner's picture would be (sharp makes it a WebP). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAoCAIAAACO8WhuAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAATUlEQVRo3u3QQQkAAAgEsOtsI9MYywb+hcESLNPFIQoECRIkSJAgQYIQJEiQIEGCBAlCkCBBggQJEiQIQYIECRIkSJAgQQgSJEiQoG8WoDT0ltYDF5IAAAAASUVORK5CYII=',
  'base64',
);

/** A shopper of their own (no admin cookie), at a viewport. */
async function shopper(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'sv-SE' });
  return context.newPage();
}

async function ownerLogin(page: Page, path = '/admin/login'): Promise<void> {
  await page.goto(path);
  await new AdminPage(page).submitLogin(DEMO_OWNER.email, DEMO_OWNER.password);
}

test.describe('the shop owner runs the shop from the back office', () => {
  test('the dashboard shows the figures of the shop, and each waiting figure leads to the list that acts on it', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const dashboard = new AdminShopDashboardPage(page);
    await ownerLogin(page);
    await expect(dashboard.heading).toHaveText('Översikt');

    // The screen says what the API says; other journeys place orders meanwhile, so it is compared on a fresh load.
    await expect(async () => {
      await page.reload();
      const figures = (await (await page.request.get('/api/admin/dashboard')).json()).result;
      await expect(dashboard.waitingLink('Ordrar att skicka')).toHaveAccessibleName(
        `Ordrar att skicka: ${figures.to_ship.total}`,
        { timeout: 2000 },
      );
      await expect(dashboard.figure('I dag')).toContainText(`${figures.today.orders} ordrar`, {
        timeout: 2000,
      });
      await expect(dashboard.waitingLink('Recensioner att granska')).toHaveAccessibleName(
        `Recensioner att granska: ${figures.reviews_pending}`,
        { timeout: 2000 },
      );
      await expect(dashboard.waitingLink('Produkter med lågt lager')).toHaveAccessibleName(
        `Produkter med lågt lager: ${figures.low_stock.total}`,
        { timeout: 2000 },
      );
    }).toPass();

    // The demo catalogue has sold-out and low products: sold out first, each leading to its editor.
    const rows = dashboard.lowStockTable.getByRole('row');
    await expect(rows.nth(1)).toContainText('Slut');
    await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', /\/admin\/products\/\d+$/);
    expect(await rows.count()).toBeGreaterThan(2);
    await dashboard.saveScreenshot('admin-dashboard-1280');

    // The waiting figures lead to the lists, filtered, that the orders, products and reviews screens read.
    await dashboard.waitingLink('Ordrar att skicka').click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
    await expect(dashboard.heading).toHaveText('Ordrar');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new');
    await page.goBack();
    await dashboard
      .figure('Ordrar att skicka')
      .getByRole('link', { name: /behandlas$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('processing');
    await page.goBack();
    // (The products list reads ?stock= once it is merged; until then the agreed address is what is checked.)
    await dashboard.waitingLink('Produkter med lågt lager').click();
    await expect(page).toHaveURL(/\/admin\/products\?stock=low$/);
    await page.goBack();
    await dashboard.waitingLink('Recensioner att granska').click();
    await expect(page).toHaveURL(/\/admin\/reviews\?status=pending$/);
    await expect(dashboard.heading).toHaveText('Recensioner');

    // On a phone the figures stack.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/');
    await expect(dashboard.waitingLink('Ordrar att skicka')).toBeVisible();
    await dashboard.saveScreenshot('admin-dashboard-375');
    expect(errors).toEqual([]);
  });

  test('the owner lowers the free-shipping threshold and the checkout offers free shipping at once', async ({
    page,
    browser,
  }) => {
    // Two browsers (the owner's and a shopper's) and a checkout: more than the default time.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const settings = new AdminShopSettingsPage(page);
    await ownerLogin(page, '/admin/settings');
    await expect(settings.heading).toHaveText('Inställningar');
    const freeShipping = settings.method(FREE_SHIPPING);
    const threshold = freeShipping.getByLabel('Erbjuds från ordervärde (kr)');
    await expect(threshold).toHaveValue('5000');
    const before = {
      threshold: await threshold.inputValue(),
      title: await freeShipping.getByLabel('Namn i kassan').inputValue(),
    };

    // A shopper with a small cart: no free shipping below 5 000 kr.
    const shop = await shopper(browser);
    const checkout = new CheckoutPage(shop);
    const cart = new Cart(shop);
    await shop.goto('/p/KUD-HAVRE-4060/kuddfodral-havre-40x60/KUD-HAVRE-4060');
    await shop.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(cart.minicart).toHaveAccessibleName(/^Varukorg, 1 /);
    await shop.goto('/checkout');
    await checkout.fillPersonal('Fria', 'Frakten', 'fria.frakten@example.com');
    await checkout.continue('Dina uppgifter');
    await expect(checkout.method('Leverans', /Hemleverans med bud/)).toBeVisible();
    await expect(checkout.method('Leverans', /Fri frakt/)).toHaveCount(0);

    // The form checks the amount first, then the owner lowers the threshold.
    await threshold.fill('hundra');
    await page.getByRole('button', { name: 'Spara fraktsätt' }).click();
    await expect(threshold).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.alert).toBeFocused();
    await settings.setFreeShipping(FREE_SHIPPING, '100', 'Fri frakt');
    await expect(settings.notice('Fraktsätten har sparats.')).toBeVisible();
    await expect(settings.method(FREE_SHIPPING).getByLabel('Erbjuds från ordervärde (kr)')).toHaveValue(
      '100',
    );
    await settings.saveScreenshot('admin-settings-1280');

    try {
      // The shopper's next visit to the checkout offers it, and choosing it makes shipping free.
      // (The checkout remembers the personal details: the delivery step is open.)
      await shop.reload();
      const free = checkout.method('Leverans', /Fri frakt över 100 kr/);
      await expect(free).toBeVisible();
      await free.check();
      await checkout.fillAddress('Leverans', {
        firstName: 'Fria',
        lastName: 'Frakten',
        street: 'Fraktgatan 1',
        zip: '11122',
        city: 'Stockholm',
      });
      await checkout.continue('Leverans');
      await expect(cart.segment(/^Frakt/)).toHaveText(/^0\s*kr$/);
      await checkout.saveScreenshot('admin-settings-free-shipping-checkout');
    } finally {
      // The shop's threshold back as it was, for the other journeys.
      await page.reload();
      await settings.setFreeShipping(FREE_SHIPPING, before.threshold, before.title);
      await expect(settings.notice('Fraktsätten har sparats.')).toBeVisible();
      await shop.context().close();
    }

    // A new method is added beside the others, and removed again after a confirmation.
    const add = page.getByRole('region', { name: 'Nytt fraktsätt' });
    await add.getByLabel('Transportör', { exact: true }).fill('Expressbud');
    await add.getByLabel('Namn i kassan').fill('Express samma dag');
    await add.getByLabel('Transportörskod').fill('express');
    await add.getByLabel('Metodkod').fill('sameday');
    await add.getByLabel('Pris (kr inkl. moms)').fill('149');
    await add.getByRole('button', { name: 'Lägg till' }).click();
    await expect(settings.notice('Fraktsättet Express samma dag har lagts till.')).toBeVisible();
    await expect(
      settings.method(/^Expressbud – Express samma dag/).getByLabel('Pris (kr inkl. moms)'),
    ).toHaveValue('149');
    await page.getByRole('button', { name: 'Ta bort Express samma dag' }).click();
    await page
      .getByRole('dialog', { name: 'Ta bort fraktsättet?' })
      .getByRole('button', { name: 'Ta bort' })
      .click();
    await expect(settings.notice('Fraktsättet Express samma dag har tagits bort.')).toBeVisible();
    await expect(settings.method(/^Expressbud/)).toHaveCount(0);

    // On a phone the settings stack in one column.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(settings.method(FREE_SHIPPING)).toBeVisible();
    await settings.saveScreenshot('admin-settings-375');
  });

  test('the owner adds a category to the menu, moves it up, and the shop menu shows it; deleting it takes it out', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const categories = new AdminShopCategoriesPage(page);
    const name = `Trädgård ${Date.now()}`;
    await ownerLogin(page, '/admin/categories');
    await expect(categories.heading).toHaveText('Kategorier');
    await expect(categories.row('Matplats')).toBeVisible();
    const siblings = await categories.childrenOf('Matplats');

    // The form checks the name, then the API creates it (in the menu by default) at the end of its siblings.
    await page.getByRole('link', { name: 'Ny underkategori till Matplats' }).click();
    await expect(page.getByLabel('Överordnad kategori')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Visa i menyn')).toBeChecked();
    await page.getByRole('button', { name: 'Skapa kategori' }).click();
    await expect(page.getByText('Fältet måste fyllas i').first()).toBeVisible();
    await page.getByLabel('Namn').fill(name);
    await page.getByRole('button', { name: 'Skapa kategori' }).click();
    await expect(categories.notice(`Kategorin ${name} har skapats.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect.poll(() => categories.childrenOf('Matplats')).toEqual([...siblings, name]);

    // Reordered one place up among its siblings.
    await categories.moveUp(name);
    await expect(categories.notice(`${name} har flyttats uppåt.`)).toBeVisible();
    await expect
      .poll(() => categories.childrenOf('Matplats'))
      .toEqual([...siblings.slice(0, -1), name, ...siblings.slice(-1)]);
    await categories.saveScreenshot('admin-categories-1280');

    // A url key someone else has is refused under the field.
    await categories.row(name).getByRole('link', { name, exact: true }).click();
    await page
      .getByLabel('Ladda upp en ny bild')
      .setInputFiles({ name: 'tradgard.png', mimeType: 'image/png', buffer: PICTURE });
    await expect(page.getByLabel('Bild', { exact: true })).toHaveValue(/^uploads\/[0-9a-f]+\.webp$/);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(categories.notice(`Kategorin ${name} har sparats.`)).toBeVisible();
    await page.getByLabel('URL-nyckel').fill('matplats');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByLabel('URL-nyckel')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Adressen används redan av en annan kategori.').first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await categories.saveScreenshot('admin-category-edit-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    const shop = await shopper(browser);
    const storefront = new ShopPage(shop);
    try {
      await shop.goto('/');
      const top = storefront.mainMenu.getByRole('listitem').filter({
        has: shop.getByRole('link', { name: 'Matplats', exact: true }),
      });
      await top.getByRole('link', { name: 'Matplats', exact: true }).hover();
      const link = top.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(storefront.heading).toHaveText(name);
    } finally {
      // Deleted (it has no products), and gone from the shop.
      await page.getByRole('button', { name: 'Ta bort' }).click();
      await page
        .getByRole('dialog', { name: 'Ta bort kategorin?' })
        .getByRole('button', { name: 'Ta bort' })
        .click();
      await expect(categories.notice(`Kategorin ${name} har tagits bort.`)).toBeVisible();
    }
    await shop.goto('/');
    await expect(storefront.mainMenu.getByRole('link', { name, exact: true })).toHaveCount(0);
    await shop.context().close();
  });

  test("the owner edits the home page's banner and the shop shows it", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const banners = new AdminShopBannersPage(page);
    await ownerLogin(page, '/admin/banners');
    await expect(banners.heading).toHaveText('Banners');
    const original = await banners.title(1).inputValue();
    const title = `Vinterrea ${Date.now()}`;

    // A banner needs a title: the form says so before anything is sent.
    await banners.title(1).fill('');
    await banners.save();
    await expect(banners.title(1)).toHaveAttribute('aria-invalid', 'true');
    await banners.title(1).fill(title);
    const originalImage = await banners.image(1).inputValue();

    // A new picture goes through the shop's picture pipeline; a file that is not one is refused with the reason.
    await banners.upload(1, {
      name: 'anteckning.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('ingen bild'),
    });
    await expect(banners.banner(1).getByRole('alert')).toContainText('Bilden togs inte emot');
    await banners.upload(1, { name: 'vinter.png', mimeType: 'image/png', buffer: PICTURE });
    await expect(banners.image(1)).toHaveValue(/^uploads\/[0-9a-f]+\.webp$/);
    const uploaded = await banners.image(1).inputValue();
    await banners.save();
    await expect(banners.notice('Banners för default har sparats.')).toBeVisible();
    await banners.saveScreenshot('admin-banners-1280');

    const shop = await shopper(browser, 375);
    try {
      await shop.goto('/');
      await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(shop.getByRole('region', { name: title }).locator('img')).toHaveAttribute(
        'src',
        new RegExp(uploaded.replace('.', '\\.')),
      );
    } finally {
      await banners.title(1).fill(original);
      await banners.image(1).fill(originalImage);
      await banners.save();
      await expect(banners.notice('Banners för default har sparats.')).toBeVisible();
    }
    await shop.reload();
    await expect(shop.getByRole('heading', { level: 1, name: original })).toBeVisible();
    await shop.context().close();

    // A store view without banners of its own may start from the default store's (nothing is saved here).
    await page.getByLabel('Butiksvy').selectOption({ label: 'Butiksvyn it' });
    await expect(page).toHaveURL(/\/admin\/banners\?store=it$/);
    await page.getByRole('button', { name: 'Utgå från standardbutikens banners' }).click();
    await expect(banners.title(1)).toHaveValue(original);
    await page.setViewportSize({ width: 375, height: 800 });
    await banners.saveScreenshot('admin-banners-375');
  });
});
