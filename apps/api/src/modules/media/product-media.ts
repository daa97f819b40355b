import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProductMediaTable } from '../../db/schema.ts';

export type ProductMediaEntry = Selectable<ProductMediaTable>;

export interface ProductImageValues {
  file: string;
  label: string;
  disabled: boolean;
}

/** A product's gallery as the back office edits it (disabled pictures included); `db` may be a transaction. */
export function createProductMediaStore(db: Db) {
  return {
    async list(productIds: readonly number[]): Promise<Map<number, ProductMediaEntry[]>> {
      const byProduct = new Map<number, ProductMediaEntry[]>();
      if (productIds.length === 0) return byProduct;
      const rows = await db
        .selectFrom('product_media')
        .selectAll()
        .where('product_id', 'in', [...productIds])
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
      return byProduct;
    },

    /** Replaces the gallery: positions follow the order given. */
    async set(productId: number, images: readonly ProductImageValues[]): Promise<void> {
      await db.deleteFrom('product_media').where('product_id', '=', productId).execute();
      if (images.length > 0)
        await db
          .insertInto('product_media')
          .values(
            images.map((image, position) => ({
              product_id: productId,
              file: image.file,
              label: image.label,
              position,
              disabled: image.disabled ? 1 : 0,
            })),
          )
          .execute();
    },

    async delete(productIds: readonly number[]): Promise<void> {
      if (productIds.length > 0)
        await db
          .deleteFrom('product_media')
          .where('product_id', 'in', [...productIds])
          .execute();
    },
  };
}

export type ProductMediaStore = ReturnType<typeof createProductMediaStore>;
