import type { Inverted } from './filter-postings.ts';
import type { TextMatch } from './match-text.ts';
import { finalPrices, priceOrder, priceRanges, type IndexPricing } from './price-order.ts';
import { topByRelevance } from './relevance-order.ts';
import { scratchPerIndex } from './index-scratch.ts';
import type { SearchIndex } from './search-index.ts';

export type IndexSort = 'relevance' | 'latest' | 'price_asc' | 'price_desc' | 'bestsellers' | 'newest';

/** An attribute filter: any of the option ids, or any of the numeric ranges (inclusive; null = open end). */
export interface AttributeFilter {
  attributeId: number;
  options?: ReadonlySet<number>;
  ranges?: readonly { from: number | null; to: number | null }[];
}

export interface IndexQuery {
  text?: TextMatch;
  /** The store view whose language the text matches besides Swedish (decision 0058, addendum); none: Swedish only. */
  storeCode?: string | undefined;
  /** Membership by category id (the requested category and its sub-categories). */
  categoryIds?: ReadonlySet<number>;
  brandId?: number;
  productIds?: ReadonlySet<number>;
  newOnly?: boolean;
  attributes: AttributeFilter[];
  /**
   * The store view's prices (its currency and VAT, the owner's EUR prices): the price filter, the facet's buckets
   * and the price sort are in its minor units. None: SEK öre as stored.
   */
  pricing?: IndexPricing | undefined;
  /** Final price in minor units incl. VAT: from inclusive, to exclusive (null = open end). */
  price?: { from: number; to: number | null };
  /** Price bucket lower bounds in minor units for the price facet (last bucket open). */
  priceBuckets: readonly number[];
  now: number;
  sort: IndexSort;
  from: number;
  size: number;
  facets: boolean;
}

export interface IndexFacets {
  /** attribute id → value (option id or number) → count */
  attributes: Map<number, Map<number, number>>;
  categories: Map<number, number>;
  price: number[];
}

export interface IndexResult {
  productIds: number[];
  total: number;
  facets: IndexFacets | null;
}

/**
 * Per-index working memory of queryIndex: document sets as bitsets (bit d of word d >>> 5), one per facet filter,
 * and the counters. queryIndex runs synchronously (no await), so one set per index serves every query.
 */
interface Scratch {
  base: Uint32Array;
  /** Documents passing every filter, and those failing exactly one facet filter. */
  all: Uint32Array;
  one: Uint32Array;
  filters: Uint32Array[];
  /** Text score by document (read only for documents of this query's text match). */
  score: Float64Array;
  matched: Int32Array;
  matchedScores: Float64Array;
  slotCounts: Int32Array;
  categoryCounts: Int32Array;
}
const scratchFor = scratchPerIndex((index): Scratch => {
  const words = (index.size + 31) >>> 5;
  return {
    base: new Uint32Array(words),
    all: new Uint32Array(words),
    one: new Uint32Array(words),
    filters: [],
    score: new Float64Array(index.size),
    matched: new Int32Array(index.size),
    matchedScores: new Float64Array(index.size),
    slotCounts: new Int32Array(index.postings.slotAttribute.length),
    categoryCounts: new Int32Array(index.maxCategoryId + 1),
  };
});

/** A facet filter as a document set: category, attribute (with its id) or price. */
interface SetFilter {
  kind: 'category' | 'attribute' | 'price';
  attributeId: number;
  set: Uint32Array;
}

const has = (set: Uint32Array, doc: number): boolean => ((set[doc >>> 5]! >>> (doc & 31)) & 1) === 1;

/** Adds the documents of the listed keys to a bitset. */
function addPostings(set: Uint32Array, inverted: Inverted, key: number): void {
  const { offsets, docs } = inverted;
  for (let i = offsets[key]!; i < offsets[key + 1]!; i++) {
    const doc = docs[i]!;
    set[doc >>> 5]! |= 1 << (doc & 31);
  }
}

/** Documents with an entry of the attribute whose value the filter accepts (any option, or within any range). */
function attributeSet(index: SearchIndex, filter: AttributeFilter, set: Uint32Array): void {
  const { attributeSlots, slotValue, bySlot } = index.postings;
  const span = attributeSlots.get(filter.attributeId);
  if (!span) return;
  for (let slot = span.start; slot < span.end; slot++) {
    const value = slotValue[slot]!;
    if (
      filter.options?.has(value) ||
      filter.ranges?.some((r) => (r.from === null || value >= r.from) && (r.to === null || value <= r.to))
    )
      addPostings(set, bySlot, slot);
  }
}

