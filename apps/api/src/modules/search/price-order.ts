import type { SearchIndex } from './search-index.ts';

/** The price a shopper pays at `now`, in öre incl. VAT: the special price when lower and inside its window. */
export function finalPriceOre(index: SearchIndex, doc: number, now: number): number {
  const price = index.price[doc]!;
  const special = index.special[doc]!;
  if (special < 0 || special >= price) return price;
  const from = index.specialFrom[doc]!;
  const to = index.specialTo[doc]!;
  if (from > now || to <= now) return price; // NaN (open end) compares false
  return special;
}

/** A span of time in which no special price window opens or closes: every final price stays what it is. */
export interface PriceWindow {
  validFrom: number;
  validUntil: number;
}
const windows = new WeakMap<SearchIndex, PriceWindow>();

/** The span around `now` between two special-price boundaries of the index (computed once per span). */
export function priceWindow(index: SearchIndex, now: number): PriceWindow {
  let window = windows.get(index);
  if (!window || now < window.validFrom || now >= window.validUntil) {
    let validFrom = -Infinity;
    let validUntil = Infinity;
    for (const bounds of [index.specialFrom, index.specialTo]) {
      for (const t of bounds) {
        if (t > now && t < validUntil) validUntil = t;
        if (t <= now && t > validFrom) validFrom = t;
      }
    }
    window = { validFrom, validUntil };
    windows.set(index, window);
  }
  return window;
}

interface CachedPrices extends PriceWindow {
  prices: Float64Array;
  /** Per price-range bounds (joined by commas): each document's range + 1, 0 below the first bound. */
  ranges: Map<string, Uint16Array>;
}
const pricesCache = new WeakMap<SearchIndex, CachedPrices>();

/**
 * Every document's final price at `now` (finalPriceOre), computed once per index and special-price window: filters
 * and the price facet read one array element instead of five and the window tests.
 */
export function finalPrices(index: SearchIndex, now: number): Float64Array {
  let cached = pricesCache.get(index);
  if (!cached || now < cached.validFrom || now >= cached.validUntil) {
    const { validFrom, validUntil } = priceWindow(index, now);
    const prices = new Float64Array(index.size);
    for (let d = 0; d < index.size; d++) prices[d] = finalPriceOre(index, d, now);
    cached = { prices, ranges: new Map(), validFrom, validUntil };
    pricesCache.set(index, cached);
  }
  return cached.prices;
}

/**
 * Each document's price range at `now` for the given lower bounds (ascending; the last range open): the index of the
 * last bound at or below its final price, plus 1; 0 when below the first. Computed once per window and bounds
 * (a store view's currency has its own bounds), so the price facet reads one element per document.
 */
export function priceRanges(index: SearchIndex, now: number, bounds: readonly number[]): Uint16Array {
  if (bounds.length >= 0xffff) throw new RangeError('too many price range bounds');
  const prices = finalPrices(index, now);
  const { ranges } = pricesCache.get(index)!;
  const key = bounds.join(',');
  let found = ranges.get(key);
  if (!found) {
    found = new Uint16Array(index.size);
    for (let d = 0; d < index.size; d++) {
      let range = 0;
      for (let b = 0; b < bounds.length; b++) if (prices[d]! >= bounds[b]!) range = b + 1;
      found[d] = range;
    }
    // Bounded: store views' currencies give a handful of bound lists; anything else is not kept.
    if (ranges.size < 16) ranges.set(key, found);
  }
  return found;
}

interface CachedOrder extends PriceWindow {
  asc: Int32Array;
  desc: Int32Array;
}
const cache = new WeakMap<SearchIndex, CachedOrder>();

/**
 * Documents ordered by final price (ties by product id), computed once per index and reused until the next
 * special-price window opens or closes: between two such moments no product's final price can change.
 */
export function priceOrder(index: SearchIndex, now: number, sort: 'price_asc' | 'price_desc'): Int32Array {
  let cached = cache.get(index);
  if (!cached || now < cached.validFrom || now >= cached.validUntil) {
    const { validFrom, validUntil } = priceWindow(index, now);
    const prices = finalPrices(index, now);
    const docs = Array.from({ length: index.size }, (_, i) => i);
    const id = index.productIds;
    const asc = Int32Array.from(docs.sort((a, b) => prices[a]! - prices[b]! || id[a]! - id[b]!));
    const desc = Int32Array.from(docs.sort((a, b) => prices[b]! - prices[a]! || id[a]! - id[b]!));
    cached = { asc, desc, validFrom, validUntil };
    cache.set(index, cached);
  }
  return sort === 'price_asc' ? cached.asc : cached.desc;
}
