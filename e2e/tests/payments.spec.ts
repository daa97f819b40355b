import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { AdminOrdersPage } from '../pages/admin-trade-orders-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';

/** A simple product with plenty in stock and no options, further down the list than other journeys buy from. */
async function productPath(request: APIRequestContext, skip: number): Promise<string> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_desc')).json()).result
    .items as { sku: string; type_id: string; parentSku: string; slug: string; stock: { qty: number } }[];
  const found = [];
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0 && full.final_price_incl_tax > 0) found.push(item);
    if (found.length > skip) break;
  }
  const item = found[skip]!;
  return `/p/${item.parentSku}/${item.slug}`;
}

/** A cart with one product and the checkout filled in up to the payment step, with `method` chosen. */
async function checkoutWith(page: Page, path: string, email: string, method: RegExp): Promise<CheckoutPage> {
  await page.goto(path);
  await new ProductPage(page).addToCart.click();
  await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
  await page.goto('/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.fillPersonal('Sara', 'Holm', email);
  await checkout.continue('Dina uppgifter');
  await checkout.fillAddress('Leverans', {
    firstName: 'Sara',
    lastName: 'Holm',
    street: 'Kungsgatan 14',
    zip: '411 19',
    city: 'Göteborg',
  });
  await checkout.continue('Leverans');
  await checkout.method('Betalning', method).check();
  await checkout.continue('Betalning');
  return checkout;
}

async function ownerIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
  const page = await context.newPage();
  await new AdminPage(page).login(DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(new AdminPage(page).heading).toHaveText('Översikt');
  return page;
}

test.describe('payments through the sandbox providers (testläge)', () => {
  test('Swish: declined in the app, then approved; the owner sees it paid and refunds it', async ({
    page,
    request,
    browser,
  }) => {
    const checkout = await checkoutWith(page, await productPath(request, 3), 'swish.e2e@example.se', /Swish/);
    await expect(checkout.step('Betalning')).toContainText('testläge');
    await expect(checkout.placeOrder).toBeDisabled();
    const swish = page.frameLocator('iframe[title="Swish-betalning"]');
    await expect(swish.getByText('testläge', { exact: true })).toBeVisible();
    await swish.getByLabel('Mobilnummer').fill('08-123 45 67');
    await swish.getByRole('button', { name: 'Betala med Swish' }).click();
    await expect(swish.getByText('Ange ett svenskt mobilnummer', { exact: false })).toBeVisible();
    await swish.getByLabel('Mobilnummer').fill('070-123 45 67');
    await swish.getByRole('button', { name: 'Betala med Swish' }).click();
    await expect(swish.getByRole('heading', { name: 'Öppna Swish-appen' })).toBeVisible();
    await swish.getByRole('button', { name: 'Avbryt i Swish-appen' }).click();
    await expect(page.getByText('Swish-betalningen gick inte igenom.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Försök igen' }).click();
    await swish.getByLabel('Mobilnummer').fill('+46 70 123 45 67');
    await swish.getByRole('button', { name: 'Betala med Swish' }).click();
    await swish.getByRole('button', { name: 'Godkänn i Swish-appen' }).click();
    await expect(page.getByText('Betalningen är klar. Du kan nu lägga beställningen.')).toBeVisible();
    await checkout.terms.check();
    await checkout.placeOrder.click();
    await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
    const number = /Ditt ordernummer är (\d+)\./.exec(
      (await page.getByText(/Ditt ordernummer är \d+/).textContent()) ?? '',
    )![1]!;

    const owner = await ownerIn(browser);
    const orders = new AdminOrdersPage(owner);
    await owner.goto('/admin/orders');
    await orders.search(number);
    await orders.openOrder(number);
    const payment = owner.getByRole('region', { name: 'Betalning och leverans' });
    await expect(payment).toContainText('Betald');
    await owner.getByRole('button', { name: 'Återbetala betalningen' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Återbetala betalningen' }).click();
    await expect(payment).toContainText('Återbetald');
    await expect(owner.getByRole('button', { name: 'Återbetala betalningen' })).toHaveCount(0);
    await owner.context().close();
  });

  test('invoice refused by the credit decision, then a card with a 3-D Secure challenge accepted', async ({
    page,
    request,
  }) => {
    const checkout = await checkoutWith(
      page,
      await productPath(request, 4),
      'kredit.e2e@example.se',
      /Delbetalning eller faktura/,
    );
    const credit = page.frameLocator('iframe[title="Faktura eller delbetalning"]');
    await credit.getByLabel('Personnummer').fill('19700101-0003');
    await credit.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(
      page.getByText('Faktura eller delbetalning beviljades inte.', { exact: false }),
    ).toBeVisible();
    await expect(checkout.placeOrder).toBeDisabled();

    await checkout.step('Betalning').getByRole('button', { name: 'Ändra' }).click();
    await checkout.method('Betalning', /Kort/).check();
    await checkout.continue('Betalning');
    const card = page.frameLocator('iframe[title="Kortbetalning"]');
    await card.getByLabel('Kortnummer').fill('4000 0000 0000 3220');
    await card.getByLabel('Giltigt till (MM/ÅÅ)').fill('12/29');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: /^Betala/ }).click();
    await expect(card.getByRole('heading', { name: 'Verifiera köpet hos din bank' })).toBeVisible();
    await card.getByRole('button', { name: 'Godkänn köpet' }).click();
    await expect(page.getByText('Betalningen är klar. Du kan nu lägga beställningen.')).toBeVisible();
    await checkout.terms.check();
    await checkout.placeOrder.click();
    await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  });

  test('Swish on a phone: the error by the field, the amount as the shop writes it, the whole box in view', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await checkoutWith(page, await productPath(request, 5), 'swish.phone@example.se', /Swish/);
    const frame = page.locator('iframe[title="Swish-betalning"]');
    const swish = page.frameLocator('iframe[title="Swish-betalning"]');
    await expect(swish.getByText(/Att betala:/)).toBeVisible();
    // "404 kr", not "404,00 kr" (the shop's own format; öre only when there are some).
    await expect(swish.getByText(/Att betala:/)).not.toContainText(',00');
    await swish.getByLabel('Mobilnummer').fill('08-123 45 67');
    await swish.getByRole('button', { name: 'Betala med Swish' }).click();
    const field = swish.getByLabel('Mobilnummer');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Ange ett svenskt mobilnummer/);
    await field.fill('070-123 45 67');
    await swish.getByRole('button', { name: 'Betala med Swish' }).click();
    const cancel = swish.getByRole('button', { name: 'Avbryt i Swish-appen' });
    await expect(cancel).toBeVisible();
    // The frame grows to its page: the last button ends inside the frame, not below its edge.
    await expect
      .poll(async () => {
        const box = (await frame.boundingBox())!;
        const button = (await cancel.boundingBox())!;
        return button.y + button.height <= box.y + box.height;
      })
      .toBe(true);
  });
});
