import { describe, expect, it } from 'vitest';
import { BOOSTS, MIN_SCORE, matchText, queryTerms, wordQuality } from './match-text.ts';
import { buildSearchIndex } from './search-index.ts';
import type { SearchSource, SourceChunk } from './search-source.ts';
import { foldSwedish, words } from './text.ts';

// matchText marks documents through the inverted word lists on shared typed arrays (decision 0038). This compares
// it with the plain definition over a random catalogue: per term, each field's best word quality; a document
// matches when every term matched a field; score = Σ boosted qualities / (7 × terms), an exact SKU scoring 1.

let seed = 5;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;

const NAME_WORDS = [
  'Soffa',
  'Soffbord',
  'Säng',
  'Sang',
  'Bord',
  'Matbord',
  'Lampa',
  'Golvlampa',
  'Stol',
  'Ek',
];
const COLOURS = ['vit', 'grå', 'svart', 'Ekfärgad', 'natur', 'blå'];
const CATEGORIES = [
  { id: 1, name: 'Rot', path: '1' },
  { id: 2, name: 'Vardagsrum', path: '1/2' },
  { id: 3, name: 'Sovrum', path: '1/3' },
  { id: 4, name: 'Soffor och fåtöljer', path: '1/2/4' },
  { id: 5, name: 'Sängar', path: '1/3/5' },
  { id: 6, name: 'Bord', path: '1/2/6' },
];

async function catalogue(size: number) {
  const chunk: SourceChunk = { products: [], attributes: [], categories: [] };
  for (let id = 1; id <= size; id++) {
    chunk.products.push({
      id,
      sku: `${pick(['SOF', 'BRD', 'LMP'])}-${pick(['LUND', 'EK', 'VIT'])}-${id}`,
      name: `${pick(NAME_WORDS)} ${pick(COLOURS)}${random() < 0.3 ? ` ${pick(NAME_WORDS)}` : ''}`,
      price: 100_000,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      brand_id: null,
      news_from_date: null,
      sales_count: int(50),
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    for (const category of new Set([2 + int(5), 2 + int(5)].slice(0, 1 + int(2))))
      chunk.categories.push({ product_id: id, category_id: category });
  }
  const source = {
    categories: async () => CATEGORIES,
    async *chunks() {
      yield chunk;
    },
  } as unknown as SearchSource;
  const index = await buildSearchIndex(source, { version: 1, statuses: [1], visibilities: [4] });
  return { index, chunk };
}

/** The definition, from the catalogue rows (not the index). */
function reference(chunk: SourceChunk, docOf: (id: number) => number, q: string): Map<number, number> {
  const terms = queryTerms(q);
  const pathOf = new Map(CATEGORIES.map((c) => [c.id, c.path]));
  const nameOf = new Map(CATEGORIES.map((c) => [c.id, c.name]));
  const found = new Map<number, number>();
  const exactSku = chunk.products.find((p) => p.sku === q.trim().toUpperCase());
  const assigned = new Map<number, number[]>();
  for (const c of chunk.categories)
    assigned.set(c.product_id, [...(assigned.get(c.product_id) ?? []), c.category_id]);
  for (const product of chunk.products) {
    const nameWords = words(foldSwedish(product.name));
    const skuWords = words(foldSwedish(product.sku));
    const categoryIds = new Set(
      (assigned.get(product.id) ?? []).flatMap((id) => pathOf.get(id)!.split('/').map(Number)),
    );
    const categoryWords = [...categoryIds].flatMap((id) => words(foldSwedish(nameOf.get(id)!)));
    const best = (list: string[], quality: (term: string, word: string) => number, term: string) =>
      Math.fround(Math.max(0, ...list.map((word) => quality(term, word))));
    const skuQuality = (term: string, segment: string) =>
      segment === term ? 1 : term.length >= 3 && segment.startsWith(term) ? 0.8 : 0;
    let total = 0;
    let all = terms.length > 0;
    for (const term of terms) {
      const name = best(nameWords, wordQuality, term);
      const sku = best(skuWords, skuQuality, term);
      const category = best(categoryWords, wordQuality, term);
      if (name + sku + category === 0) all = false;
      total = total + BOOSTS.name * name + BOOSTS.sku * sku + BOOSTS.category * category;
    }
    const exact = exactSku?.id === product.id;
    const score = Math.min(1, total / (7 * Math.max(1, terms.length)) + (exact ? 1 : 0));
    if ((all && score >= MIN_SCORE) || exact) found.set(docOf(product.id), all ? score : 1);
  }
  return found;
}

describe('matchText', () => {
  it('answers as the definition does', async () => {
    const { index, chunk } = await catalogue(700);
    const docOf = (id: number) => index.docByProductId.get(id)!;
    const pieces = [
      ...NAME_WORDS,
      ...COLOURS,
      'soff',
      'bor',
      'sofa',
      'sofffa',
      'lampa',
      'sang',
      'säng',
      'sängar',
      'fåtölj',
      'ek',
      'sof',
      'lund',
      'sof-lund',
      '17',
      'xyz',
      'ä',
    ];
    for (let i = 0; i < 400; i++) {
      const q =
        random() < 0.1
          ? ` ${chunk.products[int(chunk.products.length)]!.sku.toLowerCase()} `
          : Array.from({ length: 1 + int(3) }, () => pick(pieces)).join(pick([' ', ', ', ' och ']));
      const found = matchText(index, q);
      const answer = new Map([...found.docs].map((doc, k) => [doc, found.scores[k]!]));
      const expected = reference(chunk, docOf, q);
      expect(
        [...answer].sort((a, b) => a[0] - b[0]),
        q,
      ).toEqual([...expected].sort((a, b) => a[0] - b[0]));
    }
    // 400 random queries against a 700-product catalogue and the slow reference: ~6 s on a busy 2-core machine.
  }, 60_000);
});
