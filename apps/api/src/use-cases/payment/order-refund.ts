import { randomUUID } from 'node:crypto';
import type { Ore } from '@hemma/commerce';
import type { PaymentSessionDto } from '@hemma/contract';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { StripeCallFailed } from '../../modules/payment/stripe-gateway.ts';
import { AppError, InputError } from '../../errors.ts';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import { orderRefundClaims } from '../../modules/order/order-refund-claim.ts';
import { setOrderPaymentStatus } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { kr, orderSession, record } from './order-payment-record.ts';
import type { PaymentContext } from './payment-context.ts';
import { present, providerOf, requireSession, toProviderPayment } from './payments.ts';

export interface RefundRequest {
  /** Öre; all that is left when not given. */
  amount?: Ore | undefined;
  /** The refund's own id, chosen by its sender: the same id again is the same refund (decision 0033). */
  refundId?: string | undefined;
}

class RefundDoesNotFit extends Error {}

const leftOf = (session: PaymentSessionRow) =>
  session.status === 'paid' ? session.amount - session.refunded_amount : 0;

/**
 * The order's payments that money can go back through (decision 0060, addendum): its own first, then those that paid
 * what edits raised, in the order they were paid.
 */
export async function orderPayments(
  context: PaymentContext,
  own: PaymentSessionRow,
): Promise<PaymentSessionRow[]> {
  if (own.order_id === null) return [own];
  return [own, ...(await context.payments.findBalancePayments(own.order_id))];
}

/**
 * How a refund of `amount` falls on the payments: the order's own payment first, then each balance payment, never more
 * from one than is left of it.
 */
export function splitRefund(
  payments: readonly PaymentSessionRow[],
  amount: Ore,
): { session: PaymentSessionRow; amount: Ore }[] {
  const parts: { session: PaymentSessionRow; amount: Ore }[] = [];
  let rest = amount;
  for (const session of payments) {
    const part = Math.min(rest, leftOf(session));
    if (part > 0) parts.push({ session, amount: part });
    rest -= part;
  }
  return parts;
}

/**
 * The owner's refund of all or part of what an order was paid, through the providers (decisions 0033, 0060): the
 * order's own payment and the payments of what edits raised. Claim-first: the order is claimed by a conditional
 * update (`orders.refund_claimed_at`) before anything is reserved or asked, so two owners pressing "Återbetala" at
 * once refund once — the other gets 409. The amount must fit in what is left of all the payments (else 400); it is
 * taken from the order's own payment first, then from each balance payment, each part refunded through that
 * payment's provider under the same refund id (unique per payment), with its own timeline entry and audit record.
 * The same refund id again refunds only the parts not yet made under it (a payment at most once), then answers the
 * state; a provider that refuses leaves its payment as it was (parts already refunded stay refunded and recorded), so a
 * retry under the same id completes the refund.
 */
export async function refundOrderPayment(
  context: PaymentContext,
  orderId: number,
  request: RefundRequest,
  actor: AuditActor,
  held?: string,
): Promise<PaymentSessionDto> {
  const first = await orderSession(context, orderId, 'refund');
  const claimedAt = held ?? context.now().toISOString();
  if (!held && !(await orderRefundClaims.claim(context.db, orderId, claimedAt))) throw claimTaken();
  try {
    const own = await requireSession(context, first.id);
    const payments = await orderPayments(context, own);
    if (request.refundId) {
      // The same refund id again: only the parts not yet made under it (one per payment), so a retry after a
      // provider refused a later part completes the refund and a finished one moves no money.
      const done = await refundedUnder(context, payments, request.refundId);
      // A part reserved and never answered (its process stopped while asking) is asked again under its key: the
      // provider answers a key it has seen with what it did, so it is made once (decision 0060, addendum 5).
      for (const { session, amount } of done.unanswered)
        await askProvider(context, orderId, session, amount, request.refundId, actor);
      if (done.parts > 0) {
        const open = payments.filter((session) => !done.sessions.has(session.id));
        const openLeft = open.reduce((sum, session) => sum + leftOf(session), 0);
        const missing = request.amount === undefined ? openLeft : request.amount - done.amount;
        if (missing <= 0) return present(context, own);
        if (missing > openLeft)
          throw new AppError(
            409,
            `The refund ${request.refundId} was made in part; the rest (${kr(missing, own.currency)}) is more than is left to refund (${kr(openLeft, own.currency)})`,
          );
        for (const part of splitRefund(open, missing))
          await refundPart(context, orderId, part.session, part.amount, request.refundId, actor);
        return present(context, await requireSession(context, own.id));
      }
    }
    const left = payments.reduce((sum, session) => sum + leftOf(session), 0);
    const refunded = payments.some((session) => session.status === 'refunded');
    // A repeated "refund the rest" finds nothing left: the state it asked for.
    if (request.amount === undefined && left === 0 && refunded) return present(context, own);
    if (left === 0) throw new AppError(409, `A ${own.status} payment cannot be refunded`);
    const amount = request.amount ?? left;
    if (amount <= 0 || amount > left)
      throw new InputError(
        `amount: ${kr(amount, own.currency)} is more than is left to refund of ${payments.length > 1 ? "this order's payments" : 'this payment'} (${kr(left, own.currency)})`,
      );
    const refundId = request.refundId ?? randomUUID();
    for (const part of splitRefund(payments, amount))
      await refundPart(context, orderId, part.session, part.amount, refundId, actor);
    return present(context, await requireSession(context, own.id));
  } finally {
    if (!held) await orderRefundClaims.release(context.db, orderId, claimedAt);
  }
}

