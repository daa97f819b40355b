import { describe, expect, it } from 'vitest';
import { matchText } from './match-text.ts';
import { finalPriceOre } from './price-order.ts';
import { queryIndex, type AttributeFilter, type IndexFacets, type IndexQuery } from './query-index.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';
import type { SearchSource, SourceChunk } from './search-source.ts';

// queryIndex works on bitsets built from postings (decision 0038), numbered facet values and a bounded top-k
// selection. This compares it with the plain definition of every answer, over random catalogues and queries.

let seed = 11;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-21T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

async function randomIndex(size: number): Promise<SearchIndex> {
  // Root 1; 2–4 below it; 5–13 below those.
  const categories = [{ id: 1, name: 'Rot', path: '1' }];
  for (let id = 2; id <= 4; id++) categories.push({ id, name: `Rum ${id}`, path: `1/${id}` });
  for (let id = 5; id <= 13; id++)
    categories.push({ id, name: `Del ${id}`, path: `1/${2 + (id % 3)}/${id}` });
  const chunk: SourceChunk = { products: [], attributes: [], categories: [] };
  for (let id = 1; id <= size; id++) {
    const special = random() < 0.4;
    chunk.products.push({
      id,
      sku: `P-${id}`,
      name: `${pick(['Soffa', 'Bord', 'Stol', 'Lampa', 'Soffbord'])} ${pick(['ek', 'vit', 'grå'])}`,
      price: 10_000 + int(40) * 50_000,
      special_price: special ? 5_000 + int(40) * 50_000 : null,
      special_from_date: special && random() < 0.7 ? iso(NOW + (int(20) - 10) * DAY) : null,
      special_to_date: special && random() < 0.7 ? iso(NOW + (int(20) - 5) * DAY) : null,
      brand_id: random() < 0.9 ? 1 + int(4) : null,
      news_from_date: random() < 0.3 ? iso(NOW - int(30) * DAY) : null,
      sales_count: int(50),
      created_at: iso(NOW - int(300) * DAY),
      updated_at: iso(NOW - int(100) * DAY),
    });
    for (const category of new Set([5 + int(9), 5 + int(9)].slice(0, 1 + int(2))))
      chunk.categories.push({ product_id: id, category_id: category });
    for (const option of new Set([101 + int(8), 101 + int(8)].slice(0, 1 + int(2))))
      chunk.attributes.push({ product_id: id, attribute_id: 1, option_id: option, value_number: null });
    if (random() < 0.8)
      chunk.attributes.push({ product_id: id, attribute_id: 2, option_id: 201 + int(6), value_number: null });
    if (random() < 0.7)
      chunk.attributes.push({
        product_id: id,
        attribute_id: 3,
        option_id: null,
        value_number: 40 + 20 * int(9),
      });
  }
  const source = {
    version: async () => 1,
    categories: async () => categories,
    async *chunks() {
      yield chunk;
    },
  } as unknown as SearchSource;
  return buildSearchIndex(source, { version: 1, statuses: [1], visibilities: [4] });
}

function randomQuery(index: SearchIndex): IndexQuery {
  // At most one filter per attribute, as the API makes them (one per filter[code]); rarer shapes too: numbers
  // given as options, options and ranges together, open ends, an attribute no product has.
  const attributes: AttributeFilter[] = [];
  if (random() < 0.6) attributes.push({ attributeId: 1, options: new Set([101 + int(8), 101 + int(8)]) });
  const second = random();
  if (second < 0.4) attributes.push({ attributeId: 2, options: new Set([201 + int(6)]) });
  else if (second < 0.5)
    attributes.push({ attributeId: 2, options: new Set([202]), ranges: [{ from: 205, to: null }] });
  const third = random();
  if (third < 0.25) attributes.push({ attributeId: 3, ranges: [{ from: 60, to: 100 + int(100) }] });
  else if (third < 0.35) attributes.push({ attributeId: 3, options: new Set([60, 80, 101]) });
  else if (third < 0.4) attributes.push({ attributeId: 3, ranges: [{ from: null, to: 80 }] });
  if (random() < 0.05) attributes.push({ attributeId: 9, options: new Set([101]) });
  return {
    text: random() < 0.4 ? matchText(index, pick(['soffa', 'bord', 'ek', 'vit soffa', 'stol'])) : undefined,
    categoryIds:
      random() < 0.7
        ? new Set(pick([[2, 5, 8, 11], [3, 6, 9, 12], [7], [5, 6], [13, 99], [], [-1, 2.5, 4]]))
        : undefined,
    brandId: random() < 0.15 ? 1 + int(4) : undefined,
    productIds:
      random() < 0.1
        ? new Set(Array.from({ length: int(index.size) }, () => 1 + int(index.size + 5)))
        : undefined,
    newOnly: random() < 0.1,
    attributes,
    // Bounds that equal prices of the catalogue (10 000 + k × 50 000, specials 5 000 + k × 50 000) half the time.
    price:
      random() < 0.4
        ? {
            from: int(10) * 100_000 + (random() < 0.5 ? 10_000 : 0),
            to: random() < 0.5 ? null : 1_500_000 + (random() < 0.5 ? 5_000 : 0),
          }
        : undefined,
    priceBuckets: random() < 0.5 ? [0, 500_000, 1_000_000] : [0, 505_000, 1_010_000],
    now: NOW + (int(30) - 15) * DAY,
    sort: pick(['relevance', 'latest', 'price_asc', 'price_desc', 'bestsellers', 'newest'] as const),
    from: pick([0, 0, 10, 50]),
    size: pick([1, 5, 24, 100]),
    facets: random() < 0.7,
  };
}

