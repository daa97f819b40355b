import type { HomeBanner, HomeBannersDto } from '@hemma/contract';
import { DEFAULT_STORE_VIEW } from '@hemma/commerce';
import type { HomeBannerRow } from '../../modules/cms/banner-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

export function presentBanner(row: HomeBannerRow): HomeBanner {
  return {
    image: row.image,
    eyebrow: row.eyebrow,
    title: row.title,
    text: row.text,
    cta: row.cta,
    category: row.category,
  };
}

/** The home page's main banners of a store view; a view without its own shows the default store's (decision 0021). */
export async function getHomeBanners(
  context: CatalogContext,
  storeCode: string | undefined,
): Promise<HomeBannersDto> {
  const { banners } = context.repositories;
  const own = storeCode && storeCode !== DEFAULT_STORE_VIEW.storeCode ? await banners.list(storeCode) : [];
  const rows = own.length > 0 ? own : await banners.list(DEFAULT_STORE_VIEW.storeCode);
  return { mainBanners: rows.map(presentBanner) };
}
