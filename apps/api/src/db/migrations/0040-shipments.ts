import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Shipments of some of an order's lines (decision 0055): each with its own carrier and tracking number and the
 * quantities of the lines it carries; an order line knows how much of it has shipped, so that a shipment moves a
 * line only while enough of it is left (two staff users shipping the same line at once ship it once).
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('qty_shipped', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('staff_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipments_order').on('shipments').column('order_id').execute();
  await db.schema
    .createTable('shipment_items')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipment_items_shipment').on('shipment_items').column('shipment_id').execute();
}
