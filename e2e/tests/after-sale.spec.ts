import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AccountPage } from '../pages/account-page.ts';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { orderPageLink } from '../support/newsletter-mail.ts';

const ADDRESS = {
  firstname: 'Vera',
  lastname: 'Lind',
  street: ['Ågatan 4'],
  city: 'Linköping',
  postcode: '582 22',
  country_id: 'SE',
  telephone: '070-765 43 21',
};
const PASSWORD = 'Hemma-e2e-1';
const DELIVERY = {
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  shipping_carrier_code: 'courier',
  shipping_method_code: 'flatrate',
};

/** A parcel in stock without options, from further down the list than the other journeys buy. */
async function aParcel(request: APIRequestContext): Promise<{ sku: string; name: string }> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as { sku: string; type_id: string; stock: { qty: number } }[];
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 20).slice(30)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0 && (full.weight ?? 0) <= 10)
      return { sku: item.sku, name: full.name };
  }
  throw new Error('No parcel in stock');
}

/** A guest's cash-on-delivery order of one parcel, placed through the API: its number. */
async function guestOrder(request: APIRequestContext, email: string): Promise<string> {
  const parcel = await aParcel(request);
  const placed = await request.post('/api/order', {
    data: {
      order_id: `e2e-guest-${email.replace('@', ':')}`,
      products: [{ sku: parcel.sku, qty: 1 }],
      personal_details: { firstname: 'Vera', lastname: 'Lind', email },
      addressInformation: { ...DELIVERY, payment_method_code: 'cashondelivery' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()).result.increment_id as string;
}

async function ownerIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
  const page = await context.newPage();
  await new AdminPage(page).login(DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(new AdminPage(page).heading).toHaveText('Översikt');
  return page;
}

test.describe('after the sale', () => {
  test('a guest keeps the order page open through a reload, and closes it', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `vera.${Date.now()}@example.se`;
    const number = await guestOrder(request, email);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/order-status');
    await page.getByLabel('Ordernummer').fill(number);
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Visa ordern' }).click();
    await expect(page.getByTestId('order-detail')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('guest-order')).toContainText(number);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await expect(page.getByLabel('E-postadress')).toHaveCount(0);

    await page.getByRole('button', { name: 'Visa en annan order' }).click();
    await page.reload();
    await expect(page.getByLabel('E-postadress')).toBeVisible();
    await expect(page.getByTestId('order-detail')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a guest opens the order from the shipping mail's link, and the page renews its access", async ({
    page,
    browser,
    request,
  }) => {
    const email = `vera.link.${Date.now()}@example.se`;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const number = await guestOrder(request, email);
    const owner = await ownerIn(browser);
    const list = (await (await owner.request.get(`/api/admin/orders?q=${number}`)).json()).result.items;
    const orderId = list.find((o: { increment_id: string }) => o.increment_id === number).id as number;
    const csrf = (await (await owner.request.get('/api/admin/session')).json()).result.csrf_token;
    for (const step of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'PostNord', tracking_number: 'SE1' },
    ]) {
      const moved = await owner.request.post(`/api/admin/orders/${orderId}/status`, {
        data: step,
        headers: { 'x-csrf-token': csrf },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    await owner.context().close();

    // The shipping mail's link opens the order without the e-mail; its access leaves the address bar.
    await expect.poll(() => orderPageLink(email, number), { timeout: 15_000 }).toBeDefined();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.clock.install();
    await page.goto(orderPageLink(email, number)!);
    await expect(page.getByTestId('guest-order')).toContainText(number);
    await expect(page.getByTestId('order-returns').getByRole('button', { name: 'Returnera' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order-status\\?order=${number}$`));
    await expect(page.getByLabel('E-postadress')).toHaveCount(0);

    // The page is left open (a coffee): the browser's clock, run 26 minutes on, renews the access before its 30
    // minutes are up, and "Returnera" still opens the form.
    const renewed = page.waitForResponse((r) => r.url().endsWith('/api/order-status/renew'));
    await page.clock.fastForward('26:00');
    expect((await renewed).status()).toBe(200);
    await page.getByTestId('order-returns').getByRole('button', { name: 'Returnera' }).click();
    await expect(page.getByTestId('order-returns').getByLabel('Anledning')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  test('the owner raises a quantity of a card order; the customer pays the difference from My Account', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `vera.card.${Date.now()}@example.se`;
    const created = await request.post('/api/user/create', {
      data: { customer: { email, firstname: 'Vera', lastname: 'Lind' }, password: PASSWORD },
    });
    expect(created.status()).toBe(200);
    const token = (
      await (await request.post('/api/user/login', { data: { username: email, password: PASSWORD } })).json()
    ).result.token as string;
    const auth = { authorization: `Bearer ${token}` };
    // The order, paid by card at the sandbox, is made through the API: the journey is the edit and its payment.
    const parcel = await aParcel(request);
    const cartId = (await (await request.post('/api/cart/create', { headers: auth, data: {} })).json())
      .result;
    await request.post(`/api/cart/update?cartId=${cartId}`, {
      headers: auth,
      data: { cartItem: { sku: parcel.sku, qty: 1 } },
    });
    const addressInformation = { ...DELIVERY, payment_method_code: 'card' };
    await request.post(`/api/cart/shipping-information?cartId=${cartId}`, {
      headers: auth,
      data: { addressInformation },
    });
    const session = (
      await (
        await request.post(`/api/ext/payment/sessions?cartId=${cartId}&method=card`, {
          headers: auth,
          data: {},
        })
      ).json()
    ).result as { session_id: string; url: string };
    const key = new URL(session.url, 'http://shop.test').searchParams.get('key');
    const paid = await request.post(
      `/api/ext/payment-provider/sessions/${session.session_id}/pay?key=${key}`,
      {
        data: { card_number: '4242 4242 4242 4242' },
      },
    );
    expect(paid.status(), await paid.text()).toBe(200);
    const placed = await request.post('/api/order', {
      headers: auth,
      data: {
        order_id: `e2e-raise-${Date.now()}`,
        cart_id: cartId,
        products: [{ sku: parcel.sku, qty: 1 }],
        personal_details: { firstname: 'Vera', lastname: 'Lind', email },
        addressInformation: {
          ...addressInformation,
          payment_method_additional: { payment_session_id: session.session_id },
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const number = (await placed.json()).result.increment_id as string;

    // The owner: one more of the line, in the order's edit panel.
    const owner = await ownerIn(browser);
    owner.on('pageerror', (error) => errors.push(error.message));
    const list = (await (await owner.request.get(`/api/admin/orders?q=${number}`)).json()).result.items;
    const orderId = list.find((o: { increment_id: string }) => o.increment_id === number).id as number;
    await owner.goto(`/admin/orders/${orderId}`);
    await owner.getByRole('button', { name: 'Ändra ordern …' }).click();
    await owner.getByLabel(`${parcel.name}: antal`).fill('2');
    await owner.getByRole('button', { name: 'Spara ändringen' }).click();
    await expect(owner.getByText(`Order ${number} är ändrad.`)).toBeVisible();
    await expect(owner.getByTestId('order-amount-due')).toContainText('Att betala');

    // The customer, on a phone: My Account → the order → Betala mellanskillnaden → the card page.
    await page.setViewportSize({ width: 375, height: 800 });
    const account = new AccountPage(page);
    await account.login(email, PASSWORD);
    await expect(page).toHaveURL(/\/my-account$/);
    await account.section('Orderhistorik').getByRole('button', { name: number }).click();
    const due = page.getByTestId('order-amount-due');
    await expect(due).toContainText('Att betala');
    await due.getByRole('link', { name: 'Betala mellanskillnaden' }).click();
    await expect(page).toHaveURL(/\/order-payment\?key=[0-9a-f]{32}$/);
    await expect(page.getByTestId('balance-payment')).toContainText(`Vi har ändrat order ${number}.`);
    await page.getByRole('button', { name: 'Betala mellanskillnaden' }).click();
    const card = page.frameLocator('iframe[title="Kortbetalning"]');
    // The provider's page fits its frame on a phone: nothing in it scrolls sideways, at 375 px nor at 320 px.
    const fits = () => card.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth);
    await expect(card.getByLabel('CVC')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(fits).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await card.getByLabel('Kortnummer').fill('4242 4242 4242 4242');
    await card.getByLabel('Giltigt till (MM/ÅÅ)').fill('12/29');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: /^Betala/ }).click();
    await expect(page.getByTestId('balance-state')).toHaveText(
      `Tack! Mellanskillnaden för order ${number} är betald.`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await owner.reload();
    await expect(owner.getByTestId('order-amount-due')).toHaveCount(0);
    await expect(owner.getByText(/Mellanskillnaden .* efter ändringen är betald/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
