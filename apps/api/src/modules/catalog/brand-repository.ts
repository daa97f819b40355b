import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BrandTable } from '../../db/schema.ts';

export type BrandRow = Selectable<BrandTable>;

export function createBrandRepository(db: Db) {
  return {
    async listAll(): Promise<BrandRow[]> {
      return db.selectFrom('brands').selectAll().orderBy('name').execute();
    },

    /** Products of any status per brand. */
    async countProducts(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('products')
        .select(['brand_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('brand_id', 'is not', null)
        .groupBy('brand_id')
        .execute();
      return new Map(rows.map((r) => [r.brand_id!, Number(r.count)]));
    },
  };
}

export type BrandRepository = ReturnType<typeof createBrandRepository>;
