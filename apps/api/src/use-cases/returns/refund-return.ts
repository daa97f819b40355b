import type { AdminReturnActionInput, AdminReturnDto } from '@hemma/contract';
import { formatPrice } from '@hemma/commerce';
import { AppError, NotFoundError } from '../../errors.ts';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import { refundOrderPayment } from '../payment/order-payment.ts';
import { auditStep, getAdminReturn, refuseIllegal } from './admin-returns.ts';
import { figuresOf, type StoredCreditNote } from './present-return.ts';
import { enqueueReturnMail, noteOnOrder } from './return-mail.ts';
import type { ReturnsContext } from './returns-context.ts';

/**
 * POST /api/admin/returns/:id/refund (decision 0054): pays a received return back — its lines, less their share of
 * the order's discount, and the shipping when `refund_shipping` — and issues its credit note.
 *
 * Once only: the return is first moved received → refunded by a conditional update, which exactly one of two owners
 * pressing "Återbetala" at once wins (the other gets 409); only the winner asks the payment's provider, through the
 * back office's refund path (refundOrderPayment, decision 0033) under the refund id `return-<id>`, so a retried
 * request refunds once at the provider too. A provider that refuses moves the return back to received. An order paid
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
  const claimed = await context.returns.transition(context.db, id, 'received', {
    status: 'refunded',
    refund_method: method,
    refund_shipping: shipping ? 1 : 0,
    refunded_amount: figures.total,
    credit_note_number: note.number,
    credit_note: JSON.stringify(note),
    updated_at: issuedAt,
  });
  if (!claimed) {
    const now = await context.returns.find(id);
    refuseIllegal(now ?? row, 'refund');
    throw new AppError(409, 'The return was changed by someone else since you opened it — reload');
  }
  if (method === 'provider' && figures.total > 0) {
    try {
      await refundOrderPayment(
        context.payments,
        order.id,
        { amount: figures.total, refundId: `return-${id}` },
        actor,
      );
    } catch (error) {
      await context.returns.transition(context.db, id, 'refunded', {
        status: 'received',
        refund_method: null,
        refunded_amount: 0,
        credit_note_number: null,
        credit_note: null,
        updated_at: context.now().toISOString(),
      });
      throw error;
    }
  }
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
