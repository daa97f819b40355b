import { describe, expect, it } from 'vitest';
import { attemptId } from './order-refund.ts';

// The id a provider is sent for one attempt of a refund (decision 0060, second addendum): Stripe's idempotency key.
describe('attemptId', () => {
  const own = { id: 'a'.repeat(32), order_id: 7 };
  const balance = { id: 'b'.repeat(32), order_id: null };

  it("is the refund id for the order's own payment, and names the payment for a payment of the difference", () => {
    expect(attemptId(7, own, 'cancel-7', 0)).toBe('cancel-7');
    expect(attemptId(7, balance, 'cancel-7', 0)).toBe(`cancel-7-${'b'.repeat(32)}`);
  });

  it('is a new id after each refusal, the same while none was counted (an answer that never came)', () => {
    expect(attemptId(7, own, 'return-3', 1)).toBe('return-3-attempt-2');
    expect(attemptId(7, own, 'return-3', 2)).toBe('return-3-attempt-3');
    expect(attemptId(7, balance, 'return-3', 1)).toBe(`return-3-${'b'.repeat(32)}-attempt-2`);
    expect(attemptId(7, own, 'return-3', 0)).toBe(attemptId(7, own, 'return-3', 0));
  });
});
