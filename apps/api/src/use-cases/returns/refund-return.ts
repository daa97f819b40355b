import type { AdminReturnActionInput, AdminReturnDto } from '@hemma/contract';
import { formatPrice } from '@hemma/commerce';
import { AppError, NotFoundError } from '../../errors.ts';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import { refundOrderPayment } from '../payment/order-payment.ts';
import { orderPayments, refundedUnder } from '../payment/order-refund.ts';
import { auditStep, getAdminReturn, refuseIllegal } from './admin-returns.ts';
import { figuresOf, type StoredCreditNote } from './present-return.ts';
import { enqueueReturnMail, noteOnOrder } from './return-mail.ts';
import type { ReturnsContext } from './returns-context.ts';

/** A claim older than this was left by a process that stopped: another refund may take it (the refund id is the same). */
const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Claims a received return's refund for this request: false when another holds a fresh claim or it moved on. */
async function claimRefund(context: ReturnsContext, id: number, at: string): Promise<boolean> {
  const stale = new Date(new Date(at).getTime() - STALE_CLAIM_MS).toISOString();
  const result = await context.db
    .updateTable('returns')
    .set({ refund_claimed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'received')
    .where((eb) => eb.or([eb('refund_claimed_at', 'is', null), eb('refund_claimed_at', '<', stale)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives the claim back when the provider refused: the return is received, as it was. */
async function releaseRefund(context: ReturnsContext, id: number, at: string): Promise<void> {
  await context.db
    .updateTable('returns')
    .set({ refund_claimed_at: null })
    .where('id', '=', id)
    .where('refund_claimed_at', '=', at)
    .execute();
}

/**
 * POST /api/admin/returns/:id/refund (decision 0054): pays a received return back — its lines, less their share of
 * the order's discount, and the shipping when `refund_shipping` — and issues its credit note.
 *
 * Once only: the received return is first claimed by a conditional update, which exactly one of two owners pressing
 * "Återbetala" at once wins (the other gets 409); only the winner asks the payment's provider, through the back
 * office's refund path (refundOrderPayment, decision 0033) under the refund id `return-<id>`, so a retried request
 * refunds once at the provider too. Only when the provider accepted is the return recorded as refunded with its
 * amount and credit note (decision 0060): until then it reads as received. A provider that refuses gives the claim
 * back. An order paid
 * by invoice or cash on delivery (no provider payment) is recorded as paid back by hand. The credit note is kept with
 * the return and mailed through the outbox.
 */
export async function refundReturn(
  context: ReturnsContext,
  actor: AuditActor,
  id: number,
  input: AdminReturnActionInput,
): Promise<AdminReturnDto> {
  const row = await context.returns.find(id);
  if (!row) throw new NotFoundError(`No return ${id}`);
  refuseIllegal(row, 'refund');
  const order = await context.orders.findById(row.order_id);
  if (!order) throw new NotFoundError(`No order of return ${id}`);
  const [lines, items, session] = await Promise.all([
    context.returns.items([row.id]),
    context.orders.items(order.id),
    context.payments.payments.findByOrder(order.id),
  ]);
  const shipping = input.refund_shipping ?? false;
  const figures = figuresOf(order, items, lines, shipping);
  const method = session ? 'provider' : 'manual';
  const issuedAt = context.now().toISOString();
  const note: StoredCreditNote = {
    ...figures,
    number: `KN-${row.return_number}`,
    currency: order.currency,
    issuedAt,
  };
  // Claimed first (one of two owners wins), recorded as refunded only after the provider accepted the refund.
  const claimedAt = issuedAt;
  if (!(await claimRefund(context, id, claimedAt))) {
    const now = await context.returns.find(id);
    refuseIllegal(now ?? row, 'refund');
    throw new AppError(409, 'The return is being refunded by someone else right now — reload');
  }
  if (method === 'provider' && figures.total > 0) {
    try {
      await refundOrderPayment(
        context.payments,
        order.id,
        { amount: figures.total, refundId: `return-${id}` },
        actor,
      );
      // Recorded refunded only when the whole amount went back under the return's refund id (decision 0060).
      const own = await context.payments.payments.findByOrder(order.id);
      const done = own
        ? await refundedUnder(context.payments, await orderPayments(context.payments, own), `return-${id}`)
        : { amount: 0 };
      if (done.amount < figures.total)
        throw new AppError(
          409,
          `Only ${formatPrice(done.amount, 'sv-SE', order.currency)} of ${formatPrice(figures.total, 'sv-SE', order.currency)} was refunded — try again`,
        );
    } catch (error) {
      await releaseRefund(context, id, claimedAt);
      throw error;
    }
  }
  const recorded = await context.returns.transition(context.db, id, 'received', {
    status: 'refunded',
    refund_method: method,
    refund_shipping: shipping ? 1 : 0,
    refunded_amount: figures.total,
    credit_note_number: note.number,
    credit_note: JSON.stringify(note),
    refund_claimed_at: null,
    updated_at: context.now().toISOString(),
  });
  if (!recorded)
    throw new AppError(409, 'The return was changed by someone else since you opened it — reload');
  const kr = formatPrice(figures.total, 'sv-SE', order.currency);
  await context.db.transaction().execute(async (trx) => {
    await enqueueReturnMail(trx, context, order, row.return_number, {
      kind: 'credit_note',
      creditNoteNumber: note.number,
      currency: order.currency,
      lines: figures.lines,
      shipping: figures.shipping,
      total: figures.total,
      tax: figures.tax,
      refundMethod: method,
    });
    await noteOnOrder(
      trx,
      order.id,
      `Retur ${row.return_number}: återbetald ${kr}` +
        (method === 'manual' ? ' (betalas tillbaka för hand)' : '') +
        `; kreditnota ${note.number}`,
      actor.email,
      issuedAt,
    );
    await auditStep(
      trx,
      actor,
      row,
      'refunded',
      { amount: kr, refund_method: method, credit_note: note.number },
      issuedAt,
    );
  });
  context.outbox.kick();
  return getAdminReturn(context, id);
}
