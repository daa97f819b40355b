import { type StoreView, categoryPath, imageUrl } from '@hemma/commerce';
import defaultBanners from '~/content/default/banners.json';
import type { HeroBanner } from './banner.ts';

/** A banner as written in `app/content/<store>/banners.json` (SPEC §7: banners come from local JSON per store). */
interface BannerContent {
  image: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  category: string;
}

const CONTENT: Record<string, { mainBanners: BannerContent[] }> = { default: defaultBanners };

const HERO = { width: 1272, height: 530 };
const HERO_SMALL = { width: 636, height: 265 };
const HERO_LARGE = { width: 2480, height: 1033 };

/** The main banners of the store view; prefixed stores without their own content show the default ones. */
export function mainBanners(store: StoreView): HeroBanner[] {
  const content = CONTENT[store.storeCode] ?? CONTENT.default;
  return (content?.mainBanners ?? []).map((banner) => ({
    image: {
      src: imageUrl(banner.image, HERO, 'resize'),
      srcSet: [HERO_SMALL, HERO, HERO_LARGE]
        .map((size) => `${imageUrl(banner.image, size, 'resize')} ${size.width}w`)
        .join(', '),
    },
    eyebrow: banner.eyebrow,
    title: banner.title,
    text: banner.text,
    cta: banner.cta,
    href: categoryPath({ slug: banner.category }, store),
  }));
}
