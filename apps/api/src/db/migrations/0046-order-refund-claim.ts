import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * `orders.refund_claimed_at` (decision 0060, addendum): the moment an owner's refund of the order claimed it. A refund
 * from the order's payment panel, a cancellation's or an edit's is made by one request at a time: of two owners
 * pressing "Återbetala" at once one claims the order, the other is refused (409).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('refund_claimed_at', 'text').execute();
}
