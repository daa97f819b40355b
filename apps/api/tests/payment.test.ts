import type { CartTotalsDto, OrderResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_MISSING, CARD_PAYMENT_NOT_SETTLED } from '../src/use-cases/order/place-order.ts';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { sandboxAction } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);

interface Session {
  session_id: string;
  url: string;
  amount: number;
  status: string;
}

/** A cart with one line, shipping by courier and card payment chosen, and a payment session for it. */
async function cardCheckout(qty = 1) {
  const simple = await shop.find('simple');
  const cartId = await shop.createCart();
  await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty } });
  const info = await api.post<{ totals: CartTotalsDto }>(`/api/cart/shipping-information?cartId=${cartId}`, {
    addressInformation: {
      shippingAddress: ADDRESS,
      shipping_carrier_code: 'courier',
      shipping_method_code: 'flatrate',
      payment_method_code: 'card',
    },
  });
  const session = (await api.post<Session>(`/api/ext/payment/sessions?cartId=${cartId}`, {})).body.result;
  const order = (sessionId?: string, lineQty = qty) =>
    api.post<OrderResult>(
      '/api/order',
      orderRequest([{ sku: simple.sku, qty: lineQty }], {
        cart_id: cartId,
        addressInformation: {
          shippingAddress: ADDRESS,
          billingAddress: ADDRESS,
          shipping_carrier_code: 'courier',
          shipping_method_code: 'flatrate',
          payment_method_code: 'card',
          payment_method_additional: sessionId ? { payment_session_id: sessionId } : null,
        },
      }),
    );
  return { session, totals: info.body.result.totals, order };
}

const pay = (session: Session, card: string) => sandboxAction(api, session, 'pay', { card_number: card });

describe('card payments through the sandbox provider', () => {
  it('opens a session for the cart total and serves the provider page for the iframe', async () => {
    const { session, totals } = await cardCheckout();
    expect(session).toMatchObject({
      status: 'pending',
      amount: totals.grand_total,
    });
    // The page's address carries its key: the session id alone opens nothing (issue 29).
    expect(session.url).toMatch(new RegExp(`^/payment-provider/${session.session_id}\\?key=[0-9a-f]{32}$`));
    const page = await fetch(`${api.baseUrl}${session.url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Hemma Pay');
  });

  it('speaks the shopper’s language when the checkout names it, and refuses a language it does not know', async () => {
    const { session } = await cardCheckout();
    const text = async (lang: string) => (await fetch(`${api.baseUrl}${session.url}&lang=${lang}`)).text();
    const german = await text('de-DE');
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Kartennummer');
    expect(german).toContain('Testmodus');
    for (const swedish of [
      'Kortnummer',
      'Betala',
      'testläge',
      'inga pengar',
      'Giltigt till',
      'Kortet nekades',
    ])
      expect(german, swedish).not.toContain(swedish);
    expect(await text('it-IT')).toContain('Numero della carta');
    expect(await text('en-US')).toContain('Card number');
    expect(await (await fetch(`${api.baseUrl}${session.url}`)).text()).toContain('Kortnummer');
    const unknown = await fetch(`${api.baseUrl}${session.url}&lang=fr-FR`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('lang');
  });

  it('accepts a card order only with a paid session of exactly its amount, once', async () => {
    const { session, order } = await cardCheckout();
    const missing = await order();
    expect(missing.status).toBe(402);
    expect(missing.body.result).toBe(CARD_PAYMENT_MISSING);
    const unpaid = await order(session.session_id);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.result).toBe(CARD_PAYMENT_NOT_SETTLED);

    expect((await pay(session, '1234 5678')).status).toBe(400);
    const paid = await pay(session, '4242 4242 4242 4242');
    expect(paid.body.result.status).toBe('paid');
    expect((await pay(session, '4242 4242 4242 4242')).status).toBe(409);

    const more = await order(session.session_id, 2);
    expect(more.status).toBe(402);
    const placed = await order(session.session_id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.totals.payment_method).toBe('card');
    const again = await order(session.session_id);
    expect(again.status).toBe(402);
  });

  it('keeps a declined payment from becoming an order', async () => {
    const { session, order } = await cardCheckout();
    expect((await pay(session, '4000 0000 0000 0002')).body.result.status).toBe('declined');
    expect((await order(session.session_id)).status).toBe(402);
    expect((await api.get('/payment-provider/not-a-session')).status).toBe(400);
  });
});
