import type {
  AdminOrderDto,
  AuditEntryDto,
  OrderHistoryDto,
  OrderResult,
  PaymentSessionDto,
  PickupPointDto,
} from '@hemma/contract';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import {
  adminOrderByNumber,
  providerCheckout,
  sandboxAction,
  type ProviderMethod,
} from './support/payment-fixtures.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

/** Decision 0033: pick-up points (ombud), Swish's QR code, partial refunds and their audit records. */
const api = useTestApi();
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);
const trade = tradeFixtures(api);

const points = (query: string) => api.get<PickupPointDto[]>(`/api/ext/pickup-points?${query}`);

const adminOrder = (incrementId: string) => adminOrderByNumber(staff.clerk, incrementId);

const ombud = (pickup_point_id?: string | null, carrier = 'pickup', method = 'ombud') => ({
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  shipping_carrier_code: carrier,
  shipping_method_code: method,
  payment_method_code: 'invoice',
  ...(pickup_point_id === undefined ? {} : { pickup_point_id }),
});

describe('pick-up points (ombud)', () => {
  it('lists the points nearest a postcode, nearest first, for either way of writing it', async () => {
    const stockholm = await points('postcode=11329');
    expect(stockholm.status).toBe(200);
    expect(stockholm.body.result).toHaveLength(8);
    expect(stockholm.body.result[0]).toMatchObject({ postcode: '113 28', city: 'Stockholm' });
    expect(stockholm.body.result.every((p) => p.postcode.startsWith('1'))).toBe(true);
    const distance = (p: PickupPointDto) => Math.abs(Number(p.postcode.replace(' ', '')) - 11329);
    const distances = stockholm.body.result.map(distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    expect((await points('postcode=113%2029')).body.result).toEqual(stockholm.body.result);
    const goteborg = await points('postcode=413%2010&limit=3');
    expect(goteborg.body.result.map((p) => p.city)).toEqual(['Göteborg', 'Göteborg', 'Göteborg']);
    expect((await points('postcode=21421')).body.result[0]!.city).toBe('Malmö');
    expect((await points('postcode=75320')).body.result[0]!.city).toBe('Uppsala');
  });

  it('refuses a malformed postcode with 400 naming the field', async () => {
    for (const postcode of ['abc', '1234', '123456', '12a45', '', '01234']) {
      const answer = await points(`postcode=${encodeURIComponent(postcode)}`);
      expect(answer.status, postcode).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('postcode');
    }
    expect((await api.get('/api/ext/pickup-points')).status).toBe(400);
    expect((await points('postcode=11329&limit=500')).status).toBe(400);
  });

  it('keeps the chosen point on the order and shows it to the owner and in the confirmation mail', async () => {
    const simple = await shop.find('simple');
    const [point] = (await points('postcode=41310')).body.result;
    const place = (addressInformation: ReturnType<typeof ombud>) =>
      api.post<OrderResult>(
        '/api/order',
        orderRequest([{ sku: simple.sku, qty: 1 }], { addressInformation }),
      );

    const missing = await place(ombud());
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('pickup_point_id');
    expect((await place(ombud('SE-0000'))).status).toBe(400);
    expect((await place(ombud('no such id'))).status).toBe(400);
    // A point belongs to the ombud method only.
    expect((await place(ombud(point!.id, 'courier', 'flatrate'))).status).toBe(400);

    const placed = await place(ombud(point!.id));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.totals.total_segments.find((s) => s.code === 'shipping')?.value).toBe(39);
    const order = await adminOrder(placed.body.result.increment_id);
    expect(order.pickup_point).toEqual(point);
    expect(order.shipping_title).toBe('Hämta hos ombud');

    const mail = await api.handle.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    for (const body of [mail.text_body, mail.html_body]) {
      expect(body).toContain('Hämtas hos ombud');
      expect(body).toContain(point!.name);
      expect(body).toContain(point!.street);
    }
  });
});

const startPayment = (method: ProviderMethod) => providerCheckout(api, shop, method);

const act = (session: PaymentSessionDto, action: string, body: unknown) =>
  sandboxAction(api, session, action, body);

async function paidCardOrder(): Promise<AdminOrderDto> {
  const { session, order } = await startPayment('card');
  await act(session, 'pay', { card_number: '4242424242424242' });
  const placed = await order();
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return adminOrder(placed.body.result.increment_id);
}

const refund = (order: AdminOrderDto, body?: Record<string, unknown>) =>
  staff.clerk.send<AdminOrderDto>('POST', `/api/admin/orders/${order.id}/payment/refund`, body);

async function auditOf(order: AdminOrderDto): Promise<AuditEntryDto[]> {
  const page = await staff.owner.get<{ items: AuditEntryDto[] }>(
    `/api/admin/audit?entity_type=order&entity_id=${order.id}`,
  );
  expect(page.status).toBe(200);
  return page.body.result.items;
}

