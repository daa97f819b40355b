import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Signed webhooks (decision 0052): the endpoints an owner registers, and an outbox of deliveries — one row per event
 * and endpoint, written in the transaction of the change, sent by a worker in the order of the events of each object.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('url', 'text', (c) => c.notNull())
    // A JSON array of event names.
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    // `whsec_` + base64 of 32 random bytes; answered once, when the endpoint is created.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    // The event's id (the `webhook-id` header): the same for every attempt of it.
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    // `order:42`, `product:7`: a later event of the same object waits for the earlier one.
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // pending → delivered | failed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO 8601 UTC instants (compared as text).
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // After this instant a failed attempt is not retried: the delivery is marked failed (24 h after it was raised).
    .addColumn('give_up_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('response_code', 'integer')
    // The first bytes of the answer, or why there was none.
    .addColumn('response_excerpt', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_object')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'object_key', 'status'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
}
