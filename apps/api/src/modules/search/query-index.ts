import { narrowByPostings, type ListableFilter } from './candidates.ts';
import type { TextMatch } from './match-text.ts';
import { priceOrder, finalPriceOre } from './price-order.ts';
import { topByRelevance } from './relevance-order.ts';
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
  /** Membership by category id (the requested category and its sub-categories). */
  categoryIds?: ReadonlySet<number>;
  brandId?: number;
  productIds?: ReadonlySet<number>;
  newOnly?: boolean;
  attributes: AttributeFilter[];
  /** Final price in öre incl. VAT: from inclusive, to exclusive (null = open end). */
  price?: { from: number; to: number | null };
  /** Price bucket lower bounds in öre for the price facet (last bucket open). */
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
 * A membership table over small non-negative integer ids (category and option ids): the inner loops test every
 * candidate document, and a typed-array load is several times cheaper there than a Set lookup. Null when the ids
 * do not fit one (the Set is used then).
 */
function idMask(ids: ReadonlySet<number>, minSize: number): Uint8Array | null {
  let max = minSize - 1;
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0 || id > MAX_MASK_ID) return null;
    if (id > max) max = id;
  }
  const mask = new Uint8Array(max + 1);
  for (const id of ids) mask[id] = 1;
  return mask;
}
const MAX_MASK_ID = 1 << 24;

interface CompiledAttributeFilter extends AttributeFilter {
  mask: Uint8Array | null;
}

function passesAttribute(index: SearchIndex, doc: number, filter: CompiledAttributeFilter): boolean {
  for (let i = index.attrOffsets[doc]!; i < index.attrOffsets[doc + 1]!; i++) {
    if (index.attrIds[i] !== filter.attributeId) continue;
    const value = index.attrValues[i]!;
    if (filter.mask) {
      // An integer index keeps the load on the fast path (attribute values are doubles).
      const id = value | 0;
      if (id === value && id >= 0 && id < filter.mask.length && filter.mask[id] === 1) return true;
    } else if (filter.options?.has(value)) return true;
    if (filter.ranges?.some((r) => (r.from === null || value >= r.from) && (r.to === null || value <= r.to)))
      return true;
  }
  return false;
}

function passesCategory(
  index: SearchIndex,
  doc: number,
  ids: ReadonlySet<number>,
  mask: Uint8Array | null,
): boolean {
  for (let i = index.catOffsets[doc]!; i < index.catOffsets[doc + 1]!; i++)
    if (mask ? mask[index.catValues[i]!] === 1 : ids.has(index.catValues[i]!)) return true;
  return false;
}

function bucketOf(bounds: readonly number[], price: number): number {
  let bucket = -1;
  for (let b = 0; b < bounds.length; b++) if (price >= bounds[b]!) bucket = b;
  return bucket;
}

/**
 * Filters, counts facets and pages in one pass over the candidates. Facet counts follow multi-select faceting: a
 * document failing exactly one facet filter (category, an attribute, price) still counts for that facet only.
 */
