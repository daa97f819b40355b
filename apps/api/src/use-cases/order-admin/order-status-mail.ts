import { localizedPath, shopLocaleOf, storeViewByCode, trackingUrl } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import { renderOrderStatusMail } from '../../modules/mail/templates/order-status.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import { signOrderLink } from '../order-access/guest-order-link.ts';
import type { OrderAdminContext } from './order-admin-context.ts';

/**
 * The guest order page (decision 0054) for the shipping mails: the number fills its form, and the signed `access`
 * opens the order without the e-mail for as long as the shop's return window may still run (its addendum).
 */
export async function orderPageUrl(
  trx: Transaction<Database>,
  context: OrderAdminContext,
  order: OrderRow,
): Promise<string> {
  const link = await signOrderLink(trx, context, order.id);
  const path = localizedPath('/order-status', storeViewByCode(order.store_code) ?? undefined);
  return `${context.settings.shopUrl}${path}?order=${encodeURIComponent(order.increment_id)}&access=${link}`;
}

/**
 * Writes the customer's mail that their order was shipped (carrier and tracking number) or cancelled into the mail
 * outbox, in the status change's transaction (decisions 0022, 0031). The outbox worker sends it after the commit and
 * writes the outcome — sent, or each failed attempt — into the order's timeline.
 */
export async function enqueueOrderStatusMail(
  trx: Transaction<Database>,
  context: OrderAdminContext,
  order: OrderRow,
  kind: 'shipped' | 'cancelled',
  extra: { paymentBack?: { kind: 'refund'; amount: string } | { kind: 'void'; refund?: string } | null } = {},
): Promise<void> {
  const locale = shopLocaleOf(order.locale);
  const common = {
    incrementId: order.increment_id,
    locale,
    firstname: order.customer_firstname,
    shopUrl: context.settings.shopUrl,
    supportEmail: context.settings.supportEmail,
    texts: await mailTextsFor(trx, kind === 'shipped' ? 'order_shipped' : 'order_cancelled', locale),
  };
  const mail = renderOrderStatusMail(
    kind === 'shipped'
      ? {
          ...common,
          kind,
          carrier: order.carrier ?? '',
          trackingNumber: order.tracking_number ?? '',
          trackingUrl: trackingUrl(order.carrier, order.tracking_number),
          orderPageUrl: await orderPageUrl(trx, context, order),
        }
      : {
          ...common,
          kind,
          paidByCard: order.payment_method === 'card' && order.payment_status === 'paid',
          paymentBack: extra.paymentBack ?? null,
        },
  );
  await enqueueOrderMail(
    trx,
    kind === 'shipped' ? 'order_shipped' : 'order_cancelled',
    order,
    mail,
    context.now(),
  );
}
