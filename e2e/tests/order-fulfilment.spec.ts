import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AccountPage } from '../pages/account-page.ts';
import { AdminOrdersPage } from '../pages/admin-trade-orders-page.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'Hemma-e2e-1';
const ADDRESS = {
  firstname: 'Stina',
  lastname: 'Berg',
  street: ['Ågatan 4'],
  city: 'Uppsala',
  postcode: '753 20',
  country_id: 'SE',
  telephone: '0701234567',
};

/** Two simple products in stock (these journeys take the 21st and 22nd, off the other journeys' products). */
async function twoProducts(request: APIRequestContext): Promise<[string, string]> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as { sku: string; type_id: string; stock: { qty: number } }[];
  const skus: string[] = [];
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0 && (full.weight ?? 0) <= 10) skus.push(item.sku);
    if (skus.length === 22) break;
  }
  return [skus[20]!, skus[21]!];
}

/**
 * A cash-on-delivery order of 2 × one product and 1 × another, placed through the API by a new customer (or, with
 * `guest`, by a guest).
 */
async function customerWithOrder(request: APIRequestContext, name: string, guest = false) {
  const email = `${name}.${Date.now()}@example.se`;
  const customer = { email, firstname: 'Stina', lastname: 'Berg' };
  let token: string | null = null;
  if (!guest) {
    const created = await request.post('/api/user/create', { data: { customer, password: PASSWORD } });
    expect(created.status()).toBe(200);
    const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } });
    token = (await login.json()).result.token as string;
  }
  const [a, b] = await twoProducts(request);
  const placed = await request.post('/api/order', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: {
      order_id: `e2e-fulfilment-${name}-${Date.now()}`,
      products: [
        { sku: a, qty: 2 },
        { sku: b, qty: 1 },
      ],
      personal_details: customer,
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
  return { email, orderNumber: (await placed.json()).result.increment_id as string };
}

/**
 * A new customer's order of 2 cushions (one product) and a sofa (another), paid by card at the sandbox, placed
 * through the API: the journey is what happens after the sale.
 */
async function cardOrderOfTwoLines(request: APIRequestContext, name: string) {
  const email = `${name}.${Date.now()}@example.se`;
  const customer = { email, firstname: 'Stina', lastname: 'Berg' };
  expect((await request.post('/api/user/create', { data: { customer, password: PASSWORD } })).status()).toBe(
    200,
  );
  const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).result.token as string}` };
  const [cushion, sofa] = await twoProducts(request);
  const products = [
    { sku: cushion, qty: 2 },
    { sku: sofa, qty: 1 },
  ];
  const cartId = (await (await request.post('/api/cart/create', { headers, data: {} })).json()).result;
  for (const cartItem of products)
    await request.post(`/api/cart/update?cartId=${cartId}`, { headers, data: { cartItem } });
  const addressInformation = {
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    shipping_carrier_code: 'courier',
    shipping_method_code: 'flatrate',
    payment_method_code: 'card',
  };
  await request.post(`/api/cart/shipping-information?cartId=${cartId}`, {
    headers,
    data: { addressInformation },
  });
  const session = (
    await (
      await request.post(`/api/ext/payment/sessions?cartId=${cartId}&method=card`, { headers, data: {} })
    ).json()
  ).result as { session_id: string; url: string };
  const key = new URL(session.url, 'http://shop.test').searchParams.get('key');
  const paid = await request.post(`/api/ext/payment-provider/sessions/${session.session_id}/pay?key=${key}`, {
    data: { card_number: '4242 4242 4242 4242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const placed = await request.post('/api/order', {
    headers,
    data: {
      order_id: `e2e-fulfilment-${name}-${Date.now()}`,
      cart_id: cartId,
      products,
      personal_details: customer,
      addressInformation: {
        ...addressInformation,
        payment_method_additional: { payment_session_id: session.session_id },
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return { email, orderNumber: (await placed.json()).result.increment_id as string };
}

/** The customer's order opened in My Account. */
async function openOwnOrder(page: Page, email: string, orderNumber: string) {
  const account = new AccountPage(page);
  await account.login(email, PASSWORD);
  await expect(page).toHaveURL(/\/my-account$/);
  await account.section('Orderhistorik').getByRole('button', { name: orderNumber }).click();
  return page.getByTestId('order-detail');
}

async function ownerOn(browser: Browser, orderNumber: string) {
  const page = await AdminOrdersPage.openAsOwner(browser, orderNumber);
  return { page, orders: new AdminOrdersPage(page) };
}

test.describe('order fulfilment', () => {
  test('a customer cancels an order before it ships, on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { email, orderNumber } = await customerWithOrder(request, 'avbryt');
    const detail = await openOwnOrder(page, email, orderNumber);
    await detail.getByRole('button', { name: 'Avbryt ordern' }).click();
    await expect(detail).toContainText(`Vill du avbryta order ${orderNumber}?`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await detail.getByRole('button', { name: 'Ja, avbryt ordern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ordern är avbruten' })).toBeVisible();
    await expect(
      new AccountPage(page).section('Orderhistorik').getByRole('row', { name: new RegExp(orderNumber) }),
    ).toContainText('Avbruten');
    await expect(detail.getByRole('button', { name: 'Avbryt ordern' })).toHaveCount(0);
  });

  test('a guest opens the order with its number and e-mail and cancels it, on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { email, orderNumber } = await customerWithOrder(request, 'gast', true);
    await page.goto(`/order-status?order=${orderNumber}`);
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Visa ordern' }).click();
    const detail = page.getByTestId('order-detail');
    await detail.getByRole('button', { name: 'Avbryt ordern' }).click();
    await detail.getByRole('button', { name: 'Ja, avbryt ordern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ordern är avbruten' })).toBeVisible();
    await expect(page.getByTestId('guest-order-status')).toContainText('Avbruten');
    await expect(detail.getByRole('button', { name: 'Avbryt ordern' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an order shipped in two parcels, as the shopper sees it', async ({ page, browser, request }) => {
    const { email, orderNumber } = await customerWithOrder(request, 'tvapaket');
    const { page: ownerPage, orders } = await ownerOn(browser, orderNumber);
    await orders.action('Börja behandla').click();
    await expect(orders.status).toHaveText('Behandlas');
    const shipments = ownerPage.getByRole('region', { name: 'Leveranser' });
    const lines = shipments.getByRole('spinbutton');
    await lines.first().fill('2');
    await shipments.getByLabel('Fraktbolag').fill('PostNord');
    await shipments.getByLabel('Spårningsnummer').fill('PN-FIRST-1');
    await shipments.getByRole('button', { name: 'Skicka valda rader' }).click();
    await expect(orders.status).toHaveText('Delvis skickad');
    await lines.first().fill('1');
    await shipments.getByLabel('Fraktbolag').fill('DHL');
    await shipments.getByLabel('Spårningsnummer').fill('DHL-SECOND-2');
    await shipments.getByRole('button', { name: 'Skicka valda rader' }).click();
    await expect(orders.status).toHaveText('Skickad');
    await ownerPage.context().close();

    const detail = await openOwnOrder(page, email, orderNumber);
    const seen = detail.getByTestId('order-shipments').getByRole('listitem');
    await expect(detail.getByRole('region', { name: 'Leveranser' })).toContainText('PN-FIRST-1');
    await expect(detail.getByRole('region', { name: 'Leveranser' })).toContainText('DHL-SECOND-2');
    await expect(seen.filter({ hasText: 'PN-FIRST-1' })).toContainText('2 ×');
    await expect(detail.getByRole('button', { name: 'Avbryt ordern' })).toHaveCount(0);
  });

  test('the owner edits an order before it ships and the total goes down', async ({ browser, request }) => {
    const { orderNumber } = await customerWithOrder(request, 'andra');
    const { page: ownerPage, orders } = await ownerOn(browser, orderNumber);
    const totals = ownerPage.locator('.totals-grand dd');
    const before = await totals.textContent();
    const edit = ownerPage.getByRole('region', { name: 'Ändra ordern' });
    await edit.getByRole('button', { name: 'Ändra ordern …' }).click();
    await edit
      .getByRole('textbox', { name: /: antal$/ })
      .first()
      .fill('1');
    await edit.getByRole('button', { name: 'Spara ändringen' }).click();
    await expect(orders.notice(`Order ${orderNumber} är ändrad.`)).toBeVisible();
    await expect(totals).not.toHaveText(before!);
    await expect(orders.timeline).toContainText(': 2 → 1 st');
    await ownerPage.context().close();
  });

  test('the sofa ships first: the customer returns it while the cushions wait, the owner removes the cushions', async ({
    page,
    browser,
    request,
  }) => {
    // Two people and two apps: on a loaded machine it has taken 67 s (a limit against a hang, not a timing).
    test.slow();
    const { email, orderNumber } = await cardOrderOfTwoLines(request, 'soffa');
    const { page: ownerPage, orders } = await ownerOn(browser, orderNumber);
    await orders.action('Börja behandla').click();
    await expect(orders.status).toHaveText('Behandlas');
    const shipments = ownerPage.getByRole('region', { name: 'Leveranser' });
    await shipments.getByRole('spinbutton').nth(1).fill('1');
    await shipments.getByLabel('Fraktbolag').fill('DHL Freight');
    await shipments.getByLabel('Spårningsnummer').fill('SOFA-1');
    await shipments.getByRole('button', { name: 'Skicka valda rader' }).click();
    await expect(orders.status).toHaveText('Delvis skickad');

    // The customer, on a phone: the cushions have not shipped; only the sofa can be returned.
    await page.setViewportSize({ width: 375, height: 800 });
    const detail = await openOwnOrder(page, email, orderNumber);
    const returns = detail.getByTestId('order-returns');
    await expect(returns).toContainText('Ordern är delvis skickad: du kan returnera det som har skickats.');
    await expect(returns.getByTestId('returns-not-shipped')).toContainText('2 ×');
    await expect(returns.getByTestId('returns-not-shipped')).toContainText('har inte skickats än.');
    await expect(detail.getByRole('button', { name: 'Avbryt ordern' })).toHaveCount(0);
    await returns.getByRole('button', { name: 'Returnera' }).click();
    const lines = returns.getByRole('group');
    await expect(lines).toHaveCount(1);
    await lines.getByLabel('Antal att returnera').selectOption('1');
    await lines.getByLabel('Anledning').fill('Fel färg');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await returns.getByRole('button', { name: 'Skicka returanmälan' }).click();
    await expect(returns.getByRole('status')).toContainText(`Returanmälan ${orderNumber}-R1 är skickad.`);
    await expect(returns.getByTestId('return-entry')).toContainText('Anmäld');

    // The owner removes the cushions: nothing is left to ship, the order is shipped, the difference refunded.
    await ownerPage.reload();
    const edit = ownerPage.getByRole('region', { name: 'Ändra ordern' });
    await edit.getByRole('button', { name: 'Ändra ordern …' }).click();
    await expect(edit.getByTestId('edit-shipped-line')).toContainText('1 st skickade – kan inte ändras');
    await expect(edit.getByRole('textbox', { name: 'Gatuadress' })).toHaveCount(0);
    await edit.getByRole('textbox', { name: /: antal$/ }).fill('0');
    await edit.getByRole('button', { name: 'Spara ändringen' }).click();
    await expect(orders.notice(`Order ${orderNumber} är ändrad.`)).toBeVisible();
    await expect(orders.status).toHaveText('Skickad');
    await expect(orders.timeline).toContainText('borttagen (2 st)');
    await expect(orders.timeline).toContainText(
      'Inget kvar att skicka efter ändringen: hela ordern är skickad',
    );
    await expect(orders.timeline).toContainText(/Återbetalt .* via/);
    // The payment panel, open all along, offers what is left to refund now, not the amount before the edit.
    const panel = ownerPage.getByRole('region', { name: 'Betalningen' });
    const left = /Kvar att återbetala: ([\d\s ,]+)/.exec((await panel.textContent()) ?? '')?.[1];
    expect(left).toBeTruthy();
    await expect(panel.getByRole('textbox', { name: /Belopp att återbetala/ })).toHaveValue(
      left!.replace(/[\s ]/g, '').replace(/,00$/, ''),
    );
    await ownerPage.context().close();
  });
});
