import { Cart } from '../pages/cart.ts';
import { CategoryPage } from '../pages/category-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { AdminProductEditorPage } from '../pages/admin-product-editor-page.ts';
import { AdminProductListPage } from '../pages/admin-product-list-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { SearchPanel } from '../pages/search-panel.ts';
import { expect, test } from '../support/fixtures.ts';

/** A 64×48 grey-blue PNG: a real picture for the upload (the API decodes it with sharp). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1tcQ18DMF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+MLihAHmOohYAAAAASUVORK5CYII=',
  'base64',
);
/** A beige one, for the beige variant. */
const BEIGE_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfklEQVRoge2SAQkAURSD1j+CRa6CsS7GePyBAXQsfpwmdQMXQH1FdyHukrqBC6C+orsQd0ndwAVQX9FdiLukbuACqK/oLsRdUjdwAdRXdBfiLqkbuADqK7oLcZfUDVwA9RXdhbhL6gYugPqK7kLcJXUDF0B9RXch7pK6gY8H/B2vLXji54wAAAAAAElFTkSuQmCC',
  'base64',
);
/** Prices as the storefront shows them (`1 295 kr`, with a non-breaking space). */
const kr = (amount: string) => new RegExp(`${amount.replace(' ', '\\s')}\\skr`);

