/** Where a product list stands: the offset of its first item, how many are shown, of how many, per page. */
export interface ListProgress {
  start: number;
  loaded: number;
  total: number;
  perPage: number;
}

/**
 * The page 'Visa fler' loads next, or null when there is nothing to load. SPEC §4: load more does nothing when
 * start >= total or total < perPage (start being the offset of the next item).
 */
export function nextPageToLoad({ start, loaded, total, perPage }: ListProgress): number | null {
  if (perPage <= 0) return null;
  const next = start + loaded;
  if (next >= total || total < perPage) return null;
  return Math.floor(next / perPage) + 1;
}

/** Appends a loaded page, leaving out products already shown (a product may move between pages meanwhile). */
export function appendPage<T extends { sku: string }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((p) => p.sku));
  return [...shown, ...page.filter((p) => !seen.has(p.sku))];
}