describe("a customer's pick-up point", () => {
  it('is shown in My Account with the order', async () => {
    const simple = await shop.find('simple');
    const shopper = await trade.customer({ firstname: 'Nils', lastname: 'Ombud' });
    const [point] = (await points('postcode=75220')).body.result;
    const placed = await trade.accounts.call<OrderResult>('POST', '/api/order', {
      token: shopper.token,
      body: orderRequest([{ sku: simple.sku, qty: 1 }], { addressInformation: ombud(point!.id) }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const history = await trade.accounts.call<OrderHistoryDto>('GET', '/api/user/order-history', {
      token: shopper.token,
    });
    const order = history.body.result.items.find((o) => o.increment_id === placed.body.result.increment_id);
    expect(order?.pickup_point).toEqual(point);
    expect(order?.delivery_date).toBeNull();
  });
});

describe('partial refunds', () => {
  it('refunds in parts up to what was paid, once per refund id, each with a timeline entry and an audit record', async () => {
    const order = await paidCardOrder();
    const total = order.totals.grand_total;
    expect(order).toMatchObject({
      refunded_amount: 0,
      refundable_amount: total,
      payment_actions: ['refund'],
    });
    const part = Math.round(total * 40) / 100;

    const first = await refund(order, { amount: part, refund_id: 'refund-first-0001' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({
      payment_status: 'paid',
      refunded_amount: part,
      payment_actions: ['refund'],
    });
    // The same refund again (a double click, a retried request): no money moves.
    const again = await refund(order, { amount: part, refund_id: 'refund-first-0001' });
    expect(again.body.result.refunded_amount).toBe(part);

    const left = Math.round((total - part) * 100) / 100;
    const tooMuch = await refund(order, { amount: left + 0.01, refund_id: 'refund-toomuch-01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.result).toContain('more than is left');
    expect((await refund(order, { amount: 0 })).status).toBe(400);

    const rest = await refund(order, { amount: left, refund_id: 'refund-rest-00001' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.result).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: total,
      refundable_amount: 0,
      payment_actions: [],
    });
    expect((await refund(order, { amount: 1 })).status).toBe(409);
    // "Refund the rest" when nothing is left answers the order as it is.
    expect((await refund(order)).body.result.payment_status).toBe('refunded');

    const notes = rest.body.result.timeline.filter((e) => e.note?.startsWith('Återbetalt'));
    expect(notes).toHaveLength(2);
    expect(notes.every((e) => e.staff_email !== null)).toBe(true);
    const audit = (await auditOf(order)).filter((e) => e.action === 'order.payment_refund');
    expect(audit).toHaveLength(2);
  });

  it('refunds the whole rest without an amount, and records a capture in the timeline and the audit log', async () => {
    const paid = await paidCardOrder();
    const whole = await refund(paid);
    expect(whole.body.result).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: paid.totals.grand_total,
    });

    const { session, order } = await startPayment('partpayment');
    await act(session, 'credit', { personal_number: '19121212-1212', option: 'invoice' });
    const placed = await order();
    const authorized = await adminOrder(placed.body.result.increment_id);
    expect(authorized.payment_actions).toEqual(['capture']);
    const captured = await staff.clerk.send<AdminOrderDto>(
      'POST',
      `/api/admin/orders/${authorized.id}/payment/capture`,
    );
    expect(captured.body.result.payment_status).toBe('paid');
    expect(
      captured.body.result.timeline.filter((e) => e.note?.startsWith('Betalningen debiterad')),
    ).toHaveLength(1);
    expect((await auditOf(authorized)).map((e) => e.action)).toContain('order.payment_capture');
  });
});

describe('refunds at the same time', () => {
  it('never pay back more than was paid: of two refunds of 60 % each, one goes through', async () => {
    const order = await paidCardOrder();
    const part = Math.round(order.totals.grand_total * 60) / 100;
    const answers = await Promise.all([
      refund(order, { amount: part, refund_id: 'refund-race-aaaa1' }),
      refund(order, { amount: part, refund_id: 'refund-race-bbbb2' }),
    ]);
    // The other is refused: 409 while the first holds the order's refund claim (decision 0060, addendum), 400 when it
    // came after and no longer fits.
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const after = await adminOrder(order.increment_id);
    expect(after.refunded_amount).toBe(part);
    expect(after.timeline.filter((e) => e.note?.startsWith('Återbetalt'))).toHaveLength(1);
  });
});

describe("Swish's QR code", () => {
  it('shows a QR code of the payment request token on the provider page', async () => {
    const { session } = await startPayment('swish');
    const row = await api.handle.db
      .selectFrom('payment_sessions')
      .select('detail')
      .where('id', '=', session.session_id)
      .executeTakeFirstOrThrow();
    const token = (JSON.parse(row.detail!) as { token: string }).token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const page = await fetch(`${api.baseUrl}${session.url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const expected = await QRCode.toString(`D${token}`, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    expect(html).toContain(expected);
    expect(html).toContain('Skanna QR-koden med Swish-appen');
    // The number form is still there for a phone.
    expect(html).toContain('name="payer_alias"');

    const card = await startPayment('card');
    const cardPage = await (await fetch(`${api.baseUrl}${card.session.url}`)).text();
    expect(cardPage).not.toContain('<svg');
  });
});
