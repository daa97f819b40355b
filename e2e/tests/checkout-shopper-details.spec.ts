import type { Page } from '@playwright/test';
import { AdminImportPage } from '../pages/admin-import-page.ts';
import { DEMO_OWNER } from '../pages/admin-page.ts';
import { AdminOrdersPage } from '../pages/admin-trade-orders-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';
import { productPath } from '../support/products.ts';

/**
 * Issue 35, what shoppers saw in the checkout: postcodes, a long e-mail on a phone, the summary following the
 * shipping choice and a corrected field losing its error. Each journey at the width it was seen at.
 */

async function toCheckout(page: Page, path: string): Promise<CheckoutPage> {
  await page.goto(path);
  await hydrated(page);
  await new ProductPage(page).addToCart.click();
  await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
  await page.goto('/checkout');
  await hydrated(page);
  return new CheckoutPage(page);
}

/** The page is no wider than the screen at each width — two phones and a laptop (no sideways scrolling); back at the first width after. */
async function fitsWidths(page: Page, name: string, widths = [375, 320, 1366]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} at ${width} px is wider than the screen`,
      })
      .toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: widths[0]!, height: 740 });
}

test.use({ viewport: { width: 375, height: 740 } });

test('a Swedish postcode is five digits, shown "114 53" as the field is left, in the ombud search and the summary', async ({
  page,
  request,
}) => {
  const checkout = await toCheckout(page, await productPath(request, 4));
  await checkout.fillPersonal('Karin', 'Lindqvist', 'karin.postnummer@example.se');
  await checkout.continue('Dina uppgifter');
  const address = { firstName: 'Karin', lastName: 'Lindqvist', street: 'Götgatan 9', city: 'Stockholm' };
  const zip = checkout.field('Leverans', 'Postnummer');
  for (const wrong of ['1234', 'ABCDE', '1145']) {
    await checkout.fillAddress('Leverans', { ...address, zip: wrong });
    await checkout.continue('Leverans');
    await expect(
      checkout.step('Leverans').getByText('Postnumret ska ha 5 siffror, till exempel 114 53.'),
    ).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
  }
  await zip.fill('11453');
  await zip.blur();
  await expect(zip).toHaveValue('114 53');
  // Corrected: its error goes as it changes, before "Fortsätt".
  await expect(zip).toHaveAttribute('aria-invalid', 'false');
  await checkout.method('Leverans', /Hämta hos ombud/).check();
  const picker = page.getByTestId('pickup-points');
  await expect(picker.getByLabel('Sök på postnummer')).toHaveValue('114 53');
  await picker.getByRole('radio').first().check();
  await checkout.continue('Leverans');
  await expect(checkout.step('Leverans')).toContainText('Götgatan 9, 114 53 Stockholm');

  // An invoice says what happens, and an order to a pick-up point says when it is expected.
  await expect(checkout.method('Betalning', /Faktura/)).toBeChecked();
  await checkout.continue('Betalning');
  const invoice = 'Fakturan skickas med leveransen, betala inom 30 dagar.';
  await expect(checkout.step('Granska')).toContainText(invoice);
  await checkout.terms.check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  await expect(page.getByText(/^Beräknad leverans: \d+[^.]* \p{L}+\.$/u)).toBeVisible();
  await expect(page.getByText(invoice, { exact: true })).toBeVisible();
  await expect(page.getByText('Betalningen är klar', { exact: false })).toHaveCount(0);
});

test('the summary follows the shipping method picked, and a corrected phone number loses its error at once', async ({
  page,
  request,
}) => {
  const checkout = await toCheckout(page, await productPath(request, 5));
  await checkout.fillPersonal('Per', 'Holm', 'per.holm.frakt@example.se');
  await checkout.continue('Dina uppgifter');
  await checkout.fillAddress('Leverans', {
    firstName: 'Per',
    lastName: 'Holm',
    street: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
    phone: '12',
  });
  const summary = page.getByRole('complementary', { name: 'Din beställning' });
  await expect(summary).toContainText('Frakt (Hemleverans med bud)');
  await checkout.method('Leverans', /Hämta hos ombud/).check();
  // At once, before "Fortsätt".
  await expect(summary).toContainText('Frakt (Hämta hos ombud)39 kr');
  await checkout.method('Leverans', /Hemleverans med bud/).check();
  await expect(summary).toContainText('Frakt (Hemleverans med bud)5 kr');

  await checkout.continue('Leverans');
  const phone = checkout.field('Leverans', 'Mobilnummer (för avisering)');
  const error = checkout.step('Leverans').getByText('Ange ett giltigt telefonnummer.');
  await expect(error).toBeVisible();
  await phone.fill('070-123 45 67');
  await expect(error).toBeHidden();
  await expect(phone).toHaveAttribute('aria-invalid', 'false');
});

test('a 40-character e-mail wraps: no checkout step and no back-office order page is wider than a phone', async ({
  page,
  request,
  browser,
}) => {
  const email = 'karin.lindqvist+1205094156801@example.se';
  expect(email).toHaveLength(40);
  const checkout = await toCheckout(page, await productPath(request, 6));
  await checkout.fillPersonal('Karin', 'Lindqvist', email);
  await checkout.continue('Dina uppgifter');
  await fitsWidths(page, 'the shipping step');
  await checkout.fillAddress('Leverans', {
    firstName: 'Karin',
    lastName: 'Lindqvist',
    street: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
  });
  await checkout.continue('Leverans');
  await fitsWidths(page, 'the payment step');
  await expect(checkout.method('Betalning', /Faktura/)).toBeChecked();
  await checkout.continue('Betalning');
  await fitsWidths(page, 'the review step');
  await checkout.terms.check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  await fitsWidths(page, 'the thank-you page');
  const number = /Ditt ordernummer är (\d+)\./.exec(
    (await page.getByText(/Ditt ordernummer är \d+/).textContent()) ?? '',
  )![1]!;

  const owner = await AdminOrdersPage.openAsOwner(browser, number);
  const timeline = owner.getByRole('region', { name: 'Händelser' });
  await expect(timeline).toBeVisible();
  // The back office dates as 2026-12-05 10:14 (the storefront keeps HH:mm D/M/YYYY).
  await expect(timeline.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).first()).toBeVisible();
  await fitsWidths(owner, 'the back-office order page');
  await owner.screenshot({ path: 'e2e/artifacts/screens/admin-order-long-email-320.png', fullPage: true });
  await owner.context().close();
});

test("the back office's import page fits a phone (375 px): its table of recent imports scrolls inside its frame", async ({
  page,
}) => {
  const admin = new AdminImportPage(page);
  await admin.login(DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(admin.heading).toHaveText('Översikt');
  await page.goto('/admin/import');
  await expect(admin.heading).toHaveText('Import och export');
  const fileName = `en-lang-filnamnsrad-for-telefonen-${Date.now()}.csv`;
  await admin.choose(
    fileName,
    'sku,type,name,price,tax_class\nE2E-SMAL-1,simple,Smal pall,100,Taxable Goods\n',
  );
  await admin.startDryRun();
  await expect(
    page.getByRole('heading', { name: `Provkörning av ${fileName} klar: ingenting sparades` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'De senaste importerna, den senaste först' })).toContainText(
    fileName,
  );
  await fitsWidths(page, 'the import page');
});

test('granted credit is not called paid: the page says the invoice comes with the delivery, to pay within 30 days', async ({
  page,
  request,
}) => {
  const checkout = await toCheckout(page, await productPath(request, 7));
  await checkout.fillPersonal('Ebba', 'Kredit', 'ebba.kredit.e2e@example.se');
  await checkout.continue('Dina uppgifter');
  await checkout.fillAddress('Leverans', {
    firstName: 'Ebba',
    lastName: 'Kredit',
    street: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
  });
  await checkout.continue('Leverans');
  await checkout.method('Betalning', /Delbetalning eller faktura/).check();
  await checkout.continue('Betalning');
  const credit = page.frameLocator('iframe[title="Faktura eller delbetalning"]');
  await credit.getByLabel('Personnummer').fill('19121212-1212');
  await credit.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(
    page.getByText(
      /^Krediten är beviljad, inget är betalt ännu\. Fakturan skickas med leveransen, betala inom 30 dagar/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Betalningen är klar', { exact: false })).toHaveCount(0);
  await checkout.terms.check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  await expect(page.getByText(/^Inget är betalt ännu: fakturan skickas med leveransen/)).toBeVisible();
});

test('on a phone (375 px) the "added to the cart" notice sits above the cookie banner, not over its buttons', async ({
  browser,
}) => {
  // A shopper who has not chosen about cookies yet: the banner is up.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto('/p/KUD-HAVRE-4060/kuddfodral-havre-40x60/KUD-HAVRE-4060');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Cookies på Hemma' });
  await expect(banner).toBeVisible();
  await new ProductPage(page).addToCart.click();
  const notice = page.getByRole('status').filter({ hasText: 'varukorgen' });
  await expect(notice).toBeVisible();
  const [note, box] = [(await notice.boundingBox())!, (await banner.boundingBox())!];
  expect(note.y + note.height, 'the notice ends above the banner').toBeLessThanOrEqual(box.y);
  await banner.getByRole('button', { name: 'Godkänn alla' }).click();
  await expect(banner).toBeHidden();
  await context.close();
});
