import type {
  AdminReturnDto,
  AdminReturnListDto,
  GuestOrderAccessDto,
  OrderHistoryEntryDto,
  OrderResult,
  OrderReturnsDto,
  ReturnDto,
  WebhookCreatedDto,
  WebhookDeliveryDto,
} from '@hemma/contract';
import { webhookPayloadSchema } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import type { AdminClient } from './support/admin-client.ts';
import { orderRequest } from './support/checkout-fixtures.ts';
import { mailsEventually } from './support/mail.ts';
import { providerCheckout, sandboxAction } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

const api = useTestApi();
const trade = tradeFixtures(api);
const { shop, accounts } = trade;
const staff = useTradeStaff(api);

const parcel = shop.parcel;

/** Places an order of these lines (cash on delivery by courier), as the customer of `token` or as a guest. */
async function order(lines: { sku: string; qty: number }[], person: { email: string }, token?: string) {
  const body = orderRequest(lines, {
    personal_details: { firstname: 'Karin', lastname: 'Berg', email: person.email },
  });
  const { status, body: answer } = await accounts.call<OrderResult>('POST', '/api/order', {
    body,
    ...(token ? { token } : {}),
  });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer.result;
}

/** Ships and delivers the order from the back office. */
async function deliver(incrementId: string): Promise<number> {
  const { id } = await trade.findOrder(staff.clerk, incrementId);
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'PostNord', tracking_number: 'SE123' },
    { status: 'delivered' },
  ])
    expect((await trade.setStatus(staff.clerk, id, body)).status).toBe(200);
  return id;
}

type Who = { token?: string; access?: string };
const shopper = <T>(method: 'GET' | 'POST', path: string, who: Who, body?: unknown) =>
  accounts.call<T>(method, path, {
    ...(who.token ? { token: who.token } : {}),
    ...(who.access ? { headers: { 'x-hemma-order-access': who.access } } : {}),
    ...(body === undefined ? {} : { body }),
  });
const returnsOf = (number: string, who: Who) =>
  shopper<OrderReturnsDto>('GET', `/api/orders/${number}/returns`, who);
const ask = (number: string, who: Who, lines: { item_id: number; qty: number; reason: string }[]) =>
  shopper<ReturnDto & string>('POST', `/api/orders/${number}/returns`, who, { lines });

const step = (admin: AdminClient, id: number, action: string, body: unknown = {}) =>
  admin.send<AdminReturnDto & string>('POST', `/api/admin/returns/${id}/${action}`, body);
async function returnId(orderNumber: string, returnNumber: string): Promise<number> {
  const { id } = await trade.findOrder(staff.clerk, orderNumber);
  const list = await staff.clerk.get<AdminReturnListDto>(`/api/admin/returns?order_id=${id}`);
  return list.body.result.items.find((r) => r.return_number === returnNumber)!.id;
}

