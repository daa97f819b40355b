import type { AdminDashboardDto } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures } from './support/trade-fixtures.ts';

const api = useTestApi();
const trade = tradeFixtures(api);

let owner: AdminClient;
let catalogue: AdminClient;
beforeAll(async () => {
  owner = await loginOwner(api);
  catalogue = await loginAs(api, owner, 'catalogue');
});

const dashboard = async (client: AdminClient = catalogue) => {
  const { status, body } = await client.get<AdminDashboardDto>('/api/admin/dashboard');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result;
};
const sek = (value: number) => Math.round(value * 100) / 100;

describe('the dashboard', () => {
  it("counts today's and this week's orders and revenue, and what waits to be shipped", async () => {
    const before = await dashboard();
    const simple = await trade.shop.find('simple');
    const first = await trade.placeOrder({ sku: simple.sku, qty: 1 });
    const second = await trade.placeOrder({ sku: simple.sku, qty: 2 });
    const after = await dashboard();
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.today.revenue).toBe(sek(before.today.revenue + first.grand_total + second.grand_total));
    expect(after.this_week.orders).toBe(before.this_week.orders + 2);
    expect(after.to_ship).toEqual({
      new: before.to_ship.new + 2,
      processing: before.to_ship.processing,
      partially_shipped: before.to_ship.partially_shipped,
      total: before.to_ship.total + 2,
    });

    const { id } = await trade.findOrder(owner, first.increment_id);
    await trade.setStatus(owner, id, { status: 'processing' });
    const { id: secondId } = await trade.findOrder(owner, second.increment_id);
    await trade.setStatus(owner, secondId, { status: 'cancelled' });
    const later = await dashboard();
    expect(later.to_ship).toEqual({
      new: before.to_ship.new,
      processing: before.to_ship.processing + 1,
      partially_shipped: before.to_ship.partially_shipped,
      total: before.to_ship.total + 1,
    });
    // A cancelled order is not revenue.
    expect(later.today.orders).toBe(before.today.orders + 1);
    expect(later.today.revenue).toBe(sek(before.today.revenue + first.grand_total));
  });

  it('names low-stock products, sold out first, and counts reviews waiting', async () => {
    const before = await dashboard();
    const simple = await trade.shop.find('simple');
    await trade.setStock(simple.id, 0);
    await api.post('/api/review/create', {
      review: { sku: simple.sku, nickname: 'Ove', title: 'Bra', detail: 'Bra grejer.', rating: 4 },
    });
    const after = await dashboard(owner);
    expect(after.reviews_pending).toBe(before.reviews_pending + 1);
    const wasLow = before.low_stock.items.some((i) => i.sku === simple.sku);
    expect(after.low_stock.total).toBe(before.low_stock.total + (wasLow ? 0 : 1));
    // Sold out first, then the fewest left.
    const order = after.low_stock.items.map((i) => [i.is_in_stock ? 1 : 0, i.qty]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(after.low_stock.items[0]).toMatchObject({ is_in_stock: false, qty: 0 });
    expect(after.low_stock.items.length).toBe(Math.min(20, after.low_stock.total));
  });
});
