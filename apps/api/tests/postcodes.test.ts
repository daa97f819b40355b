import type { OrderResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { adminOrderByNumber } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { useTradeStaff } from './support/trade-fixtures.ts';

/** Issue 35: Swedish postcodes are five digits, refused otherwise by the order and shipping-information calls. */
const api = useTestApi();
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);

const MALFORMED = ['1234', 'ABCDE', '1145', '123456', '01234'];
const MESSAGE = 'Zip-code must have 5 digits, such as 114 53.';

describe('Swedish postcodes', () => {
  it('an order to a malformed postcode is refused with a 400 naming the field', async () => {
    const simple = await shop.find('simple');
    for (const postcode of MALFORMED) {
      const answer = await api.post<string>(
        '/api/order',
        orderRequest([{ sku: simple.sku, qty: 1 }], {
          addressInformation: {
            ...orderRequest([]).addressInformation,
            shippingAddress: { ...ADDRESS, postcode },
          },
        }),
      );
      expect(answer.status, postcode).toBe(400);
      expect(answer.body.result, postcode).toContain(`shippingAddress.postcode: ${MESSAGE}`);
      // The billing address (the same in the fixture) is the same address: only the shipping one was wrong.
      expect(answer.body.result).not.toContain('billingAddress');
    }
  });

  it('an order to "11453" is placed and keeps the postcode as Swedes write it, "114 53"', async () => {
    const simple = await shop.find('simple');
    const address = { ...ADDRESS, postcode: '11453', city: 'Stockholm' };
    const placed = await api.post<OrderResult>(
      '/api/order',
      orderRequest([{ sku: simple.sku, qty: 1 }], {
        addressInformation: {
          ...orderRequest([]).addressInformation,
          shippingAddress: address,
          billingAddress: address,
        },
      }),
    );
    expect(placed.status).toBe(200);
    const order = await adminOrderByNumber(staff.clerk, placed.body.result.increment_id);
    expect(order.shipping_address?.postcode).toBe('114 53');
    expect(order.billing_address.postcode).toBe('114 53');
  });

  it('shipping information to a malformed postcode is refused with a 400 naming the field', async () => {
    const simple = await shop.find('simple');
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const send = (postcode: string) =>
      api.post<string>(`/api/cart/shipping-information?cartId=${cartId}`, {
        addressInformation: {
          shipping_carrier_code: 'courier',
          shipping_method_code: 'flatrate',
          shippingAddress: { ...ADDRESS, postcode },
        },
      });
    for (const postcode of MALFORMED) {
      const answer = await send(postcode);
      expect(answer.status, postcode).toBe(400);
      expect(answer.body.result).toBe(`addressInformation.shippingAddress.postcode: ${MESSAGE}`);
    }
    expect((await send('114 53')).status).toBe(200);
    expect((await send('11453')).status).toBe(200);
  });
});
