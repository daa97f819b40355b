import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BrandTable } from '../../db/schema.ts';
import type { BrandRow } from './brand-repository.ts';

export type NewBrandRow = Omit<Insertable<BrandTable>, 'id'>;
export type BrandUpdate = Updateable<Omit<BrandTable, 'id'>>;

/** Writes of brands; `db` may be a transaction. The brands' triggers move the catalogue version (migration 0010). */
export function createBrandWriter(db: Db) {
  return {
    async findById(id: number): Promise<BrandRow | undefined> {
      return db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findBySlug(slug: string): Promise<BrandRow | undefined> {
      return db.selectFrom('brands').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async countProducts(id: number): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('brand_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(row: NewBrandRow): Promise<number> {
      const { id } = await db.insertInto('brands').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, columns: BrandUpdate): Promise<void> {
      if (Object.keys(columns).length > 0)
        await db.updateTable('brands').set(columns).where('id', '=', id).execute();
    },

    /** Deletes a brand and its translated descriptions (an id used again later starts without them). */
    async delete(id: number): Promise<void> {
      await db
        .deleteFrom('store_view_texts')
        .where('entity', '=', 'brand')
        .where('entity_id', '=', id)
        .execute();
      await db.deleteFrom('brands').where('id', '=', id).execute();
    },
  };
}

export type BrandWriter = ReturnType<typeof createBrandWriter>;
