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

/**
 * The home page's banners of a store view (decision 0029). Main banners: the back office's for the store view, else
 * its JSON file's, else the default store's back-office banners, else the default file's. Every other part (small,
 * product and menu-aside banners, head image, instagram images, default content) comes from the store view's JSON
 * file, part by part falling back to the default store's file.
 */
export async function getHomeBanners(
  context: CatalogContext,
  storeCode: string | undefined,
): Promise<HomeBannersDto> {
  const { banners, storeContent } = context.repositories;
  const code = storeCode ?? DEFAULT_STORE_VIEW.storeCode;
  const isDefault = code === DEFAULT_STORE_VIEW.storeCode;
  const [ownRows, own, fallback] = await Promise.all([
    banners.list(code),
    storeContent.get(code),
    isDefault ? Promise.resolve({}) : storeContent.get(DEFAULT_STORE_VIEW.storeCode),
  ]);
  const file = { ...fallback, ...own };
  let mainBanners = ownRows.map(presentBanner);
  if (mainBanners.length === 0 && !isDefault) mainBanners = own.mainBanners ?? [];
  if (mainBanners.length === 0 && !isDefault)
    mainBanners = (await banners.list(DEFAULT_STORE_VIEW.storeCode)).map(presentBanner);
  if (mainBanners.length === 0) mainBanners = file.mainBanners ?? [];
  return {
    mainBanners,
    smallBanners: file.smallBanners ?? [],
    productBanners: file.productBanners ?? [],
    menuAsideBanners: file.menuAsideBanners ?? [],
    headImage: file.headImage ?? null,
    instagram: file.instagram ?? [],
    defaultContent: file.defaultContent ?? null,
  };
}

/**
 * SPEC §7 sliders: the store view's image sliders from its JSON file (the default store's when it has none), as the
 * SPEC's JSON string.
 */
export async function getImageSliders(
  context: CatalogContext,
  storeCode: string | undefined,
): Promise<string> {
  const { storeContent } = context.repositories;
  const own = await storeContent.get(storeCode ?? DEFAULT_STORE_VIEW.storeCode);
  const sliders =
    own.imageSliders ?? (await storeContent.get(DEFAULT_STORE_VIEW.storeCode)).imageSliders ?? {};
  return JSON.stringify(sliders);
}
