import { shopLocaleOf } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addOrderEvent, type OrderRow } from '../../modules/order/order-repository.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import { renderReturnMail, type ReturnMailModel } from '../../modules/mail/templates/return-mails.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import type { ReturnsContext } from './returns-context.ts';

type Details = ReturnMailModel extends infer M ? (M extends unknown ? Omit<M, keyof Common> : never) : never;
type Common = Pick<
  ReturnMailModel,
  'incrementId' | 'returnNumber' | 'locale' | 'firstname' | 'shopUrl' | 'supportEmail' | 'texts'
>;

const KINDS = {
  instructions: 'return_instructions',
  rejected: 'return_rejected',
  credit_note: 'return_credit_note',
} as const;

/**
 * Writes a return's mail to the shopper into the outbox in the caller's transaction (decision 0031), with a note
 * in the order's timeline; the outbox worker sends it after the commit.
 */
export async function enqueueReturnMail(
  trx: Transaction<Database>,
  context: ReturnsContext,
  order: OrderRow,
  returnNumber: string,
  details: Details,
): Promise<void> {
  const locale = shopLocaleOf(order.locale);
  const mail = renderReturnMail({
    ...details,
    incrementId: order.increment_id,
    returnNumber,
    locale,
    texts: await mailTextsFor(trx, `return_${details.kind}`, locale),
    firstname: order.customer_firstname,
    shopUrl: context.settings.shopUrl,
    supportEmail: context.settings.supportEmail,
  } as ReturnMailModel);
  await enqueueOrderMail(trx, KINDS[details.kind], order, mail, context.now());
}

/** A return's step in the order's timeline, as the back office reads it. */
export async function noteOnOrder(
  trx: Transaction<Database>,
  orderId: number,
  note: string,
  staffEmail: string | null,
  now: string,
): Promise<void> {
  await addOrderEvent(trx, {
    order_id: orderId,
    type: 'note',
    note,
    staff_email: staffEmail,
    created_at: now,
  });
}
