import { buildFilterPostings, type FilterPostings } from './filter-postings.ts';
import { createInterner } from './interned.ts';
import { createLanguageCollector, type LanguageWords } from './language-words.ts';
import type { IndexSource } from './loaded-catalogue.ts';
import { buildOptionWords, type OptionWords } from './option-words.ts';
import type { SourceCategory, SourceProduct } from './search-source.ts';
import { foldSwedish, words } from './text.ts';

/**
 * The in-memory search index of one process (ADR 0009): every listable product as a document number, with what
 * search, filters, facets and sorting need in typed arrays, and an inverted index from folded words to documents.
 */
export interface SearchIndex {
  version: number;
  builtAt: number;
  size: number;
  productIds: Int32Array;
  docByProductId: Map<number, number>;
  docBySku: Map<string, number>;
  /** Öre incl. VAT; special -1 when none; window bounds in epoch ms (NaN = open end). */
  price: Float64Array;
  special: Float64Array;
  /** The owner's EUR price and EUR special price in cents, -1 when not set; the product's tax class. */
  priceEur: Float64Array;
  specialEur: Float64Array;
  taxClass: Int32Array;
  specialFrom: Float64Array;
  specialTo: Float64Array;
  brand: Int32Array;
  isNew: Uint8Array;
  /** Documents in sort order, and each document's place in the bestseller order (tie-breaker for relevance). */
  bySales: Int32Array;
  byLatest: Int32Array;
  byNewest: Int32Array;
  salesRank: Int32Array;
  /** Category ids per document (assigned ones and their ancestors), CSR layout. */
  catOffsets: Uint32Array;
  catValues: Int32Array;
  /** Attribute entries per document, CSR layout: attribute id and option id or number. */
  attrOffsets: Uint32Array;
  attrIds: Int32Array;
  attrValues: Float64Array;
  maxCategoryId: number;
  maxOptionId: number;
  /** The attribute each option id belongs to (0 when unused). */
  optionAttributeOf: Int32Array;
  /** Facet value numbers of the attribute entries, and documents per facet value and per category. */
  postings: FilterPostings;
  /** Folded words of names and category names, and documents per word and field. */
  vocabulary: string[];
  nameDocs: Int32Array[];
  categoryDocs: Int32Array[];
  /** Folded SKU segments (SOF-LUND-2 → sof, lund, 2) and their documents. */
  skuSegments: string[];
  skuDocs: Int32Array[];
  /** Per store code, the words of names as that store view shows them (its language), beside the Swedish ones. */
  languages: Map<string, LanguageWords>;
  /** Per store code, the words of attribute option labels it matches ("grå", "grau") and their facet slots. */
  optionWords: Map<string, OptionWords>;
}

const NONE = Number.NaN;
const time = (iso: string | null): number => (iso ? Date.parse(iso) : NONE);

/**
 * Folded words of a product's name and SKU segments, remembered per product row: an index built from kept rows
 * (loaded-catalogue.ts) folds only the rows that were read again. Kept as one list, the name's words, then '' (never
 * a word), then the SKU's segments, each word one shared string: at 100k products one object and two lists per row
 * and a string per word took 38 MB, this 15 MB.
 */
const wordsByRow = new WeakMap<SourceProduct, string[]>();
const sharedWord = createInterner(500_000);
function wordsOf(p: SourceProduct): string[] {
  let found = wordsByRow.get(p);
  if (!found) {
    found = [...words(foldSwedish(p.name)), '', ...words(foldSwedish(p.sku))].map(sharedWord);
    wordsByRow.set(p, found);
  }
  return found;
}

function pushTo(map: Map<string, number[]>, key: string, doc: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [doc]);
  else if (list[list.length - 1] !== doc) list.push(doc);
}

function postings(map: Map<string, number[]>): { keys: string[]; docs: Int32Array[] } {
  const keys = [...map.keys()];
  return { keys, docs: keys.map((k) => Int32Array.from(map.get(k)!)) };
}

function ancestorsOf(categories: SourceCategory[]): Map<number, number[]> {
  const known = new Set(categories.map((c) => c.id));
  return new Map(
    categories.map((c) => [
      c.id,
      c.path
        .split('/')
        .map(Number)
        .filter((id) => known.has(id)),
    ]),
  );
}

function order(size: number, compare: (a: number, b: number) => number): Int32Array {
  const docs = Array.from({ length: size }, (_, i) => i);
  docs.sort(compare);
  return Int32Array.from(docs);
}

