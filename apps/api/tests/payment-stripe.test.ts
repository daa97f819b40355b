import type { PaymentMethodDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { mailsEventually } from './support/mail.ts';
import { deliver, placeStripeOrder, returnTo, stockOf } from './support/stripe-checkout.ts';
import { useStripeApi } from './support/stripe-shop.ts';

// Stripe Checkout against a fake Stripe over real HTTP (decision 0050): the order waits, the webhook decides.
const { stripe, api } = useStripeApi();
const shop = checkoutFixtures(api);
const place = (
  method?: Parameters<typeof placeStripeOrder>[3],
  options?: Parameters<typeof placeStripeOrder>[4],
) => placeStripeOrder(api, shop, stripe, method, options);
const confirmations = (orderNumber: string) =>
  mailsEventually(api.outboxDir, (m) => m.subject.includes(orderNumber), 1500);

describe('Stripe Checkout', () => {
  it('offers card, Klarna and Swish marked "testläge" with a test key, Swish not in euros', async () => {
    const cartId = (await api.post<string>('/api/cart/create', {})).body.result;
    const methods = await api.post<{ payment_methods: PaymentMethodDto[] }>(
      `/api/cart/shipping-information?cartId=${cartId}`,
      { addressInformation: { shipping_carrier_code: 'courier', shipping_method_code: 'flatrate' } },
    );
    const offered = methods.body.result.payment_methods;
    // Stripe replaces the sandboxes: never two "Kort" in one list.
    expect(offered.map((m) => m.code)).toEqual([
      'invoice',
      'cashondelivery',
      'stripe_card',
      'stripe_klarna',
      'stripe_swish',
    ]);
    const stripeMethods = offered.filter((m) => m.code.startsWith('stripe_'));
    expect(stripeMethods.map((m) => [m.code, m.hosted_page, m.title.endsWith('(testläge)')])).toEqual([
      ['stripe_card', true, true],
      ['stripe_klarna', true, true],
      ['stripe_swish', true, true],
    ]);
    const euro = await place('stripe_swish', { storeCode: 'de' });
    expect(euro.placed.status).toBe(400);
    expect(JSON.stringify(euro.placed.body)).toContain('SEK');
  });

  it('places the order as waiting with its stock held, opens a session of its amount, and the webhook pays it', async () => {
    const before = await stockOf(api, (await shop.find('simple')).sku);
    const order = await place('stripe_card');
    expect(order.placed.status, JSON.stringify(order.placed.body)).toBe(200);
    const placed = order.placed.body.result;
    expect(placed.payment_url).toBe(order.session!.url);
    expect(await stockOf(api, order.sku)).toBe(before - 1);
    const opened = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')!;
    expect(opened.form['line_items[0][price_data][unit_amount]']).toBe(
      String(Math.round(placed.grand_total * 100)),
    );
    expect(opened.form['line_items[0][price_data][currency]']).toBe('sek');
    expect(opened.form['allowed_payment_method_types[0]']).toBe('card');
    expect(opened.idempotencyKey).toBe(`checkout-${order.paymentId}`);
    // No confirmation while the payment is open: the order is not paid yet.
    expect(await confirmations(placed.increment_id)).toEqual([]);
    expect((await returnTo(api, order.paymentId, order.key)).status).toBe('pending');

    const paid = stripe.complete(order.session!.id);
    const delivered = await deliver(api, stripe.signedEvent('checkout.session.completed', paid));
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.result).toMatchObject({ duplicate: false, status: 'paid' });
    const back = await returnTo(api, order.paymentId, order.key);
    expect(back).toMatchObject({ status: 'paid', increment_id: placed.increment_id, cart_id: null });
    expect(await confirmations(placed.increment_id)).toHaveLength(1);
    // The same order sent again answers it, with no page left to pay on.
    const again = await order.sendAgain();
    expect(again.body.result).toMatchObject({ increment_id: placed.increment_id, payment_url: null });
  });

  it('shows the outcome when the shopper is back before the webhook, and the webhook then changes nothing', async () => {
    const order = await place('stripe_card');
    const paid = stripe.complete(order.session!.id);
    expect(await returnTo(api, order.paymentId, order.key)).toMatchObject({ status: 'paid' });
    const late = await deliver(api, stripe.signedEvent('checkout.session.completed', paid));
    expect(late.body.result).toMatchObject({ duplicate: false, status: 'paid' });
    expect(await confirmations(order.placed.body.result.increment_id)).toHaveLength(1);
  });

  it('handles an event once: a redelivery and a replay of the same id are answered as duplicates', async () => {
    const order = await place('stripe_card');
    const event = stripe.signedEvent('checkout.session.completed', stripe.complete(order.session!.id));
    expect((await deliver(api, event)).body.result).toMatchObject({ duplicate: false });
    expect((await deliver(api, event)).body.result).toMatchObject({ duplicate: true, status: null });
    const again = stripe.signedEvent('checkout.session.completed', stripe.sessions.get(order.session!.id)!, {
      id: JSON.parse(event.payload).id as string,
    });
    expect((await deliver(api, again)).body.result).toMatchObject({ duplicate: true });
  });

  it('refuses a bad, missing or old signature with 400 and changes nothing', async () => {
    const order = await place('stripe_card');
    const paid = stripe.complete(order.session!.id);
    const forged = stripe.signedEvent('checkout.session.completed', paid, { secret: 'whsec_someoneelse' });
    const forgedAnswer = await deliver(api, forged);
    expect(forgedAnswer.status).toBe(400);
    expect(JSON.stringify(forgedAnswer.body)).toContain('Stripe-Signature');
    const old = stripe.signedEvent('checkout.session.completed', paid, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await deliver(api, old)).status).toBe(400);
    const unsigned = await fetch(`${api.baseUrl}/api/ext/payment/callbacks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged.payload,
    });
    expect(unsigned.status).toBe(400);
    // The payload signed right but changed by one byte on the way.
    const tampered = { ...forged, header: stripe.signedEvent('x', {}).header };
    expect((await deliver(api, tampered)).status).toBe(400);
    expect((await returnTo(api, order.paymentId, order.key)).status).toBe('paid'); // asked of Stripe, not the forgery
  });

  it('takes events in any order: a delayed success before its completion, an expiry after the payment', async () => {
    const order = await place('stripe_card');
    const session = stripe.complete(order.session!.id);
    const unpaid = { ...session, payment_status: 'unpaid' };
    const succeeded = await deliver(
      api,
      stripe.signedEvent('checkout.session.async_payment_succeeded', session),
    );
    expect(succeeded.body.result).toMatchObject({ status: 'paid' });
    const completed = await deliver(api, stripe.signedEvent('checkout.session.completed', unpaid));
    expect(completed.body.result).toMatchObject({ status: 'paid', duplicate: false });
    const expired = await deliver(
      api,
      stripe.signedEvent('checkout.session.expired', { ...session, status: 'expired' }),
    );
    expect(expired.body.result).toMatchObject({ status: 'paid' });
  });

  it('cancels the order and gives its stock back when a delayed payment fails', async () => {
    const order = await place('stripe_card');
    const stockWhilePending = await stockOf(api, order.sku);
    const session = { ...stripe.complete(order.session!.id), payment_status: 'unpaid' };
    expect(
      (await deliver(api, stripe.signedEvent('checkout.session.completed', session))).body.result,
    ).toMatchObject({
      status: 'pending',
    });
    const failed = await deliver(api, stripe.signedEvent('checkout.session.async_payment_failed', session));
    expect(failed.body.result).toMatchObject({ status: 'failed' });
    expect(await stockOf(api, order.sku)).toBe(stockWhilePending + 1);
    expect(await returnTo(api, order.paymentId, order.key)).toMatchObject({ status: 'failed' });
    expect(await confirmations(order.placed.body.result.increment_id)).toEqual([]);
  });

  it('a shopper who cancels on the page gets the cart back, the session ends at Stripe, the stock returns', async () => {
    const order = await place('stripe_card', { qty: 2 });
    const held = await stockOf(api, order.sku);
    const back = await returnTo(api, order.paymentId, order.key, true);
    expect(back).toMatchObject({ status: 'declined', cart_id: order.cartId });
    expect(stripe.sessions.get(order.session!.id)!.status).toBe('expired');
    expect(await stockOf(api, order.sku)).toBe(held + 2);
    const cart = await api.get<{ qty: number }[]>(`/api/cart/pull?cartId=${order.cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.result.map((line) => line.qty)).toEqual([2]);
    // The cancelled order is not placed again under its id.
    expect((await order.sendAgain()).status).toBe(409);
    // Stripe's own expiry event afterwards changes nothing.
    const expired = await deliver(
      api,
      stripe.signedEvent('checkout.session.expired', stripe.sessions.get(order.session!.id)!),
    );
    expect(expired.body.result).toMatchObject({ status: 'declined' });
  });

  it('says 502 and cancels the order when Stripe cannot open the payment; nothing stays held', async () => {
    const sku = (await shop.find('simple')).sku;
    const before = await stockOf(api, sku);
    stripe.failing.push({ status: 500, code: 'api_error', message: 'Stripe is down' });
    stripe.failing.push({ status: 500, code: 'api_error', message: 'Stripe is down' });
    stripe.failing.push({ status: 500, code: 'api_error', message: 'Stripe is down' });
    const order = await place('stripe_card');
    stripe.failing.length = 0;
    expect(order.placed.status).toBe(502);
    expect(JSON.stringify(order.placed.body)).toContain('nothing was charged');
    expect(await stockOf(api, sku)).toBe(before);
    const cart = await api.get(`/api/cart/pull?cartId=${order.cartId}`);
    expect(cart.status).toBe(200);
  });

  it('answers 404 to a return address with a wrong key', async () => {
    const order = await place('stripe_card');
    const wrong = await api.get(`/api/ext/payment/returns/${order.paymentId}?key=${'0'.repeat(32)}`);
    expect(wrong.status).toBe(404);
  });
});
