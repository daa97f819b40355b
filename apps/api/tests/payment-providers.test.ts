import { createHmac } from 'node:crypto';
import type { AdminOrderDto, PaymentSessionDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_SECRET } from '../src/use-cases/account/account-context.ts';
import { signCallback } from '../src/use-cases/payment/provider.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import {
  adminOrderByNumber,
  providerCheckout,
  readPayment,
  sandboxAction,
  type ProviderMethod,
} from './support/payment-fixtures.ts';
import { useTradeStaff } from './support/trade-fixtures.ts';

// The clock moves when a test says so: a Swish request times out after 3 minutes.
let offsetMs = 0;
const api = useTestApi({ now: () => new Date(Date.now() + offsetMs) });
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);
const secret = createHmac('sha256', DEVELOPMENT_AUTH_SECRET).update('payment-callbacks').digest('hex');

type Method = ProviderMethod;
const checkout = (method: Method) => providerCheckout(api, shop, method);

const act = (session: PaymentSessionDto, action: string, body: unknown) =>
  sandboxAction(api, session, action, body);
/** The payment's state as its cart reads it (issue 29: only the cart it was opened for may). */
const state = async (session: PaymentSessionDto, cartId: string) =>
  (await readPayment(api, session.session_id, cartId)).body.result;

async function providerReference(id: string): Promise<string> {
  // The provider's id is not shown to the shopper; the callback names it, so the test reads it as the provider would.
  const row = await api.handle.db
    .selectFrom('payment_sessions')
    .select('provider_reference')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.provider_reference!;
}