export async function buildSearchIndex(
  source: IndexSource,
  options: {
    version: number;
    statuses: readonly number[];
    visibilities: readonly number[];
    chunkSize?: number;
  },
): Promise<SearchIndex> {
  const [categories, optionLabels] = await Promise.all([source.categories(), source.optionLabels?.() ?? []]);
  const ancestors = ancestorsOf(categories);
  const categoryWords = new Map(categories.map((c) => [c.id, words(foldSwedish(c.name))]));
  const languages = createLanguageCollector(categories);
  const products: {
    id: number;
    sku: string;
    sales: number;
    updated: string;
    newest: string;
    created: string;
  }[] = [];
  const price: number[] = [];
  const special: number[] = [];
  const priceEur: number[] = [];
  const specialEur: number[] = [];
  const taxClass: number[] = [];
  const specialFrom: number[] = [];
  const specialTo: number[] = [];
  const brand: number[] = [];
  const isNew: number[] = [];
  const catOffsets = [0];
  const catValues: number[] = [];
  const attrOffsets = [0];
  const attrIds: number[] = [];
  const attrValues: number[] = [];
  const nameWords = new Map<string, number[]>();
  const catWordDocs = new Map<string, number[]>();
  const skuWords = new Map<string, number[]>();
  let maxOptionId = 0;
  const optionAttribute = new Map<number, number>();

  for await (const chunk of source.chunks({ ...options, size: options.chunkSize ?? 5000 })) {
    const attrsByProduct = new Map<number, typeof chunk.attributes>();
    for (const a of chunk.attributes) {
      const list = attrsByProduct.get(a.product_id);
      if (list) list.push(a);
      else attrsByProduct.set(a.product_id, [a]);
    }
    const catsByProduct = new Map<number, number[]>();
    for (const c of chunk.categories) {
      const list = catsByProduct.get(c.product_id);
      if (list) list.push(c.category_id);
      else catsByProduct.set(c.product_id, [c.category_id]);
    }
    for (const p of chunk.products) {
      const doc = products.length;
      products.push({
        id: p.id,
        sku: p.sku,
        sales: p.sales_count,
        updated: p.updated_at,
        newest: p.news_from_date ?? '',
        created: p.created_at,
      });
      price.push(p.price);
      special.push(p.special_price ?? -1);
      priceEur.push(p.price_eur ?? -1);
      specialEur.push(p.special_price_eur ?? -1);
      taxClass.push(p.tax_class_id ?? 0);
      specialFrom.push(time(p.special_from_date));
      specialTo.push(time(p.special_to_date));
      brand.push(p.brand_id ?? -1);
      isNew.push(p.news_from_date === null ? 0 : 1);
      const folded = wordsOf(p);
      let map = nameWords;
      for (const word of folded) {
        if (word === '') map = skuWords;
        else pushTo(map, word, doc);
      }
      const cats = new Set<number>();
      for (const id of catsByProduct.get(p.id) ?? []) for (const a of ancestors.get(id) ?? []) cats.add(a);
      for (const id of cats) {
        catValues.push(id);
        for (const word of categoryWords.get(id) ?? []) pushTo(catWordDocs, word, doc);
      }
      catOffsets.push(catValues.length);
      languages.add(doc, p, cats);
      for (const a of attrsByProduct.get(p.id) ?? []) {
        const value = a.option_id ?? a.value_number;
        if (value === null) continue;
        if (a.option_id !== null) {
          maxOptionId = Math.max(maxOptionId, a.option_id);
          optionAttribute.set(a.option_id, a.attribute_id);
        }
        attrIds.push(a.attribute_id);
        attrValues.push(value);
      }
      attrOffsets.push(attrIds.length);
    }
  }

  const size = products.length;
  const byId = (a: number, b: number) => products[a]!.id - products[b]!.id;
  const bySales = order(size, (a, b) => products[b]!.sales - products[a]!.sales || byId(a, b));
  const salesRank = new Int32Array(size);
  bySales.forEach((doc, rank) => (salesRank[doc] = rank));
  const desc = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);
  const vocabulary = [...new Set([...nameWords.keys(), ...catWordDocs.keys()])];
  const names = postings(nameWords);
  const nameIndex = new Map(names.keys.map((k, i) => [k, names.docs[i]!]));
  const cats = postings(catWordDocs);
  const catIndex = new Map(cats.keys.map((k, i) => [k, cats.docs[i]!]));
  const empty = new Int32Array(0);
  const skus = postings(skuWords);
  const optionAttributeOf = new Int32Array(maxOptionId + 1);
  for (const [option, attribute] of optionAttribute) optionAttributeOf[option] = attribute;
  const maxCategoryId = categories.reduce((max, c) => Math.max(max, c.id), 0);
  const attributeOffsets = Uint32Array.from(attrOffsets);
  const attributeIds = Int32Array.from(attrIds);
  const attributeValues = Float64Array.from(attrValues);
  const categoryOffsets = Uint32Array.from(catOffsets);
  const categoryValues = Int32Array.from(catValues);
  const filterPostings = buildFilterPostings(
    attributeOffsets,
    attributeIds,
    attributeValues,
    categoryOffsets,
    categoryValues,
    maxCategoryId,
  );
  return {
    version: options.version,
    builtAt: Date.now(),
    size,
    productIds: Int32Array.from(products.map((p) => p.id)),
    docByProductId: new Map(products.map((p, doc) => [p.id, doc])),
    docBySku: new Map(products.map((p, doc) => [p.sku, doc])),
    price: Float64Array.from(price),
    special: Float64Array.from(special),
    priceEur: Float64Array.from(priceEur),
    specialEur: Float64Array.from(specialEur),
    taxClass: Int32Array.from(taxClass),
    specialFrom: Float64Array.from(specialFrom),
    specialTo: Float64Array.from(specialTo),
    brand: Int32Array.from(brand),
    isNew: Uint8Array.from(isNew),
    bySales,
    byLatest: order(size, (a, b) => desc(products[a]!.updated, products[b]!.updated) || byId(a, b)),
    byNewest: order(
      size,
      (a, b) =>
        desc(products[a]!.newest, products[b]!.newest) ||
        desc(products[a]!.created, products[b]!.created) ||
        byId(a, b),
    ),
    salesRank,
    catOffsets: categoryOffsets,
    catValues: categoryValues,
    attrOffsets: attributeOffsets,
    attrIds: attributeIds,
    attrValues: attributeValues,
    maxCategoryId,
    maxOptionId,
    optionAttributeOf,
    postings: filterPostings,
    vocabulary,
    nameDocs: vocabulary.map((w) => nameIndex.get(w) ?? empty),
    categoryDocs: vocabulary.map((w) => catIndex.get(w) ?? empty),
    skuSegments: skus.keys,
    skuDocs: skus.docs,
    languages: languages.finish({
      nameDocs: (word) => nameIndex.get(word),
      categoryDocs: (word) => catIndex.get(word),
    }),
    optionWords: buildOptionWords(optionLabels, filterPostings, optionAttributeOf),
  };
}
