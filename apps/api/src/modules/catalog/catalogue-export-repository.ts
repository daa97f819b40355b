import type { Db } from '../../db/database.ts';
import type { ProductTable } from '../../db/schema.ts';

type ProductType = ProductTable['type_id'];

/** A product that stands on its own, with how many variants travel with it. */
export interface TopLevelProduct {
  id: number;
  variants: number;
}

/** The catalogue export's reading: which products stand on their own (variants travel with their product). */
export function createCatalogueExportRepository(db: Db) {
  return {
    /**
     * The next `limit` products after id `after` (keyset, by id) that are no configurable product's variant, of the
     * type `type` — or, with `type` an array, of any type not in it.
     */
    async topLevelPage(options: {
      type: ProductType | readonly ProductType[];
      after: number;
      limit: number;
    }): Promise<TopLevelProduct[]> {
      const { type, after, limit } = options;
      const rows = await db
        .selectFrom('products as p')
        .select('p.id')
        .select((eb) =>
          eb
            .selectFrom('product_relations as v')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('v.parent_id', '=', 'p.id')
            .as('variants'),
        )
        .where('p.id', '>', after)
        .where((eb) =>
          typeof type === 'string' ? eb('p.type_id', '=', type) : eb('p.type_id', 'not in', [...type]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_relations as r').select('r.child_id').whereRef('r.child_id', '=', 'p.id'),
            ),
          ),
        )
        .orderBy('p.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, variants: Number(r.variants ?? 0) }));
    },

    /** The attributes any product has a value of (the CSV's attribute columns), by id. */
    async usedAttributeIds(): Promise<number[]> {
      const rows = await db
        .selectFrom('product_attributes')
        .select('attribute_id')
        .distinct()
        .orderBy('attribute_id')
        .execute();
      return rows.map((r) => r.attribute_id);
    },
  };
}
