import type { Db } from '../../db/database.ts';

export interface TierPriceValues {
  customer_group_id: number | null;
  qty: number;
  /** Öre incl. VAT for one piece. */
  value: number;
}

/** Writes of tier prices and the end of a product's price history; `db` may be a transaction. */
export function createTierPriceWriter(db: Db) {
  return {
    async setTierPrices(productId: number, tiers: readonly TierPriceValues[]): Promise<void> {
      await db.deleteFrom('tier_prices').where('product_id', '=', productId).execute();
      if (tiers.length > 0)
        await db
          .insertInto('tier_prices')
          .values(tiers.map((t) => ({ ...t, product_id: productId })))
          .execute();
    },

    /** Removes what pricing keeps of deleted products: their tier prices and their price history. */
    async deleteProducts(productIds: readonly number[]): Promise<void> {
      if (productIds.length === 0) return;
      await db
        .deleteFrom('tier_prices')
        .where('product_id', 'in', [...productIds])
        .execute();
      await db
        .deleteFrom('price_history')
        .where('product_id', 'in', [...productIds])
        .execute();
    },
  };
}
