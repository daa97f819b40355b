import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AttributeOptionTable, AttributeTable } from '../../db/schema.ts';
import type { AttributeOptionRow, AttributeRow } from './attribute-repository.ts';

export type NewAttributeRow = Omit<Insertable<AttributeTable>, 'id'>;
export type AttributeUpdate = Updateable<Omit<AttributeTable, 'id' | 'attribute_code' | 'frontend_input'>>;
export type NewAttributeOptionRow = Omit<Insertable<AttributeOptionTable>, 'id' | 'attribute_id'>;
export type AttributeOptionUpdate = Updateable<Omit<AttributeOptionTable, 'id' | 'attribute_id'>>;

/** Writes of attributes and their options; `db` may be a transaction. Both tables move the catalogue version. */
export function createAttributeWriter(db: Db) {
  return {
    async findById(id: number): Promise<AttributeRow | undefined> {
      return db.selectFrom('attributes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByCode(code: string): Promise<AttributeRow | undefined> {
      return db.selectFrom('attributes').selectAll().where('attribute_code', '=', code).executeTakeFirst();
    },

    async options(attributeId: number): Promise<AttributeOptionRow[]> {
      return db
        .selectFrom('attribute_options')
        .selectAll()
        .where('attribute_id', '=', attributeId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    async nextPosition(): Promise<number> {
      const row = await db
        .selectFrom('attributes')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      return row?.position === null || row?.position === undefined ? 0 : Number(row.position) + 1;
    },

    async insert(row: NewAttributeRow): Promise<number> {
      const { id } = await db.insertInto('attributes').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, columns: AttributeUpdate): Promise<void> {
      if (Object.keys(columns).length > 0)
        await db.updateTable('attributes').set(columns).where('id', '=', id).execute();
    },

    async insertOption(attributeId: number, row: NewAttributeOptionRow): Promise<number> {
      const { id } = await db
        .insertInto('attribute_options')
        .values({ ...row, attribute_id: attributeId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateOption(id: number, columns: AttributeOptionUpdate): Promise<void> {
      if (Object.keys(columns).length > 0)
        await db.updateTable('attribute_options').set(columns).where('id', '=', id).execute();
    },

    /** Numbers the options 0, 1, 2 … in the given order. */
    async renumberOptions(orderedIds: readonly number[]): Promise<void> {
      for (const [sortOrder, id] of orderedIds.entries())
        await db
          .updateTable('attribute_options')
          .set({ sort_order: sortOrder })
          .where('id', '=', id)
          .where('sort_order', '<>', sortOrder)
          .execute();
    },

    /** How many products hold a value of the attribute (or of one option), and how many vary by it. */
    async usage(attributeId: number, optionId?: number): Promise<{ products: number; axes: number }> {
      let values = db
        .selectFrom('product_attributes')
        .select((eb) => eb.fn.count<number>('product_id').distinct().as('n'))
        .where('attribute_id', '=', attributeId);
      if (optionId !== undefined) values = values.where('option_id', '=', optionId);
      const [products, axes] = await Promise.all([
        values.executeTakeFirstOrThrow(),
        optionId !== undefined
          ? { n: 0 }
          : db
              .selectFrom('product_configurable_options')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('attribute_id', '=', attributeId)
              .executeTakeFirstOrThrow(),
      ]);
      return { products: Number(products.n), axes: Number(axes.n) };
    },

    async deleteOption(id: number): Promise<void> {
      await db.deleteFrom('attribute_options').where('id', '=', id).execute();
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('attribute_options').where('attribute_id', '=', id).execute();
      await db.deleteFrom('attributes').where('id', '=', id).execute();
    },
  };
}

export type AttributeWriter = ReturnType<typeof createAttributeWriter>;