const claimTaken = () =>
  new AppError(
    409,
    'This order is being refunded by someone else right now: reload the order and see what is left to refund',
  );

/**
 * Claims the order's refunds ahead of a refund of `amount` that must not fail for the claim or the amount (an edit
 * lowering a paid order, decision 0060): 409 when another refund holds the claim, 400 when the order's payments have
 * less than `amount` left. Answers the claim, to pass to refundOrderPayment and give back with orderRefundClaims.release.
 */
export async function claimOrderRefund(
  context: PaymentContext,
  orderId: number,
  amount: Ore,
): Promise<string> {
  const first = await orderSession(context, orderId, 'refund');
  const claimedAt = context.now().toISOString();
  if (!(await orderRefundClaims.claim(context.db, orderId, claimedAt))) throw claimTaken();
  try {
    const payments = await orderPayments(context, await requireSession(context, first.id));
    const left = payments.reduce((sum, session) => sum + leftOf(session), 0);
    if (amount > left)
      throw new InputError(
        `The new total leaves ${kr(amount, first.currency)} to refund, more than is left to refund of the order's payments (${kr(left, first.currency)})`,
      );
    return claimedAt;
  } catch (error) {
    await orderRefundClaims.release(context.db, orderId, claimedAt);
    throw error;
  }
}

/**
 * The id the provider is sent for one attempt of a payment's part of a refund (decision 0060, second addendum) — at
 * Stripe, the idempotency key: the refund id for the order's own payment, with the payment's id for a payment of a
 * raised difference (the same refund id reaches both; Stripe refuses one key for two payment intents), and after
 * each refusal the attempt's number, so a press after a refusal is carried out rather than answered with the same
 * refusal. A failure without an answer keeps the count: the next press (or a takeover of a stale claim) is sent
 * under the same key, which Stripe answers with what it did, so it cannot pay twice.
 */
export function attemptId(
  orderId: number,
  session: Pick<PaymentSessionRow, 'id' | 'order_id'>,
  refundId: string,
  refused: number,
): string {
  const base = session.order_id === orderId ? refundId : `${refundId}-${session.id}`;
  return refused > 0 ? `${base}-attempt-${refused + 1}` : base;
}

/** The provider answered that it did not refund: a 4xx from Stripe, a sandbox's refusal. No answer is no refusal. */
export function refusedByProvider(error: unknown): boolean {
  if (error instanceof StripeCallFailed) return error.refused;
  return error instanceof AppError && error.status < 500;
}

/**
 * One payment's part of a refund: reserved first — its row, unique per refund id, and the session's refunded amount,
 * moved only while it fits — then paid back by its provider, then recorded; the order's payment state becomes
 * refunded once nothing is left of any of its payments.
 */
