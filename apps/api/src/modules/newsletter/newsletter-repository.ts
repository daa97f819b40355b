import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewsletterSubscriberTable } from '../../db/tables/engagement.ts';
import type { Database } from '../../db/schema.ts';

export type NewsletterSubscriberRow = Selectable<NewsletterSubscriberTable>;

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

    /**
     * Records a mailbox's first subscription; false when it already has a row (an earlier sign-up, or a concurrent
     * request that got there first), in which case nothing was written.
     */
    async insertFirstIn(
      trx: Transaction<Database>,
      email: string,
      couponCode: string | null,
      now: string,
    ): Promise<boolean> {
      const row = await trx
        .insertInto('newsletter_subscribers')
        .values({
          email,
          status: 'subscribed',
          coupon_code: couponCode,
          subscribed_at: now,
          unsubscribed_at: null,
          created_at: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Moves a mailbox to `status`; false when it was there already (or has no row). */
    async setStatus(email: string, status: NewsletterSubscriberRow['status'], now: string): Promise<boolean> {
      const result = await db
        .updateTable('newsletter_subscribers')
        .set(
          status === 'subscribed'
            ? { status, subscribed_at: now, unsubscribed_at: null }
            : { status, unsubscribed_at: now },
        )
        .where('email', '=', email)
        .where('status', '!=', status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

export type { NewsletterSubscriberTable };
