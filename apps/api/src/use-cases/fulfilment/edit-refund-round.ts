import { editRefunds } from '../../modules/order/edit-refund-repository.ts';
import { orderRefundClaims } from '../../modules/order/order-refund-claim.ts';
import type { PaymentContext } from '../payment/payment-context.ts';
import { workInRounds } from '../work-rounds.ts';
import { finishEditRefund } from './edit-refund.ts';

/** A refund still due this long after its edit was left by a process that stopped (the order's claim is stale too). */
export const EDIT_REFUND_STALE_MS = 5 * 60 * 1000;
/** How often the worker looks. */
const EVERY_MS = 60 * 1000;

/** How many refunds of edits one round finishes at most. */
const ROUND_BATCH = 20;

/**
 * The work round for edits whose process stopped between the commit and the refund (decision 0060, addendum 4):
 * every refund still `due` 5 minutes after its edit — when the edit's claim of the order's refunds is stale too — is
 * finished under its own refund id (a part the provider made is answered, not made again), then its change mail is
 * written. An order whose refunds someone else holds now waits for the next round.
 */
export async function finishStaleEditRefunds(
  payments: PaymentContext,
): Promise<{ finished: number; waiting: number }> {
  const now = payments.now();
  const before = new Date(now.getTime() - EDIT_REFUND_STALE_MS).toISOString();
  const result = { finished: 0, waiting: 0 };
  for (const row of await editRefunds.staleDue(payments.db, before, ROUND_BATCH)) {
    const claimedAt = payments.now().toISOString();
    if (!(await orderRefundClaims.claim(payments.db, row.order_id, claimedAt))) {
      result.waiting += 1;
      continue;
    }
    try {
      // Read again under the claim: another round, the finish route or the edit's own process may have settled it
      // meanwhile, and asking again after its refusal would go out as a new attempt.
      const now = await editRefunds.find(payments.db, row.id);
      if (now?.state !== 'due') continue;
      await finishEditRefund(payments, now, claimedAt);
      result.finished += 1;
    } finally {
      await orderRefundClaims.release(payments.db, row.order_id, claimedAt);
    }
  }
  return result;
}

/** The worker: a round every minute while the API runs (started with the API, stopped when it closes). */
export function createEditRefundRound(payments: PaymentContext, everyMs = EVERY_MS) {
  const rounds = workInRounds({
    name: "Edits' refunds",
    work: () => finishStaleEditRefunds(payments),
    log: payments.log,
  });
  return {
    start: () => rounds.poll(everyMs),
    stop: () => rounds.stop(),
  };
}
