import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * `order_edit_refunds` (decision 0060, addendum 4): the refund an edit lowering a paid order owes, written in the
 * edit's transaction as `due` with the change mail's content, and moved once to `refunded`, `refused` or `unanswered`
 * together with that mail when the provider has answered. A row left `due` by a process that stopped is finished by a
 * work round under the same refund id; a refused or unanswered one is what the back office's banner shows until the
 * amount is refunded or the owner marks it handled (`handled_at`).
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('order_edit_refunds')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('refund_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('due'))
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('mail', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('handled_at', 'text')
    .addColumn('handled_by', 'text')
    .execute();
  await db.schema
    .createIndex('order_edit_refunds_order')
    .on('order_edit_refunds')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('order_edit_refunds_state')
    .on('order_edit_refunds')
    .columns(['state', 'created_at'])
    .execute();
}