async function refundPart(
  context: PaymentContext,
  orderId: number,
  session: PaymentSessionRow,
  amount: Ore,
  refundId: string,
  actor: AuditActor,
): Promise<void> {
  try {
    await context.db.transaction().execute(async (trx) => {
      const fits = await context.payments.reserveRefund(trx, {
        session_id: session.id,
        refund_id: refundId,
        amount,
        staff_email: actor.email,
        created_at: context.now().toISOString(),
      });
      if (!fits) throw new RefundDoesNotFit();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return; // this part was made under this refund id already
    if (error instanceof RefundDoesNotFit) {
      const now = await requireSession(context, session.id);
      throw new InputError(
        `amount: ${kr(amount, session.currency)} is more than is left to refund of this payment (${kr(leftOf(now), session.currency)})`,
      );
    }
    throw error;
  }
  await askProvider(context, orderId, session, amount, refundId, actor);
}

/**
 * Asks a payment's provider for a reserved part of a refund, then records it as answered, in the timeline and the
 * audit log. A refusal gives the reservation back (and counts it: the next attempt has a key of its own); a failure
 * without an answer gives it back too, and the next attempt is sent under the same key.
 */
async function askProvider(
  context: PaymentContext,
  orderId: number,
  session: PaymentSessionRow,
  amount: Ore,
  refundId: string,
  actor: AuditActor,
): Promise<void> {
  const provider = providerOf(context, session.method);
  const refused = await context.payments.refusedCount(session.id, refundId);
  let answer;
  try {
    answer = await provider.refund(
      toProviderPayment(context, session),
      amount,
      attemptId(orderId, session, refundId, refused),
    );
  } catch (error) {
    await context.payments.releaseRefund(session.id, refundId, amount, context.now().toISOString());
    if (refusedByProvider(error)) await context.payments.countRefusal(session.id, refundId);
    throw error;
  }
  const now = context.now().toISOString();
  // Read after the reservation: the order is refunded once none of its payments has anything left.
  // An authorized payment is money the order still holds, not yet taken nor refunded.
  const nothingLeft = (await ordersOwn(context, orderId)).every(
    (p) => p.status !== 'paid' && p.status !== 'authorized',
  );
  await context.db.transaction().execute(async (trx) => {
    await context.payments.markRefundAnswered(trx, session.id, refundId, now);
    const after = await trx
      .selectFrom('payment_sessions')
      .select(['status', 'refunded_amount', 'amount'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    if (after.status === 'refunded' && nothingLeft)
      await setOrderPaymentStatus(trx, orderId, 'refunded', now);
    const which = session.order_id === orderId ? '' : ` (betalningen av mellanskillnaden ${session.id})`;
    const note =
      `Återbetalt ${kr(amount, session.currency)} via ${provider.name}${which}` +
      (after.status === 'refunded'
        ? ' – hela betalningen'
        : ` – kvar att återbetala ${kr(after.amount - after.refunded_amount, session.currency)}`);
    await record(
      trx,
      session,
      orderId,
      actor,
      {
        action: 'order.payment_refund',
        note,
        after: {
          payment_status: answer.status === 'refunded' ? 'refunded' : after.status,
          refund_id: refundId,
          ...(which ? { payment_id: session.id } : {}),
          amount: kr(amount, session.currency),
          refunded: kr(after.refunded_amount, session.currency),
        },
      },
      now,
    );
    // Every refund recorded, in part or in full (the order's refunded_amount says how much in all).
    await raiseWebhookEvent(trx, 'order.refunded', { kind: 'order', id: orderId }, new Date(now));
  });
}

async function ordersOwn(context: PaymentContext, orderId: number): Promise<PaymentSessionRow[]> {
  const own = await orderSession(context, orderId, 'refund');
  return orderPayments(context, own);
}

/** What is left to refund of all the order's payments (its own and those of raised differences), in öre. */
export async function leftToRefund(context: PaymentContext, orderId: number): Promise<Ore> {
  const own = await context.payments.findByOrder(orderId);
  if (!own) return 0;
  return (await orderPayments(context, own)).reduce((sum, session) => sum + leftOf(session), 0);
}

/** What has been refunded under one refund id across the order's payments: in all, and through which payments. */
export async function refundedUnder(
  context: PaymentContext,
  payments: readonly PaymentSessionRow[],
  refundId: string,
): Promise<{
  amount: Ore;
  parts: number;
  sessions: Set<string>;
  unanswered: { session: PaymentSessionRow; amount: Ore }[];
}> {
  let amount = 0;
  const sessions = new Set<string>();
  const unanswered: { session: PaymentSessionRow; amount: Ore }[] = [];
  for (const session of payments) {
    const row = await context.payments.findRefund(session.id, refundId);
    if (!row) continue;
    amount += row.amount;
    sessions.add(session.id);
    if (row.answered_at === null) unanswered.push({ session, amount: row.amount });
  }
  return { amount, parts: sessions.size, sessions, unanswered };
}
