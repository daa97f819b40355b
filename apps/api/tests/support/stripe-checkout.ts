import type { OrderResult, PaymentReturnDto, StockCheckResult } from '@hemma/contract';
import { expect } from 'vitest';
import { ADDRESS, type checkoutFixtures, orderRequest } from './checkout-fixtures.ts';
import type { FakeStripe } from './fake-stripe.ts';
import { homeAddressOf } from './foreign-addresses.ts';
import { shopperCall } from './payment-fixtures.ts';
import type { TestApi } from './test-api.ts';

export type StripeMethod = 'stripe_card' | 'stripe_klarna' | 'stripe_swish';

/** Stock of a sku as the shop says it now. */
export async function stockOf(api: TestApi, sku: string): Promise<number> {
  return (await api.get<StockCheckResult>(`/api/stock/check?sku=${sku}`)).body.result.qty;
}

/**
 * A guest's cart with one line, its order placed with a Stripe method (decision 0050): the answer, the Checkout
 * Session the fake Stripe opened for it, and the payment's id and key from the return address.
 */
export async function placeStripeOrder(
  api: TestApi,
  shop: ReturnType<typeof checkoutFixtures>,
  stripe: FakeStripe,
  method: StripeMethod = 'stripe_card',
  options: { storeCode?: string; qty?: number } = {},
) {
  const simple = await shop.find('simple');
  const store = options.storeCode ? `?storeCode=${options.storeCode}` : '';
  const cartId = (await shopperCall<string>(api, 'POST', `/api/cart/create${store}`, { body: {} })).body
    .result;
  const join = store ? '&' : '?';
  const cart = (path: string) => `${path}${store}${join}cartId=${cartId}`;
  const qty = options.qty ?? 1;
  await shopperCall(api, 'POST', cart('/api/cart/update'), { body: { cartItem: { sku: simple.sku, qty } } });
  const address = homeAddressOf(options.storeCode, ADDRESS);
  const addressInformation = {
    shippingAddress: address,
    billingAddress: address,
    shipping_carrier_code: 'courier',
    shipping_method_code: 'flatrate',
    payment_method_code: method,
  };
  const request = orderRequest([{ sku: simple.sku, qty }], {
    cart_id: cartId,
    ...(options.storeCode ? { store_code: options.storeCode } : {}),
    addressInformation,
  });
  const placed = await shopperCall<OrderResult>(api, 'POST', '/api/order', { body: request });
  const url = placed.body.result.payment_url ?? '';
  const session = [...stripe.sessions.values()].find((s) => url.endsWith(s.id));
  const back = new URL(String(session?.success_url ?? 'http://x/'));
  return {
    sku: simple.sku,
    cartId,
    request,
    placed,
    session,
    paymentId: back.searchParams.get('payment') ?? '',
    key: back.searchParams.get('key') ?? '',
    sendAgain: () => shopperCall<OrderResult>(api, 'POST', '/api/order', { body: request }),
  };
}

/** Delivers a webhook as Stripe does: the payload as signed, its Stripe-Signature header. */
export async function deliver(api: TestApi, event: { payload: string; header: string }) {
  const response = await fetch(`${api.baseUrl}/api/ext/payment/callbacks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
    body: event.payload,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; result: Record<string, unknown> },
  };
}

/** The return page's question to the API (GET), or the shopper's cancel on Stripe's page (POST …/cancel). */
export async function returnTo(api: TestApi, paymentId: string, key: string, cancel = false) {
  const path = `/api/ext/payment/returns/${paymentId}${cancel ? '/cancel' : ''}?key=${key}`;
  const answer = await shopperCall<PaymentReturnDto>(
    api,
    cancel ? 'POST' : 'GET',
    path,
    cancel ? { body: {} } : {},
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}
