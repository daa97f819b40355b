import type { Db } from '../../db/database.ts';

/** The catalogue export's reading: which products stand on their own (variants travel with their product). */
export function createCatalogueExportRepository(db: Db) {
  return {
    /** Ids of the products that are no configurable product's variant, by id. */
    async topLevelIds(): Promise<number[]> {
      const rows = await db
        .selectFrom('products as p')
        .select('p.id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_relations as r').select('r.child_id').whereRef('r.child_id', '=', 'p.id'),
            ),
          ),
        )
        .orderBy('p.id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
