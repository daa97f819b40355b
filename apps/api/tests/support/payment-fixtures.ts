import type { AdminOrderDto, OrderResult, PaymentSessionDto } from '@hemma/contract';
import { expect } from 'vitest';
import type { AdminClient } from './admin-client.ts';
import { ADDRESS, type checkoutFixtures, orderRequest } from './checkout-fixtures.ts';
import type { TestApi } from './test-api.ts';

export type ProviderMethod = 'card' | 'swish' | 'partpayment';

/** A call as a shopper's browser makes it: the customer's token as a bearer header, or none as a guest. */
export async function shopperCall<T = unknown>(
  api: TestApi,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string | undefined } = {},
): Promise<{ status: number; body: { code: number; result: T } }> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as { code: number; result: T } };
}

/**
 * A cart with one line and the method chosen, a payment opened for it at the method's sandbox provider, and the
 * order that would stand on it (decisions 0027, 0033); a customer's cart when `token` is given. `order` sends this
 * cart's order with its own payment, unless told another session id or token (null: sent as a guest).
 */
export async function providerCheckout(
  api: TestApi,
  shop: ReturnType<typeof checkoutFixtures>,
  method: ProviderMethod,
  token?: string,
) {
  const simple = await shop.find('simple');
  const call = <T>(path: string, body: unknown) => shopperCall<T>(api, 'POST', path, { body, token });
  const cartId = (await call<string>('/api/cart/create', {})).body.result;
  await call(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
  const addressInformation = {
    shippingAddress: ADDRESS,
    shipping_carrier_code: 'courier',
    shipping_method_code: 'flatrate',
    payment_method_code: method,
  };
  await call(`/api/cart/shipping-information?cartId=${cartId}`, { addressInformation });
  const started = await call<PaymentSessionDto>(
    `/api/ext/payment/sessions?cartId=${cartId}&method=${method}`,
    {},
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const session = started.body.result;
  const order = (claim: { sessionId?: string; token?: string | null } = {}) =>
    shopperCall<OrderResult>(api, 'POST', '/api/order', {
      token: claim.token === undefined ? token : (claim.token ?? undefined),
      body: orderRequest([{ sku: simple.sku, qty: 1 }], {
        cart_id: cartId,
        addressInformation: {
          ...addressInformation,
          billingAddress: ADDRESS,
          payment_method_additional: { payment_session_id: claim.sessionId ?? session.session_id },
        },
      }),
    });
  return { cartId, session, order };
}

/** The key in a payment page's address (issue 29): the sandbox provider's side answers only to it. */
export function pageKeyOf(session: Pick<PaymentSessionDto, 'url'>): string {
  return new URL(session.url, 'http://shop.test').searchParams.get('key') ?? '';
}

/** What the sandbox provider's page asks its provider (pay, challenge, swish, swish-app, credit), with its key. */
export function sandboxAction(
  api: TestApi,
  session: Pick<PaymentSessionDto, 'session_id' | 'url'>,
  action: string,
  body: unknown,
) {
  return api.post<PaymentSessionDto>(
    `/api/ext/payment-provider/sessions/${session.session_id}/${action}?key=${pageKeyOf(session)}`,
    body,
  );
}

/** A payment's state as its cart's owner reads it: the cart's id, and the customer's token for a customer's cart. */
export function readPayment(api: TestApi, sessionId: string, cartId: string, token?: string) {
  return shopperCall<PaymentSessionDto>(
    api,
    'GET',
    `/api/ext/payment/sessions/${sessionId}?cartId=${cartId}`,
    { token },
  );
}

/** The order with this number as the back office shows it. */
export async function adminOrderByNumber(staff: AdminClient, incrementId: string): Promise<AdminOrderDto> {
  const list = await staff.get<{ items: { id: number; increment_id: string }[] }>(
    `/api/admin/orders?q=${incrementId}`,
  );
  const id = list.body.result.items.find((o) => o.increment_id === incrementId)!.id;
  return (await staff.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;
}

/** A customer's order of `qty` × `sku` in one parcel, placed through the cart and paid by card at the sandbox. */
export async function placeCardOrder(
  api: TestApi,
  token: string,
  sku: string,
  qty: number,
): Promise<OrderResult> {
  const call = <T>(path: string, body: unknown) => shopperCall<T>(api, 'POST', path, { body, token });
  const cartId = (await call<string>('/api/cart/create', {})).body.result;
  await call(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } });
  const base = orderRequest([{ sku, qty }]);
  const addressInformation = { ...base.addressInformation, payment_method_code: 'card' };
  await call(`/api/cart/shipping-information?cartId=${cartId}`, { addressInformation });
  const session = (
    await call<PaymentSessionDto>(`/api/ext/payment/sessions?cartId=${cartId}&method=card`, {})
  ).body.result;
  await sandboxAction(api, session, 'pay', { card_number: '4242 4242 4242 4242' });
  const placed = await call<OrderResult>('/api/order', {
    ...base,
    cart_id: cartId,
    addressInformation: {
      ...addressInformation,
      payment_method_additional: { payment_session_id: session.session_id },
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.result;
}
