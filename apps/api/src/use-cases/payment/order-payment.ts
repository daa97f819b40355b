import { AppError } from '../../errors.ts';
import { addOrderEvent, setOrderPaymentStatus } from '../../modules/order/order-repository.ts';
import type { PaymentContext } from './payment-context.ts';
import { present, providerOf, requireSession, toProviderPayment } from './payments.ts';
import type { PaymentSessionDto } from '@hemma/contract';

type Action = 'capture' | 'refund';

/**
 * The owner's capture or refund of an order's payment, through its provider (decision 0027). Idempotent: the
 * session moves once (authorized → paid, paid → refunded) with the order's payment state and a timeline entry in
 * one transaction; a repeat (a double click, two tabs) finds it moved and answers the state without a second call
 * to the provider.
 */
export async function moveOrderPayment(
  context: PaymentContext,
  orderId: number,
  action: Action,
  staff: string,
): Promise<PaymentSessionDto> {
  const session = await context.payments.findByOrder(orderId);
  if (!session)
    throw new AppError(409, 'This order was not paid through a payment provider: nothing to ' + action);
  const done = action === 'capture' ? ['paid', 'refunded'] : ['refunded'];
  if (done.includes(session.status)) return present(context, session);
  const provider = providerOf(context, session.method);
  const payment = toProviderPayment(context, session);
  const answer =
    action === 'capture' ? await provider.capture(payment) : await provider.refund(payment, session.amount);
  const from = action === 'capture' ? (['authorized'] as const) : (['paid'] as const);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const moved = await context.payments.transition(
      session.id,
      from,
      answer.status,
      { ...(action === 'refund' ? { refunded_amount: session.amount } : {}), updated_at: now },
      trx,
    );
    if (!moved) return;
    await setOrderPaymentStatus(trx, orderId, answer.status, now);
    await addOrderEvent(trx, {
      order_id: orderId,
      type: 'note',
      note: `${action === 'capture' ? 'Betalningen debiterad' : 'Betalningen återbetald'} via ${provider.name}`,
      staff_email: staff,
      created_at: now,
    });
  });
  return present(context, await requireSession(context, session.id));
}
