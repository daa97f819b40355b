import type {
  AdminOrderDto,
  DeliveryDatesDto,
  OrderHistoryDto,
  OrderResult,
  PickupPointDto,
} from '@hemma/contract';
import { DELIVERY_TIMES, deliveryDates, expectedDelivery, formatDeliveryInterval } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);
const trade = tradeFixtures(api);

const findSofa = () =>
  shop.find(
    'simple',
    (p) => p.delivery_time === '8–12 veckor' && p.stock.is_in_stock && (p.custom_options ?? []).length === 0,
  );

describe('delivery dates (SPEC §7 delivery-date set)', () => {
  it('offers days from 8 weeks on for a sofa made to order, books one on the cart and keeps it on the order', async () => {
    const sofa = await findSofa();
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: sofa.sku, qty: 1 } });
    const offered = await api.get<DeliveryDatesDto>(`/api/ext/delivery-dates?cartId=${cartId}`);
    expect(offered.status).toBe(200);
    expect(offered.body.result.delivery_times).toEqual(['8–12 veckor']);
    expect(offered.body.result.dates).toEqual(deliveryDates(['w8-12'], new Date()));
    const [first, second] = offered.body.result.dates;

    const tooEarly = await api.post<string>(`/api/ext/delivery-date?cartId=${cartId}`, {
      delivery_date: new Date().toISOString().slice(0, 10),
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.result).toContain(`from ${first}`);
    expect(
      (await api.post(`/api/ext/delivery-date?cartId=${cartId}`, { delivery_date: '2026-13-45x' })).status,
    ).toBe(400);
    const booked = await api.post<DeliveryDatesDto>(`/api/ext/delivery-date?cartId=${cartId}`, {
      delivery_date: second,
    });
    expect(booked.body.result.delivery_date).toBe(second);

    const information = (carrier: string, method: string) => ({
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      shipping_carrier_code: carrier,
      shipping_method_code: method,
      payment_method_code: 'invoice',
      delivery_date: second,
    });
    const pickUp = await api.post<string>(
      '/api/order',
      orderRequest([{ sku: sofa.sku, qty: 1 }], { addressInformation: information('pickup', 'store') }),
    );
    expect(pickUp.status).toBe(400);
    expect(pickUp.body.result).toContain('only for a home delivery');

    const placed = await api.post<OrderResult>(
      '/api/order',
      orderRequest([{ sku: sofa.sku, qty: 1 }], {
        cart_id: cartId,
        // A sofa comes by freight (decision 0049): a home delivery, booked for the day.
        addressInformation: information('freight', 'home'),
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const list = await staff.clerk.get<{ items: { id: number; increment_id: string }[] }>(
      `/api/admin/orders?q=${placed.body.result.increment_id}`,
    );
    const id = list.body.result.items[0]!.id;
    const order = (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;
    expect(order.delivery_date).toBe(second);
    expect(placed.body.result.expected_delivery).toEqual({ from: second, to: second });
  });
});

describe('the expected delivery of every order (issue 35)', () => {
  it('a parcel to a pick-up point, or a sofa home by freight on the first possible day, states its interval as days: answer, My Account, mail', async () => {
    // A sofa goes by freight only (decision 0049); a parcel that fits a pick-up point shows the ombud case.
    const sofa = await findSofa();
    const parcel = await shop.find('simple');
    const codeOf = (text: string | null | undefined) =>
      Object.entries(DELIVERY_TIMES).find(([, label]) => label === text)?.[0] ?? null;
    const shopper = await trade.customer({ firstname: 'Nora', lastname: 'Soffa' });
    const [point] = (await api.get<PickupPointDto[]>('/api/ext/pickup-points?postcode=11453')).body.result;
    expect(expectedDelivery(['w8-12'], new Date()).from).toBe(deliveryDates(['w8-12'], new Date())[0]);
    for (const [product, carrier, method] of [
      [parcel, 'pickup', 'ombud'],
      [sofa, 'freight', 'home'],
    ] as const) {
      const expected = expectedDelivery([codeOf(product.delivery_time)], new Date());
      const when = formatDeliveryInterval(expected, 'sv-SE');
      const placed = await trade.accounts.call<OrderResult>('POST', '/api/order', {
        token: shopper.token,
        body: orderRequest([{ sku: product.sku, qty: 1 }], {
          addressInformation: {
            shippingAddress: ADDRESS,
            billingAddress: ADDRESS,
            shipping_carrier_code: carrier,
            shipping_method_code: method,
            payment_method_code: 'invoice',
            ...(carrier === 'pickup' ? { pickup_point_id: point!.id } : {}),
          },
        }),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.result.expected_delivery).toEqual(expected);

      const history = await trade.accounts.call<OrderHistoryDto>('GET', '/api/user/order-history', {
        token: shopper.token,
      });
      const entry = history.body.result.items.find((o) => o.increment_id === placed.body.result.increment_id);
      expect(entry?.delivery_date).toBeNull();
      expect(entry?.expected_delivery).toEqual(expected);

      const mail = await api.handle.db
        .selectFrom('mail_outbox')
        .select(['text_body', 'html_body'])
        .where('order_id', '=', entry!.entity_id)
        .where('kind', '=', 'order_confirmation')
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`Beräknad leverans: ${when}`);
      expect(mail.html_body).toContain(when);
    }
  });
});
