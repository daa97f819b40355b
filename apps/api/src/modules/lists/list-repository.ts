import { LISTED_STATUSES, LISTED_VISIBILITIES } from '@hemma/commerce';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CustomerListItemTable } from '../../db/schema.ts';

export type ListName = CustomerListItemTable['list'];

export interface ListItemRow {
  sku: string;
  added_at: string;
}

/** Migration 0008: a customer's wishlist and compare list. Every call is scoped to one customer id. */
export function createListRepository(db: Db) {
  return {
    /** The list, newest first (items added together keep the order they were given in). */
    async items(customerId: number, list: ListName): Promise<ListItemRow[]> {
      return db
        .selectFrom('customer_list_items')
        .select(['sku', 'added_at'])
        .where('customer_id', '=', customerId)
        .where('list', '=', list)
        .orderBy('added_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Adds the skus that are not on the list yet, unless the list would then hold more than `limit`: then nothing
     * is written and the answer says how many it holds. The customer's row is locked first, so two concurrent
     * merges of one customer run one after the other and cannot together pass the limit.
     * `skus` come newest first and are distinct.
     */
    async add(
      customerId: number,
      list: ListName,
      skus: readonly string[],
      limit: number,
      now: string,
    ): Promise<{ added: boolean; count: number; fresh: number }> {
      return db.transaction().execute(async (trx) => {
        // A write that changes nothing, portable to both databases: it takes the row lock (PostgreSQL) or the
        // write lock (SQLite) until the transaction ends.
        await sql`update customers set updated_at = updated_at where id = ${customerId}`.execute(trx);
        const present = new Set(
          (
            await trx
              .selectFrom('customer_list_items')
              .select('sku')
              .where('customer_id', '=', customerId)
              .where('list', '=', list)
              .execute()
          ).map((row) => row.sku),
        );
        const fresh = skus.filter((sku) => !present.has(sku));
        if (present.size + fresh.length > limit)
          return { added: false, count: present.size, fresh: fresh.length };
        if (fresh.length > 0) {
          // Oldest first, so that the ids of one merge keep the order given (the list reads newest first).
          await trx
            .insertInto('customer_list_items')
            .values(fresh.toReversed().map((sku) => ({ customer_id: customerId, list, sku, added_at: now })))
            .onConflict((oc) => oc.columns(['customer_id', 'list', 'sku']).doNothing())
            .execute();
        }
        return { added: true, count: present.size + fresh.length, fresh: fresh.length };
      });
    },

    async remove(customerId: number, list: ListName, sku: string): Promise<void> {
      await db
        .deleteFrom('customer_list_items')
        .where('customer_id', '=', customerId)
        .where('list', '=', list)
        .where('sku', '=', sku)
        .execute();
    },

    /** Of `skus`, those that name a product the shop lists (SPEC §4: status 0/1, visibility 2/3/4). */
    async listableSkus(skus: readonly string[]): Promise<Set<string>> {
      if (skus.length === 0) return new Set();
      const rows = await db
        .selectFrom('products')
        .select('sku')
        .where('sku', 'in', [...skus])
        .where('status', 'in', [...LISTED_STATUSES])
        .where('visibility', 'in', [...LISTED_VISIBILITIES])
        .execute();
      return new Set(rows.map((row) => row.sku));
    },
  };
}

export type ListRepository = ReturnType<typeof createListRepository>;
