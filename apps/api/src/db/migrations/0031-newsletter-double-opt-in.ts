import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Newsletter double opt-in (decision 0014, addendum 2026-12): a sign-up waits as 'pending' until the mailbox opens the
 * link mailed to it; only then is it subscribed and its sign-up coupon mailed. Rows from before stay as they are
 * ('subscribed' without `confirmed_at`: they signed up before confirmation existed).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  const columns = [
    // SHA-256 of the confirmation link's token: a copy of the table cannot confirm anybody.
    'confirm_token_hash',
    // When that link stops working (ISO 8601 UTC, compared as text).
    'confirm_expires_at',
    // When the last confirmation mail was queued: signing an address up again mails it at most once per interval.
    'confirm_sent_at',
    // When the mailbox confirmed; null for 'pending' rows and for rows from before double opt-in.
    'confirmed_at',
    // The store view it signed up in: the language of its mails and the prefix of their links.
    'store_code',
  ];
  for (const column of columns)
    await db.schema.alterTable('newsletter_subscribers').addColumn(column, 'text').execute();
  await db.schema
    .createIndex('newsletter_subscribers_confirm_token')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .execute();
  // Unconfirmed sign-ups are forgotten once their link has expired (the purge looks them up by this).
  await db.schema
    .createIndex('newsletter_subscribers_pending')
    .on('newsletter_subscribers')
    .columns(['status', 'confirm_expires_at'])
    .execute();
}
