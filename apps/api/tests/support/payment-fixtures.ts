import type { AdminOrderDto, OrderResult, PaymentSessionDto } from '@hemma/contract';
import { expect } from 'vitest';
import type { AdminClient } from './admin-client.ts';
import { ADDRESS, type checkoutFixtures, orderRequest } from './checkout-fixtures.ts';
import type { TestApi } from './test-api.ts';

export type ProviderMethod = 'card' | 'swish' | 'partpayment';

/**
 * A cart with one line and the method chosen, a payment opened for it at the method's sandbox provider, and the
 * order that would stand on it (decisions 0027, 0033).
 */
export async function providerCheckout(
  api: TestApi,
  shop: ReturnType<typeof checkoutFixtures>,
  method: ProviderMethod,
) {
  const simple = await shop.find('simple');
  const cartId = await shop.createCart();
  await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
  const addressInformation = {
    shippingAddress: ADDRESS,
    shipping_carrier_code: 'courier',
    shipping_method_code: 'flatrate',
    payment_method_code: method,
  };
  await api.post(`/api/cart/shipping-information?cartId=${cartId}`, { addressInformation });
  const started = await api.post<PaymentSessionDto>(
    `/api/ext/payment/sessions?cartId=${cartId}&method=${method}`,
    {},
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const session = started.body.result;
  const order = () =>
    api.post<OrderResult>(
      '/api/order',
      orderRequest([{ sku: simple.sku, qty: 1 }], {
        cart_id: cartId,
        addressInformation: {
          ...addressInformation,
          billingAddress: ADDRESS,
          payment_method_additional: { payment_session_id: session.session_id },
        },
      }),
    );
  return { cartId, session, order };
}

/** The order with this number as the back office shows it. */
export async function adminOrderByNumber(staff: AdminClient, incrementId: string): Promise<AdminOrderDto> {
  const list = await staff.get<{ items: { id: number; increment_id: string }[] }>(
    `/api/admin/orders?q=${incrementId}`,
  );
  const id = list.body.result.items.find((o) => o.increment_id === incrementId)!.id;
  return (await staff.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;
}
