import { sql, type Transaction } from 'kysely';
import { column, containsText } from '../../db/contains-text.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { CustomerRow } from './customer-repository.ts';

export interface CustomerFilter {
  /** Part of the e-mail or the name. */
  search?: string | undefined;
  groupId?: number | undefined;
  limit: number;
  offset: number;
}

/** Customers as the back office lists and changes them. */
export function createCustomerAdminRepository(db: Db) {
  return {
    /** A page of customers, newest first. */
    async page(filter: CustomerFilter): Promise<{ rows: CustomerRow[]; total: number }> {
      let query = db.selectFrom('customers');
      const search = filter.search;
      if (search)
        query = query.where((eb) =>
          eb.or([
            containsText(column('email'), search),
            containsText(sql`firstname || ' ' || lastname`, search),
          ]),
        );
      if (filter.groupId !== undefined) query = query.where('group_id', '=', filter.groupId);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async findById(trx: Transaction<Database>, id: number): Promise<CustomerRow | undefined> {
      return trx.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Moves a customer to another group; their next request is priced for it (authenticate reads the row). */
    async setGroup(
      trx: Transaction<Database>,
      id: number,
      groupId: number,
      now: string,
    ): Promise<CustomerRow> {
      return trx
        .updateTable('customers')
        .set({ group_id: groupId, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type CustomerAdminRepository = ReturnType<typeof createCustomerAdminRepository>;
