import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Migration 0005: one payment attempt on the provider's page. Amount in öre incl. VAT. */
export interface PaymentSessionTable {
  id: string;
  cart_token: string;
  amount: number;
  status: 'pending' | 'paid' | 'declined';
  card_last4: string | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export type PaymentSessionRow = Selectable<PaymentSessionTable>;
type PaymentDb = { payment_sessions: PaymentSessionTable };

export function createPaymentRepository(database: Db) {
  const db = database.withTables<PaymentDb>();
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
        .withTables<PaymentDb>()
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
