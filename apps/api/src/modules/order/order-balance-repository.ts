import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Transaction } from 'kysely';
import type { OrderRow } from './order-repository.ts';

/**
 * What an order owes after an edit raised it (decision 0060, migration 0044). Every write is conditional on what it
 * was read as, so a payment is tied to exactly the amount it was opened for and settles it once.
 */
export const orderBalances = {
  async findByKey(db: Db, key: string): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('balance_key', '=', key).executeTakeFirst();
  },

  /** Ties a new payment to the balance as it was read: false when the amount changed or another payment came first. */
  async attachPayment(db: Db, order: OrderRow, paymentId: string, now: string): Promise<boolean> {
    let query = db
      .updateTable('orders')
      .set({ balance_payment_id: paymentId, updated_at: now })
      .where('id', '=', order.id)
      .where('balance_due', '=', order.balance_due);
    query =
      order.balance_payment_id === null
        ? query.where('balance_payment_id', 'is', null)
        : query.where('balance_payment_id', '=', order.balance_payment_id);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The balance paid by this payment of exactly this amount: 0 left, once; false when it had moved already. */
  async settle(trx: Transaction<Database>, orderId: number, paymentId: string, amount: number, now: string) {
    const result = await trx
      .updateTable('orders')
      .set({ balance_due: 0, updated_at: now })
      .where('id', '=', orderId)
      .where('balance_payment_id', '=', paymentId)
      .where('balance_due', '=', amount)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
