import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { randomUUID } from 'node:crypto';
import { checkOrderTransition, formatPrice, type Ore } from '@hemma/commerce';
import type { AdminOrderDto, OrderStatusInput, PaymentSessionDto } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, InputError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { addOrderEvent, setOrderPaymentStatus } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import { MANUAL_CAPTURE, type StripeMethod } from '../../modules/payment/stripe-gateway.ts';
import { changeOrderStatus } from '../order-admin/change-order-status.ts';
import type { OrderAdminContext } from '../order-admin/order-admin-context.ts';
import type { PaymentContext } from './payment-context.ts';
import { present, providerOf, requireSession, toProviderPayment } from './payments.ts';

/** An amount of the payment in its own currency (SEK or EUR, decision 0035). */
const kr = (ore: Ore, currency: string) => formatPrice(ore, 'sv-SE', currency);

async function orderSession(context: PaymentContext, orderId: number, action: string) {
  const session = await context.payments.findByOrder(orderId);
  if (!session)
    throw new AppError(409, `This order was not paid through a payment provider: nothing to ${action}`);
  return session;
}

/** The timeline entry and the audit record of a capture or refund, in the caller's transaction. */
async function record(
  trx: Transaction<Database>,
  session: PaymentSessionRow,
  orderId: number,
  actor: AuditActor,
  entry: { action: string; note: string; after: Record<string, unknown> },
  now: string,
) {
  await addOrderEvent(trx, {
    order_id: orderId,
    type: 'note',
    note: entry.note,
    staff_email: actor.email,
    created_at: now,
  });
  await recordAudit(
    trx,
    actor,
    {
      action: entry.action,
      entityType: 'order',
      entityId: orderId,
      summary: entry.note,
      before: { payment_status: session.status, refunded: kr(session.refunded_amount, session.currency) },
      after: entry.after,
    },
    now,
  );
}

/**
 * The owner's capture of an authorized payment, through its provider (decision 0027). Idempotent: the session moves
 * once (authorized → paid) with the order's payment state, a timeline entry and an audit record in one
 * transaction; a repeat (a double click, two tabs) finds it moved and answers the state without calling the provider.
 */
export async function captureOrderPayment(
  context: PaymentContext,
  orderId: number,
  actor: AuditActor,
): Promise<PaymentSessionDto> {
  const session = await orderSession(context, orderId, 'capture');
  if (session.status === 'paid' || session.status === 'refunded') return present(context, session);
  const provider = providerOf(context, session.method);
  const answer = await provider.capture(toProviderPayment(context, session));
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const moved = await context.payments.transition(
      session.id,
      ['authorized'],
      answer.status,
      { updated_at: now },
      trx,
    );
    if (!moved) return;
    await setOrderPaymentStatus(trx, orderId, answer.status, now);
    if (answer.status === 'paid')
      await raiseWebhookEvent(trx, 'order.paid', { kind: 'order', id: orderId }, new Date(now));
    const note = `Betalningen debiterad (${kr(session.amount, session.currency)}) via ${provider.name}`;
    await record(
      trx,
      session,
      orderId,
      actor,
      { action: 'order.payment_capture', note, after: { payment_status: answer.status } },
      now,
    );
  });
  return present(context, await requireSession(context, session.id));
}

export interface RefundRequest {
  /** Öre; all that is left when not given. */
  amount?: Ore | undefined;
  /** The refund's own id, chosen by its sender: the same id again is the same refund (decision 0033). */
  refundId?: string | undefined;
}

class RefundDoesNotFit extends Error {}

/**
 * The owner's refund of all or part of a paid payment, through its provider (decision 0033). The amount must fit in
 * what is left (else 400); the refund is reserved first — its row, unique per refund id, and the session's refunded
 * amount, moved only while it fits — then the provider pays it back under the refund id, then the order's payment
 * state (refunded once nothing is left), a timeline entry and an audit record follow. The same refund id again, a
 * double click or two tabs answer the state and move no money a second time; a provider that refuses leaves the
 * payment as it was.
 */
