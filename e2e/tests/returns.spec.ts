import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AccountPage } from '../pages/account-page.ts';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { expect, test } from '../support/fixtures.ts';

const ADDRESS = {
  firstname: 'Signe',
  lastname: 'Ek',
  street: ['Storgatan 12'],
  city: 'Uppsala',
  postcode: '753 20',
  country_id: 'SE',
  telephone: '070-123 45 67',
};
const PASSWORD = 'Hemma-e2e-1';

interface Listed {
  sku: string;
  type_id: string;
  stock: { qty: number };
}

/**
 * Two parcels (the courier takes them) in stock without options. Journeys share one database; these start at the
 * 21st simple product, after the ones the other journeys buy.
 */
async function twoParcels(request: APIRequestContext): Promise<{ sku: string; name: string }[]> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as Listed[];
  const found: { sku: string; name: string }[] = [];
  let seen = 0;
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length > 0 || full.final_price_incl_tax <= 0 || (full.weight ?? 0) > 10)
      continue;
    if (++seen >= 21) found.push({ sku: full.sku, name: full.name });
    if (found.length === 2) return found;
  }
  throw new Error('fewer than 22 parcels in stock');
}

/** A write through the back office's API with the page's session cookie and its CSRF token. */
async function adminWrite(page: Page, path: string, body: unknown) {
  const session = (await (await page.request.get('/api/admin/session')).json()).result;
  const response = await page.request.post(`/api/admin/${path}`, {
    data: body,
    headers: { 'x-csrf-token': session.csrf_token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function ownerIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
  const page = await context.newPage();
  await new AdminPage(page).login(DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(new AdminPage(page).heading).toHaveText('Översikt');
  return page;
}

test.describe('returns', () => {
  test('a customer returns one of two lines at 375 px; the owner approves, receives and refunds it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `signe.${Date.now()}@example.se`;
    // The customer and her delivered order of two lines are made through the API: the journey is the return.
    const created = await request.post('/api/user/create', {
      data: { customer: { email, firstname: 'Signe', lastname: 'Ek' }, password: PASSWORD },
    });
    expect(created.status()).toBe(200);
    const token = (
      await (await request.post('/api/user/login', { data: { username: email, password: PASSWORD } })).json()
    ).result.token as string;
    const [first, second] = await twoParcels(request);
    const placed = await request.post('/api/order', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        order_id: `e2e-return-${Date.now()}`,
        products: [
          { sku: first!.sku, qty: 1 },
          { sku: second!.sku, qty: 1 },
        ],
        personal_details: { firstname: 'Signe', lastname: 'Ek', email },
        addressInformation: {
          shippingAddress: ADDRESS,
          billingAddress: ADDRESS,
          shipping_carrier_code: 'courier',
          shipping_method_code: 'flatrate',
          payment_method_code: 'cashondelivery',
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const number = (await placed.json()).result.increment_id as string;
    const owner = await ownerIn(browser);
    owner.on('pageerror', (error) => errors.push(error.message));
    const list = (await (await owner.request.get(`/api/admin/orders?q=${number}`)).json()).result.items;
    const orderId = list.find((o: { increment_id: string }) => o.increment_id === number).id as number;
    for (const step of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'PostNord', tracking_number: 'SE1' },
      { status: 'delivered' },
    ])
      await adminWrite(owner, `orders/${orderId}/status`, step);

    // The shopper, on a phone: My Account → the order → Returnera one of its two lines.
    await page.setViewportSize({ width: 375, height: 800 });
    const account = new AccountPage(page);
    await account.login(email, PASSWORD);
    await expect(page).toHaveURL(/\/my-account$/);
    await account.section('Orderhistorik').getByRole('button', { name: number }).click();
    const returns = page.getByTestId('order-returns');
    await expect(returns).toContainText('30 dagars ångerrätt');
    await returns.getByRole('button', { name: 'Returnera' }).click();
    const line = returns.getByRole('group', { name: first!.name });
    await line.getByLabel('Antal att returnera').selectOption('1');
    await line.getByLabel('Anledning').fill('Fel färg');
    await returns.getByRole('button', { name: 'Skicka returanmälan' }).click();
    await expect(returns.getByRole('status')).toContainText(`Returanmälan ${number}-R1 är skickad`);
    await expect(returns.getByTestId('return-entry')).toContainText('Anmäld');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The owner: "Returer" counts it, and takes it through approve, receive (back to stock) and refund.
    await owner.reload();
    await expect(owner.getByTestId('returns-waiting')).toBeVisible();
    await owner.getByRole('link', { name: /^Returer \d+ väntar/ }).click();
    const card = owner.getByTestId('return-card').filter({ hasText: `${number}-R1` });
    await expect(card).toContainText('Fel färg');
    await card.getByRole('button', { name: 'Godkänn' }).click();
    await expect(card).toHaveCount(0);
    await owner.getByLabel('Visa').selectOption('approved');
    await card.getByRole('button', { name: 'Ta emot' }).click();
    await expect(card).toHaveCount(0);
    await owner.getByLabel('Visa').selectOption('received');
    await expect(card.getByText('Faktura eller postförskott')).toBeVisible();
    await card.getByRole('button', { name: 'Återbetala' }).click();
    await owner.getByLabel('Visa').selectOption('refunded');
    await expect(card.getByTestId('credit-note')).toContainText(`Kreditnota KN-${number}-R1`);
    await owner.context().close();

    // The shopper sees it refunded, with the credit note; the other line can still be returned.
    await page.reload();
    await account.section('Orderhistorik').getByRole('button', { name: number }).click();
    await expect(returns.getByTestId('return-entry')).toContainText('Återbetald');
    await expect(returns.getByTestId('return-entry')).toContainText(`Kreditnota KN-${number}-R1`);
    await expect(returns.getByRole('button', { name: 'Returnera' })).toBeVisible();

    // A guest (here: the same order, in a browser that is not logged in) opens it from the shipping mail's link.
    const guest = await (
      await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'sv-SE' })
    ).newPage();
    guest.on('pageerror', (error) => errors.push(error.message));
    await guest.goto(`/order-status?order=${number}`);
    await expect(guest.getByLabel('Ordernummer')).toHaveValue(number);
    await guest.getByLabel('E-postadress').fill('someone.else@example.se');
    await guest.getByRole('button', { name: 'Visa ordern' }).click();
    await expect(guest.getByRole('alert')).toHaveText(
      'Vi hittar ingen order med det ordernumret och den e-postadressen.',
    );
    await guest.getByLabel('E-postadress').fill(email);
    await guest.getByRole('button', { name: 'Visa ordern' }).click();
    await expect(guest.getByTestId('order-detail')).toBeVisible();
    await expect(guest.getByTestId('return-entry')).toContainText('Återbetald');
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await guest.context().close();
    expect(errors).toEqual([]);
  });
});
