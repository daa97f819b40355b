import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, ReturnItemTable, ReturnTable } from '../../db/schema.ts';

export type ReturnRow = Selectable<ReturnTable>;
export type ReturnItemRow = Selectable<ReturnItemTable>;
type Reader = Db | Transaction<Database>;

/** The returns of orders and their lines (migration 0039, decision 0054). */
export function createReturnRepository(db: Db) {
  return {
    async find(id: number, trx: Reader = db): Promise<ReturnRow | undefined> {
      return trx.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async ofOrder(orderId: number, trx: Reader = db): Promise<ReturnRow[]> {
      return trx.selectFrom('returns').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async items(returnIds: readonly number[], trx: Reader = db): Promise<ReturnItemRow[]> {
      if (returnIds.length === 0) return [];
      return trx
        .selectFrom('return_items')
        .selectAll()
        .where('return_id', 'in', [...returnIds])
        .orderBy('id')
        .execute();
    },

    /**
     * Takes the order's row for the rest of the transaction (PostgreSQL: its row lock; SQLite: the write lock), so
     * that two requests returning lines of one order count what is left one after the other.
     */
    async lockOrder(trx: Transaction<Database>, orderId: number): Promise<void> {
      await trx
        .updateTable('orders')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', orderId)
        .execute();
    },

    /** Per order line, how many are in the order's returns that were not rejected. */
    async returnedQty(orderId: number, trx: Reader = db): Promise<Map<number, number>> {
      const rows = await trx
        .selectFrom('return_items')
        .innerJoin('returns', 'returns.id', 'return_items.return_id')
        .select([
          'return_items.order_item_id',
          (eb) => eb.fn.sum<number | string>('return_items.qty').as('qty'),
        ])
        .where('returns.order_id', '=', orderId)
        .where('returns.status', '!=', 'rejected')
        .groupBy('return_items.order_item_id')
        .execute();
      return new Map(rows.map((r) => [r.order_item_id, Number(r.qty)]));
    },

    async create(
      trx: Transaction<Database>,
      row: Insertable<ReturnTable>,
      lines: Omit<Insertable<ReturnItemTable>, 'return_id'>[],
    ): Promise<number> {
      const { id } = await trx.insertInto('returns').values(row).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('return_items')
        .values(lines.map((line) => ({ ...line, return_id: Number(id) })))
        .execute();
      return Number(id);
    },

    /** Moves a return from `from` to `to` only while it is still in `from`: false when another request moved it. */
    async transition(
      trx: Reader,
      id: number,
      from: string,
      set: Updateable<ReturnTable> & { status: string; updated_at: string },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('returns')
        .set(set)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markRestocked(trx: Transaction<Database>, returnId: number, restockedIds: readonly number[]) {
      await trx.updateTable('return_items').set({ restocked: 0 }).where('return_id', '=', returnId).execute();
      if (restockedIds.length > 0)
        await trx
          .updateTable('return_items')
          .set({ restocked: 1 })
          .where('return_id', '=', returnId)
          .where('id', 'in', [...restockedIds])
          .execute();
    },

    /** The queue of the back office, newest first; `status` filters. */
    async queue(status: string | undefined, limit: number): Promise<ReturnRow[]> {
      let query = db.selectFrom('returns').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (status) query = query.where('status', '=', status);
      return query.limit(limit).execute();
    },

    async countByStatus(status: string): Promise<number> {
      const row = await db
        .selectFrom('returns')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
