import type { Db } from '../../db/database.ts';

/** A claim older than this was left by a process that stopped: another refund may take it over. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

/**
 * One refund of an order at a time (decision 0060, addendum; migration 0046): a refund claims the order by a
 * conditional update before it reserves anything or asks a provider, and gives the claim back when it is done.
 */
export const orderRefundClaims = {
  /** Claims the order's refunds for this request: false when another request holds a fresh claim. */
  async claim(db: Db, orderId: number, at: string): Promise<boolean> {
    const stale = new Date(new Date(at).getTime() - STALE_CLAIM_MS).toISOString();
    const result = await db
      .updateTable('orders')
      .set({ refund_claimed_at: at })
      .where('id', '=', orderId)
      .where((eb) => eb.or([eb('refund_claimed_at', 'is', null), eb('refund_claimed_at', '<', stale)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Gives this request's claim back (a claim taken over meanwhile is left alone). */
  async release(db: Db, orderId: number, at: string): Promise<void> {
    await db
      .updateTable('orders')
      .set({ refund_claimed_at: null })
      .where('id', '=', orderId)
      .where('refund_claimed_at', '=', at)
      .execute();
  },
};
