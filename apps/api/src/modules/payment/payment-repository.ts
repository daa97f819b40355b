import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentSessionTable } from '../../db/tables/checkout.ts';
import type { Database } from '../../db/schema.ts';

export type PaymentSessionRow = Selectable<PaymentSessionTable>;

export function createPaymentRepository(db: Db) {
  return {
    async create(session: Omit<PaymentSessionRow, 'order_id' | 'card_last4'>): Promise<void> {
      await db
        .insertInto('payment_sessions')
        .values({ ...session, order_id: null, card_last4: null })
        .execute();
    },

    async find(id: string): Promise<PaymentSessionRow | undefined> {
      return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The paid session an order stands on, if it was paid by card. */
    async findByOrder(orderId: number): Promise<PaymentSessionRow | undefined> {
      return db.selectFrom('payment_sessions').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    /** Settles a pending session once; a second answer for the same session changes nothing. */
    async settle(id: string, status: 'paid' | 'declined', last4: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('payment_sessions')
        .set({ status, card_last4: last4, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Ties a paid session to an order inside the order's transaction; false when it is not paid or already used. */
    async claim(trx: Transaction<Database>, id: string, orderId: number, amount: number): Promise<boolean> {
      const result = await trx
        .updateTable('payment_sessions')
        .set({ order_id: orderId })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where('amount', '=', amount)
        .where('order_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

export type { PaymentSessionTable };