function categorySet(index: SearchIndex, ids: ReadonlySet<number>, set: Uint32Array): void {
  for (const id of ids)
    if (Number.isInteger(id) && id >= 0 && id <= index.maxCategoryId)
      addPostings(set, index.postings.byCategory, id);
}

/** The documents the query's other conditions allow: text matches (scored), brand, new, product ids. */
function baseSet(index: SearchIndex, query: IndexQuery, s: Scratch): void {
  const { base, score } = s;
  const { brandId, newOnly, productIds } = query;
  const passes = (doc: number) =>
    (brandId === undefined || index.brand[doc] === brandId) &&
    (!newOnly || index.isNew[doc] === 1) &&
    (!productIds || productIds.has(index.productIds[doc]!));
  if (query.text) {
    base.fill(0);
    const { docs, scores } = query.text;
    for (let c = 0; c < docs.length; c++) {
      const doc = docs[c]!;
      if (!passes(doc)) continue;
      base[doc >>> 5]! |= 1 << (doc & 31);
      score[doc] = scores[c]!;
    }
  } else if (productIds) {
    base.fill(0);
    for (const id of productIds) {
      const doc = index.docByProductId.get(id);
      if (doc !== undefined && passes(doc)) base[doc >>> 5]! |= 1 << (doc & 31);
    }
  } else if (brandId !== undefined || newOnly) {
    base.fill(0);
    for (let doc = 0; doc < index.size; doc++) if (passes(doc)) base[doc >>> 5]! |= 1 << (doc & 31);
  } else {
    base.fill(0xffffffff);
    if (index.size & 31) base[base.length - 1] = (1 << (index.size & 31)) - 1;
  }
}

/**
 * Filters, counts facets and pages (decision 0038). The conditions that are not facets (text, brand, new, product
 * ids) give the base set; every facet filter (category, each attribute, price) is a bitset built from the postings;
 * two running bitsets then say which documents pass all of them and which fail exactly one. Facet counts follow
 * multi-select faceting: a document failing exactly one facet filter still counts for that facet only; documents
 * failing more are never looked at.
 */
