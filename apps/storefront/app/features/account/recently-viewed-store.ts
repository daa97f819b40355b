import { storeViewFromPath } from '@hemma/commerce';

/** Recently viewed products (recorded by recently-viewed.ts). Per browser, not per account: it stays on logout. Newest first, unique by sku, at most MAX entries. */
export const RECENTLY_VIEWED_KEY = 'shop/user/recently-viewed';
export const RECENTLY_VIEWED_MAX = 12;

export interface RecentlyViewed {
  sku: string;
  name: string;
  url: string;
  image: string | null;
  /** Incl. VAT when it was viewed, in `currency` (SEK when absent: recorded before store view currencies). */
  price: number;
  currency?: string | undefined;
}

/** The stored list; damaged storage reads as empty and damaged entries are left out. */
export function readRecentlyViewed(): RecentlyViewed[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(list)
      ? (list as RecentlyViewed[]).filter(
          (e) =>
            typeof e?.sku === 'string' &&
            typeof e.name === 'string' &&
            typeof e.url === 'string' &&
            typeof e.price === 'number' &&
            (e.image === null || typeof e.image === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Puts a product first, once, and keeps the newest RECENTLY_VIEWED_MAX. The price keeps the currency of the store view
 * it was seen in (decision 0035): a price seen in /de stays in euros wherever the list is shown.
 */
export function recordRecentlyViewed(seen: RecentlyViewed): void {
  const entry =
    seen.currency === undefined && typeof window !== 'undefined'
      ? { ...seen, currency: storeViewFromPath(window.location.pathname).currencyCode }
      : seen;
  try {
    const list = [entry, ...readRecentlyViewed().filter((e) => e.sku !== entry.sku)];
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // Blocked or full storage: the page works without the list.
  }
}
