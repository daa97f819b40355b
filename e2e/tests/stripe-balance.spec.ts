import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { stripeShop } from '../support/stripe-shop.ts';

const port = Number(process.env.E2E_PORT ?? 3100) + 13;

/**
 * The difference of an order paid through Stripe (decision 0060, second addendum) in a real browser: the owner raises
 * the order, the shopper opens the mail's link, pays on Stripe's page (the fake's, which sends the signed webhook) and
 * comes back to the link's page, which says the payment is being processed until Stripe's word that the money came,
 * then that it is paid. The owner then lowers the order again and Stripe refuses the refund: the order's page shows
 * the banner "Återbetalning nekad" until the owner has refunded the amount from the payment panel (addendum 4).
 */
test("a shopper pays the difference of a raised Stripe order on Stripe's page; a refused refund is a banner for the owner", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { shopUrl, stripe, stop } = await stripeShop(port);
  const call = async <T>(path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${shopUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { result: T };
    expect(response.status, JSON.stringify(json)).toBe(200);
    return { result: json.result, response };
  };
  try {
    // A guest's order of one simple product, paid on Stripe's page.
    const list = (
      await call<{ items: { sku: string; type_id: string; stock: { qty: number } }[] }>(
        '/api/catalog/products?size=60&sort=price_asc',
      )
    ).result.items;
    const sku = list.find((p) => p.type_id === 'simple' && p.stock.qty > 20)!.sku;
    const cartId = (await call<string>('/api/cart/create', {})).result;
    await call(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
    const address = {
      firstname: 'Stina',
      lastname: 'Stripe',
      street: ['Drottninggatan 3'],
      city: 'Stockholm',
      postcode: '111 51',
      country_id: 'SE',
      telephone: '070-123 45 67',
    };
    const placed = await call<{ increment_id: string; payment_url: string }>('/api/order', {
      order_id: `stripe-balance-${Date.now()}`,
      cart_id: cartId,
      products: [{ sku, qty: 1 }],
      personal_details: { firstname: 'Stina', lastname: 'Stripe', email: 'stina.balance@example.se' },
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'courier',
        shipping_method_code: 'flatrate',
        payment_method_code: 'stripe_card',
      },
    });
    const number = placed.result.increment_id;
    await fetch(`${placed.result.payment_url}/pay`, { method: 'POST', redirect: 'manual' });

    // The owner adds one more of the line.
    const session = await call<{ csrf_token: string }>('/api/admin/session', DEMO_OWNER);
    const cookie = session.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const owner = { cookie, 'x-csrf-token': session.result.csrf_token };
    const found = await call<{ items: { id: number; increment_id: string }[] }>(
      `/api/admin/orders?q=${number}`,
      undefined,
      owner,
    );
    const id = found.result.items.find((o) => o.increment_id === number)!.id;
    const order = await call<{ items: { id: number }[]; payment_status: string }>(
      `/api/admin/orders/${id}`,
      undefined,
      owner,
    );
    expect(order.result.payment_status).toBe('paid');
    const raised = await call<{ amount_due: number }>(
      `/api/admin/orders/${id}/edit`,
      { lines: [{ item_id: order.result.items[0]!.id, qty: 2 }] },
      owner,
    );
    expect(raised.result.amount_due).toBeGreaterThan(0);

    // The shopper's link (as the change mail gives it): due, then paid on Stripe's page.
    const link = (await fetch(`${shopUrl}/api/order-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_number: number, email: 'stina.balance@example.se' }),
    }).then((r) => r.json())) as { result: { order: { balance_payment: { path: string } | null } } };
    const path = link.result.order.balance_payment!.path;
    await page.goto(`${shopUrl}${path}`);
    await expect(page.getByRole('heading', { name: 'Betala mellanskillnaden' })).toBeVisible();
    await expect(page.getByTestId('balance-payment')).toContainText(number);
    // At 375 px nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Betala mellanskillnaden' }).click();
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    // Stripe takes the shopper's payment but says the money came only later (its webhook after the return).
    stripe.settleLater = true;
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('balance-state')).toContainText(
      `Betalningen av mellanskillnaden för order ${number} behandlas`,
    );
    await expect(page.getByRole('button', { name: 'Betala mellanskillnaden' })).toHaveCount(0);
    const checkout = [...stripe.sessions.values()].find((s) => s.metadata.pays === 'balance')!;
    const event = stripe.signedEvent('checkout.session.async_payment_succeeded', stripe.settle(checkout.id));
    const delivered = await fetch(`${shopUrl}/api/ext/payment/callbacks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      body: event.payload,
    });
    expect(delivered.status).toBe(200);
    // The page reads again by itself and says it is paid.
    await expect(page.getByTestId('balance-state')).toContainText(/betald/i);
    await expect(page.getByTestId('balance-state')).toContainText(number);
    // Opening the link again: nothing is left to pay.
    await page.reload();
    await expect(page.getByTestId('balance-state')).toContainText(/betald/i);

    // The owner lowers the order back; Stripe refuses the refund: the order's page says so above everything.
    stripe.failing.push({ status: 400, code: 'charge_disputed', message: 'The charge is disputed' });
    await call(
      `/api/admin/orders/${id}/edit`,
      { lines: [{ item_id: order.result.items[0]!.id, qty: 1 }] },
      owner,
    );
    const context = await browser.newContext({
      baseURL: shopUrl,
      viewport: { width: 1280, height: 900 },
      locale: 'sv-SE',
    });
    const ownerPage = await context.newPage();
    await new AdminPage(ownerPage).login(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(new AdminPage(ownerPage).heading).toHaveText('Översikt');
    await ownerPage.goto(`/admin/orders/${id}`);
    const banner = ownerPage.getByRole('region', { name: /^Återbetalning nekad: / });
    await expect(banner).toContainText('Återbetala beloppet från betalningspanelen');
    await expect(banner).toContainText('charge_disputed');
    const owed = /Återbetalning nekad: (.*)$/.exec((await banner.getByRole('heading').textContent())!)![1]!;
    await ownerPage.setViewportSize({ width: 375, height: 800 });
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    // The owner refunds that amount from the payment panel: the banner goes.
    const panel = ownerPage.getByRole('region', { name: 'Betalningen' });
    await panel.getByRole('textbox', { name: /Belopp att återbetala/ }).fill(owed.replace(/[^\d,]/g, ''));
    await panel.getByRole('button', { name: 'Återbetala betalningen' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Återbetala betalningen' }).click();
    await expect(panel).toContainText('Återbetalt hittills');
    await expect(banner).toHaveCount(0);
    await context.close();
  } finally {
    await stop();
  }
});