export function queryIndex(index: SearchIndex, query: IndexQuery): IndexResult {
  // Facet filter slots: category first, then attributes in order, then price.
  const categorySlot = query.categoryIds ? 0 : -10;
  const firstAttributeSlot = query.categoryIds ? 1 : 0;
  const priceSlot = query.price ? firstAttributeSlot + query.attributes.length : -10;
  const wantFacets = query.facets;
  const optionCounts = new Int32Array(index.maxOptionId + 1);
  const numericCounts = new Map<number, Map<number, number>>();
  const categoryCounts = new Int32Array(index.maxCategoryId + 1);
  const priceCounts = query.priceBuckets.map(() => 0);
  const matched: number[] = [];
  // Text scores of the matched documents, in the same order (parallel arrays: no map insert per document).
  const matchedScores: number[] = [];
  const categoryMask = query.categoryIds ? idMask(query.categoryIds, index.maxCategoryId + 1) : null;
  // One object shape for every filter keeps the property loads in the loop monomorphic.
  const attributes: CompiledAttributeFilter[] = query.attributes.map((f) => ({
    attributeId: f.attributeId,
    options: f.options,
    ranges: f.ranges,
    mask: f.options ? idMask(f.options, index.maxOptionId + 1) : null,
  }));
  const candidates = query.text?.docs;
  const n = candidates ? candidates.length : index.size;
  const listable: ListableFilter[] = attributes
    .filter((f) => f.options && !f.ranges)
    .map((f) => ({ kind: 'option', ids: f.options!, attributeId: f.attributeId }));
  if (query.categoryIds) listable.push({ kind: 'category', ids: query.categoryIds });
  const relevant = narrowByPostings(index, listable, wantFacets, n);

  for (let c = 0; c < n; c++) {
    const doc = candidates ? candidates[c]! : c;
    if (relevant && relevant.passes[doc]! < relevant.need) continue;
    if (query.brandId !== undefined && index.brand[doc] !== query.brandId) continue;
    if (query.newOnly && index.isNew[doc] === 0) continue;
    if (query.productIds && !query.productIds.has(index.productIds[doc]!)) continue;
    const maxFails = wantFacets ? 1 : 0;
    let failed = -1;
    let fails = 0;
    if (query.categoryIds && !passesCategory(index, doc, query.categoryIds, categoryMask)) {
      failed = categorySlot;
      fails++;
    }
    for (let f = 0; f < attributes.length && fails <= maxFails; f++) {
      if (!passesAttribute(index, doc, attributes[f]!)) {
        failed = firstAttributeSlot + f;
        fails++;
      }
    }
    if (fails > maxFails) continue;
    const price = query.price || wantFacets ? finalPriceOre(index, doc, query.now) : 0;
    if (query.price && (price < query.price.from || (query.price.to !== null && price >= query.price.to))) {
      failed = priceSlot;
      fails++;
    }
    if (fails === 0) {
      matched.push(doc);
      if (query.text) matchedScores.push(query.text.scores[c]!);
    }
    if (!wantFacets || fails > 1) continue;
    const all = fails === 0;
    if (all || failed === categorySlot) {
      for (let i = index.catOffsets[doc]!; i < index.catOffsets[doc + 1]!; i++)
        categoryCounts[index.catValues[i]!]!++;
    }
    if (all || failed === priceSlot) {
      const bucket = bucketOf(query.priceBuckets, price);
      if (bucket >= 0) priceCounts[bucket]!++;
    }
    const onlyAttribute =
      failed >= firstAttributeSlot && failed < firstAttributeSlot + query.attributes.length
        ? query.attributes[failed - firstAttributeSlot]!.attributeId
        : -1;
    if (!all && onlyAttribute === -1) continue;
    for (let i = index.attrOffsets[doc]!; i < index.attrOffsets[doc + 1]!; i++) {
      const attributeId = index.attrIds[i]!;
      if (!all && attributeId !== onlyAttribute) continue;
      const value = index.attrValues[i]!;
      if (index.optionAttributeOf[value] === attributeId) optionCounts[value]!++;
      else {
        let map = numericCounts.get(attributeId);
        if (!map) numericCounts.set(attributeId, (map = new Map()));
        map.set(value, (map.get(value) ?? 0) + 1);
      }
    }
  }

  let facets: IndexFacets | null = null;
  if (wantFacets) {
    facets = { attributes: numericCounts, categories: new Map(), price: priceCounts };
    optionCounts.forEach((count, option) => {
      if (count === 0) return;
      const attributeId = index.optionAttributeOf[option]!;
      let map = facets!.attributes.get(attributeId);
      if (!map) facets!.attributes.set(attributeId, (map = new Map()));
      map.set(option, count);
    });
    categoryCounts.forEach((count, id) => {
      if (count > 0) facets!.categories.set(id, count);
    });
  }
  return { productIds: page(index, query, matched, matchedScores), total: matched.length, facets };
}

function page(index: SearchIndex, query: IndexQuery, matched: number[], scores: number[]): number[] {
  const end = query.from + query.size;
  if (query.from >= matched.length) return [];
  if (query.text && query.sort === 'relevance') {
    return topByRelevance(matched, scores, index.salesRank, end)
      .slice(query.from)
      .map((d) => index.productIds[d]!);
  }
  const order =
    query.sort === 'latest'
      ? index.byLatest
      : query.sort === 'newest'
        ? index.byNewest
        : query.sort === 'price_asc' || query.sort === 'price_desc'
          ? priceOrder(index, query.now, query.sort)
          : index.bySales;
  const wanted = new Uint8Array(index.size);
  for (const d of matched) wanted[d] = 1;
  const docs: number[] = [];
  for (let i = 0; i < order.length && docs.length < end; i++)
    if (wanted[order[i]!] === 1) docs.push(order[i]!);
  return docs.slice(query.from).map((d) => index.productIds[d]!);
}
