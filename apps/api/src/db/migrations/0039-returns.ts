import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Returns under the right of withdrawal (decision 0054): a return of some of an order's lines, its way through the
 * back office (requested → approved | rejected → received → refunded), what was paid back (öre incl. VAT) and its
 * credit note; its lines, each with the shopper's reason and, once received, whether it went back to stock.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('returns')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    // The order's number and a running letter per order: "100000123-R1".
    .addColumn('return_number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    // 1 when the order's shipping is paid back with the return.
    .addColumn('refund_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    // 'provider' (through the payment's provider) | 'manual' (invoice, cash on delivery: paid back by hand)
    .addColumn('refund_method', 'text')
    .addColumn('credit_note_number', 'text', (c) => c.unique())
    // JSON of the credit note's lines and totals (öre), as mailed.
    .addColumn('credit_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('returns_order').on('returns').column('order_id').execute();
  await db.schema.createIndex('returns_status').on('returns').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('return_items')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // Set on receipt: 1 went back to stock, 0 did not; null until received.
    .addColumn('restocked', 'integer')
    .execute();
  await db.schema.createIndex('return_items_return').on('return_items').column('return_id').execute();
}
