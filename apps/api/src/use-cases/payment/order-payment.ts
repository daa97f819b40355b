import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { checkOrderTransition } from '@hemma/commerce';
import type { AdminOrderDto, OrderStatusInput, PaymentSessionDto } from '@hemma/contract';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import { setOrderPaymentStatus } from '../../modules/order/order-repository.ts';
import { MANUAL_CAPTURE, type StripeMethod } from '../../modules/payment/stripe-gateway.ts';
import { changeOrderStatus } from '../order-admin/change-order-status.ts';
import { refuseWhileBalancePaying } from './balance-payment.ts';
import type { OrderAdminContext } from '../order-admin/order-admin-context.ts';
import type { PaymentContext } from './payment-context.ts';
import { kr, orderSession, record } from './order-payment-record.ts';
import { present, providerOf, requireSession, toProviderPayment } from './payments.ts';

export { refundOrderPayment, refusedByProvider, type RefundRequest } from './order-refund.ts';

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
  const order =
    input.status === 'shipped' || input.status === 'cancelled'
      ? await orderAdmin.admin.findById(orderId)
      : undefined;
  const legal =
    order &&
    checkOrderTransition(order.status, input.status, {
      needsShipping: order.shipping_address !== null,
      carrier: input.carrier,
      trackingNumber: input.tracking_number,
    }).ok;
  if (legal && input.status === 'shipped') await captureBeforeShipping(context, orderId, actor);
  // A cancel closes an open payment of the difference first, as an edit does (decision 0060); paid meanwhile: 409.
  if (legal && input.status === 'cancelled')
    await refuseWhileBalancePaying(
      context,
      order,
      'The shopper has just paid the difference of an earlier change: reload the order, then cancel it',
    );
  return changeOrderStatus(orderAdmin, actor, orderId, input);
}
