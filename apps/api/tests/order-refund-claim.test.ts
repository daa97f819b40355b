import type { AdminOrderDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useStripeShop } from './support/stripe-shop.ts';

// A refund from the order's payment panel is claimed first (decision 0060, addendum; migration 0046): of two owners
// pressing "Återbetala" at once, with different amounts, one refunds and the other gets 409. Stripe holds its answer
// so the two presses surely overlap.
const { staff, stripe, refundsAtStripe, paidStripeOrder: paid } = useStripeShop();
const paidStripeOrder = async () => (await paid()).id;

describe("a refund from the order's payment panel", () => {
  it('two owners pressing "Återbetala" at once with different amounts refund once; the other gets 409', async () => {
    const id = await paidStripeOrder();
    const before = refundsAtStripe().length;
    let release = () => {};
    stripe.holdRefunds = new Promise<void>((resolve) => (release = resolve));
    const answered: number[] = [];
    try {
      const presses = [
        staff.owner.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/payment/refund`, {
          amount: 10,
        }),
        staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/payment/refund`, {
          amount: 20,
        }),
      ].map((p) => p.then((r) => (answered.push(r.status), r)));
      // One press is at Stripe, waiting; the other has been answered already.
      await expect.poll(() => refundsAtStripe().length - before).toBe(1);
      await expect.poll(() => answered).toEqual([409]);
      release();
      const [first, second] = await Promise.all(presses);
      const lost = [first!, second!].find((r) => r.status === 409)!;
      expect(lost.body.result).toBe(
        'This order is being refunded by someone else right now: reload the order and see what is left to refund',
      );
      const won = [first!, second!].find((r) => r.status === 200)!.body.result;
      const sent = refundsAtStripe().slice(before);
      expect(sent).toHaveLength(1);
      const amount = Number(sent[0]!.form.amount) / 100;
      expect([10, 20]).toContain(amount);
      expect(won.refunded_amount).toBe(amount);
    } finally {
      release();
      stripe.holdRefunds = null;
    }

    // The claim was given back: the next press refunds.
    const next = await staff.clerk.send<AdminOrderDto>('POST', `/api/admin/orders/${id}/payment/refund`, {
      amount: 5,
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(refundsAtStripe().length - before).toBe(2);
  });
});
