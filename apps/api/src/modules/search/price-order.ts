import type { SearchIndex } from './search-index.ts';

/** What the index holds of a document's prices: SEK öre, the owner's EUR cents (null: not set), its tax class. */
export interface DocumentPrices {
  price: number;
  special: number | null;
  priceEur: number | null;
  specialEur: number | null;
  taxClassId: number;
}

/**
 * How a store view prices the documents for the price filter, the price facet and the price sort (decision 0056's
 * addendum): each document's regular and special price in the view's minor units incl. the view's VAT. Equal keys
 * price alike (the derived arrays are kept per index and key). No pricing: the SEK prices as stored.
 */
export interface IndexPricing {
  key: string;
  prices(doc: DocumentPrices): { price: number; special: number | null };
}

interface CataloguePrices {
  price: Float64Array;
  /** -1 when none. */
  special: Float64Array;
}
const cataloguePricesCache = new WeakMap<SearchIndex, Map<string, CataloguePrices>>();

/** Every document's regular and special price as the pricing gives them (the index's own for none). */
function cataloguePrices(index: SearchIndex, pricing: IndexPricing | undefined): CataloguePrices {
  if (!pricing) return { price: index.price, special: index.special };
  let byKey = cataloguePricesCache.get(index);
  if (!byKey) cataloguePricesCache.set(index, (byKey = new Map()));
  let found = byKey.get(pricing.key);
  if (!found) {
    found = { price: new Float64Array(index.size), special: new Float64Array(index.size) };
    for (let d = 0; d < index.size; d++) {
      const special = index.special[d]!;
      const priceEur = index.priceEur[d]!;
      const specialEur = index.specialEur[d]!;
      const priced = pricing.prices({
        price: index.price[d]!,
        special: special < 0 ? null : special,
        priceEur: priceEur < 0 ? null : priceEur,
        specialEur: specialEur < 0 ? null : specialEur,
        taxClassId: index.taxClass[d]!,
      });
      found.price[d] = priced.price;
      found.special[d] = priced.special ?? -1;
    }
    // Bounded: a handful of store views price alike; anything else is not kept.
    if (byKey.size < 8) byKey.set(pricing.key, found);
  }
  return found;
}

function finalOf(index: SearchIndex, prices: CataloguePrices, doc: number, now: number): number {
  const price = prices.price[doc]!;
  const special = prices.special[doc]!;
  if (special < 0 || special >= price) return price;
  const from = index.specialFrom[doc]!;
  const to = index.specialTo[doc]!;
  if (from > now || to <= now) return price; // NaN (open end) compares false
  return special;
}

/** The price a shopper pays at `now`, in öre incl. VAT: the special price when lower and inside its window. */
export function finalPriceOre(index: SearchIndex, doc: number, now: number): number {
  return finalOf(index, cataloguePrices(index, undefined), doc, now);
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
const pricesCache = new WeakMap<SearchIndex, Map<string, CachedPrices>>();

/** The cache entry of the index's final prices at `now` in the pricing (created or renewed when out of window). */
function cachedPrices(index: SearchIndex, now: number, pricing: IndexPricing | undefined): CachedPrices {
  let byKey = pricesCache.get(index);
  if (!byKey) pricesCache.set(index, (byKey = new Map()));
  const key = pricing?.key ?? '';
  let cached = byKey.get(key);
  if (!cached || now < cached.validFrom || now >= cached.validUntil) {
    const { validFrom, validUntil } = priceWindow(index, now);
    const catalogue = cataloguePrices(index, pricing);
    const prices = new Float64Array(index.size);
    for (let d = 0; d < index.size; d++) prices[d] = finalOf(index, catalogue, d, now);
    cached = { prices, ranges: new Map(), validFrom, validUntil };
    if (byKey.size < 8 || byKey.has(key)) byKey.set(key, cached);
  }
  return cached;
}

/**
 * Every document's final price at `now` (finalPriceOre), in the pricing's minor units when one is given, computed
 * once per index, pricing and special-price window: filters and the price facet read one array element instead of
 * five and the window tests.
 */
export function finalPrices(index: SearchIndex, now: number, pricing?: IndexPricing): Float64Array {
  return cachedPrices(index, now, pricing).prices;
}

/**
 * Each document's price range at `now` for the given lower bounds (ascending; the last range open): the index of the
 * last bound at or below its final price, plus 1; 0 when below the first. Computed once per window and bounds
 * (a store view's currency has its own bounds), so the price facet reads one element per document.
 */
export function priceRanges(
  index: SearchIndex,
  now: number,
  bounds: readonly number[],
  pricing?: IndexPricing,
): Uint16Array {
  if (bounds.length >= 0xffff) throw new RangeError('too many price range bounds');
  const { prices, ranges } = cachedPrices(index, now, pricing);
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
const cache = new WeakMap<SearchIndex, Map<string, CachedOrder>>();

/**
 * Documents ordered by final price (ties by product id) in the pricing, computed once per index and pricing and
 * reused until the next special-price window opens or closes: between two such moments no final price can change.
 */
export function priceOrder(
  index: SearchIndex,
  now: number,
  sort: 'price_asc' | 'price_desc',
  pricing?: IndexPricing,
): Int32Array {
  let byKey = cache.get(index);
  if (!byKey) cache.set(index, (byKey = new Map()));
  const key = pricing?.key ?? '';
  let cached = byKey.get(key);
  if (!cached || now < cached.validFrom || now >= cached.validUntil) {
    const { validFrom, validUntil } = priceWindow(index, now);
    const prices = finalPrices(index, now, pricing);
    const docs = Array.from({ length: index.size }, (_, i) => i);
    const id = index.productIds;
    const asc = Int32Array.from(docs.sort((a, b) => prices[a]! - prices[b]! || id[a]! - id[b]!));
    const desc = Int32Array.from(docs.sort((a, b) => prices[b]! - prices[a]! || id[a]! - id[b]!));
    cached = { asc, desc, validFrom, validUntil };
    if (byKey.size < 8 || byKey.has(key)) byKey.set(key, cached);
  }
  return sort === 'price_asc' ? cached.asc : cached.desc;
}
