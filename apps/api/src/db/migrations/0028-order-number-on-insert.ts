import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * The order number (increment_id = 100000000 + id) is set by the database as the order row is written, instead of by
 * a second statement after the insert: on PostgreSQL every statement of the order's transaction is a round trip that
 * waits for the event loop, and this one held the transaction open for nothing (issue 17, decision 0039). The insert
 * still writes a unique placeholder (`pending-<client order id>`), which the trigger replaces; the base must match
 * `INCREMENT_BASE` in modules/order/order-repository.ts.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect === 'postgres') {
    // A BEFORE trigger sees the identity value already assigned, and RETURNING answers the row as it set it.
    await sql`
      create function orders_number_on_insert() returns trigger language plpgsql as $$
      begin
        if new.increment_id like 'pending-%' then
          new.increment_id := (new.id + 100000000)::text;
        end if;
        return new;
      end
      $$`.execute(db);
    await sql`
      create trigger orders_number_on_insert before insert on orders
      for each row execute function orders_number_on_insert()`.execute(db);
  } else {
    // SQLite's triggers cannot change the row being inserted; one AFTER INSERT updates it in the same statement.
    await sql`
      create trigger orders_number_on_insert after insert on orders
      for each row when new.increment_id like 'pending-%'
      begin
        update orders set increment_id = cast(new.id + 100000000 as text) where id = new.id;
      end`.execute(db);
  }
}
