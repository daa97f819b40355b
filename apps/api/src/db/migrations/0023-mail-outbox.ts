import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * The mail outbox (decision 0031): a mail the shop must send (order confirmation, shipping and cancellation notices)
 * is written here in the same transaction as the change it reports, and sent afterwards by the outbox worker of any
 * process, with retries and backoff. The row is the truth: a mail server that is down, a process that dies between
 * commit and send, or a restart loses nothing.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', idColumn(dialect))
    // order_confirmation | order_shipped | order_cancelled
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // pending → sent | failed (after the last attempt)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO 8601 UTC instants (compared as text).
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // A worker that claimed the row owns it until then; a worker that died lets it go when the lease ends.
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').column('order_id').execute();
}