export async function refundOrderPayment(
  context: PaymentContext,
  orderId: number,
  request: RefundRequest,
  actor: AuditActor,
): Promise<PaymentSessionDto> {
  const session = await orderSession(context, orderId, 'refund');
  if (request.refundId && (await context.payments.findRefund(session.id, request.refundId)))
    return present(context, session);
  const left = session.status === 'paid' ? session.amount - session.refunded_amount : 0;
  // A repeated "refund the rest" finds nothing left: the state it asked for.
  if (request.amount === undefined && session.status === 'refunded') return present(context, session);
  if (session.status !== 'paid') throw new AppError(409, `A ${session.status} payment cannot be refunded`);
  const amount = request.amount ?? left;
  if (amount <= 0 || amount > left)
    throw new InputError(
      `amount: ${kr(amount, session.currency)} is more than is left to refund of this payment (${kr(left, session.currency)})`,
    );
  const provider = providerOf(context, session.method);
  const refundId = request.refundId ?? randomUUID();
  const reservedAt = context.now().toISOString();
  try {
    await context.db.transaction().execute(async (trx) => {
      const fits = await context.payments.reserveRefund(trx, {
        session_id: session.id,
        refund_id: refundId,
        amount,
        staff_email: actor.email,
        created_at: reservedAt,
      });
      if (!fits) throw new RefundDoesNotFit();
    });
  } catch (error) {
    // The same refund id won a race with this request: it is the same refund.
    if (isUniqueViolation(error)) return present(context, await requireSession(context, session.id));
    if (error instanceof RefundDoesNotFit) {
      const now = await requireSession(context, session.id);
      if (request.amount === undefined) return present(context, now);
      throw new InputError(
        `amount: ${kr(amount, session.currency)} is more than is left to refund of this payment (${kr(now.amount - now.refunded_amount, session.currency)})`,
      );
    }
    throw error;
  }
  let answer;
  try {
    answer = await provider.refund(toProviderPayment(context, session), amount, refundId);
  } catch (error) {
    await context.payments.releaseRefund(session.id, refundId, amount, context.now().toISOString());
    throw error;
  }
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const after = await trx
      .selectFrom('payment_sessions')
      .select(['status', 'refunded_amount', 'amount'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    if (after.status === 'refunded') await setOrderPaymentStatus(trx, orderId, 'refunded', now);
    const note =
      `Återbetalt ${kr(amount, session.currency)} via ${provider.name}` +
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
          amount: kr(amount, session.currency),
          refunded: kr(after.refunded_amount, session.currency),
        },
      },
      now,
    );
    // Every refund recorded, in part or in full (the order's refunded_amount says how much in all).
    await raiseWebhookEvent(trx, 'order.refunded', { kind: 'order', id: orderId }, new Date(now));
  });
  return present(context, await requireSession(context, session.id));
}

/**
 * Klarna through Stripe is captured when (the first of) the order ships (decisions 0050, 0055): the capture comes
 * first, so nothing leaves with its money uncaptured; a capture Stripe refuses stops the shipment (502).
 */
export async function captureBeforeShipping(
  context: PaymentContext,
  orderId: number,
  actor: AuditActor,
): Promise<void> {
  const session = await context.payments.findByOrder(orderId);
  if (session?.status === 'authorized' && MANUAL_CAPTURE.has(session.method as StripeMethod))
    await captureOrderPayment(context, orderId, actor);
}

/**
 * An order's status change, with Klarna through Stripe captured when the order ships (decision 0050): the capture
 * comes first, so an order never leaves with its money uncaptured; a capture Stripe refuses leaves the order where it
 * was and says why (502). Every other change is the back office's own (decision 0022).
 */
export async function changeOrderStatusCapturing(
  context: PaymentContext,
  orderAdmin: OrderAdminContext,
  actor: AuditActor,
  orderId: number,
  input: OrderStatusInput,
): Promise<AdminOrderDto> {
  const order = input.status === 'shipped' ? await orderAdmin.admin.findById(orderId) : undefined;
  const legal =
    order &&
    checkOrderTransition(order.status, input.status, {
      needsShipping: order.shipping_address !== null,
      carrier: input.carrier,
      trackingNumber: input.tracking_number,
    }).ok;
  if (legal) await captureBeforeShipping(context, orderId, actor);
  return changeOrderStatus(orderAdmin, actor, orderId, input);
}
