import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';
import { confirmationTo, plainText } from '../support/order-mail.ts';
import { expectNoSwedish, followAndRead, swedishIn } from '../support/swedish-words.ts';

/**
 * Issue 33, "done when": an Italian shopper buys the Vass sofa delivered to Milan at Italian VAT, pays in EUR at the
 * owner's price and reads no Swedish word from the home page to the confirmation mail; an English shopper neither.
 */

const step = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(name) });

test('an Italian shopper buys a sofa delivered to Milan at Italian VAT and reads no Swedish word', async ({
  page,
}) => {
  test.slow();
  const email = `giulia.${Date.now()}@example.it`;
  await page.goto('/it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expectNoSwedish(page, 'home page');

  await page.getByRole('banner').getByRole('link', { name: 'Soggiorno', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soggiorno');
  await expectNoSwedish(page, 'category page');
  await followAndRead(page, 'Divani', 'Divani');
  await followAndRead(page, /Divano Vass 4 posti/, 'Divano Vass 4 posti');
  await hydrated(page);
  // The owner's EUR price (decision 0057), Italian VAT included: what the shopper pays in Italy.
  await expect(page.getByText('1.529,00\u00a0€').first()).toBeVisible();
  await expect(page.getByText('Tempi di consegna: 8–12 settimane')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Carrello, 1/ })).toBeVisible();

  await page.goto('/it/checkout/cart');
  await expect(page.locator('main').getByText('Divano Vass 4 posti').first()).toBeVisible();
  await hydrated(page);
  // The coupon's text is the owner's Italian one (decision 0061, addendum), in the cart and on to the thank-you page.
  await page.getByLabel('Codice sconto', { exact: true }).fill('HEMMA10');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('Codice sconto HEMMA10 applicato.')).toBeVisible();
  await expect(page.locator('main').getByText("10 % di sconto sull'intero ordine")).toBeVisible();
  await expectNoSwedish(page, 'cart');

  await page.goto('/it/checkout');
  await hydrated(page);
  const personal = step(page, 'Dati personali');
  await personal.getByLabel('Nome', { exact: true }).fill('Giulia');
  await personal.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await personal.getByLabel('Indirizzo e-mail', { exact: true }).fill(email);
  await personal.getByRole('button', { name: 'Continua' }).click();

  const shipping = step(page, 'Spedizione');
  // /it ships to Italy only (decision 0056): the country is shown, the fields are Italy's, the province required.
  await expect(shipping.getByText('Italia', { exact: true })).toBeVisible();
  await shipping.getByLabel('Via/Piazza e numero civico', { exact: true }).fill('Via Dante 12');
  await shipping.getByLabel('CAP', { exact: true }).fill('20121');
  await shipping.getByLabel('Città', { exact: true }).fill('Milano');
  await shipping.getByLabel('Provincia (sigla, es. MI)', { exact: true }).fill('MI');
  await shipping.getByLabel('Cellulare (per gli avvisi di consegna)', { exact: true }).fill('02 1234567');
  // A 261 cm sofa goes by freight (decision 0049), at the owner's EUR fee.
  await expect(
    shipping.getByRole('radio', { name: /Consegna a domicilio con trasportatore.*69,00\s€/ }),
  ).toBeChecked();
  await expect(shipping.getByText(/Tempi di consegna: 8–12 settimane\./)).toBeVisible();
  await expectNoSwedish(page, 'shipping step');
  await shipping.getByRole('button', { name: 'Continua' }).click();

  const payment = step(page, 'Pagamento');
  await expect(payment.getByRole('radio', { name: /Fattura \(30 giorni\)/ })).toBeChecked();
  await expectNoSwedish(page, 'payment step');
  await payment.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('checkbox', { name: /termini e condizioni/ }).check();
  await expect(page.getByText("10 % di sconto sull'intero ordine")).toBeVisible();
  await expectNoSwedish(page, 'review step');
  await page.getByRole('button', { name: "Effettua l'ordine" }).click();

  await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
  await expect(page.getByText('IVA 22 % inclusa.')).toBeVisible();
  // 1 529,00 € less 10 % (152,90 €), plus 69,00 € freight.
  await expect(page.getByText('Da pagare: 1.445,10\u00a0€')).toBeVisible();
  await expect(page.getByText("Codice sconto HEMMA10: 10 % di sconto sull'intero ordine")).toBeVisible();
  await expectNoSwedish(page, 'thank-you page');
  const number = (await page.getByText(/Il numero del tuo ordine è \d+\./).textContent())!.match(/\d+/)![0];

  await expect.poll(() => confirmationTo(email), { timeout: 20_000 }).toBeDefined();
  const mail = confirmationTo(email)!;
  expect(mail).toContain("Subject: =?UTF-8?Q?Conferma_d'ordine_");
  const text = plainText(mail);
  expect(text).toContain(`Numero d'ordine: ${number}`);
  expect(text).toContain('1 × Divano Vass 4 posti: 1.529,00\u00a0€');
  expect(text).toContain('di cui IVA (22 %)');
  expect(text).toContain('Metodo di pagamento: Fattura (30 giorni)');
  expect(swedishIn(text), 'confirmation mail').toEqual([]);
  expect(swedishIn(mail.slice(mail.indexOf('Content-Type: text/html'))), 'confirmation mail (HTML)').toEqual(
    [],
  );
});

test('an English shopper walks from the home page to the confirmation mail without a Swedish word', async ({
  page,
}) => {
  test.slow();
  const email = `emma.${Date.now()}@example.com`;
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoSwedish(page, 'home page');
  await page.getByRole('banner').getByRole('link', { name: 'Living room', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Living room');
  await expectNoSwedish(page, 'category page');
  await followAndRead(page, 'Sofas', 'Sofas');
  await followAndRead(page, /Vass 4-seat sofa/, 'Vass 4-seat sofa');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1/ })).toBeVisible();

  await page.goto('/en/checkout/cart');
  await expect(page.locator('main').getByText('Vass 4-seat sofa').first()).toBeVisible();
  await expectNoSwedish(page, 'cart');

  await page.goto('/en/checkout');
  await hydrated(page);
  const personal = step(page, 'Personal details');
  await personal.getByLabel('First name', { exact: true }).fill('Emma');
  await personal.getByLabel('Last name', { exact: true }).fill('Berg');
  await personal.getByLabel('E-mail address', { exact: true }).fill(email);
  await personal.getByRole('button', { name: 'Continue' }).click();
  const shipping = step(page, 'Shipping');
  await shipping.getByLabel('Street address', { exact: true }).fill('Götgatan 48');
  await shipping.getByLabel('Zip code', { exact: true }).fill('118 26');
  await shipping.getByLabel('City', { exact: true }).fill('Stockholm');
  await shipping.getByLabel('Mobile number (for delivery notices)', { exact: true }).fill('070 123 45 67');
  await expect(shipping.getByRole('radio').first()).toBeVisible();
  await expectNoSwedish(page, 'shipping step');
  await shipping.getByRole('button', { name: 'Continue' }).click();
  const payment = step(page, 'Payment');
  await payment.getByRole('radio', { name: /Invoice \(30 days\)/ }).check();
  await expectNoSwedish(page, 'payment step');
  await payment.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await expectNoSwedish(page, 'review step');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expectNoSwedish(page, 'thank-you page');

  await expect.poll(() => confirmationTo(email), { timeout: 20_000 }).toBeDefined();
  const mail = confirmationTo(email)!;
  const text = plainText(mail);
  expect(text).toContain('Vass 4-seat sofa');
  expect(swedishIn(text, { kronor: true }), 'confirmation mail').toEqual([]);
});