export function queryIndex(index: SearchIndex, query: IndexQuery): IndexResult {
  const s = scratchFor(index);
  const { base, all, one } = s;
  const words = base.length;
  const wantFacets = query.facets;
  baseSet(index, query, s);

  const filters: SetFilter[] = [];
  const nextSet = () => {
    const set = (s.filters[filters.length] ??= new Uint32Array(words));
    set.fill(0);
    return set;
  };
  if (query.categoryIds) {
    const set = nextSet();
    categorySet(index, query.categoryIds, set);
    filters.push({ kind: 'category', attributeId: -1, set });
  }
  for (const filter of query.attributes) {
    const set = nextSet();
    attributeSet(index, filter, set);
    filters.push({ kind: 'attribute', attributeId: filter.attributeId, set });
  }
  // all: passes every filter so far; one: fails exactly one so far (kept only when facets are counted).
  all.set(base);
  one.fill(0);
  const fold = (set: Uint32Array) => {
    for (let w = 0; w < words; w++) {
      const pass = set[w]!;
      one[w] = (one[w]! & pass) | (all[w]! & ~pass);
      all[w] = all[w]! & pass;
    }
  };
  for (const filter of filters) fold(filter.set);
  const prices = query.price ? finalPrices(index, query.now, query.pricing) : null;
  if (query.price) {
    // Tested only where it can matter: documents passing all other filters, or all but one with facets.
    const set = nextSet();
    const { from, to } = query.price;
    for (let w = 0; w < words; w++) {
      let bits = wantFacets ? all[w]! | one[w]! : all[w]!;
      let pass = 0;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const bit = 31 - Math.clz32(low);
        const price = prices![(w << 5) | bit]!;
        if (price >= from && (to === null || price < to)) pass |= low;
      }
      set[w] = pass;
    }
    filters.push({ kind: 'price', attributeId: -1, set });
    fold(set);
  }

  // Documents passing every filter: counted, kept for relevance, and counted in every facet.
  const text = query.text !== undefined && query.sort === 'relevance';
  const { matched, matchedScores, score, slotCounts, categoryCounts } = s;
  const { attrOffsets, catOffsets, catValues } = index;
  const { entrySlot, slotAttribute } = index.postings;
  const priceCounts = query.priceBuckets.map(() => 0);
  const ranges = wantFacets ? priceRanges(index, query.now, query.priceBuckets, query.pricing) : null;
  let total = 0;
  if (!wantFacets && !text) {
    for (let w = 0; w < words; w++) {
      let bits = all[w]!;
      while (bits !== 0) {
        bits &= bits - 1;
        total++;
      }
    }
  } else {
    for (let w = 0; w < words; w++) {
      let bits = all[w]! | 0;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const doc = (w << 5) | (31 - Math.clz32(low));
        if (text) {
          matched[total] = doc;
          matchedScores[total] = score[doc]!;
        }
        total++;
        if (!wantFacets) continue;
        for (let i = catOffsets[doc]!; i < catOffsets[doc + 1]!; i++) categoryCounts[catValues[i]!]!++;
        const range = ranges![doc]!;
        if (range > 0) priceCounts[range - 1]!++;
        for (let i = attrOffsets[doc]!; i < attrOffsets[doc + 1]!; i++) slotCounts[entrySlot[i]!]!++;
      }
    }
  }
  // Documents failing exactly one facet filter count for that facet only.
  if (wantFacets && filters.length > 0) {
    for (let w = 0; w < words; w++) {
      let bits = one[w]! | 0;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const doc = (w << 5) | (31 - Math.clz32(low));
        let f = 0;
        while (has(filters[f]!.set, doc)) f++;
        const failed = filters[f]!;
        if (failed.kind === 'category') {
          for (let i = catOffsets[doc]!; i < catOffsets[doc + 1]!; i++) categoryCounts[catValues[i]!]!++;
        } else if (failed.kind === 'price') {
          const range = ranges![doc]!;
          if (range > 0) priceCounts[range - 1]!++;
        } else {
          for (let i = attrOffsets[doc]!; i < attrOffsets[doc + 1]!; i++) {
            const slot = entrySlot[i]!;
            if (slotAttribute[slot] === failed.attributeId) slotCounts[slot]!++;
          }
        }
      }
    }
  }

  let facets: IndexFacets | null = null;
  if (wantFacets) {
    facets = { attributes: new Map(), categories: new Map(), price: priceCounts };
    const { slotValue } = index.postings;
    let counts: Map<number, number> | undefined;
    for (let slot = 0; slot < slotCounts.length; slot++) {
      const count = slotCounts[slot]!;
      if (count === 0) continue;
      slotCounts[slot] = 0;
      const attributeId = slotAttribute[slot]!;
      counts = facets.attributes.get(attributeId);
      if (!counts) facets.attributes.set(attributeId, (counts = new Map()));
      counts.set(slotValue[slot]!, count);
    }
    for (let id = 0; id < categoryCounts.length; id++) {
      if (categoryCounts[id]! > 0) facets.categories.set(id, categoryCounts[id]!);
      categoryCounts[id] = 0;
    }
  }
  return { productIds: page(index, query, all, total, s), total, facets };
}

function page(index: SearchIndex, query: IndexQuery, all: Uint32Array, total: number, s: Scratch): number[] {
  const end = query.from + query.size;
  if (query.from >= total) return [];
  if (query.text && query.sort === 'relevance') {
    return topByRelevance(
      s.matched.subarray(0, total),
      s.matchedScores.subarray(0, total),
      index.salesRank,
      end,
    )
      .slice(query.from)
      .map((d) => index.productIds[d]!);
  }
  const order =
    query.sort === 'latest'
      ? index.byLatest
      : query.sort === 'newest'
        ? index.byNewest
        : query.sort === 'price_asc' || query.sort === 'price_desc'
          ? priceOrder(index, query.now, query.sort, query.pricing)
          : index.bySales;
  const docs: number[] = [];
  for (let i = 0; i < order.length && docs.length < end; i++) if (has(all, order[i]!)) docs.push(order[i]!);
  return docs.slice(query.from).map((d) => index.productIds[d]!);
}
