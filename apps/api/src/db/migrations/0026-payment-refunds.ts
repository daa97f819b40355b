import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Partial refunds (decision 0033): each refund of a payment is a row, named by the refund id its sender chose (the
 * back office makes one per refund it asks for), unique per payment, so the same refund sent twice — a double click,
 * a retried request — is found and moves no money a second time. Amount in öre incl. VAT; the payment session's
 * refunded_amount is their sum.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('session_id', 'text', (c) => c.notNull().references('payment_sessions.id'))
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_refunds_once', ['session_id', 'refund_id'])
    .execute();
}
