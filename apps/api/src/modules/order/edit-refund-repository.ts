import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderEditRefundTable } from '../../db/tables/fulfilment.ts';

export type EditRefundRow = Selectable<OrderEditRefundTable>;
export type EditRefundOutcome = 'refunded' | 'refused' | 'unanswered';

/** A refund of one of an order's payments, when it was made and under which id (decision 0033). */
export interface RecordedRefund {
  refund_id: string;
  amount: number;
  created_at: string;
}

/**
 * The refunds edits owe (decision 0060, addendum 4; migration 0053): written `due` in the edit's transaction, moved
 * once to what the provider answered, together with the change mail.
 */
export const editRefunds = {
  async add(
    trx: Transaction<Database>,
    row: Pick<
      EditRefundRow,
      'order_id' | 'refund_id' | 'amount' | 'mail' | 'staff_id' | 'staff_email' | 'created_at'
    >,
  ): Promise<EditRefundRow> {
    return trx.insertInto('order_edit_refunds').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Moves a due refund to its outcome: false when it was moved already (by the edit or a round). */
  async settle(
    trx: Transaction<Database>,
    id: number,
    outcome: { state: EditRefundOutcome; refunded: number; reason: string | null; settled_at: string },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('order_edit_refunds')
      .set(outcome)
      .where('id', '=', id)
      .where('state', '=', 'due')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Refunds still due that were written before `before`: their edit's process stopped before the provider answered. */
  async staleDue(db: Db, before: string, limit: number): Promise<EditRefundRow[]> {
    return db
      .selectFrom('order_edit_refunds')
      .selectAll()
      .where('state', '=', 'due')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** One refund an edit owes, as it is now. */
  async find(db: Db, id: number): Promise<EditRefundRow | undefined> {
    return db.selectFrom('order_edit_refunds').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** An order's refunds still `due`: their edit's process is asking the provider, or stopped before it answered. */
  async dueOf(db: Db, orderId: number): Promise<EditRefundRow[]> {
    return db
      .selectFrom('order_edit_refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('state', '=', 'due')
      .orderBy('id')
      .execute();
  },

  /** An order's refunds that were refused or got no answer and that nobody marked handled, oldest first. */
  async unsettled(db: Db, orderId: number): Promise<EditRefundRow[]> {
    return db
      .selectFrom('order_edit_refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('state', 'in', ['refused', 'unanswered'])
      .where('handled_at', 'is', null)
      .orderBy('settled_at')
      .orderBy('id')
      .execute();
  },

  /** Marks one refused or unanswered refund of the order handled: false when there is none such (or it was). */
  async markHandled(
    trx: Transaction<Database>,
    orderId: number,
    id: number,
    by: string,
    at: string,
  ): Promise<EditRefundRow | undefined> {
    return trx
      .updateTable('order_edit_refunds')
      .set({ handled_at: at, handled_by: by })
      .where('id', '=', id)
      .where('order_id', '=', orderId)
      .where('state', 'in', ['refused', 'unanswered'])
      .where('handled_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  /** Every refund made of the order's payments (its own and those of raised differences), oldest first. */
  async orderRefunds(db: Db, orderId: number): Promise<RecordedRefund[]> {
    return db
      .selectFrom('payment_refunds')
      .innerJoin('payment_sessions', 'payment_sessions.id', 'payment_refunds.session_id')
      .select(['payment_refunds.refund_id', 'payment_refunds.amount', 'payment_refunds.created_at'])
      .where((eb) =>
        eb.or([
          eb('payment_sessions.order_id', '=', orderId),
          eb('payment_sessions.cart_token', '=', `balance:${orderId}`),
        ]),
      )
      .orderBy('payment_refunds.created_at')
      .orderBy('payment_refunds.id')
      .execute();
  },
};
