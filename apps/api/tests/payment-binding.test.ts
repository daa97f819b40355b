import type { CartItemDto, PaymentSessionDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import {
  pageKeyOf,
  providerCheckout,
  readPayment,
  sandboxAction,
  shopperCall,
} from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 29, defect 2: a payment belongs to the cart it was opened for (and to that cart's customer). Another cart may
 * not claim it for its order, and only the cart's owner may read it or open its page. Runs on SQLite, and on
 * PostgreSQL with DATABASE_URL.
 */
const api = useTestApi();
const shop = checkoutFixtures(api);
const accounts = accountFixtures(api);

type Session = Pick<PaymentSessionDto, 'session_id' | 'url'>;
const payByCard = (session: Session) =>
  sandboxAction(api, session, 'pay', { card_number: '4242 4242 4242 4242' });

async function customerToken(firstname: string): Promise<string> {
  const registered = await accounts.register({ firstname });
  return (await accounts.login(registered.email, registered.password)).token;
}

/** The number of the order a payment was claimed by, if any. */
async function orderOfPayment(sessionId: string): Promise<string | null> {
  const row = await api.handle.db
    .selectFrom('payment_sessions')
    .leftJoin('orders', 'orders.id', 'payment_sessions.order_id')
    .select('orders.increment_id')
    .where('payment_sessions.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return row.increment_id;
}

const cartLines = (cartId: string, token?: string) =>
  shopperCall<CartItemDto[]>(api, 'GET', `/api/cart/pull?cartId=${cartId}`, { token });

const UNKNOWN_SESSION = 'f'.repeat(32);

describe("a paid payment is claimed only by its own cart's order", () => {
  it("refuses cart B's order with cart A's paid payment, and A's own order still stands on it", async () => {
    const a = await providerCheckout(api, shop, 'card');
    const b = await providerCheckout(api, shop, 'card');
    // The same line in both carts: the amount cannot tell the payments apart, only the cart can.
    expect(b.session.amount).toBe(a.session.amount);
    expect((await payByCard(a.session)).body.result.status).toBe('paid');

    const claimed = await b.order({ sessionId: a.session.session_id });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(409);
    expect(claimed.body.result).toContain(`${a.session.session_id} is not a payment of this order's cart`);
    // Nothing was written: B's cart is still open with its line, and A's payment is claimed by no order.
    expect((await cartLines(b.cartId)).body.result).toHaveLength(1);
    expect(await orderOfPayment(a.session.session_id)).toBeNull();
    // An id no cart has gets the same answer: the refusal tells nothing of other carts' payments.
    const unknown = await b.order({ sessionId: UNKNOWN_SESSION });
    expect(unknown.status).toBe(409);
    expect(unknown.body.result).toContain(`${UNKNOWN_SESSION} is not a payment of this order's cart`);

    const placed = await a.order();
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await orderOfPayment(a.session.session_id)).toBe(placed.body.result.increment_id);
  });

  it("refuses a customer's payment to another customer and to a guest holding the cart's id", async () => {
    const [anna, bertil] = [await customerToken('Anna'), await customerToken('Bertil')];
    const hers = await providerCheckout(api, shop, 'card', anna);
    expect((await payByCard(hers.session)).body.result.status).toBe('paid');

    for (const token of [bertil, null]) {
      const claimed = await hers.order({ token });
      expect(claimed.status, `${token ? 'Bertil' : 'a guest'}: ${JSON.stringify(claimed.body)}`).toBe(409);
    }
    expect(await orderOfPayment(hers.session.session_id)).toBeNull();

    const placed = await hers.order();
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await orderOfPayment(hers.session.session_id)).toBe(placed.body.result.increment_id);
  });
});

describe('reading a payment', () => {
  it("needs the guest cart's id: without it, or with another cart's, it is the 404 of an unknown payment", async () => {
    const a = await providerCheckout(api, shop, 'card');
    const b = await providerCheckout(api, shop, 'card');
    const id = a.session.session_id;
    const refusals = [
      await shopperCall<string>(api, 'GET', `/api/ext/payment/sessions/${id}`),
      await readPayment(api, id, b.cartId),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(404);
      expect(refused.body.result).toBe(`No payment session ${id}`);
    }
    const unknown = await readPayment(api, UNKNOWN_SESSION, a.cartId);
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe(`No payment session ${UNKNOWN_SESSION}`);

    const own = await readPayment(api, id, a.cartId);
    expect(own.status).toBe(200);
    expect(own.body.result).toEqual(a.session);
  });

  it("needs the customer's token for a customer's cart, and still answers her after the order closed it", async () => {
    const [anna, bertil] = [await customerToken('Anna'), await customerToken('Bertil')];
    const hers = await providerCheckout(api, shop, 'card', anna);
    const id = hers.session.session_id;
    for (const token of [undefined, bertil])
      expect((await readPayment(api, id, hers.cartId, token)).status, token ? 'Bertil' : 'a guest').toBe(404);
    expect((await readPayment(api, id, hers.cartId, anna)).body.result.status).toBe('pending');

    await payByCard(hers.session);
    expect((await hers.order()).status).toBe(200);
    const after = await readPayment(api, id, hers.cartId, anna);
    expect(after.status).toBe(200);
    expect(after.body.result.status).toBe('paid');
    expect((await readPayment(api, id, hers.cartId, bertil)).status).toBe(404);
  });
});

describe("the sandbox provider's page", () => {
  it('opens and acts only with the key its address carries, never with the session id alone', async () => {
    const { session, cartId } = await providerCheckout(api, shop, 'swish');
    const id = session.session_id;
    const wrongKey = '0'.repeat(32);
    expect((await fetch(`${api.baseUrl}/payment-provider/${id}`)).status).toBe(400);
    expect((await fetch(`${api.baseUrl}/payment-provider/${id}?key=${wrongKey}`)).status).toBe(404);
    const approve = (key: string) =>
      api.post(`/api/ext/payment-provider/sessions/${id}/swish-app?key=${key}`, { answer: 'approve' });
    expect((await approve(wrongKey)).status).toBe(404);
    expect((await api.get(`/api/ext/payment-provider/sessions/${id}?key=${wrongKey}`)).status).toBe(404);
    expect((await readPayment(api, id, cartId)).body.result.status).toBe('pending');

    const page = await fetch(`${api.baseUrl}${session.url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(pageKeyOf(session));
    const read = await api.get<PaymentSessionDto>(
      `/api/ext/payment-provider/sessions/${id}?key=${pageKeyOf(session)}`,
    );
    expect(read.body.result).toMatchObject({ session_id: id, status: 'pending' });
    expect((await approve(pageKeyOf(session))).status).toBe(200);
    expect((await readPayment(api, id, cartId)).body.result.status).toBe('paid');
  });
});
