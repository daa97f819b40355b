import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewsletterSubscriberTable } from '../../db/tables/engagement.ts';
import type { Database } from '../../db/schema.ts';

export type NewsletterSubscriberRow = Selectable<NewsletterSubscriberTable>;

/** A confirmation link to record: the hash of its token, when it expires, the store view it was asked in. */
export interface ConfirmationRequest {
  email: string;
  tokenHash: string;
  expiresAt: string;
  storeCode: string;
  now: string;
  /** A confirmation mail queued after this instant blocks another one (the per-mailbox interval). */
  resendBefore: string;
}

/** Newsletter subscriptions. Every write is one conditional statement, so concurrent requests cannot double up. */
export function createNewsletterRepository(db: Db) {
  return {
    async find(email: string): Promise<NewsletterSubscriberRow | undefined> {
      return db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
    },

    async findById(id: number): Promise<NewsletterSubscriberRow | undefined> {
      return db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByTokenHash(tokenHash: string): Promise<NewsletterSubscriberRow | undefined> {
      return db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('confirm_token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Makes the address wait for confirmation with a new link, and says whether a confirmation mail is due: true for
     * a new or unsubscribed address, or a pending one whose last confirmation mail is older than the interval; false
     * (nothing written) for a subscribed address or a pending one mailed a moment ago. A concurrent first sign-up of the same address
     * waits on the unique e-mail and then finds the fresh row: one mail.
     */
    async requestConfirmation(trx: Transaction<Database>, request: ConfirmationRequest): Promise<boolean> {
      const link = {
        status: 'pending' as const,
        confirm_token_hash: request.tokenHash,
        confirm_expires_at: request.expiresAt,
        confirm_sent_at: request.now,
        store_code: request.storeCode,
      };
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({
          ...link,
          email: request.email,
          coupon_code: null,
          subscribed_at: null,
          unsubscribed_at: null,
          confirmed_at: null,
          created_at: request.now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return true;
      const updated = await trx
        .updateTable('newsletter_subscribers')
        .set(link)
        .where('email', '=', request.email)
        .where('status', '!=', 'subscribed')
        // Only a pending row waits out the interval: an unsubscribed one took its owner's link or session to get there.
        .where((eb) =>
          eb.or([
            eb('status', '=', 'unsubscribed'),
            eb('confirm_sent_at', 'is', null),
            eb('confirm_sent_at', '<=', request.resendBefore),
          ]),
        )
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /**
     * Confirms the pending subscription whose link carries this token, if it has not expired: the row as it is now,
     * or undefined when no pending row has the token (used, replaced, expired or never issued).
     */
    async claimConfirmation(
      trx: Transaction<Database>,
      tokenHash: string,
      now: string,
    ): Promise<NewsletterSubscriberRow | undefined> {
      return trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'subscribed', confirmed_at: now, subscribed_at: now, unsubscribed_at: null })
        .where('confirm_token_hash', '=', tokenHash)
        .where('status', '=', 'pending')
        .where('confirm_expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
    },

    /** Records the sign-up coupon of a mailbox that has none; false when it has one already (nothing written). */
    async setCouponOnce(trx: Transaction<Database>, id: number, couponCode: string): Promise<boolean> {
      const result = await trx
        .updateTable('newsletter_subscribers')
        .set({ coupon_code: couponCode })
        .where('id', '=', id)
        .where('coupon_code', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Ends a subscription or a pending sign-up; its confirmation link stops working too. */
    async unsubscribe(email: string, now: string): Promise<void> {
      await db
        .updateTable('newsletter_subscribers')
        .set({ status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null })
        .where('email', '=', email)
        .where('status', '!=', 'unsubscribed')
        .execute();
    },

    /**
     * Forgets sign-ups that were never confirmed once their link has expired: nobody agreed to be on the list, so the
     * shop keeps no address of theirs. Rows that ever confirmed or got a coupon stay (one coupon per mailbox, ever).
     */
    async purgeUnconfirmed(now: string): Promise<void> {
      await db
        .deleteFrom('newsletter_subscribers')
        .where('status', '=', 'pending')
        .where('confirm_expires_at', '<=', now)
        .where('confirmed_at', 'is', null)
        .where('coupon_code', 'is', null)
        .execute();
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

export type { NewsletterSubscriberTable };
