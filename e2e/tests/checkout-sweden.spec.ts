import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { AccountPage } from '../pages/account-page.ts';
import { AdminOrdersPage } from '../pages/admin-trade-orders-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { productPath } from '../support/products.ts';

/**
 * A Swedish checkout (decision 0033): a pick-up point (ombud) chosen by postcode, Swish's QR code on a computer and
 * the number on a phone, and the owner's partial refunds. The delivery day of a sofa has its own journey
 * (delivery-day.spec.ts), Swish approve/decline and invoice-then-card theirs (payments.spec.ts), the guest's account
 * its own (checkout-account.spec.ts).
 */

async function toShipping(
  page: Page,
  path: string,
  email: string,
  createAccount = false,
): Promise<CheckoutPage> {
  await page.goto(path);
  await new ProductPage(page).addToCart.click();
  await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
  await page.goto('/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.fillPersonal('Maja', 'Ek', email);
  if (createAccount) {
    const personal = checkout.step('Dina uppgifter');
    await personal.getByRole('checkbox', { name: 'Skapa ett konto med beställningen' }).check();
    await checkout.field('Dina uppgifter', 'Lösenord').fill('Hemma-2026');
    await checkout.field('Dina uppgifter', 'Upprepa lösenordet').fill('Hemma-2026');
  }
  await checkout.continue('Dina uppgifter');
  await checkout.fillAddress('Leverans', {
    firstName: 'Maja',
    lastName: 'Ek',
    street: 'Linnégatan 3',
    zip: '41304',
    city: 'Göteborg',
  });
  return checkout;
}

const orderNumber = async (page: Page) =>
  /Ditt ordernummer är (\d+)\./.exec(
    (await page.getByText(/Ditt ordernummer är \d+/).textContent()) ?? '',
  )![1]!;

/** Where the journey keeps its screenshots of the new screens (e2e/artifacts, not committed). */
const screen = (name: string) => fileURLToPath(new URL(`../artifacts/screens/${name}`, import.meta.url));

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test('an ombud chosen by postcode: listed nearest first, kept on the order, in My Account and for the owner', async ({
  page,
  request,
  browser,
}) => {
  const checkout = await toShipping(
    page,
    await productPath(request, 1),
    `ombud.${Date.now()}@example.se`,
    true,
  );
  await checkout.method('Leverans', /Hämta hos ombud/).check();
  const picker = page.getByTestId('pickup-points');
  // The delivery address's postcode is searched at once; the nearest point first.
  const first = picker.getByRole('radio').first();
  await expect(picker).toContainText('ICA Nära Linnéstaden');
  await expect(page.getByLabel('Leveransdag')).toHaveCount(0);
  // Going on without a point is refused in words.
  await checkout.continue('Leverans');
  await expect(picker).toContainText('Välj ett ombud där du vill hämta paketet.');

  const search = picker.getByLabel('Sök på postnummer');
  await search.fill('12a45');
  await picker.getByRole('button', { name: 'Visa ombud' }).click();
  await expect(picker.getByRole('alert')).toHaveText(
    'Ange ett postnummer med fem siffror, till exempel 123 45.',
  );
  await search.fill('214 20');
  await picker.getByRole('button', { name: 'Visa ombud' }).click();
  await expect(first).toHaveAccessibleName(/Malmö/);
  await picker.getByRole('radio', { name: /ICA Nära Möllevången/ }).check();
  await checkout.continue('Leverans');
  await expect(checkout.step('Leverans')).toContainText('ICA Nära Möllevången, Bergsgatan 28, 214 22 Malmö');
  await checkout.continue('Betalning');
  await checkout.terms.check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  await expect(
    page.getByText('Paketet hämtas hos ombud: ICA Nära Möllevången, Bergsgatan 28, 214 22 Malmö.'),
  ).toBeVisible();
  // Without a delivery day to choose, the order still says when it is expected (issue 35).
  await expect(page.getByText(/^Beräknad leverans: .+\.$/)).toBeVisible();

  const number = await orderNumber(page);
  // The guest's new account has the order, with its pick-up point.
  const account = new AccountPage(page);
  await account.headerLink.click();
  await account.orders.filter({ hasText: number }).getByRole('button', { name: number }).click();
  await expect(
    page.getByText(/^Hämtas hos ombud: ICA Nära Möllevången, Bergsgatan 28, 214 22 Malmö$/),
  ).toBeVisible();
  await expect(page.getByText('Beräknad leverans:', { exact: true })).toBeVisible();

  const owner = await AdminOrdersPage.openAsOwner(browser, number);
  const facts = owner.getByRole('region', { name: 'Betalning och leverans' });
  await expect(facts).toContainText('Hämta hos ombud');
  await expect(facts).toContainText('ICA Nära Möllevången');
  await expect(facts).toContainText('Bergsgatan 28, 214 22 Malmö');
  await owner.context().close();
});

test('the ombud step and Swish on a phone (375 px): the number form, no QR code, nothing scrolls sideways', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'sv-SE' });
  const page = await context.newPage();
  const checkout = await toShipping(page, await productPath(request, 2), 'telefon.ombud.e2e@example.se');
  await checkout.method('Leverans', /Hämta hos ombud/).check();
  await expect(page.getByTestId('pickup-points')).toContainText('ICA Nära Linnéstaden');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await page.screenshot({ path: screen('ombud-375.png'), fullPage: true });
  await page.getByTestId('pickup-points').getByRole('radio').first().check();
  await checkout.continue('Leverans');
  await checkout.method('Betalning', /Swish/).check();
  await checkout.continue('Betalning');
  const swish = page.frameLocator('iframe[title="Swish-betalning"]');
  await expect(swish.getByLabel('Mobilnummer')).toBeVisible();
  await expect(swish.getByRole('heading', { name: 'Skanna QR-koden med Swish-appen' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.locator('iframe[title="Swish-betalning"]').screenshot({ path: screen('swish-375.png') });
  await context.close();
});

test('Swish on a computer: the QR code is paid in the app; the owner refunds part, then the rest', async ({
  page,
  request,
  browser,
}) => {
  const checkout = await toShipping(page, await productPath(request, 3), 'swish.qr.e2e@example.se');
  await checkout.continue('Leverans');
  await checkout.method('Betalning', /Swish/).check();
  await checkout.continue('Betalning');
  const swish = page.frameLocator('iframe[title="Swish-betalning"]');
  await expect(swish.getByRole('heading', { name: 'Skanna QR-koden med Swish-appen' })).toBeVisible();
  const qr = swish.getByRole('img', { name: 'QR-kod för Swish-betalningen' });
  await expect(qr.locator('svg path').first()).toBeAttached();
  expect((await qr.boundingBox())!.width).toBeGreaterThan(150);
  await page.locator('iframe[title="Swish-betalning"]').screenshot({ path: screen('swish-qr.png') });
  await swish.getByRole('button', { name: 'Godkänn efter skanning' }).click();
  await expect(page.getByText('Betalningen är klar. Du kan nu lägga beställningen.')).toBeVisible();
  await checkout.terms.check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();

  const owner = await AdminOrdersPage.openAsOwner(browser, await orderNumber(page));
  const facts = owner.getByRole('region', { name: 'Betalning och leverans' });
  await expect(facts).toContainText('Betald');
  const payment = owner.getByRole('region', { name: 'Betalningen' });
  const amount = payment.getByLabel('Belopp att återbetala (kr)');
  await owner.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(owner);
  await owner.screenshot({ path: screen('admin-order-375.png'), fullPage: true });
  await owner.setViewportSize({ width: 1280, height: 900 });
  await amount.fill('10');
  await payment.getByRole('button', { name: 'Återbetala betalningen' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Återbetala betalningen' }).click();
  await expect(payment).toContainText('Återbetalt hittills: 10 kr.');
  await expect(facts).toContainText('Betald');
  await expect(owner.getByRole('region', { name: 'Händelser' })).toContainText('Återbetalt 10 kr');
  // More than is left is refused before anything is sent.
  await amount.fill('999999');
  await payment.getByRole('button', { name: 'Återbetala betalningen' }).click();
  await expect(payment.getByRole('alert')).toContainText('Ange ett belopp över 0 kr och högst');
  // The rest: the field holds what is left.
  const left = (await payment.locator('.field-hint').textContent())!;
  await amount.fill(/Högst ([\d\s,]+)/.exec(left)![1]!.replace(/\s/g, ''));
  await payment.getByRole('button', { name: 'Återbetala betalningen' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Återbetala betalningen' }).click();
  await expect(facts).toContainText('Återbetald');
  await expect(payment.getByRole('button', { name: 'Återbetala betalningen' })).toHaveCount(0);
  await owner.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(owner);
  await payment.screenshot({ path: screen('admin-refund-375.png') });
  await owner.context().close();
});
