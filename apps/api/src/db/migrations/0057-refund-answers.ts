import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * `payment_refunds.answered_at` (decision 0060, addendum 5): a payment's part of a refund is reserved before its
 * provider is asked and marked answered once the provider has said it refunded. A part reserved by a process that
 * stopped before the answer is asked again under the same key by the next refund under its id (a retry, the edits'
 * work round) instead of being taken as made. Every part recorded before this migration was answered.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('payment_refunds').addColumn('answered_at', 'text').execute();
  await sql`update payment_refunds set answered_at = created_at`.execute(db);
}
