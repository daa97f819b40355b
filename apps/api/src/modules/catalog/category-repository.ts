import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CategoryTable } from '../../db/schema.ts';

export type CategoryRow = Selectable<CategoryTable>;

/** Categories: the tree under the root category. */
export function createCategoryRepository(db: Db) {
  return {
    /** Every active category, ordered by level and position (SPEC §9: size 4000, position asc, active only). */
    async listActive(limit: number): Promise<CategoryRow[]> {
      return db
        .selectFrom('categories')
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy('level')
        .orderBy('position')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Every category, the root and inactive ones included, in tree order (the back office's tree). */
    async listAll(): Promise<CategoryRow[]> {
      return db
        .selectFrom('categories')
        .selectAll()
        .orderBy('level')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Products of any status and visibility assigned directly to each category. */
    async countAssignedProducts(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('product_categories')
        .select(['category_id', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('category_id')
        .execute();
      return new Map(rows.map((r) => [r.category_id, Number(r.count)]));
    },

    /** Number of listable products assigned directly to each category. */
    async countListableProducts(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('product_categories as pc')
        .innerJoin('products as p', 'p.id', 'pc.product_id')
        .select(['pc.category_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('p.status', 'in', [0, 1])
        .where('p.visibility', 'in', [2, 3, 4])
        .groupBy('pc.category_id')
        .execute();
      return new Map(rows.map((r) => [r.category_id, Number(r.count)]));
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
