import type { ApiClient, ProductSummary } from '@hemma/api-client';
import type { StoreView } from '@hemma/commerce';
import { type ProductCard, hasImage, toProductCard } from './product-card.ts';

/** SPEC §9 home page lists. */
export const HOME_LISTS = {
  shown: 8,
  popularFetched: 256,
  newFetched: 32,
  categoryShown: 6,
  /** Top categories with a popular list of their own (the first ones of the menu). */
  categories: 4,
} as const;

/** A small deterministic PRNG (mulberry32): the same seed gives the same shuffle on every server. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fisher–Yates shuffle with a seed. The home page seeds it with the day, so one day's page is the same for every
 * shopper (a page cache may keep it) and the popular list changes from day to day.
 */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  const next = random(seed);
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export interface CategoryList {
  name: string;
  href: string;
  products: ProductCard[];
}

/**
 * The home page's lists (SPEC §9): popular (up to 256 newest, shuffled, 8 shown), new products (32 newest marked
 * new, only those with an image, 8 shown), the new collection (8 by news date), bestsellers (8 by sales) and a
 * popular list per top category (6 by sales). A list that fails is left out: the page does without it.
 */
export async function loadHomeProductLists(
  api: ApiClient,
  store: StoreView,
  categories: readonly { id: number; name: string; href: string }[],
  day: number = Math.floor(Date.now() / 86_400_000),
) {
  const cards = (items: readonly ProductSummary[]) => items.map((p) => toProductCard(p, store));
  const search = (params: Parameters<ApiClient['searchProducts']>[0]) =>
    api.searchProducts(params).then(
      (result) => result.items,
      (error: unknown) => (console.error('Home list unavailable:', error), [] as ProductSummary[]),
    );
  const { shown } = HOME_LISTS;
  const [popular, news, collection, bestsellers, ...perCategory] = await Promise.all([
    search({ sort: 'latest', size: HOME_LISTS.popularFetched }),
    search({ newOnly: true, sort: 'latest', size: HOME_LISTS.newFetched }),
    search({ sort: 'newest', size: shown }),
    search({ sort: 'bestsellers', size: shown }),
    ...categories
      .slice(0, HOME_LISTS.categories)
      .map((c) => search({ category: c.id, sort: 'bestsellers', size: HOME_LISTS.categoryShown })),
  ]);
  return {
    popular: cards(shuffled(popular, day).slice(0, shown)),
    news: cards(news.filter(hasImage).slice(0, shown)),
    collection: cards(collection),
    bestsellers: cards(bestsellers),
    categoryLists: categories
      .slice(0, HOME_LISTS.categories)
      .map((c, i): CategoryList => ({ name: c.name, href: c.href, products: cards(perCategory[i] ?? []) }))
      .filter((list) => list.products.length > 0),
  };
}
