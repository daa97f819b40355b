import { localizedPath, shopLocaleOf, storeViewByCode, trackingUrl } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import { renderOrderStatusMail } from '../../modules/mail/templates/order-status.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import type { OrderAdminContext } from './order-admin-context.ts';

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
          // The guest order page (decision 0054): the number fills its form; the e-mail is asked there.
          orderPageUrl: `${context.settings.shopUrl}${localizedPath('/order-status', storeViewByCode(order.store_code) ?? undefined)}?order=${encodeURIComponent(order.increment_id)}`,
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
