import type { AdminOrderDto, OrderHistoryDto, OrderResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { orderRequest } from './support/checkout-fixtures.ts';
import { shopperCall } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

// Issue 31: a shipment is named by its number within its order (1, 2, …) in the timeline, the back office and My
// Account — not by the shop-wide id, which another order's shipment in between would move on.
const api = useTestApi();
const trade = tradeFixtures(api);
const staff = useTradeStaff(api);
const detail = async (id: number) =>
  (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;
const ship = (id: number, lineId: number, tracking: string) =>
  staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/shipments`, {
    carrier: 'PostNord',
    tracking_number: tracking,
    lines: [{ item_id: lineId, qty: 1 }],
  });

/** A customer's cash-on-delivery order of 2 of one product, taken into processing. */
async function processingOrder(token: string) {
  const product = await trade.shop.find('simple');
  await trade.setStock(product.id, 20);
  const placed = await trade.accounts.call<OrderResult>('POST', '/api/order', {
    body: orderRequest([{ sku: product.sku, qty: 2 }]),
    token,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { id } = await trade.findOrder(staff.clerk, placed.body.result.increment_id);
  expect((await trade.setStatus(staff.clerk, id, { status: 'processing' })).status).toBe(200);
  return { id, line: (await detail(id)).items[0]!.id };
}

describe('shipment numbers', () => {
  it("count each order's own shipments, whatever other orders shipped in between", async () => {
    const karin = await trade.customer();
    const first = await processingOrder(karin.token);
    const second = await processingOrder(karin.token);
    expect((await ship(first.id, first.line, 'SE-A1')).status).toBe(200);
    expect((await ship(second.id, second.line, 'SE-B1')).status).toBe(200);
    const last = await ship(first.id, first.line, 'SE-A2');
    expect(last.status, JSON.stringify(last.body)).toBe(200);

    const shipped = (order: AdminOrderDto) =>
      order.timeline.map((e) => e.note ?? '').filter((n) => /Leverans \d+ med/.test(n));
    expect(last.body.result.shipments.map((s) => [s.number, s.tracking_number])).toEqual([
      [1, 'SE-A1'],
      [2, 'SE-A2'],
    ]);
    expect(
      shipped(last.body.result).map((n) => /Leverans (\d+) med PostNord \((\S+)\)/.exec(n)?.slice(1)),
    ).toEqual([
      ['1', 'SE-A1'],
      ['2', 'SE-A2'],
    ]);
    const other = await detail(second.id);
    expect(other.shipments.map((s) => s.number)).toEqual([1]);
    expect(shipped(other)).toEqual([expect.stringContaining('Leverans 1 med PostNord (SE-B1)')]);

    const seen = (
      await shopperCall<OrderHistoryDto>(api, 'GET', '/api/user/order-history', { token: karin.token })
    ).body.result.items.find((o) => o.entity_id === first.id)!;
    expect(seen.shipments.map((s) => [s.number, s.tracking_number])).toEqual([
      [1, 'SE-A1'],
      [2, 'SE-A2'],
    ]);
  });
});
