import type { HomeBanner } from '@hemma/contract';
import { adminBannerInput } from '@hemma/contract';
import { z } from 'zod';

/**
 * The banners form holds one flat value per field, named like the API's body (`banners.0.title`), so a 400 that
 * names `banners.0.title` lands under that field. Adding, removing and moving a banner rewrites the values.
 */
export type BannerValues = Record<string, string>;

export const BANNER_FIELDS = ['title', 'eyebrow', 'text', 'cta', 'category', 'image'] as const;
type Field = (typeof BANNER_FIELDS)[number];

export const bannerKey = (index: number, field: Field) => `banners.${index}.${field}`;

export const EMPTY_BANNER: HomeBanner = {
  image: '',
  eyebrow: '',
  title: '',
  text: '',
  cta: '',
  category: '',
};

export function bannerCount(values: BannerValues): number {
  let count = 0;
  while (bannerKey(count, 'title') in values) count++;
  return count;
}

export function toValues(banners: readonly HomeBanner[]): BannerValues {
  const values: BannerValues = {};
  banners.forEach((banner, index) => {
    for (const field of BANNER_FIELDS) values[bannerKey(index, field)] = banner[field];
  });
  return values;
}

export function toBanners(values: BannerValues): HomeBanner[] {
  return Array.from({ length: bannerCount(values) }, (_, index) => {
    const banner = { ...EMPTY_BANNER };
    for (const field of BANNER_FIELDS) banner[field] = (values[bannerKey(index, field)] ?? '').trim();
    return banner;
  });
}

/** The list with one banner moved a place up (-1) or down (+1); unchanged at the edge. */
export function moveBanner(values: BannerValues, index: number, step: -1 | 1): BannerValues {
  const banners = toBanners(values);
  const target = index + step;
  if (target < 0 || target >= banners.length) return values;
  [banners[index], banners[target]] = [banners[target]!, banners[index]!];
  return toValues(banners);
}

export function removeBanner(values: BannerValues, index: number): BannerValues {
  return toValues(toBanners(values).filter((_, at) => at !== index));
}

export function addBanner(values: BannerValues, banner: HomeBanner = EMPTY_BANNER): BannerValues {
  return toValues([...toBanners(values), banner]);
}

/** The form's schema for `count` banners: each field by the contract's rule. */
export function bannersSchema(count: number): z.ZodType<BannerValues, BannerValues> {
  const shape: Record<string, z.ZodType<string>> = {};
  const rules = adminBannerInput.shape;
  for (let index = 0; index < count; index++) {
    shape[bannerKey(index, 'title')] = rules.title;
    shape[bannerKey(index, 'eyebrow')] = z.string().trim().max(100);
    shape[bannerKey(index, 'text')] = z.string().trim().max(1000);
    shape[bannerKey(index, 'cta')] = rules.cta;
    shape[bannerKey(index, 'category')] = z.string().trim().min(1).pipe(rules.category);
    shape[bannerKey(index, 'image')] = z.string().trim().min(1).pipe(rules.image);
  }
  return z.strictObject(shape) as unknown as z.ZodType<BannerValues, BannerValues>;
}
