import type { CartItemDto, OrderResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const accounts = accountFixtures(api);
const shop = checkoutFixtures(api);

async function customer() {
  const { email, password } = await accounts.register();
  const { token } = await accounts.login(email, password);
  return { email, token };
}

describe('customer carts and orders', () => {
  it('gives a customer one cart on every device, and nobody else can use it', async () => {
    const anna = await customer();
    const bertil = await customer();
    const first = await accounts.call<string>('POST', '/api/cart/create', { token: anna.token, body: {} });
    const second = await accounts.call<string>('POST', '/api/cart/create', { bearer: anna.token, body: {} });
    expect(second.body.result).toBe(first.body.result);
    const cartId = first.body.result;

    const simple = await shop.find('simple');
    const added = await accounts.call<CartItemDto>('POST', `/api/cart/update?cartId=${cartId}`, {
      token: anna.token,
      body: { cartItem: { sku: simple.sku, qty: 2 } },
    });
    expect(added.status).toBe(200);

    // A guest or another customer holding the id gets the answer for a cart that does not exist.
    for (const token of [undefined, bertil.token]) {
      const pulled = await accounts.call('GET', `/api/cart/pull?cartId=${cartId}`, token ? { token } : {});
      expect(pulled.status).toBe(404);
      const changed = await accounts.call('POST', `/api/cart/update?cartId=${cartId}`, {
        ...(token ? { token } : {}),
        body: { cartItem: { sku: simple.sku, qty: 9 } },
      });
      expect(changed.status).toBe(404);
    }
    const own = await accounts.call<CartItemDto[]>('GET', `/api/cart/pull?cartId=${cartId}`, {
      token: anna.token,
    });
    expect(own.body.result).toEqual([expect.objectContaining({ sku: simple.sku, qty: 2 })]);
    expect((await accounts.call('GET', `/api/cart/pull?cartId=${cartId}`, { token: 'forged' })).status).toBe(
      401,
    );
  });

  it("files a customer's order in their order history and closes their cart", async () => {
    const anna = await customer();
    const cartId = (await accounts.call<string>('POST', '/api/cart/create', { token: anna.token, body: {} }))
      .body.result;
    const simple = await shop.find('simple');
    await accounts.call('POST', `/api/cart/update?cartId=${cartId}`, {
      token: anna.token,
      body: { cartItem: { sku: simple.sku, qty: 1 } },
    });
    const placed = await accounts.call<OrderResult>('POST', '/api/order', {
      token: anna.token,
      body: orderRequest([{ sku: simple.sku, qty: 1 }], {
        cart_id: cartId,
        personal_details: { firstname: 'Karin', lastname: 'Berg', email: anna.email },
      }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const history = await accounts.call<{ items: { increment_id: string }[] }>(
      'GET',
      '/api/user/order-history',
      {
        token: anna.token,
      },
    );
    expect(history.body.result.items.map((o) => o.increment_id)).toEqual([placed.body.result.increment_id]);
    expect(
      (await accounts.call('GET', `/api/cart/pull?cartId=${cartId}`, { token: anna.token })).status,
    ).toBe(404);
    // The next cart/create starts a new cart.
    const next = await accounts.call<string>('POST', '/api/cart/create', { token: anna.token, body: {} });
    expect(next.body.result).not.toBe(cartId);
  });
});
