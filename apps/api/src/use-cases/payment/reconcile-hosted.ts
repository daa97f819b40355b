import { STRIPE_METHOD_TYPES } from '../../modules/payment/stripe-gateway.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import { outcomeOf, settleHostedPayment } from '../order/hosted-payments.ts';
import { applyCheckoutState } from './stripe-events.ts';
import { balanceOrderId } from './balance-settlement.ts';

/** A hosted payment still pending this long after it was opened is asked of Stripe (decision 0050). */
export const RECONCILE_AFTER_MS = 30 * 60 * 1000;
/** How often the worker looks, and how many payments one look asks about at most. */
export const RECONCILE_EVERY_MS = 60 * 1000;
const BATCH = 50;

export interface ReconcileResult {
  /** Pending payments older than 30 minutes that Stripe was asked about. */
  asked: number;
  /** Of those, the ones that are now paid, authorized, failed or expired. */
  settled: number;
  /** Asks that failed (Stripe away): tried again on the next look. */
  failed: number;
}

/**
 * A lost webhook must not leave an order hanging or its stock held (decision 0050): every hosted payment still
 * pending 30 minutes after it was opened is asked of Stripe, and what Stripe says is applied as its webhook would
 * have been. A session still open past its end is expired at Stripe first, so it can no longer be paid, then the
 * order is cancelled and its stock given back. Safe on several nodes at once: every move is conditional.
 */
export async function reconcileHostedPayments(context: CheckoutContext): Promise<ReconcileResult> {
  const stripe = context.hostedPayments;
  const result: ReconcileResult = { asked: 0, settled: 0, failed: 0 };
  if (!stripe) return result;
  const now = context.now();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  const pending = await context.payments.pendingHosted(Object.keys(STRIPE_METHOD_TYPES), before, BATCH);
  for (const session of pending) {
    result.asked += 1;
    try {
      if (!session.provider_reference) {
        // Never opened at Stripe (the process stopped between the order and Stripe's answer): nothing to pay.
        const expired =
          balanceOrderId(session) === null
            ? await settleHostedPayment(context, session.id, 'expired', { note: 'ingen betalningssida' })
            : await context.payments.transition(session.id, ['pending'], 'expired', {
                updated_at: now.toISOString(),
              });
        if (expired) result.settled += 1;
        continue;
      }
      let checkout = await stripe.readCheckout(session.provider_reference);
      if (checkout.status === 'open' && session.expires_at && now.toISOString() >= session.expires_at)
        checkout = await stripe.expireCheckout(session.provider_reference);
      const after = await applyCheckoutState(context, session, checkout, outcomeOf(checkout, session.method));
      if (after.status !== 'pending') result.settled += 1;
    } catch (error) {
      result.failed += 1;
      context.log.error(
        `Stripe reconciliation of payment ${session.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return result;
}

/** The worker: a look every minute while the API runs (started with the API, stopped when it closes). */
export function createHostedReconciliation(context: CheckoutContext, everyMs = RECONCILE_EVERY_MS) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const look = () => {
    if (running) return;
    running = reconcileHostedPayments(context)
      .catch((error: unknown) =>
        context.log.error(`Stripe reconciliation: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (!context.hostedPayments || timer) return;
      timer = setInterval(look, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
