import { formatPrice, type Ore } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { addOrderEvent } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import type { PaymentContext } from './payment-context.ts';

/** An amount of the payment in its own currency (SEK or EUR, decision 0035). */
export const kr = (ore: Ore, currency: string) => formatPrice(ore, 'sv-SE', currency);

export async function orderSession(context: PaymentContext, orderId: number, action: string) {
  const session = await context.payments.findByOrder(orderId);
  if (!session)
    throw new AppError(409, `This order was not paid through a payment provider: nothing to ${action}`);
  return session;
}

/** The timeline entry and the audit record of a capture or refund, in the caller's transaction. */
export async function record(
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
