import type { AdminOrderDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useStripeShop } from './support/stripe-shop.ts';

// Decision 0060, second addendum (migration 0048): Stripe answers a key it has seen with its first answer, so each
// attempt after a refusal is sent under a key of its own; an attempt whose answer never came keeps its key.
const { stripe, api, staff, refundsAtStripe, paidStripeOrder } = useStripeShop();
const refund = (id: number, body: Record<string, unknown>, who = staff.clerk) =>
  who.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/payment/refund`, body);

describe('a refund Stripe refused', () => {
  it('is carried out when pressed again under the same refund id: the new attempt has a key of its own', async () => {
    const { id, intent } = await paidStripeOrder();
    const before = refundsAtStripe().length;
    stripe.failing.push({ status: 400, code: 'charge_disputed', message: 'The charge is disputed' });
    const refused = await refund(id, { amount: 5, refund_id: 'refused-then-ok' });
    expect(refused.status).toBe(502);
    expect(intent.amount_refunded).toBe(0);

    const again = await refund(id, { amount: 5, refund_id: 'refused-then-ok' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.refunded_amount).toBe(5);
    expect(intent.amount_refunded).toBe(500);
    expect(
      refundsAtStripe()
        .slice(before)
        .map((r) => r.idempotencyKey),
    ).toEqual(['refund-refused-then-ok', 'refund-refused-then-ok-attempt-2']);
    // Done: the same refund id once more moves nothing, at Stripe or here.
    expect((await refund(id, { amount: 5, refund_id: 'refused-then-ok' })).status).toBe(200);
    expect(refundsAtStripe().length - before).toBe(2);
  });

  it('an idempotency error is no refusal: the key may have refunded another amount, so no new key is tried', async () => {
    const { id, intent } = await paidStripeOrder();
    const before = refundsAtStripe().length;
    // Stripe's answer when a key comes back with other parameters than it first had: what that first request did is
    // unknown here, so sending the refund under a new key could pay twice. It stays for the owner to look at Stripe.
    stripe.failing.push({
      status: 400,
      type: 'idempotency_error',
      code: 'idempotency_key_in_use',
      message:
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    });
    expect((await refund(id, { amount: 4, refund_id: 'idempotency-error' })).status).toBe(502);
    expect((await refund(id, { amount: 4, refund_id: 'idempotency-error' })).status).toBe(502);
    expect(intent.amount_refunded).toBe(0);
    expect(
      refundsAtStripe()
        .slice(before)
        .map((r) => r.idempotencyKey),
    ).toEqual(['refund-idempotency-error', 'refund-idempotency-error']);
  });

  it('two presses at once after a refusal refund once; the other gets 409', async () => {
    const { id, intent } = await paidStripeOrder();
    stripe.failing.push({ status: 400, code: 'charge_disputed', message: 'The charge is disputed' });
    expect((await refund(id, { amount: 7, refund_id: 'refused-then-twice' })).status).toBe(502);
    const before = refundsAtStripe().length;
    let release = () => {};
    stripe.holdRefunds = new Promise<void>((resolve) => (release = resolve));
    const answered: number[] = [];
    try {
      const presses = [staff.owner, staff.clerk].map((who) =>
        refund(id, { amount: 7, refund_id: 'refused-then-twice' }, who).then(
          (r) => (answered.push(r.status), r),
        ),
      );
      await expect.poll(() => refundsAtStripe().length - before).toBe(1);
      await expect.poll(() => answered).toEqual([409]);
      release();
      const statuses = (await Promise.all(presses)).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
    } finally {
      release();
      stripe.holdRefunds = null;
    }
    expect(refundsAtStripe().length - before).toBe(1);
    expect(intent.amount_refunded).toBe(700);
  });

  it("a process that stopped after Stripe's answer was lost does not pay twice: the takeover reuses the key", async () => {
    const { id, intent } = await paidStripeOrder();
    const before = refundsAtStripe().length;
    // Stripe refunds, but its answer never arrives (nor those of the SDK's two retries under the same key).
    stripe.loseRefundAnswers = 3;
    const lost = await refund(id, { amount: 9, refund_id: 'answer-lost-1' });
    expect(lost.status).toBe(502);
    expect(intent.amount_refunded).toBe(900);
    // As a process that stopped there leaves it: its claim, now older than five minutes.
    await api.handle.db
      .updateTable('orders')
      .set({ refund_claimed_at: new Date(Date.now() - 10 * 60 * 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const takeover = await refund(id, { amount: 9, refund_id: 'answer-lost-1' });
    expect(takeover.status, JSON.stringify(takeover.body)).toBe(200);
    expect(takeover.body.result.refunded_amount).toBe(9);
    expect(intent.amount_refunded).toBe(900);
    const keys = refundsAtStripe()
      .slice(before)
      .map((r) => r.idempotencyKey);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys)).toEqual(new Set(['refund-answer-lost-1']));
  });
});
