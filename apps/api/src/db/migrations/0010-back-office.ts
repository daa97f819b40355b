import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * The back office (decision 0020): staff users and their sessions, the audit log of every change made through the
 * admin, an order's timeline, the shop settings an owner edits (shipping and payment methods), and the order columns
 * the fulfilment steps need. Also widens the catalogue version (0002) to the reference data the storefront caches,
 * so that an owner's edit of a brand, a tax rate or a setting shows at once on every process.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'integer', idColumn(dialect))
    // Trimmed and lower-cased, like a customer's.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'owner' | 'catalogue' | 'orders'
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'integer', idColumn(dialect))
    // SHA-256 of the cookie's random value: a leaked table opens no session.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(dialect))
    // Null for changes made outside a staff session (the admin:create command).
    .addColumn('staff_id', 'integer')
    // Kept as written, so the log still says who it was after the staff user is renamed or removed.
    .addColumn('staff_email', 'text', (c) => c.notNull())
    // 'product.update', 'order.status', 'review.approve', …
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    // JSON of the changed fields before and after; null where there was no before (a creation) or no after.
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // 'placed' | 'status' | 'mail' | 'note'
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('note', 'text')
    .addColumn('staff_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  // Fulfilment: the carrier and tracking number of a shipped order, the payment's own state beside the order's.
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_status', 'text').execute();
  await db.schema.alterTable('orders').addColumn('updated_at', 'text').execute();
  // Orders placed before the back office: unpaid ones were 'pending', which the fulfilment steps call 'new'.
  await sql`update orders set payment_status = case when payment_method = 'card' then 'paid' else 'pending' end,
    updated_at = created_at`.execute(db);
  await sql`update orders set status = 'new' where status = 'pending'`.execute(db);
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();

  await db.schema
    .createTable('shop_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // JSON, validated by the settings use case on the way in and out.
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Reference data the storefront keeps per process: a change moves the catalogue version, as product edits do.
  const bump = 'update search_version set version = version + 1 where id = 1';
  for (const table of [
    'brands',
    'tax_rates',
    'tax_rules',
    'tax_rule_classes',
    'tax_rule_rates',
    'customer_groups',
    'shop_settings',
  ]) {
    for (const event of ['insert', 'update', 'delete']) {
      const name = `${table}_search_${event}`;
      const statement =
        dialect === 'postgres'
          ? `create trigger ${name} after ${event} on ${table} for each statement execute function search_version_bump()`
          : `create trigger ${name} after ${event} on ${table} begin ${bump}; end`;
      await sql.raw(statement).execute(db);
    }
  }
}