test.describe('the catalogue in the back office', () => {
  test('the owner creates a configurable product with two colours and a picture; a shopper finds it and buys it; a new price and stock level show at once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Pall Äng ${stamp}`;
    const sku = `PALL-ANG-${stamp}`;
    const admin = new AdminPage(page);
    const list = new AdminProductListPage(page);
    const editor = new AdminProductEditorPage(page);

    await admin.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await admin.open('Produkter');
    await expect(admin.heading).toHaveText('Produkter');
    await list.filter('Typ', 'Produkt med varianter');
    await expect(page).toHaveURL(/\/admin\/products\?type=configurable$/);
    await expect(list.table.getByRole('row').nth(1)).toContainText('Produkt med varianter');
    await list.saveScreenshot('admin-products-1280');

    await page.getByRole('link', { name: 'Ny produkt' }).click();
    await page.getByRole('link', { name: 'Produkt med varianter' }).click();
    await expect(admin.heading).toHaveText('Ny produkt: Produkt med varianter');

    // A file that is not a picture: the API refuses it, and the editor says so in words.
    await editor.upload({
      name: 'anteckning.png',
      mimeType: 'image/png',
      buffer: Buffer.from('inte en bild'),
    });
    await expect(editor.pictures.getByRole('alert')).toHaveText(
      'Filen är ingen bild som går att läsa. Välj en JPEG-, PNG- eller WebP-bild.',
    );

    await editor.fillGeneral({ name, sku, category: 'Bänkar' });
    await editor.setPrice('795');
    await editor.upload({ name: 'pall.png', mimeType: 'image/png', buffer: PICTURE });
    await expect(editor.pictures.getByRole('img', { name })).toBeVisible();
    await expect(editor.pictures.getByRole('alert')).toHaveCount(0);
    await editor.upload({ name: 'pall-beige.png', mimeType: 'image/png', buffer: BEIGE_PICTURE });
    await expect(editor.pictures.getByRole('img')).toHaveCount(2);
    await editor.pictures.getByLabel('Alt-text, bild 2').fill(`${name} i beige`);
    await editor.pictures.getByLabel('Dölj bild 2').check();
    const beigeFile = /uploads\/\w+\.webp/.exec(
      (await editor.pictures.getByRole('img').nth(1).getAttribute('src'))!,
    )![0];
    await editor.addVariantsFor('Färg', ['Grå', 'Beige']);
    await editor
      .variant(2)
      .getByLabel('Bild för varianten')
      .selectOption({ label: `2: ${name} i beige` });
    await expect(editor.variant(1).getByLabel('Artikelnummer')).toHaveValue(`${sku}-GRA`);
    await expect(editor.variant(2).getByLabel('Artikelnummer')).toHaveValue(`${sku}-BEIGE`);
    await editor.variant(1).getByLabel('Antal i lager').fill('5');
    await editor.variant(2).getByLabel('Antal i lager').fill('3');
    await editor.variant(2).getByLabel('Pris (kr inkl. moms)', { exact: true }).fill('895');
    await editor.save('Skapa produkt');
    await expect(admin.notice(`${name} har lagts till.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(admin.heading).toHaveText(name);
    await expect(editor.variant(2)).toContainText('Beige');
    await expect(editor.priceHistory.getByRole('row')).toHaveCount(2);
    await editor.saveScreenshot('admin-product-editor-1280');
    const shopPath = await page.getByRole('link', { name: 'Visa i butiken' }).getAttribute('href');

    // A shopper, in a browser of their own, finds it by search and in its category, and buys the beige one.
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
    const shop = await shopper.newPage();
    shop.on('pageerror', (error) => errors.push(error.message));
    await shop.goto('/');
    const search = new SearchPanel(shop);
    await search.type(name);
    await expect(search.products.filter({ hasText: name })).toBeVisible();
    await shop.goto('/c/bankar');
    const category = new CategoryPage(shop);
    const tile = category.productTiles.filter({ hasText: name });
    await expect(tile).toContainText(kr('795'));
    await tile.getByRole('link').first().click();
    const product = new ProductPage(shop);
    await expect(product.heading).toHaveText(name);
    await expect(product.mainImage).toHaveAttribute('src', /uploads/);
    await product.options('Färg').getByRole('radio', { name: 'Beige' }).check();
    await expect(product.price).toContainText(kr('895'));
    await expect(product.mainImage).toHaveAttribute('src', new RegExp(beigeFile));
    await product.addToCart.click();
    await expect(new Cart(shop).minicart).toHaveAccessibleName('Varukorg, 1 vara');
    await new CheckoutPage(shop).orderWithInvoice(`pall.${stamp.toLowerCase()}@example.se`, {
      firstName: 'Pia',
      lastName: 'Pall',
      street: 'Storgatan 1',
      zip: '111 22',
      city: 'Stockholm',
    });
    await expect(shop.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();

    // The owner lowers the grey one's price and sells out the beige one; the product page shows both at once.
    await page.reload();
    await expect(editor.variant(2).getByLabel('Antal i lager')).toHaveValue('2');
    await editor.variant(1).getByLabel('Pris (kr inkl. moms)', { exact: true }).fill('749');
    await editor.variant(2).getByLabel('Antal i lager').fill('0');
    await editor.variant(2).getByLabel('I lager (kan köpas)').uncheck();
    await editor.save();
    await expect(admin.notice(`Ändringarna för ${name} är sparade.`)).toBeVisible();
    await expect(editor.variant(1).getByLabel('Pris (kr inkl. moms)', { exact: true })).toHaveValue('749');
    await expect(editor.variant(2).getByLabel('Antal i lager')).toHaveValue('0');
    await shop.goto(shopPath!);
    await product.options('Färg').getByRole('radio', { name: 'Grå' }).check();
    await expect(product.price).toContainText(kr('749'));
    await expect(product.options('Färg').getByRole('radio', { name: 'Beige (Slut i lager)' })).toBeVisible();
    await shopper.close();

    // It was ordered, so it stays: the owner is told to disable it instead.
    await page.getByRole('button', { name: 'Ta bort produkt' }).click();
    await page
      .getByRole('dialog', { name: `Ta bort ${name}?` })
      .getByRole('button', { name: 'Ta bort produkt' })
      .click();
    await expect(admin.notice('Produkten finns i beställningar och kan inte tas bort.')).toBeVisible();
    await expect(admin.heading).toHaveText(name);

    // The change log of the product names what was done: created, changed, its stock set.
    await page.getByRole('link', { name: 'Visa ändringslogg' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?entity_type=product&entity_id=\d+$/);
    const log = page.getByRole('table', { name: 'Ändringslogg' });
    await expect(log.getByText('Produkt skapad')).toBeVisible();
    await expect(log.getByText('Produkt ändrad')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('on a phone: a simple product, a taken sku said at its field, a quick price and stock edit from the list, and a stale edit refused', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Krok Ask ${stamp}`;
    const sku = `KROK-ASK-${stamp}`;
    const list = new AdminProductListPage(page);
    const editor = new AdminProductEditorPage(page);
    await list.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(list.heading).toHaveText('Översikt');
    await page.goto('/admin/products/new?type=simple');
    await expect(list.heading).toHaveText('Ny produkt: Enkel produkt');

    // Required fields and a price that is not an amount are named before anything is sent.
    await editor.setPrice('tolv');
    await editor.save('Skapa produkt');
    await expect(list.alert).toBeFocused();
    await expect(list.alert).toContainText('Pris (kr inkl. moms): Ange ett belopp i kronor');
    await expect(editor.general.getByLabel('Namn', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await list.saveScreenshot('admin-product-errors-375');

    // An sku another product has: the API's 409 goes under the sku field.
    await editor.fillGeneral({ name, sku: 'SNG-VILMA-180', category: 'Hyllor' });
    await editor.setPrice('1 295');
    await editor.stock.getByLabel('Antal i lager').fill('10');
    await editor.save('Skapa produkt');
    await expect(editor.general.getByText('Artikelnumret används redan av en annan produkt.')).toBeVisible();
    await editor.general.getByLabel('Artikelnummer', { exact: true }).fill(sku);
    await editor.save('Skapa produkt');
    await expect(list.notice(`${name} har lagts till.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const productUrl = page.url();
    const shopPath = await page.getByRole('link', { name: 'Visa i butiken' }).getAttribute('href');

    // The list's quick edit: a new price and stock level, shown by the product page at once.
    await list.open('Produkter');
    await list.search(sku);
    await expect(list.row(sku)).toContainText(kr('1 295'));
    await list.quickEdit(name, '1195', '2');
    await expect(list.notice(`Pris och lager för ${name} är sparade.`)).toBeVisible();
    await expect(list.row(sku)).toContainText(kr('1 195'));
    await expect(list.row(sku)).toContainText('Få kvar');
    // The dashboard's link to the low-stock products is this filter's address.
    await list.filter('Lagerstatus', 'Få kvar');
    await expect(page).toHaveURL(/\/admin\/products\?q=[\w-]+&stock=low$/);
    await expect(list.row(sku)).toBeVisible();
    await list.saveScreenshot('admin-products-375');
    const shop = await browser.newPage({ viewport: { width: 375, height: 800 }, locale: 'sv-SE' });
    await shop.goto(shopPath!);
    await expect(new ProductPage(shop).price).toContainText(kr('1 195'));
    await expect(shop.getByRole('main').getByText('Få kvar').first()).toBeVisible();
    await shop.close();

    // Two editors on one product: the second save is refused, and a reload shows what the first one saved.
    await page.goto(productUrl);
    const other = await page.context().newPage();
    await other.goto(productUrl);
    const otherEditor = new AdminProductEditorPage(other);
    await otherEditor.general.getByLabel('Namn', { exact: true }).fill(`${name} ny`);
    await otherEditor.save();
    await expect(otherEditor.notice(`Ändringarna för ${name} ny är sparade.`)).toBeVisible();
    await editor.general.getByLabel('Kort beskrivning').fill('Krok i ask.');
    await editor.save();
    await expect(list.alert.first()).toContainText('Någon annan har ändrat produkten');
    await list.saveScreenshot('admin-product-stale-375');
    await page.getByRole('button', { name: 'Ladda om produkten' }).click();
    await expect(editor.general.getByLabel('Namn', { exact: true })).toHaveValue(`${name} ny`);
    await other.close();
  });

  test('the owner creates a bundle of two chairs to choose from, which the product page offers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Stolpaket ${stamp}`;
    const editor = new AdminProductEditorPage(page);
    await editor.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(editor.heading).toHaveText('Översikt');
    await page.goto('/admin/products/new?type=bundle');
    // Shown by search only, outside the category listings other journeys pick their products from.
    await editor.fillGeneral({ name, sku: `STOLPAKET-${stamp}` });
    await editor.general.getByLabel('Synlighet').selectOption({ label: 'Bara i sökningen' });
    await editor.setPrice('0');
    const parts = editor.section('Paketets delar');
    await parts.getByRole('button', { name: 'Lägg till paketdel' }).click();
    const part = parts.getByRole('group', { name: 'Paketdel 1' });
    await part.getByLabel('Rubrik').fill('Stol');
    await part.getByLabel('Artikelnummer, produkt 1').fill('STO-MANS');
    await part.getByRole('button', { name: 'Lägg till produkt' }).click();
    await part.getByLabel('Artikelnummer, produkt 2').fill('STO-ANGSULL-ARM');
    await editor.save('Skapa produkt');
    await expect(editor.notice(`${name} har lagts till.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(part.getByLabel('Artikelnummer, produkt 2')).toHaveValue('STO-ANGSULL-ARM');
    await editor.saveScreenshot('admin-product-bundle-1280');
    const shopPath = await page.getByRole('link', { name: 'Visa i butiken' }).getAttribute('href');
    await page.goto(shopPath!);
    const product = new ProductPage(page);
    await expect(product.heading).toHaveText(name);
    await expect(product.options('Stol').getByRole('radio')).toHaveCount(2);
  });
});
