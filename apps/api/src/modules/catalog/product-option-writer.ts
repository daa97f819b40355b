import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  BundleOptionTable,
  BundleSelectionTable,
  CustomOptionTable,
  CustomOptionValueTable,
} from '../../db/schema.ts';

export type BundleOptionValues = Omit<Insertable<BundleOptionTable>, 'id' | 'product_id'>;
export type BundleSelectionValues = Omit<Insertable<BundleSelectionTable>, 'id' | 'option_id'>;
export type CustomOptionValues = Omit<Insertable<CustomOptionTable>, 'id' | 'product_id'>;
export type CustomOptionValueValues = Omit<Insertable<CustomOptionValueTable>, 'id' | 'option_id'>;

/**
 * Row-by-row writes of a product's bundle options and custom options. Their ids are in shoppers' carts (the chosen
 * bundle selections and option values), so an edit updates rows in place rather than replacing them (decision 0021).
 */
export function createProductOptionWriter(db: Db) {
  return {
    async insertBundleOption(productId: number, values: BundleOptionValues): Promise<number> {
      const row = await db
        .insertInto('bundle_options')
        .values({ ...values, product_id: productId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateBundleOption(id: number, values: BundleOptionValues): Promise<void> {
      await db.updateTable('bundle_options').set(values).where('id', '=', id).execute();
    },
    async deleteBundleOptions(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('bundle_selections')
        .where('option_id', 'in', [...ids])
        .execute();
      // Their titles' translations go with them (an id is never reused).
      await db
        .deleteFrom('store_view_texts')
        .where('entity', '=', 'bundle_option')
        .where('entity_id', 'in', [...ids])
        .execute();
      await db
        .deleteFrom('bundle_options')
        .where('id', 'in', [...ids])
        .execute();
    },
    async insertBundleSelection(optionId: number, values: BundleSelectionValues): Promise<number> {
      const row = await db
        .insertInto('bundle_selections')
        .values({ ...values, option_id: optionId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateBundleSelection(id: number, optionId: number, values: BundleSelectionValues): Promise<void> {
      await db
        .updateTable('bundle_selections')
        .set({ ...values, option_id: optionId })
        .where('id', '=', id)
        .execute();
    },
    async deleteBundleSelections(ids: readonly number[]): Promise<void> {
      if (ids.length > 0)
        await db
          .deleteFrom('bundle_selections')
          .where('id', 'in', [...ids])
          .execute();
    },

    async insertCustomOption(productId: number, values: CustomOptionValues): Promise<number> {
      const row = await db
        .insertInto('custom_options')
        .values({ ...values, product_id: productId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateCustomOption(id: number, values: CustomOptionValues): Promise<void> {
      await db.updateTable('custom_options').set(values).where('id', '=', id).execute();
    },
    async deleteCustomOptions(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('custom_option_values')
        .where('option_id', 'in', [...ids])
        .execute();
      await db
        .deleteFrom('custom_options')
        .where('id', 'in', [...ids])
        .execute();
    },
    async insertCustomValue(optionId: number, values: CustomOptionValueValues): Promise<number> {
      const row = await db
        .insertInto('custom_option_values')
        .values({ ...values, option_id: optionId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateCustomValue(id: number, optionId: number, values: CustomOptionValueValues): Promise<void> {
      await db
        .updateTable('custom_option_values')
        .set({ ...values, option_id: optionId })
        .where('id', '=', id)
        .execute();
    },
    async deleteCustomValues(ids: readonly number[]): Promise<void> {
      if (ids.length > 0)
        await db
          .deleteFrom('custom_option_values')
          .where('id', 'in', [...ids])
          .execute();
    },
  };
}

export type ProductOptionWriter = ReturnType<typeof createProductOptionWriter>;
