import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PRICE_COLUMNS, type ProductPriceRow, type ProductPriceUpdate } from './pricing-repository.ts';

/** Products per statement: 8 bound values a row in the update, far below both databases' limits. */
const BATCH = 1000;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}

/**
 * Price writes of many products at once (the bulk price call, decision 0051); `db` is the call's transaction. Reads,
 * locks and updates 1 000 products per statement; the history rows go through the pricing repository's insertHistory.
 */
export function createBulkPriceWriter(db: Db) {
  return {
    /**
     * The price columns of these products, locked against concurrent price changes first (the no-op update takes the
     * rows' locks on PostgreSQL; SQLite runs one writer at a time), as a single change does (lockProduct).
     */
    async lockAndRead(productIds: readonly number[]): Promise<ProductPriceRow[]> {
      const rows: ProductPriceRow[] = [];
      for (const ids of batches(productIds)) {
        await db
          .updateTable('products')
          .set((eb) => ({ price: eb.ref('price') }))
          .where('id', 'in', ids)
          .execute();
        rows.push(
          ...(await db.selectFrom('products').select(PRICE_COLUMNS).where('id', 'in', ids).execute()),
        );
      }
      return rows;
    },

    /** The latest recorded final price of each product that has a history. */
    async latestFinalPrices(
      productIds: readonly number[],
    ): Promise<Map<number, { final_price: number; final_price_eur: number | null }>> {
      const latest = new Map<number, { final_price: number; final_price_eur: number | null }>();
      for (const ids of batches(productIds)) {
        const rows = await db
          .selectFrom('price_history as h')
          .select(['h.product_id', 'h.final_price', 'h.final_price_eur'])
          .where('h.product_id', 'in', ids)
          .where((eb) =>
            eb(
              'h.id',
              '=',
              eb
                .selectFrom('price_history as l')
                .select('l.id')
                .whereRef('l.product_id', '=', 'h.product_id')
                .orderBy('l.recorded_at', 'desc')
                .orderBy('l.id', 'desc')
                .limit(1),
            ),
          )
          .execute();
        for (const row of rows)
          latest.set(row.product_id, { final_price: row.final_price, final_price_eur: row.final_price_eur });
      }
      return latest;
    },

    /** Sets the price columns and `updated_at` of each product. */
    async setPrices(rows: readonly (ProductPriceUpdate & { id: number })[]): Promise<void> {
      for (const part of batches(rows)) {
        const values = sql.join(
          part.map(
            (row) =>
              sql`(cast(${row.id} as integer), cast(${row.price} as integer), cast(${row.special_price} as integer),
                cast(${row.special_from_date} as text), cast(${row.special_to_date} as text), cast(${row.updated_at} as text),
                cast(${row.price_eur} as integer), cast(${row.special_price_eur} as integer))`,
          ),
        );
        await sql`update products set price = v.column2, special_price = v.column3, special_from_date = v.column4,
            special_to_date = v.column5, updated_at = v.column6, price_eur = v.column7, special_price_eur = v.column8
          from (values ${values}) as v
          where products.id = v.column1`.execute(db);
      }
    },
  };
}
