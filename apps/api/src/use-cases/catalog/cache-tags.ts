import { createSearchSource } from '../../modules/search/search-source.ts';
import { touchedByProducts } from '../../modules/catalog/purge-keys-repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * Surrogate keys (decision 0031): what an answer or a page shows, so a cache drops exactly what a change touched.
 * The API tags its public answers with them; pages carry the keys of the answers they were rendered from.
 */
export const cacheTags = {
  product: (sku: string) => `p:${sku}`,
  category: (key: number | string) => `c:${key}`,
  cms: (kind: 'page' | 'block', identifier: string) => `cms:${kind}:${identifier}`,
  categories: 'categories',
  banners: 'banners',
  brands: 'brands',
  reviews: (sku: string) => `r:${sku}`,
  /** Listings not bound to one category (search, home lists, brands): a change anywhere may move them. */
  lists: 'lists',
  /** Everything: what a change no key describes purges. */
  all: 'all',
} as const;

/** Where the API says which cached things a change made stale (the host's page cache, a CDN's purge hook). */
export interface CachePurges {
  publish(tags: readonly string[]): void;
}

export const NO_PURGES: CachePurges = { publish() {} };

/** The keys to purge when these products changed: them, their parents, their categories and every listing. */
export async function tagsForProducts(db: Db, productIds: readonly number[]): Promise<string[]> {
  const touched = await touchedByProducts(db, productIds);
  if (touched.missing > 0) return [cacheTags.all];
  return [
    cacheTags.lists,
    ...touched.skus.map(cacheTags.product),
    ...touched.categories.map((key) => cacheTags.category(key)),
  ];
}

/**
 * Follows the catalogue version (moved by triggers on every catalogue write, from any process or tool) and
 * publishes the keys of the products changed since the last look (migration 0015's log). `check()` is cheap when
 * nothing moved (one primary-key read); concurrent calls share one look.
 */
export function createCatalogueWatch(db: Db, purges: CachePurges) {
  const source = createSearchSource(db);
  let seen: number | null = null;
  let looking: Promise<void> | null = null;

  async function look(): Promise<void> {
    const version = await source.version();
    if (seen === null || version === seen) {
      seen = version;
      return;
    }
    const changed = await source.changedSince(seen);
    // An empty log with a moved version: pruned, or a change the log does not cover.
    purges.publish(changed.length > 0 ? await tagsForProducts(db, changed) : [cacheTags.all]);
    seen = version;
  }

  return {
    check(): Promise<void> {
      looking ??= look().finally(() => {
        looking = null;
      });
      return looking;
    },
  };
}
