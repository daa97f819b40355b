import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentSessionTable } from '../../db/tables/checkout.ts';
import type { Database } from '../../db/schema.ts';

export type PaymentSessionRow = Selectable<PaymentSessionTable>;
export type PaymentStatus = PaymentSessionTable['status'];

/** What a new session carries; the provider's reference and detail come when the provider answers. */
export interface NewPaymentSession {
  id: string;
  /** The cart the payment is for, and its customer (null: a guest cart): who may read and claim it (issue 29). */
  cart_token: string;
  customer_id: number | null;
  method: string;
  amount: number;
  /** 'SEK' | 'EUR' (migration 0027). */
  currency: string;
  created_at: string;
  expires_at: string | null;
}

export function createPaymentRepository(db: Db) {
  return {
    async create(session: NewPaymentSession): Promise<void> {
      await db
        .insertInto('payment_sessions')
        .values({
          ...session,
          status: 'pending',
          updated_at: session.created_at,
          order_id: null,
          card_last4: null,
          provider_reference: null,
          detail: null,
        })
        .execute();
    },

    /** A hosted payment (decision 0050): opened for an order already placed, which it belongs to from the start. */
    async createForOrder(
      trx: Transaction<Database>,
      session: NewPaymentSession & { order_id: number; detail: string },
    ): Promise<void> {
      await trx
        .insertInto('payment_sessions')
        .values({
          ...session,
          status: 'pending',
          updated_at: session.created_at,
          card_last4: null,
          provider_reference: null,
        })
        .execute();
    },

    /** The payment a provider names by its own payment id (Stripe's payment intent: refunds, disputes). */
    async findByProviderPayment(providerPaymentId: string): Promise<PaymentSessionRow | undefined> {
      return db
        .selectFrom('payment_sessions')
        .selectAll()
        .where('provider_payment_id', '=', providerPaymentId)
        .executeTakeFirst();
    },

    /** Hosted payments of these methods still pending that were opened before `before`: the reconciliation's. */
    async pendingHosted(methods: readonly string[], before: string, limit: number) {
      return db
        .selectFrom('payment_sessions')
        .selectAll()
        .where('method', 'in', [...methods])
        .where('status', '=', 'pending')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** True when the provider's event was handled already (decision 0050). */
    async eventSeen(id: string): Promise<boolean> {
      const row = await db.selectFrom('provider_events').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Keeps an event handled; false when another delivery of it was kept first. */
    async recordEvent(event: { id: string; provider: string; type: string; received_at: string }) {
      const row = await db
        .insertInto('provider_events')
        .values(event)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async find(id: string): Promise<PaymentSessionRow | undefined> {
      return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The pending session of a cart for this method and amount that has not expired: a repeated start reuses it. */
    async findOpen(cartToken: string, method: string, amount: number, currency: string, now: string) {
      return db
        .selectFrom('payment_sessions')
        .selectAll()
        .where('cart_token', '=', cartToken)
        .where('method', '=', method)
        .where('amount', '=', amount)
        .where('currency', '=', currency)
        .where('status', '=', 'pending')
        .where('order_id', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /** The session an order stands on, if it was paid through a provider. */
    async findByOrder(orderId: number): Promise<PaymentSessionRow | undefined> {
      return db.selectFrom('payment_sessions').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    /**
     * The payments of what edits raised (decision 0060): sessions of their own (`cart_token` `balance:<order id>`),
     * not the order's; those that took money (paid, or refunded since), in the order they were opened.
     */
    async findBalancePayments(orderId: number): Promise<PaymentSessionRow[]> {
      return db
        .selectFrom('payment_sessions')
        .selectAll()
        .where('cart_token', '=', `balance:${orderId}`)
        .where('status', 'in', ['paid', 'refunded'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Records what the provider said when the payment was opened or stepped on (reference, detail). */
    async describe(
      id: string,
      patch: {
        provider_reference?: string;
        provider_payment_id?: string | null;
        detail?: string;
        card_last4?: string;
        updated_at: string;
      },
    ) {
      await db.updateTable('payment_sessions').set(patch).where('id', '=', id).execute();
    },

    /**
     * Moves a session from one of `from` to `to`, once: a second answer for the same move (a repeated callback, a
     * double click on refund) changes nothing and answers false.
     */
    async transition(
      id: string,
      from: readonly PaymentStatus[],
      to: PaymentStatus,
      patch: {
        card_last4?: string;
        detail?: string;
        refunded_amount?: number;
        provider_payment_id?: string | null;
        updated_at: string;
      },
      executor: Transaction<Database> | Db = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('payment_sessions')
        .set({ ...patch, status: to })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A refund already asked for under this id (decision 0033): the same refund sent again. */
    async findRefund(sessionId: string, refundId: string) {
      return db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('refund_id', '=', refundId)
        .executeTakeFirst();
    },

    /**
     * Takes `amount` from what is left of a paid payment, in the caller's transaction: the refund's row (a second row
     * with the same refund id is a unique violation) and the session's refunded amount, moved only while the payment
     * is paid and the amount fits — two refunds at once can never pay back more than was paid. The session becomes
     * 'refunded' when nothing is left. False: it no longer fits.
     */
    async reserveRefund(
      trx: Transaction<Database>,
      refund: {
        session_id: string;
        refund_id: string;
        amount: number;
        staff_email: string;
        created_at: string;
      },
    ): Promise<boolean> {
      await trx.insertInto('payment_refunds').values(refund).execute();
      const result = await trx
        .updateTable('payment_sessions')
        .set({
          refunded_amount: sql<number>`refunded_amount + ${refund.amount}`,
          status: sql<PaymentStatus>`case when refunded_amount + ${refund.amount} >= amount then 'refunded' else status end`,
          updated_at: refund.created_at,
        })
        .where('id', '=', refund.session_id)
        .where('status', '=', 'paid')
        .where(sql<boolean>`refunded_amount + ${refund.amount} <= amount`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The provider said it refunded this part (migration 0057): it is no longer asked again under its id. */
    async markRefundAnswered(
      trx: Transaction<Database>,
      sessionId: string,
      refundId: string,
      at: string,
    ): Promise<void> {
      await trx
        .updateTable('payment_refunds')
        .set({ answered_at: at })
        .where('session_id', '=', sessionId)
        .where('refund_id', '=', refundId)
        .where('answered_at', 'is', null)
        .execute();
    },

    /** How many times the provider refused this payment's refund under this refund id (migration 0048). */
    async refusedCount(sessionId: string, refundId: string): Promise<number> {
      const row = await db
        .selectFrom('payment_refund_attempts')
        .select('refused')
        .where('session_id', '=', sessionId)
        .where('refund_id', '=', refundId)
        .executeTakeFirst();
      return row?.refused ?? 0;
    },

    /** The provider refused this attempt: the next one is a new attempt at the provider. */
    async countRefusal(sessionId: string, refundId: string): Promise<void> {
      await db
        .insertInto('payment_refund_attempts')
        .values({ session_id: sessionId, refund_id: refundId, refused: 1 })
        .onConflict((oc) =>
          oc
            .columns(['session_id', 'refund_id'])
            .doUpdateSet({ refused: sql<number>`payment_refund_attempts.refused + 1` }),
        )
        .execute();
    },

    /** Gives a reserved refund back when the provider refused it: the payment is as it was before. */
    async releaseRefund(sessionId: string, refundId: string, amount: number, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('payment_refunds')
          .where('session_id', '=', sessionId)
          .where('refund_id', '=', refundId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return;
        await trx
          .updateTable('payment_sessions')
          .set({
            refunded_amount: sql<number>`refunded_amount - ${amount}`,
            status: 'paid',
            updated_at: now,
          })
          .where('id', '=', sessionId)
          .execute();
      });
    },

    /**
     * Ties a paid or authorized session of this cart to an order inside the order's transaction; answers the
     * session's status, or null when it is not settled, not of this cart, amount and currency or already used.
     */
    async claim(
      trx: Transaction<Database>,
      id: string,
      claim: { orderId: number; cartToken: string; amount: number; currency: string },
    ): Promise<PaymentStatus | null> {
      const { orderId, cartToken, amount, currency } = claim;
      const row = await trx
        .updateTable('payment_sessions')
        .set({ order_id: orderId })
        .where('id', '=', id)
        .where('cart_token', '=', cartToken)
        .where('status', 'in', ['paid', 'authorized'])
        .where('amount', '=', amount)
        .where('currency', '=', currency)
        .where('order_id', 'is', null)
        .returning('status')
        .executeTakeFirst();
      return row?.status ?? null;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

export type { PaymentSessionTable };