function callback(method: Method, body: Record<string, unknown>, signature?: string) {
  const text = JSON.stringify(body);
  return fetch(`${api.baseUrl}/api/ext/payment/callbacks/${method}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hemma-signature': signature ?? signCallback(secret, text),
    },
    body: text,
  });
}

const adminOrder = (incrementId: string) => adminOrderByNumber(staff.clerk, incrementId);
const paymentAction = (order: AdminOrderDto, action: 'capture' | 'refund') =>
  staff.clerk.send<AdminOrderDto>('POST', `/api/admin/orders/${order.id}/payment/${action}`);

describe('the card sandbox', () => {
  it('pays, places the order as paid and refunds it from the back office, once', async () => {
    const { cartId, session, order } = await checkout('card');
    expect(session).toMatchObject({ method: 'card', status: 'pending', test_mode: true, next_action: null });
    expect((await act(session, 'pay', { card_number: '4242 4242 4242 4242' })).body.result.status).toBe(
      'paid',
    );
    const placed = await order();
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    let admin = await adminOrder(placed.body.result.increment_id);
    expect(admin).toMatchObject({ payment_status: 'paid', card_last4: '4242', payment_actions: ['refund'] });
    const refunded = await paymentAction(admin, 'refund');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.result).toMatchObject({ payment_status: 'refunded', payment_actions: [] });
    // A second click moves no money and answers the same state.
    admin = (await paymentAction(admin, 'refund')).body.result;
    expect(admin.payment_status).toBe('refunded');
    expect(admin.timeline.filter((e) => e.note?.startsWith('Återbetalt'))).toHaveLength(1);
    expect((await state(session, cartId)).status).toBe('refunded');
  });

  it('declines the declining test cards and asks a 3-D Secure challenge for 4000 0000 0000 3220', async () => {
    const declined = await checkout('card');
    const answer = await act(declined.session, 'pay', { card_number: '4000000000009995' });
    expect(answer.body.result).toMatchObject({ status: 'declined', error_code: 'insufficient_funds' });
    expect((await declined.order()).status).toBe(402);

    const challenged = await checkout('card');
    const asked = await act(challenged.session, 'pay', { card_number: '4000 0000 0000 3220' });
    expect(asked.body.result).toMatchObject({ status: 'pending', next_action: 'challenge' });
    expect((await challenged.order()).status).toBe(402);
    const done = await act(challenged.session, 'challenge', { result: 'complete' });
    expect(done.body.result.status).toBe('paid');
    expect((await challenged.order()).status).toBe(200);

    const failed = await checkout('card');
    await act(failed.session, 'pay', { card_number: '4000000000003220' });
    const refused = await act(failed.session, 'challenge', { result: 'fail' });
    expect(refused.body.result).toMatchObject({ status: 'declined', error_code: 'authentication_failed' });
  });

  it('answers the same open payment when started again (idempotent)', async () => {
    const { cartId, session } = await checkout('card');
    const again = await api.post<PaymentSessionDto>(
      `/api/ext/payment/sessions?cartId=${cartId}&method=card`,
      {},
    );
    expect(again.body.result.session_id).toBe(session.session_id);
  });
});

describe('the Swish sandbox', () => {
  it('sends the request to a 07x number, pays when the app approves and ignores a repeated callback', async () => {
    const { session, order } = await checkout('swish');
    expect(session.expires_at).not.toBeNull();
    expect((await act(session, 'swish', { payer_alias: '0812345678' })).status).toBe(400);
    const requested = await act(session, 'swish', { payer_alias: '070-123 45 67' });
    expect(requested.body.result).toMatchObject({ status: 'pending', next_action: 'open_app' });
    expect((await act(session, 'swish-app', { answer: 'approve' })).body.result.status).toBe('paid');

    const body = {
      id: await providerReference(session.session_id),
      payeePaymentReference: session.session_id,
      status: 'PAID',
      amount: session.amount,
      currency: 'SEK',
    };
    const repeated = await callback('swish', body);
    expect(repeated.status).toBe(200);
    expect(((await repeated.json()) as { result: unknown }).result).toMatchObject({
      status: 'paid',
      changed: false,
    });
    const placed = await order();
    expect(placed.status).toBe(200);
    const admin = await adminOrder(placed.body.result.increment_id);
    expect(admin).toMatchObject({
      payment_method: 'swish',
      payment_status: 'paid',
      payment_actions: ['refund'],
    });
    expect((await paymentAction(admin, 'refund')).body.result.payment_status).toBe('refunded');
  });

  it('declines when the app declines, and refuses a forged or unsigned callback', async () => {
    const { cartId, session, order } = await checkout('swish');
    await act(session, 'swish', { payer_alias: '+46 70 123 45 67' });
    const body = {
      id: await providerReference(session.session_id),
      payeePaymentReference: session.session_id,
      status: 'PAID',
      amount: session.amount,
      currency: 'SEK',
    };
    const forged = await callback('swish', body, signCallback('not-the-secret', JSON.stringify(body)));
    expect(forged.status).toBe(401);
    expect((await callback('swish', body, '')).status).toBe(401);
    expect(
      (await callback('swish', { ...body, amount: 1 }, signCallback(secret, JSON.stringify(body)))).status,
    ).toBe(401);
    expect((await state(session, cartId)).status).toBe('pending');

    const declined = await act(session, 'swish-app', { answer: 'decline' });
    expect(declined.body.result).toMatchObject({ status: 'declined', error_code: 'RF07' });
    expect((await order()).status).toBe(402);
  });

  it('checks the signature over the bytes sent: a pretty-printed callback is taken, changed bytes are not (issue 29)', async () => {
    const { cartId, session } = await checkout('swish');
    await act(session, 'swish', { payer_alias: '0701234567' });
    const body = {
      id: await providerReference(session.session_id),
      payeePaymentReference: session.session_id,
      status: 'PAID',
      amount: session.amount,
      currency: 'SEK',
    };
    // As a provider may write it: indented, with a final newline, and the charset named.
    const pretty = `${JSON.stringify(body, null, 2)}\n`;
    const send = (text: string, signature: string) =>
      fetch(`${api.baseUrl}/api/ext/payment/callbacks/swish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-hemma-signature': signature },
        body: text,
      });
    // The same JSON in other bytes than the signed ones: the signature is not over what came.
    const compactSigned = await send(pretty, signCallback(secret, JSON.stringify(body)));
    expect(compactSigned.status).toBe(401);
    expect(await compactSigned.json()).toEqual({
      code: 401,
      result: 'The callback signature does not match: refused',
    });
    expect((await send(pretty.replace('\n', '\n '), signCallback(secret, pretty))).status).toBe(401);
    expect((await send(pretty.replace('"PAID"', '"DECLINED"'), signCallback(secret, pretty))).status).toBe(
      401,
    );
    expect((await state(session, cartId)).status).toBe('pending');

    const taken = await send(pretty, signCallback(secret, pretty));
    expect(await taken.json()).toEqual({
      code: 200,
      result: { session_id: session.session_id, status: 'paid', changed: true },
    });
    expect((await state(session, cartId)).status).toBe('paid');
    // A body that is not JSON never reaches the signature check.
    const notJson = await fetch(`${api.baseUrl}/api/ext/payment/callbacks/swish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hemma-signature': signCallback(secret, '{') },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('times out a request nobody answers within 3 minutes (TM01)', async () => {
    const { cartId, session } = await checkout('swish');
    await act(session, 'swish', { payer_alias: '0701234567' });
    offsetMs = 3 * 60 * 1000 + 1000;
    try {
      expect(await state(session, cartId)).toMatchObject({ status: 'failed', error_code: 'TM01' });
      expect((await act(session, 'swish-app', { answer: 'approve' })).status).toBe(409);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('the invoice and part payment sandbox', () => {
  it('refuses credit to the refused test personnummer', async () => {
    const { session, order } = await checkout('partpayment');
    expect(
      (await act(session, 'credit', { personal_number: '19121212-1213', option: 'invoice' })).status,
    ).toBe(400);
    const refused = await act(session, 'credit', {
      personal_number: '19700101-0003',
      option: 'invoice',
    });
    expect(refused.body.result).toMatchObject({ status: 'declined', error_code: 'credit_refused' });
    expect((await order()).status).toBe(402);
  });

  it('authorizes, places the order as authorized, and captures then refunds it from the back office', async () => {
    const { session, order } = await checkout('partpayment');
    const granted = await act(session, 'credit', {
      personal_number: '19121212-1212',
      option: 'part_payment',
    });
    expect(granted.body.result.status).toBe('authorized');
    const placed = await order();
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    let admin = await adminOrder(placed.body.result.increment_id);
    expect(admin).toMatchObject({ payment_status: 'authorized', payment_actions: ['capture'] });
    expect((await paymentAction(admin, 'refund')).status).toBe(409);
    admin = (await paymentAction(admin, 'capture')).body.result;
    expect(admin).toMatchObject({ payment_status: 'paid', payment_actions: ['refund'] });
    admin = (await paymentAction(admin, 'refund')).body.result;
    expect(admin.payment_status).toBe('refunded');
  });
});

describe('the checkout reports provider errors', () => {
  it('logs a report with a reference and refuses a malformed one', async () => {
    const ok = await api.post<{ logged: boolean; reference: string }>('/api/ext/payment-provider/error', {
      method: 'swish',
      code: 'frame_timeout',
      message: 'The page did not load in 10 s',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.reference).toMatch(/^[0-9A-F]{8}$/);
    const bad = await api.post<string>('/api/ext/payment-provider/error', { method: 'swish', code: 'a b' });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toContain('code');
  });
});
