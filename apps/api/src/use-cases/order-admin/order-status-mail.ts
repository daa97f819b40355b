import { renderOrderStatusMail } from '../../modules/mail/templates/order-status.ts';
import { addOrderEvent, type OrderRow } from '../../modules/order/order-repository.ts';
import type { OrderAdminContext } from './order-admin-context.ts';

const WHAT = { shipped: 'Shipping notice', cancelled: 'Cancellation notice' } as const;

/**
 * Mails the customer that their order was shipped (carrier and tracking number) or cancelled, after the change was
 * committed, and writes the outcome into the order's timeline. A failed mail is logged and recorded; the status
 * change stands (decision 0022).
 */
export async function sendOrderStatusMail(
  context: OrderAdminContext,
  order: OrderRow,
  kind: 'shipped' | 'cancelled',
): Promise<void> {
  let note: string;
  try {
    const common = {
      incrementId: order.increment_id,
      locale: order.locale === 'en-US' ? ('en-US' as const) : ('sv-SE' as const),
      firstname: order.customer_firstname,
      shopUrl: context.settings.shopUrl,
      supportEmail: context.settings.supportEmail,
    };
    const mail = renderOrderStatusMail(
      kind === 'shipped'
        ? { ...common, kind, carrier: order.carrier ?? '', trackingNumber: order.tracking_number ?? '' }
        : { ...common, kind, paidByCard: order.payment_method === 'card' && order.payment_status === 'paid' },
    );
    await context.mail.send({ to: order.customer_email, ...mail });
    note = `${WHAT[kind]} mailed to ${order.customer_email}`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    context.log.error(`Order ${order.increment_id}: ${WHAT[kind].toLowerCase()} not sent: ${reason}`);
    note = `${WHAT[kind]} to ${order.customer_email} FAILED: ${reason}`;
  }
  await addOrderEvent(context.db, {
    order_id: order.id,
    type: 'mail',
    to_status: kind,
    note,
    created_at: context.now().toISOString(),
  });
}
