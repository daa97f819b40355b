import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';
import { productPath } from '../support/products.ts';

/**
 * Issue 33 / decision 0056: a German shopper on a phone buys a parcel delivered to Berlin — a German address form
 * (Straße und Hausnummer, Postleitzahl before Ort), a German postcode refused and corrected, and German VAT on the
 * thank-you page. Nothing scrolls sideways at 375 px.
 */
test.use({ viewport: { width: 375, height: 740 } });

test('a German shopper buys a parcel delivered to Berlin at German VAT', async ({ page, request }) => {
  const path = await productPath(request, 8);
  const sku = path.split('/')[2]!;
  const product = (await (await request.get(`/api/catalog/products/${sku}?storeCode=de`)).json()).result as {
    final_price_incl_tax: number;
  };
  await page.goto(`/de${path}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb, 1 Artikel/ })).toBeVisible();

  await page.goto('/de/checkout');
  await hydrated(page);
  const step = (name: string) => page.getByRole('region', { name: new RegExp(name) });
  const personal = step('Persönliche Angaben');
  await personal.getByLabel('Vorname', { exact: true }).fill('Anna');
  await personal.getByLabel('Nachname', { exact: true }).fill('Schmidt');
  await personal.getByLabel('E-Mail-Adresse', { exact: true }).fill('anna.berlin@example.de');
  await personal.getByRole('button', { name: 'Weiter' }).click();

  const shipping = step('Versand');
  // Germany and Austria are offered, Germany first; the fields in the German order.
  const country = shipping.getByRole('combobox', { name: 'Land', exact: true });
  await expect(country).toHaveValue('DE');
  await expect(country.locator('option')).toHaveText(['Deutschland', 'Österreich']);
  const labels = await shipping.locator('label').allInnerTexts();
  const at = (label: string) => labels.findIndex((text) => text.trim() === label);
  expect(at('Straße und Hausnummer')).toBeGreaterThan(-1);
  expect(at('Postleitzahl')).toBeLessThan(at('Ort'));
  await shipping.getByLabel('Straße und Hausnummer', { exact: true }).fill('Friedrichstraße 43');
  const zip = shipping.getByLabel('Postleitzahl', { exact: true });
  await zip.fill('1011');
  await shipping.getByLabel('Ort', { exact: true }).fill('Berlin');
  await shipping.getByLabel('Mobilnummer (für Lieferhinweise)', { exact: true }).fill('030 1234567');
  await shipping.getByRole('button', { name: 'Weiter' }).click();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await zip.fill('10117');
  await expect(zip).toHaveAttribute('aria-invalid', 'false');
  await shipping
    .getByRole('radio', { name: /Hemleverans med bud|Kurier|Bud/ })
    .first()
    .check();
  await shipping.getByRole('button', { name: 'Weiter' }).click();

  const payment = step('Zahlung');
  await expect(payment.getByRole('radio', { name: /^(Faktura|Rechnung) \(30/ })).toBeChecked();
  await payment.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();

  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await expect(page.getByText('Inkl. 19 % MwSt.')).toBeVisible();
  const toPay = await page.getByText(/^Zu zahlen: /).textContent();
  const euros = Number(toPay!.replace(/[^\d,]/g, '').replace(',', '.'));
  // The German gross price (net × 1.19) and the courier's fee.
  expect(euros).toBeGreaterThanOrEqual(product.final_price_incl_tax);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