describe('a return through its steps', () => {
  it('returns one of two lines: window, quantities, each step and its refusals, stock of the ticked lines', async () => {
    const first = await parcel();
    const other = await parcel(first.sku);
    await trade.setStock(first.id, 10);
    await trade.setStock(other.id, 10);
    const karin = await trade.customer();
    const placed = await order(
      [
        { sku: first.sku, qty: 2 },
        { sku: other.sku, qty: 1 },
      ],
      karin,
      karin.token,
    );
    const number = placed.increment_id;
    const me = { token: karin.token };

    // Not shipped yet: nothing to return (cancel instead), 409.
    const early = await returnsOf(number, me);
    expect(early.body.result.window).toMatchObject({ open: false, closes_at: null, days: 30 });
    const lines = early.body.result.lines;
    const line = lines.find((l) => l.sku === first.sku)!;
    const reason = 'Fel färg';
    expect((await ask(number, me, [{ item_id: line.item_id, qty: 1, reason }])).status).toBe(409);

    const orderId = await deliver(number);
    // The shipping mail links to the order page, where a guest opens the order with its number and e-mail.
    const [shipped] = await mailsEventually(
      api.outboxDir,
      (m) => m.subject === `Din order ${number} är skickad`,
    );
    expect(shipped?.text).toContain(`/order-status?order=${number}`);
    // More than bought, an unknown line, an empty reason: refused before anything is written.
    const tooMany = await ask(number, me, [{ item_id: line.item_id, qty: 3, reason }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.result).toBe(`${first.name}: 3 is more than can be returned (2 of 2 left)`);
    expect((await ask(number, me, [{ item_id: 999_999, qty: 1, reason }])).status).toBe(400);
    expect((await ask(number, me, [{ item_id: line.item_id, qty: 1, reason: ' ' }])).status).toBe(400);

    // A receiver of `return.requested` (decision 0052): the refused requests above raised nothing.
    process.env.HEMMA_WEBHOOKS_ALLOW_PRIVATE = '1';
    const hook = await staff.owner.send<WebhookCreatedDto>('POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/returns',
      events: ['return.requested'],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    const asked = await ask(number, me, [{ item_id: line.item_id, qty: 2, reason }]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const raised = (
      await staff.owner.get<WebhookDeliveryDto[]>(`/api/admin/webhooks/${hook.body.result.id}/deliveries`)
    ).body.result;
    expect(raised.map((d) => d.event_type)).toEqual(['return.requested']);
    // Its body: the return as the admin API answers it (the contract's payload of the event).
    const { payload } = await api.handle.db
      .selectFrom('webhook_deliveries')
      .select('payload')
      .where('id', '=', raised[0]!.id)
      .executeTakeFirstOrThrow();
    const sent = webhookPayloadSchema('return.requested').parse(JSON.parse(payload));
    expect(sent.data).toMatchObject({ return_number: `${number}-R1`, order_number: number });
    expect(asked.body.result).toMatchObject({ return_number: `${number}-R1`, status: 'requested' });
    // Across returns: both are in a return now.
    const again = await ask(number, me, [{ item_id: line.item_id, qty: 1, reason }]);
    expect(again.body.result).toBe(`${first.name}: all 2 are already returned`);
    const [mail] = await mailsEventually(api.outboxDir, (m) => m.subject.includes(`${number}-R1`));
    expect(mail?.to).toContain(karin.email);
    expect(mail?.text).toContain(`2 × ${first.name}`);
    expect(mail?.text).toContain('Lagervägen 12');

    const id = await returnId(number, `${number}-R1`);
    const queue = (await staff.clerk.get<AdminReturnListDto>('/api/admin/returns?status=requested')).body
      .result;
    expect(queue.waiting).toBeGreaterThanOrEqual(1);
    expect(queue.items.find((r) => r.id === id)?.next_actions).toEqual(['approve', 'reject']);

    expect((await step(staff.clerk, id, 'receive')).body.result).toBe(
      'A requested return cannot be received: it must be approved first',
    );
    expect((await step(staff.clerk, id, 'refund')).status).toBe(409);
    expect((await step(staff.clerk, id, 'approve')).body.result.status).toBe('approved');
    expect((await step(staff.clerk, id, 'approve')).body.result).toBe('The return is already approved');
    expect((await step(staff.clerk, id, 'reject', { reason: 'x' })).status).toBe(409);
    // Only the ticked line goes back to stock: the return has one line; a line outside it is a 400.
    const otherLine = lines.find((l) => l.sku === other.sku)!;
    expect((await step(staff.clerk, id, 'receive', { restock_item_ids: [otherLine.item_id] })).status).toBe(
      400,
    );
    const received = await step(staff.clerk, id, 'receive', { restock_item_ids: [line.item_id] });
    expect(received.body.result).toMatchObject({ status: 'received', lines: [{ qty: 2, restocked: true }] });
    expect((await trade.stockOf(first.sku)).qty).toBe(10);
    expect((await trade.stockOf(other.sku)).qty).toBe(9);

    // Cash on delivery: paid back by hand, with its credit note kept and mailed.
    const refunded = await step(staff.clerk, id, 'refund', { refund_shipping: false });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.result).toMatchObject({
      status: 'refunded',
      refund_method: 'manual',
      next_actions: [],
    });
    const note = refunded.body.result.credit_note!;
    expect(note.number).toBe(`KN-${number}-R1`);
    expect(note.total).toBe(refunded.body.result.refund_preview.lines);
    expect(note.lines).toEqual([expect.objectContaining({ name: first.name, qty: 2 })]);
    expect((await step(staff.clerk, id, 'receive')).body.result).toBe('A refunded return cannot be received');
    expect((await step(staff.clerk, id, 'refund')).body.result).toBe('The return is already refunded');
    await mailsEventually(api.outboxDir, (m) => m.subject.includes(`KN-${number}-R1`));
    // The shopper sees the state and the credit note; the other line can still be returned.
    const after = (await returnsOf(number, me)).body.result;
    expect(after.returns[0]).toMatchObject({ status: 'refunded', credit_note: { number: note.number } });
    expect(after.lines.map((l) => l.returnable).sort()).toEqual([0, 1]);

    // A rejected return gives its lines back, and its reason is shown to the shopper.
    const second2 = await ask(number, me, [{ item_id: otherLine.item_id, qty: 1, reason: 'Ångrade mig' }]);
    const rejectId = await returnId(number, second2.body.result.return_number);
    expect((await step(staff.clerk, rejectId, 'reject')).status).toBe(400);
    await step(staff.clerk, rejectId, 'reject', { reason: 'Använd vara' });
    const shown = (await returnsOf(number, me)).body.result;
    expect(shown.returns[1]).toMatchObject({ status: 'rejected', rejection_reason: 'Använd vara' });
    expect(shown.lines.find((l) => l.sku === other.sku)?.returnable).toBe(1);
    // … and mailed with it, through the outbox.
    const [rejection] = await mailsEventually(api.outboxDir, (m) =>
      m.subject.includes(`${second2.body.result.return_number} kunde inte godkännas`),
    );
    expect(rejection?.to).toContain(karin.email);
    expect(rejection?.text).toContain('Använd vara');

    // The window: 30 days from delivery by default, never under 14; closed after it (409).
    await api.handle.db
      .updateTable('order_events')
      .set({ created_at: new Date(Date.now() - 20 * 86_400_000).toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    const owner = staff.owner;
    expect(
      (await owner.send('PUT', '/api/admin/returns/settings', { return_window_days: 7, return_address: 'A' }))
        .status,
    ).toBe(400);
    await owner.send('PUT', '/api/admin/returns/settings', {
      return_window_days: 14,
      return_address: 'Lager 1',
    });
    const closed = await ask(number, me, [{ item_id: otherLine.item_id, qty: 1, reason }]);
    expect(closed.status).toBe(409);
    expect(closed.body.result).toMatch(/^The return window of 14 days closed on \d{4}-\d{2}-\d{2}$/);
    await owner.send('PUT', '/api/admin/returns/settings', {
      return_window_days: 30,
      return_address: 'Lager 1',
    });
    expect((await ask(number, me, [{ item_id: otherLine.item_id, qty: 1, reason }])).status).toBe(200);
  });
});

describe('refunds through the provider', () => {
  it('refunds once when two owners press "Återbetala" at once', async () => {
    const karin = await trade.customer();
    const { session, order: send } = await providerCheckout(api, shop, 'card', karin.token);
    const paid = await sandboxAction(api, session, 'pay', { card_number: '4242 4242 4242 4242' });
    expect(paid.body.result.status).toBe('paid');
    const placed = await send();
    const number = placed.body.result.increment_id;
    await deliver(number);
    const me = { token: karin.token };
    const [line] = (await returnsOf(number, me)).body.result.lines;
    const asked = await ask(number, me, [{ item_id: line!.item_id, qty: 1, reason: 'För stor' }]);
    const id = await returnId(number, asked.body.result.return_number);
    await step(staff.clerk, id, 'approve');
    await step(staff.clerk, id, 'receive', { restock_item_ids: [] });

    // Two owners, each pressing twice: the presses arrive together, and exactly one refunds.
    const both = await Promise.all(
      [staff.owner, staff.clerk, staff.owner, staff.clerk].map((admin) =>
        step(admin, id, 'refund', { refund_shipping: true }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const won = both.find((r) => r.status === 200)!.body.result;
    expect(won).toMatchObject({ status: 'refunded', refund_method: 'provider', refund_shipping: true });
    const refunds = await api.handle.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('session_id', '=', session.session_id)
      .execute();
    expect(refunds.map((r) => r.refund_id)).toEqual([`return-${id}`]);
    const row = await api.handle.db
      .selectFrom('payment_sessions')
      .select(['refunded_amount', 'amount', 'status'])
      .where('id', '=', session.session_id)
      .executeTakeFirstOrThrow();
    expect(row.refunded_amount).toBe(Math.round(won.credit_note!.total * 100));
    // The whole order (one line and shipping) was paid back: the payment is refunded.
    expect(row).toMatchObject({ status: 'refunded', refunded_amount: row.amount });
    expect(won.credit_note!.total).toBe(won.refund_preview.with_shipping);
  });
});

describe('the guest order page', () => {
  it('opens an order by number and e-mail, that order only, and throttles wrong pairs', async () => {
    const product = await parcel();
    const guest = { email: `gast-${Date.now()}@example.se` };
    const mine = await order([{ sku: product.sku, qty: 1 }], guest);
    const others = await order([{ sku: product.sku, qty: 1 }], { email: 'annan@example.se' });
    const lookup = (order_number: string, email: string) =>
      accounts.call<GuestOrderAccessDto & string>('POST', '/api/order-status', {
        body: { order_number, email },
      });

    const wrongMail = await lookup(mine.increment_id, 'annan@example.se');
    const wrongNumber = await lookup('999999999', guest.email);
    expect([wrongMail.status, wrongNumber.status]).toEqual([404, 404]);
    expect(wrongMail.body).toEqual(wrongNumber.body);

    const opened = await lookup(mine.increment_id, ` ${guest.email.toUpperCase()} `);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.result.order.increment_id).toBe(mine.increment_id);
    const access = opened.body.result.token;
    const detail = await shopper<OrderHistoryEntryDto>('GET', `/api/orders/${mine.increment_id}`, { access });
    expect(detail.body.result.increment_id).toBe(mine.increment_id);
    expect((await returnsOf(mine.increment_id, { access })).status).toBe(200);
    // The access opens its own order only; without one, nothing; a customer's token opens only their orders.
    expect((await returnsOf(others.increment_id, { access })).status).toBe(404);
    expect((await shopper('GET', `/api/orders/${others.increment_id}`, { access })).status).toBe(404);
    expect((await returnsOf(mine.increment_id, {})).status).toBe(401);
    expect((await returnsOf(mine.increment_id, { access: `${access}x` })).status).toBe(401);
    const karin = await trade.customer();
    expect((await returnsOf(mine.increment_id, { token: karin.token })).status).toBe(404);

    // The guest cancels the order before it ships (decision 0055), through the same access; not someone else's.
    const cancel = (number: string, who: { access?: string; token?: string }) =>
      shopper<OrderHistoryEntryDto>('POST', `/api/orders/${number}/cancel`, who, {});
    expect((await cancel(others.increment_id, { access })).status).toBe(404);
    expect((await cancel(mine.increment_id, { token: karin.token })).status).toBe(404);
    const cancelled = await cancel(mine.increment_id, { access });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result).toMatchObject({ increment_id: mine.increment_id, status: 'cancelled' });
    expect((await cancel(mine.increment_id, { access })).status).toBe(409);
    const [confirmation] = await mailsEventually(
      api.outboxDir,
      (m) =>
        m.to.includes(guest.email) && m.subject.includes(mine.increment_id) && /avbruten/i.test(m.subject),
    );
    expect(confirmation).toBeDefined();

    // Wrong pairs from one address: 10 within the window (two above), then 429.
    for (let i = 0; i < 8; i += 1) expect((await lookup(`9${i}`, guest.email)).status).toBe(404);
    const throttled = await lookup(mine.increment_id, guest.email);
    expect(throttled.status).toBe(429);
  });
});
