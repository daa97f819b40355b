import type { CategoryDto, HomeBanner } from '@hemma/api-client';
import { type StoreView, categoryPath, imageUrl } from '@hemma/commerce';
import type { HeroBanner } from './banner.ts';

const HERO = { width: 1272, height: 530 };
const HERO_SMALL = { width: 636, height: 265 };
const HERO_LARGE = { width: 2480, height: 1033 };

/** The category a banner leads to, by its slug: its url_path names the page in URL dispatcher mode (SPEC §2). */
export type BannerCategories = ReadonlyMap<string, string>;

/** Every category of the tree by slug, with its url_path. */
export function bannerCategories(tree: readonly CategoryDto[]): BannerCategories {
  const paths = new Map<string, string>();
  const walk = (categories: readonly CategoryDto[]) => {
    for (const c of categories) {
      paths.set(c.slug, c.url_path);
      walk(c.children_data ?? []);
    }
  };
  walk(tree);
  return paths;
}

const bannerHref = (slug: string, categories: BannerCategories, store: StoreView) =>
  categoryPath({ slug, url_path: categories.get(slug) ?? null }, store);

/**
 * The main banners of the store view as the hero renders them. The shop edits them in the back office; the API
 * answers the store view's own, or the default store's (GET /api/ext/banners).
 */
export function mainBanners(
  banners: HomeBanner[],
  categories: BannerCategories,
  store: StoreView,
): HeroBanner[] {
  return banners.map((banner) => ({
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
    href: bannerHref(banner.category, categories, store),
  }));
}

const CARD = { width: 636, height: 400 };
const INSTAGRAM = { width: 240, height: 240 };

/** A small, product or menu-aside banner as a card: image, texts and the category it leads to. */
export interface BannerCard {
  image: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  href: string;
}

export function bannerCards(
  banners: readonly HomeBanner[],
  categories: BannerCategories,
  store: StoreView,
): BannerCard[] {
  return banners.map((banner) => ({
    image: imageUrl(banner.image, CARD, 'resize'),
    eyebrow: banner.eyebrow,
    title: banner.title,
    text: banner.text,
    cta: banner.cta,
    href: bannerHref(banner.category, categories, store),
  }));
}

export interface InstagramImage {
  src: string;
  alt: string;
  link: string;
}

export function instagramImages(
  images: readonly { image: string; alt: string; link: string }[],
): InstagramImage[] {
  return images.map((i) => ({ src: imageUrl(i.image, INSTAGRAM, 'resize'), alt: i.alt, link: i.link }));
}
