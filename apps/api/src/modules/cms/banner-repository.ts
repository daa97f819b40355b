import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HomeBannerTable } from '../../db/schema.ts';

export type HomeBannerRow = Selectable<HomeBannerTable>;
export type HomeBannerValues = Omit<HomeBannerRow, 'id' | 'store_code' | 'position' | 'updated_at'>;

/** The home page's banners per store view (migration 0012); `db` may be a transaction. */
export function createBannerRepository(db: Db) {
  return {
    /** A store view's banners in display order. */
    async list(storeCode: string): Promise<HomeBannerRow[]> {
      return db
        .selectFrom('home_banners')
        .selectAll()
        .where('store_code', '=', storeCode)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Replaces a store view's banners with these, in this order. */
    async replace(storeCode: string, banners: readonly HomeBannerValues[], now: string): Promise<void> {
      await db.deleteFrom('home_banners').where('store_code', '=', storeCode).execute();
      if (banners.length > 0)
        await db
          .insertInto('home_banners')
          .values(banners.map((b, position) => ({ ...b, store_code: storeCode, position, updated_at: now })))
          .execute();
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