/** The definition: filters as predicates, facets counted over documents failing at most that facet's filter. */
function reference(index: SearchIndex, query: IndexQuery) {
  const textScore = new Map<number, number>();
  query.text?.docs.forEach((doc, i) => textScore.set(doc, query.text!.scores[i]!));
  const price = (doc: number) => finalPriceOre(index, doc, query.now);
  const entries = (doc: number) =>
    [...Array(index.attrOffsets[doc + 1]! - index.attrOffsets[doc]!).keys()].map((k) => ({
      attributeId: index.attrIds[index.attrOffsets[doc]! + k]!,
      value: index.attrValues[index.attrOffsets[doc]! + k]!,
    }));
  const cats = (doc: number) => [
    ...index.catValues.subarray(index.catOffsets[doc], index.catOffsets[doc + 1]),
  ];
  type Facet = { key: string; passes: (doc: number) => boolean };
  const filters: Facet[] = [];
  if (query.categoryIds)
    filters.push({ key: 'category', passes: (d) => cats(d).some((c) => query.categoryIds!.has(c)) });
  for (const f of query.attributes) {
    const ok = (v: number) =>
      !!f.options?.has(v) ||
      !!f.ranges?.some((r) => (r.from === null || v >= r.from) && (r.to === null || v <= r.to));
    filters.push({
      key: `a${f.attributeId}`,
      passes: (d) => entries(d).some((e) => e.attributeId === f.attributeId && ok(e.value)),
    });
  }
  if (query.price) {
    const { from, to } = query.price;
    filters.push({ key: 'price', passes: (d) => price(d) >= from && (to === null || price(d) < to) });
  }
  const docs = [...Array(index.size).keys()].filter(
    (d) =>
      (!query.text || textScore.has(d)) &&
      (query.brandId === undefined || index.brand[d] === query.brandId) &&
      (!query.newOnly || index.isNew[d] === 1) &&
      (!query.productIds || query.productIds.has(index.productIds[d]!)),
  );
  const passesAllBut = (d: number, key: string) => filters.every((f) => f.key === key || f.passes(d));
  const matched = docs.filter((d) => passesAllBut(d, ''));
  const facets = {
    attributes: new Map<number, Map<number, number>>(),
    categories: new Map<number, number>(),
    price: query.priceBuckets.map(() => 0),
  };
  const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const d of query.facets ? docs : []) {
    if (passesAllBut(d, 'category')) cats(d).forEach((c) => add(facets.categories, c));
    if (passesAllBut(d, 'price')) {
      const bucket = query.priceBuckets.findLastIndex((b) => price(d) >= b);
      if (bucket >= 0) facets.price[bucket]!++;
    }
    for (const e of entries(d)) {
      if (!passesAllBut(d, `a${e.attributeId}`)) continue;
      if (!facets.attributes.has(e.attributeId)) facets.attributes.set(e.attributeId, new Map());
      add(facets.attributes.get(e.attributeId)!, e.value);
    }
  }
  const order =
    query.text && query.sort === 'relevance'
      ? [...matched].sort(
          (a, b) => textScore.get(b)! - textScore.get(a)! || index.salesRank[a]! - index.salesRank[b]!,
        )
      : [
          ...{
            latest: index.byLatest,
            newest: index.byNewest,
            bestsellers: index.bySales,
            relevance: index.bySales,
            price_asc: [],
            price_desc: [],
          }[query.sort],
        ].filter((d) => matched.includes(d));
  if (query.sort === 'price_asc' || query.sort === 'price_desc') {
    const sign = query.sort === 'price_asc' ? 1 : -1;
    order.push(
      ...[...matched].sort(
        (a, b) => sign * (price(a) - price(b)) || index.productIds[a]! - index.productIds[b]!,
      ),
    );
  }
  const page = order.slice(query.from, query.from + query.size).map((d) => index.productIds[d]!);
  return { productIds: page, total: matched.length, facets: query.facets ? comparable(facets) : null };
}

const comparable = (facets: IndexFacets) => ({
  attributes: [...facets.attributes]
    .map(([id, counts]) => [id, [...counts].sort((a, b) => a[0] - b[0])])
    .sort(),
  categories: [...facets.categories].sort((a, b) => a[0] - b[0]),
  price: facets.price,
});

describe('queryIndex', () => {
  // Sizes that do not fill the last 32-document word of a bitset, and one that does.
  it.each([60, 400, 1500, 2048])('answers as the definition does over %i products', async (size) => {
    const index = await randomIndex(size);
    for (let i = 0; i < 300; i++) {
      const query = randomQuery(index);
      const found = queryIndex(index, query);
      const answer = { ...found, facets: found.facets ? comparable(found.facets) : null };
      expect(answer, `query ${i}`).toEqual(reference(index, query));
    }
  });
});
