import type { AdminOrderDto, OrderReturnsDto, OrderResult, ReturnDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { orderRequest } from './support/checkout-fixtures.ts';
import { mailsEventually } from './support/mail.ts';
import { placeCardOrder, shopperCall } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

/**
 * A partly shipped order after the sale (decision 0054 and 0055, their addenda): the shipped part is returned while
 * the rest waits, and the owner edits the part that has not shipped.
 */
const api = useTestApi();
const trade = tradeFixtures(api);
const { shop, findOrder, setStatus } = trade;
const staff = useTradeStaff(api);

const detail = async (id: number) =>
  (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;
const ship = (id: number, lines: { item_id: number; qty: number }[], tracking = 'SE1') =>
  staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/shipments`, {
    carrier: 'PostNord',
    tracking_number: tracking,
    lines,
  });
const edit = (id: number, body: Record<string, unknown>) =>
  staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/edit`, body);
const returnsOf = async (number: string, token: string) =>
  (await shopperCall<OrderReturnsDto>(api, 'GET', `/api/orders/${number}/returns`, { token })).body.result;
const ask = (number: string, token: string, lines: { item_id: number; qty: number }[]) =>
  shopperCall<ReturnDto & string>(api, 'POST', `/api/orders/${number}/returns`, {
    token,
    body: { lines: lines.map((l) => ({ ...l, reason: 'Ångrade mig' })) },
  });

/** A customer's cash-on-delivery order of 2 cushions and 1 sofa (two parcels), taken into processing. */
async function sofaAndCushions() {
  const cushion = await shop.parcel();
  const sofa = await shop.parcel(cushion.sku);
  await trade.setStock(cushion.id, 20);
  await trade.setStock(sofa.id, 20);
  const karin = await trade.customer();
  const placed = await trade.accounts.call<OrderResult>('POST', '/api/order', {
    body: orderRequest([
      { sku: cushion.sku, qty: 2 },
      { sku: sofa.sku, qty: 1 },
    ]),
    token: karin.token,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const number = placed.body.result.increment_id;
  const { id } = await findOrder(staff.clerk, number);
  expect((await setStatus(staff.clerk, id, { status: 'processing' })).status).toBe(200);
  const items = (await detail(id)).items;
  const line = (sku: string) => items.find((i) => i.sku === sku)!.id;
  return {
    id,
    number,
    token: karin.token,
    cushion,
    sofa,
    cushions: line(cushion.sku),
    sofaLine: line(sofa.sku),
  };
}

describe('returns of a partly shipped order', () => {
  it('returns what has shipped while the rest waits; the window cannot close before the last parcel', async () => {
    const order = await sofaAndCushions();
    const shipped = await ship(order.id, [{ item_id: order.sofaLine, qty: 1 }]);
    expect(shipped.body.result.status).toBe('partially_shipped');

    const open = await returnsOf(order.number, order.token);
    expect(open.window).toMatchObject({ open: true, closes_at: null, reason: null });
    expect(open.lines.map((l) => [l.item_id, l.ordered, l.shipped, l.returnable])).toEqual([
      [order.cushions, 2, 0, 0],
      [order.sofaLine, 1, 1, 1],
    ]);
    const early = await ask(order.number, order.token, [{ item_id: order.cushions, qty: 1 }]);
    expect(early).toMatchObject({
      status: 409,
      body: { result: `${order.cushion.name} has not shipped yet: it can be returned once it has` },
    });
    const sofa = await ask(order.number, order.token, [{ item_id: order.sofaLine, qty: 1 }]);
    expect(sofa.status, JSON.stringify(sofa.body)).toBe(200);
    expect(sofa.body.result).toMatchObject({ return_number: `${order.number}-R1`, status: 'requested' });
    const again = await ask(order.number, order.token, [{ item_id: order.sofaLine, qty: 1 }]);
    expect(again.body.result).toBe(`${order.sofa.name}: all 1 are already returned`);

    // One of two cushions ships: one can be returned, not two.
    await ship(order.id, [{ item_id: order.cushions, qty: 1 }], 'SE2');
    const two = await ask(order.number, order.token, [{ item_id: order.cushions, qty: 2 }]);
    expect(two.status).toBe(409);
    expect(two.body.result).toBe(
      `${order.cushion.name}: 2 is more than can be returned (1 of the 1 shipped left; 1 of 2 not shipped yet)`,
    );

    // The sofa left 400 days ago and the window is 14 days: still open while a cushion waits (the law counts from
    // the last parcel); it closes 14 days after the order is complete.
    await api.handle.db
      .updateTable('order_events')
      .set({ created_at: new Date(Date.now() - 400 * 86_400_000).toISOString() })
      .where('order_id', '=', order.id)
      .execute();
    await staff.owner.send('PUT', '/api/admin/returns/settings', {
      return_window_days: 14,
      return_address: 'Lagervägen 12',
    });
    try {
      expect((await returnsOf(order.number, order.token)).window).toMatchObject({
        open: true,
        closes_at: null,
      });
      await ship(order.id, [{ item_id: order.cushions, qty: 1 }], 'SE3');
      const done = await returnsOf(order.number, order.token);
      expect(done.window.open).toBe(true);
      const closes = new Date(done.window.closes_at!).getTime();
      expect(closes).toBeGreaterThan(Date.now() + 13 * 86_400_000);
      expect(done.lines.map((l) => l.returnable)).toEqual([2, 0]);
    } finally {
      await staff.owner.send('PUT', '/api/admin/returns/settings', {
        return_window_days: 30,
        return_address: 'Lagervägen 12',
      });
    }
  });
});

describe('editing a partly shipped order', () => {
  it('changes what has not shipped, never what has; the address stays; the shopper still cannot cancel', async () => {
    const order = await sofaAndCushions();
    await ship(order.id, [{ item_id: order.sofaLine, qty: 1 }]);
    const before = await detail(order.id);
    expect(before).toMatchObject({ status: 'partially_shipped', can_edit: true });
    const stock = (await trade.stockOf(order.cushion.sku)).qty;

    const refused = await Promise.all([
      edit(order.id, { lines: [{ item_id: order.sofaLine, qty: 0 }] }),
      edit(order.id, { shipping_address: { ...before.shipping_address, street: ['Nygatan 3'] } }),
    ]);
    expect(refused.map((r) => [r.status, r.body.result])).toEqual([
      [409, `The line ${order.sofa.sku} (${order.sofa.name}) has shipped and cannot be changed`],
      [
        409,
        'The delivery address cannot change once a parcel has shipped: the rest of the order goes to the same address',
      ],
    ]);
    const cancel = await shopperCall<string>(api, 'POST', `/api/orders/${order.number}/cancel`, {
      token: order.token,
      body: {},
    });
    expect(cancel).toMatchObject({
      status: 409,
      body: { result: 'A partially shipped order cannot be cancelled' },
    });

    // Up and down again: cash on delivery, so the new total is what is due; stock follows.
    const raised = await edit(order.id, { lines: [{ item_id: order.cushions, qty: 3 }] });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((await trade.stockOf(order.cushion.sku)).qty).toBe(stock - 1);
    const lowered = await edit(order.id, { lines: [{ item_id: order.cushions, qty: 1 }] });
    expect(lowered.body.result).toMatchObject({ status: 'partially_shipped', can_edit: true });
    expect(lowered.body.result.items.map((i) => i.qty)).toEqual([1, 1]);
    expect((await trade.stockOf(order.cushion.sku)).qty).toBe(stock + 1);

    // The last cushion removed: nothing is left to ship, so the order is shipped — in the timeline and the mail.
    const removed = await edit(order.id, { lines: [{ item_id: order.cushions, qty: 0 }] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = removed.body.result;
    expect(after).toMatchObject({ status: 'shipped', can_edit: false, next_statuses: ['delivered'] });
    expect(after.items.map((i) => i.sku)).toEqual([order.sofa.sku]);
    expect(after.totals.grand_total).toBeLessThan(before.totals.grand_total);
    expect((await trade.stockOf(order.cushion.sku)).qty).toBe(stock + 2);
    const steps = after.timeline.filter(
      (e) => e.from_status === 'partially_shipped' && e.to_status === 'shipped',
    );
    expect(steps.map((e) => e.note)).toEqual([
      'Inget kvar att skicka efter ändringen: hela ordern är skickad',
    ]);
    const mails = await mailsEventually(
      api.outboxDir,
      (m) =>
        m.subject === `Din order ${order.number} är ändrad` && m.text.includes('Nu är hela ordern skickad.'),
    );
    expect(mails[0]?.text).toContain(`1 × ${order.sofa.name}`);
    expect((await edit(order.id, { lines: [{ item_id: order.sofaLine, qty: 0 }] })).body.result).toBe(
      'A shipped order cannot be edited',
    );
  });

  it('lowers a partly shipped line to what shipped, refunds the difference by card, and ships the order', async () => {
    const karin = await trade.customer();
    const product = await shop.parcel();
    await trade.setStock(product.id, 20);
    const placed = await placeCardOrder(api, karin.token, product.sku, 3);
    const { id } = await findOrder(staff.clerk, placed.increment_id);
    await setStatus(staff.clerk, id, { status: 'processing' });
    const line = (await detail(id)).items[0]!;
    await ship(id, [{ item_id: line.id, qty: 1 }]);
    const stock = (await trade.stockOf(product.sku)).qty;

    const below = await edit(id, { lines: [{ item_id: line.id, qty: 0 }] });
    expect(below).toMatchObject({
      status: 409,
      body: { result: `1 of the line ${line.sku} (${line.name}) have shipped: it cannot go below 1` },
    });
    const edited = await edit(id, { lines: [{ item_id: line.id, qty: 1 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const lower = Math.round(line.price_incl_tax * 2 * 100) / 100;
    expect(edited.body.result).toMatchObject({
      status: 'shipped',
      payment_status: 'paid',
      refunded_amount: lower,
    });
    expect((await trade.stockOf(product.sku)).qty).toBe(stock + 2);
    const notes = edited.body.result.timeline.map((e) => e.note ?? '').join('\n');
    expect(notes).toContain(`${line.name}: 3 → 1 st`);
    expect(notes).toMatch(/Återbetalt .* kvar att återbetala/);
    const audit = await staff.owner.get<{ items: { action: string }[] }>(
      `/api/admin/audit?entity_type=order&entity_id=${id}`,
    );
    expect(audit.body.result.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['order.edit', 'order.status', 'order.payment_refund']),
    );
  });

  it('an edit and a shipment of the same unshipped line at once: one wins, nothing is half done', async () => {
    const order = await sofaAndCushions();
    await ship(order.id, [{ item_id: order.sofaLine, qty: 1 }]);
    const [edited, shipped] = await Promise.all([
      edit(order.id, { lines: [{ item_id: order.cushions, qty: 0 }] }),
      ship(order.id, [{ item_id: order.cushions, qty: 2 }], 'SE9'),
    ]);
    expect([edited.status, shipped.status].sort()).toEqual([200, 409]);
    const after = await detail(order.id);
    expect(after.status).toBe('shipped');
    expect(after.items.map((i) => [i.sku, i.qty, i.qty_shipped])).toEqual(
      edited.status === 200
        ? [[order.sofa.sku, 1, 1]]
        : [
            [order.cushion.sku, 2, 2],
            [order.sofa.sku, 1, 1],
          ],
    );
  });
});
