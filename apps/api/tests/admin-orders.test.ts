import type {
  AdminOrderDto,
  AdminOrderSummaryDto,
  AdminPage,
  AuditEntryDto,
  OrderHistoryDto,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { mailsEventually } from './support/mail.ts';
import { loginAs } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

const api = useTestApi();
const trade = tradeFixtures(api);
const { shop, customer, placeOrder, findOrder, setStatus } = trade;

const staff = useTradeStaff(api);

const list = async (query: string) =>
  (await staff.clerk.get<AdminPage<AdminOrderSummaryDto>>(`/api/admin/orders?${query}`)).body.result;
const detail = async (id: number) =>
  (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;

describe('the order list', () => {
  it('finds orders placed in the shop by number, e-mail and name, and filters, sorts and pages them', async () => {
    const simple = await shop.find('simple');
    const stamp = Date.now().toString(36);
    const a = await placeOrder({
      sku: simple.sku,
      qty: 1,
      person: { firstname: 'Märta', lastname: `Ek${stamp}`, email: `marta-${stamp}@example.se` },
    });
    const b = await placeOrder({
      sku: simple.sku,
      qty: 3,
      payment: 'invoice',
      person: { firstname: 'Olof', lastname: `Ek${stamp}`, email: `olof-${stamp}@example.se` },
    });

    expect((await list(`q=${a.increment_id}`)).items.map((o) => o.increment_id)).toEqual([a.increment_id]);
    expect((await list(`q=MARTA-${stamp}`)).items.map((o) => o.increment_id)).toEqual([a.increment_id]);
    expect((await list(`q=olof ek${stamp}`)).items.map((o) => o.increment_id)).toEqual([b.increment_id]);
    const both = await list(`q=ek${stamp}`);
    expect(both.total).toBe(2);
    // Newest first by default; the grand total sorts both ways.
    expect(both.items.map((o) => o.increment_id)).toEqual([b.increment_id, a.increment_id]);
    expect((await list(`q=ek${stamp}&sort=grand_total&dir=asc`)).items[0]!.increment_id).toBe(a.increment_id);
    expect((await list(`q=ek${stamp}&payment_method=invoice`)).items.map((o) => o.increment_id)).toEqual([
      b.increment_id,
    ]);
    expect((await list(`q=ek${stamp}&status=new&payment_status=pending`)).total).toBe(2);
    expect((await list(`q=ek${stamp}&status=shipped`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`q=ek${stamp}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await list(`q=ek${stamp}&to=2020-01-01`)).total).toBe(0);
    const page = await list(`q=ek${stamp}&pageSize=1&page=2`);
    expect(page).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page.items.map((o) => o.increment_id)).toEqual([a.increment_id]);

    expect(both.items[0]).toMatchObject({
      status: 'new',
      customer_name: `Olof Ek${stamp}`,
      items_qty: 3,
      payment_method: 'invoice',
      payment_status: 'pending',
      carrier: null,
      tracking_number: null,
    });
    const bad = await staff.clerk.get<string>('/api/admin/orders?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/status/);
  });

  it('is the back office’s: a catalogue role may not read it', async () => {
    const catalogue = await loginAs(api, staff.owner, 'catalogue');
    expect((await catalogue.get('/api/admin/orders')).status).toBe(403);
    expect((await staff.clerk.get('/api/admin/orders/999999')).status).toBe(404);
  });
});

describe('fulfilment: new → processing → shipped → delivered', () => {
  it('ships with a carrier and tracking number, mails the customer and shows it in My Account', async () => {
    const simple = await shop.find('simple');
    const karin = await customer();
    const placed = await placeOrder({ sku: simple.sku, qty: 2, token: karin.token, person: karin });
    expect(placed.status).toBe('new');
    const { id } = await findOrder(staff.clerk, placed.increment_id);
    const fresh = await detail(id);
    expect(fresh.next_statuses).toEqual(['processing', 'cancelled']);
    expect(fresh.timeline.map((e) => [e.type, e.to_status])).toEqual([['placed', 'new']]);
    expect(fresh.items).toMatchObject([{ sku: simple.sku, qty: 2 }]);
    expect(fresh.totals.grand_total).toBe(placed.grand_total);
    expect(fresh.shipping_address).toMatchObject({ city: 'Uppsala' });

    const processing = await setStatus(staff.clerk, id, { status: 'processing', note: 'Packas i dag' });
    expect(processing.status, JSON.stringify(processing.body)).toBe(200);
    expect(processing.body.result.next_statuses).toEqual(['shipped', 'cancelled']);

    const untracked = await setStatus(staff.clerk, id, { status: 'shipped', carrier: 'PostNord' });
    expect(untracked.status).toBe(400);
    expect(untracked.body.result).toBe('tracking_number: is required to ship an order');
    const shipped = await setStatus(staff.clerk, id, {
      status: 'shipped',
      carrier: 'PostNord',
      tracking_number: 'SE123456789',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.result).toMatchObject({
      status: 'shipped',
      carrier: 'PostNord',
      tracking_number: 'SE123456789',
    });
    expect(shipped.body.result.timeline[1]!.note).toBe('Packas i dag');
    // The notice goes out through the mail outbox after the commit, and its outcome joins the timeline.
    const timeline = async () =>
      (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result.timeline.map((e) => [
        e.type,
        e.from_status,
        e.to_status,
        e.staff_email,
        e.type === 'mail' ? e.note : null,
      ]);
    await expect.poll(timeline, { timeout: 10_000 }).toEqual([
      ['placed', null, 'new', null, null],
      ['status', 'new', 'processing', expect.stringMatching(/^orders-/), null],
      ['status', 'processing', 'shipped', expect.stringMatching(/^orders-/), null],
      ['mail', null, 'shipped', null, `Shipping notice mailed to ${karin.email}`],
    ]);
    const [mail] = await mailsEventually(
      api.outboxDir,
      (m) => m.to.includes(karin.email) && m.subject.includes('skickad'),
    );
    expect(mail?.subject).toBe(`Din order ${placed.increment_id} är skickad`);
    expect(mail?.text).toContain('Spårningsnummer: SE123456789');
    expect(mail?.text).toContain('PostNord');

    const history = await trade.accounts.call<OrderHistoryDto>('GET', '/api/user/order-history', {
      token: karin.token,
    });
    expect(history.body.result.items[0]).toMatchObject({
      increment_id: placed.increment_id,
      status: 'shipped',
      carrier: 'PostNord',
      tracking_number: 'SE123456789',
    });

    const delivered = await setStatus(staff.clerk, id, { status: 'delivered' });
    expect(delivered.body.result).toMatchObject({ status: 'delivered', next_statuses: [] });
    const audit = await staff.owner.get<AdminPage<AuditEntryDto>>(
      `/api/admin/audit?entity_type=order&entity_id=${id}`,
    );
    expect(audit.body.result.items.map((e) => e.summary)).toEqual([
      `Order ${placed.increment_id}: shipped → delivered`,
      `Order ${placed.increment_id}: processing → shipped`,
      `Order ${placed.increment_id}: new → processing`,
    ]);
    expect(audit.body.result.items[1]!.after).toMatchObject({ tracking_number: 'SE123456789' });
  });

  it('refuses illegal steps with 409 and the reason, changing nothing', async () => {
    const simple = await shop.find('simple');
    const { id } = await findOrder(staff.clerk, (await placeOrder({ sku: simple.sku })).increment_id);
    const skip = await setStatus(staff.clerk, id, {
      status: 'shipped',
      carrier: 'DHL',
      tracking_number: 'X1',
    });
    expect(skip.status).toBe(409);
    expect(skip.body.result).toBe('A new order must be processing before it is shipped');
    await setStatus(staff.clerk, id, { status: 'processing' });
    await setStatus(staff.clerk, id, { status: 'shipped', carrier: 'DHL', tracking_number: 'X1' });
    const cancel = await setStatus(staff.clerk, id, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.result).toBe('A shipped order cannot be cancelled');
    const back = await setStatus(staff.clerk, id, { status: 'processing' });
    expect(back.body.result).toBe('A shipped order cannot go back to processing');
    expect((await setStatus(staff.clerk, id, { status: 'lost' })).status).toBe(400);
    const after = await detail(id);
    expect(after.status).toBe('shipped');
    expect(after.timeline.filter((e) => e.type === 'status')).toHaveLength(2);
  });

  it('keeps staff notes in the timeline', async () => {
    const simple = await shop.find('simple');
    const { id } = await findOrder(staff.clerk, (await placeOrder({ sku: simple.sku })).increment_id);
    const noted = await staff.clerk.send<AdminOrderDto>('POST', `/api/admin/orders/${id}/notes`, {
      note: 'Kunden ringde: leverera efter kl. 16.',
    });
    expect(noted.body.result.timeline.at(-1)).toMatchObject({
      type: 'note',
      note: 'Kunden ringde: leverera efter kl. 16.',
      staff_email: expect.stringMatching(/^orders-/),
    });
    const empty = await staff.clerk.send<string>('POST', `/api/admin/orders/${id}/notes`, { note: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.result).toMatch(/note/);
  });
});
