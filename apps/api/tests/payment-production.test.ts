import type { PaymentMethodDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

// A production configuration without the sandbox flag (HEMMA_PAYMENT_SANDBOX unset, NODE_ENV=production).
const api = useTestApi({ checkout: { paymentSandbox: false } });
const shop = checkoutFixtures(api);

describe('a production configuration without a real provider', () => {
  it('offers invoice and cash on delivery only, and opens no sandbox payment', async () => {
    const simple = await shop.find('simple');
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const methods = await api.get<PaymentMethodDto[]>(`/api/cart/payment-methods?cartId=${cartId}`);
    expect(methods.body.result.map((m) => m.code).sort()).toEqual(['cashondelivery', 'invoice']);
    for (const method of ['card', 'swish', 'partpayment']) {
      const started = await api.post<string>(
        `/api/ext/payment/sessions?cartId=${cartId}&method=${method}`,
        {},
      );
      expect(started.status).toBe(400);
      expect(started.body.result).toContain('method');
    }
  });
});
