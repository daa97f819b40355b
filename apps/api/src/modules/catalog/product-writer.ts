import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProductLinkTable, ProductTable } from '../../db/schema.ts';
import type { ProductRow } from './product-repository.ts';

export type NewProductRow = Omit<Insertable<ProductTable>, 'id'>;
export type ProductUpdate = Updateable<Omit<ProductTable, 'id'>>;

/** An attribute value as stored: an option, a number or a text. */
export interface AttributeValueRow {
  attribute_id: number;
  option_id: number | null;
  value_text: string | null;
  value_number: number | null;
}

export interface ConfigurableAxisRow {
  attribute_id: number;
  label: string;
  position: number;
}

export type ProductLinkValues = Omit<Insertable<ProductLinkTable>, 'id' | 'product_id'>;

/**
 * Writes of product rows and the catalogue's parts of a product (categories, attribute values, variants, axes,
 * links). `db` may be a transaction: the back office writes a whole product in one (decision 0021).
 */
export function createProductWriter(db: Db) {
  return {
    async insert(row: NewProductRow): Promise<number> {
      const { id } = await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, columns: ProductUpdate): Promise<void> {
      if (Object.keys(columns).length === 0) return;
      await db.updateTable('products').set(columns).where('id', '=', id).execute();
    },

    /**
     * The row, locked against concurrent edits until the transaction ends: the no-op update takes the row lock on
     * PostgreSQL (SQLite runs one writer at a time anyway) before the row is read. It sets a column the catalogue
     * version's trigger does not watch, so taking the lock moves no version (a save that changes nothing stays free).
     */
    async lock(id: number): Promise<ProductRow | undefined> {
      await db
        .updateTable('products')
        .set((eb) => ({ type_id: eb.ref('type_id') }))
        .where('id', '=', id)
        .execute();
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Replaces the product's categories; kept ones keep their place in the category, new ones go last. */
    async setCategories(productId: number, categoryIds: readonly number[]): Promise<void> {
      const wanted = [...new Set(categoryIds)];
      let removal = db.deleteFrom('product_categories').where('product_id', '=', productId);
      if (wanted.length > 0) removal = removal.where('category_id', 'not in', wanted);
      await removal.execute();
      const kept = new Set(
        (
          await db
            .selectFrom('product_categories')
            .select('category_id')
            .where('product_id', '=', productId)
            .execute()
        ).map((r) => r.category_id),
      );
      for (const categoryId of wanted.filter((c) => !kept.has(c))) {
        const last = await db
          .selectFrom('product_categories')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('category_id', '=', categoryId)
          .executeTakeFirst();
        const position =
          last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
        await db
          .insertInto('product_categories')
          .values({ product_id: productId, category_id: categoryId, position })
          .execute();
      }
    },

    async setAttributes(productId: number, values: readonly AttributeValueRow[]): Promise<void> {
      await db.deleteFrom('product_attributes').where('product_id', '=', productId).execute();
      if (values.length > 0)
        await db
          .insertInto('product_attributes')
          .values(values.map((v) => ({ ...v, product_id: productId })))
          .execute();
    },

    /** The attributes a configurable product varies by, in order. */
    async setConfigurableAxes(productId: number, axes: readonly ConfigurableAxisRow[]): Promise<void> {
      await db.deleteFrom('product_configurable_options').where('product_id', '=', productId).execute();
      if (axes.length > 0)
        await db
          .insertInto('product_configurable_options')
          .values(axes.map((a) => ({ ...a, product_id: productId })))
          .execute();
    },

    /** A configurable product's variants, in order. */
    async setVariants(parentId: number, childIds: readonly number[]): Promise<void> {
      await db.deleteFrom('product_relations').where('parent_id', '=', parentId).execute();
      if (childIds.length > 0)
        await db
          .insertInto('product_relations')
          .values(childIds.map((childId, position) => ({ parent_id: parentId, child_id: childId, position })))
          .execute();
    },

    async setLinks(productId: number, links: readonly ProductLinkValues[]): Promise<void> {
      await db.deleteFrom('product_links').where('product_id', '=', productId).execute();
      if (links.length > 0)
        await db
          .insertInto('product_links')
          .values(links.map((l) => ({ ...l, product_id: productId })))
          .execute();
    },

    /**
     * Deletes product rows with the catalogue's parts of them (its own links, variants' relations, options). The
     * caller has made sure no other product points at them and removed the parts other modules own.
     */
    async delete(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const list = [...ids];
      const options = db.selectFrom('custom_options').select('id').where('product_id', 'in', list);
      await db.deleteFrom('custom_option_values').where('option_id', 'in', options).execute();
      await db.deleteFrom('custom_options').where('product_id', 'in', list).execute();
      const bundleOptions = db.selectFrom('bundle_options').select('id').where('product_id', 'in', list);
      await db.deleteFrom('bundle_selections').where('option_id', 'in', bundleOptions).execute();
      await db.deleteFrom('bundle_options').where('product_id', 'in', list).execute();
      await db.deleteFrom('product_links').where('product_id', 'in', list).execute();
      await db
        .deleteFrom('product_relations')
        .where((eb) => eb.or([eb('parent_id', 'in', list), eb('child_id', 'in', list)]))
        .execute();
      await db.deleteFrom('product_configurable_options').where('product_id', 'in', list).execute();
      await db.deleteFrom('product_attributes').where('product_id', 'in', list).execute();
      await db.deleteFrom('product_categories').where('product_id', 'in', list).execute();
      await db.deleteFrom('products').where('id', 'in', list).execute();
    },
  };
}

export type ProductWriter = ReturnType<typeof createProductWriter>;
