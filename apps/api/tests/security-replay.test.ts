import type { OrderResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 13, finding 6: a resent order body answers only to whoever placed the order.
const api = useTestApi();
const shop = checkoutFixtures(api);
const { call, register, login } = accountFixtures(api);
const order = (body: unknown, token?: string) =>
  call<OrderResult | string>('POST', '/api/order', { body, ...(token ? { bearer: token } : {}) });
const REUSED = /^order_id .* was already used for a different order$/;

async function customerToken(): Promise<string> {
  const { email, password } = await register();
  return (await login(email, password)).token;
}

describe('resending an order body', () => {
  it("answers a customer's order to that customer only", async () => {
    const simple = await shop.find('simple');
    const [anna, bertil] = [await customerToken(), await customerToken()];
    const body = orderRequest([{ sku: simple.sku, qty: 1 }]);
    const placed = await order(body, anna);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const incrementId = (placed.body.result as OrderResult).increment_id;

    // Before: 200 with Anna's order (number, totals, lines) for both of these.
    for (const other of [await order(body), await order(body, bertil)]) {
      expect(other.status).toBe(409);
      expect(other.body.result).toMatch(REUSED);
      expect(JSON.stringify(other.body)).not.toContain(incrementId);
    }
    // Anna's own resend (a queue that lost the answer) still gets her order.
    const again = await order(body, anna);
    expect(again.status).toBe(200);
    expect((again.body.result as OrderResult).increment_id).toBe(incrementId);
  });

  it("answers a guest's order to the same guest cart only, not to a customer", async () => {
    const simple = await shop.find('simple');
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const body = orderRequest([{ sku: simple.sku, qty: 1 }], { cart_id: cartId });
    const placed = await order(body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const asCustomer = await order(body, await customerToken());
    expect(asCustomer.status).toBe(409);
    expect(asCustomer.body.result).toMatch(REUSED);
    const sameGuest = await order(body);
    expect(sameGuest.status).toBe(200);
    expect((sameGuest.body.result as OrderResult).increment_id).toBe(
      (placed.body.result as OrderResult).increment_id,
    );
  });
});
