import { DEFAULT_STORE_VIEW } from '@hemma/commerce';
import { scratchPerIndex } from './index-scratch.ts';
import type { OptionWords } from './option-words.ts';
import type { SearchIndex } from './search-index.ts';
import { foldBase, foldSwedish, trigramSimilarity, withinOneEdit, words } from './text.ts';

/** SPEC §9 boosts: name 4, sku 2, category name 1. */
export const BOOSTS = { name: 4, sku: 2, category: 1 } as const;
const MAX_PER_TERM = BOOSTS.name + BOOSTS.sku + BOOSTS.category;
/** SPEC §9: documents whose normalised score (0..1, see ADR 0009) is below this are dropped. */
export const MIN_SCORE = 0.02;
const MAX_TERMS = 8;

/** How well a folded word of the index matches a folded query term (0 = not at all). */
export function wordQuality(term: string, word: string): number {
  if (word === term) return 1;
  if (term.length < 3) return 0;
  if (word.startsWith(term)) return 0.8; // prefix: 'soff' → 'soffa'
  if (word.includes(term)) return 0.6; // compound part: 'bord' → 'soffbord'
  if (term.length >= 4 && withinOneEdit(term, word)) return 0.5; // one typo: 'sofa', 'sofffa' → 'soffa'
  return 0;
}

export interface TextMatch {
  docs: Int32Array;
  /** Normalised score per entry of docs: the sum over terms of boosted field matches / (7 × terms). */
  scores: Float64Array;
}

export function queryTerms(q: string): string[] {
  return [...new Set(words(foldSwedish(q)))].slice(0, MAX_TERMS);
}

/**
 * Per-index working memory of matchText (typed arrays over the documents, no per-query arrays but the answer):
 * per term the best quality per field, the running score and the number of terms matched so far per document.
 */
interface Scratch {
  name: Float32Array;
  sku: Float32Array;
  category: Float32Array;
  total: Float64Array;
  hits: Uint8Array;
  /** The pass that last listed a document in `touched` (a document is listed once per term). */
  seen: Int32Array;
  pass: number;
  touched: Int32Array;
  touchedCount: number;
  /** Documents the first term touched, in that order: the only ones that can match every term. */
  first: Int32Array;
}
const scratchFor = scratchPerIndex(({ size: n }): Scratch => ({
  name: new Float32Array(n),
  sku: new Float32Array(n),
  category: new Float32Array(n),
  total: new Float64Array(n),
  hits: new Uint8Array(n),
  seen: new Int32Array(n),
  pass: 0,
  touched: new Int32Array(n),
  touchedCount: 0,
  first: new Int32Array(n),
}));

function mark(field: Float32Array, docs: Int32Array, quality: number, s: Scratch): void {
  const { seen, touched, pass } = s;
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    if (seen[d] !== pass) {
      seen[d] = pass;
      touched[s.touchedCount++] = d;
    }
    if (field[d]! < quality) field[d] = quality;
  }
}

/** Marks the documents of the words of one vocabulary that match the term, by field. */
function markWords(
  term: string,
  words: { vocabulary: string[]; nameDocs: Int32Array[]; categoryDocs: Int32Array[] },
  s: Scratch,
): void {
  const { vocabulary, nameDocs, categoryDocs } = words;
  for (let w = 0; w < vocabulary.length; w++) {
    const quality = wordQuality(term, vocabulary[w]!);
    if (quality === 0) continue;
    mark(s.name, nameDocs[w]!, quality, s);
    mark(s.category, categoryDocs[w]!, quality, s);
  }
}

/**
 * How well an option label's word matches a term: as a name's word, but without the one-typo match — labels are
 * few short words, and "bord" one edit from the German "Cord" would list corduroy sofas for a table.
 */
function labelQuality(term: string, word: string): number {
  if (word === term) return 1;
  if (term.length < 3) return 0;
  if (word.startsWith(term)) return 0.8;
  return word.includes(term) ? 0.6 : 0;
}

/**
 * Marks the documents of the options whose label words match the term (decision 0058, addendum 2): in the category
 * field, so an option label weighs like a category name and the scores of other queries stay as they were.
 */
function markOptions(term: string, options: OptionWords, index: SearchIndex, s: Scratch): void {
  const { offsets, docs } = index.postings.bySlot;
  for (let w = 0; w < options.words.length; w++) {
    const quality = labelQuality(term, options.words[w]!);
    if (quality === 0) continue;
    for (const slot of options.slots[w]!)
      mark(s.category, docs.subarray(offsets[slot]!, offsets[slot + 1]!), quality, s);
  }
}

/**
 * Finds the documents that match every term of the query in their name, SKU, category names or option labels,
 * scored with the SPEC's boosts: the Swedish names and, given a store code, the names as that store view shows them
 * (decision 0058, addendum); an option's label counts as a category name. Runs synchronously on shared scratch arrays (no await inside, so requests cannot interleave).
 */
export function matchText(index: SearchIndex, q: string, storeCode?: string): TextMatch {
  const terms = queryTerms(q);
  const s = scratchFor(index);
  const { name, sku, category, total, hits, touched, first } = s;
  let firstCount = 0;
  const language = storeCode === undefined ? undefined : index.languages.get(storeCode);
  const options =
    index.optionWords.get(storeCode ?? DEFAULT_STORE_VIEW.storeCode) ??
    index.optionWords.get(DEFAULT_STORE_VIEW.storeCode);
  const exactSku = index.docBySku.get(q.trim().toUpperCase());
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    // A new pass number per term; on overflow every document is unlisted again.
    if (s.pass === 0x7fffffff) {
      s.seen.fill(0);
      s.pass = 0;
    }
    s.pass++;
    s.touchedCount = 0;
    markWords(term, index, s);
    if (language) markWords(term, language, s);
    if (options) markOptions(term, options, index, s);
    const { skuSegments } = index;
    for (let w = 0; w < skuSegments.length; w++) {
      const segment = skuSegments[w]!;
      const quality = segment === term ? 1 : term.length >= 3 && segment.startsWith(term) ? 0.8 : 0;
      if (quality > 0) mark(sku, index.skuDocs[w]!, quality, s);
    }
    for (let i = 0; i < s.touchedCount; i++) {
      const d = touched[i]!;
      if (hits[d] === t) {
        total[d] = total[d]! + BOOSTS.name * name[d]! + BOOSTS.sku * sku[d]! + BOOSTS.category * category[d]!;
        hits[d] = t + 1;
        if (t === 0) first[firstCount++] = d;
      }
      name[d] = 0;
      sku[d] = 0;
      category[d] = 0;
    }
  }
  const max = MAX_PER_TERM * Math.max(1, terms.length);
  let count = 0;
  for (let i = 0; i < firstCount; i++) if (hits[first[i]!] === terms.length) count++;
  const docs = new Int32Array(count + 1);
  const scores = new Float64Array(count + 1);
  let n = 0;
  let skuListed = false;
  for (let i = 0; i < firstCount; i++) {
    const d = first[i]!;
    if (hits[d] !== terms.length) continue;
    const boostSku = exactSku === d ? 1 : 0;
    const score = Math.min(1, total[d]! / max + boostSku);
    if (score >= MIN_SCORE) {
      docs[n] = d;
      scores[n++] = score;
      if (d === exactSku) skuListed = true;
    }
  }
  if (exactSku !== undefined && !skuListed) {
    docs[n] = exactSku;
    scores[n++] = 1;
  }
  for (let i = 0; i < firstCount; i++) {
    total[first[i]!] = 0;
    hits[first[i]!] = 0;
  }
  return { docs: docs.subarray(0, n), scores: scores.subarray(0, n) };
}

/**
 * "Did you mean": index words closest to the query's terms by trigram similarity (å/ä/ö folded to a/o here), from
 * the store view's language when it shows translated names, else from the Swedish ones.
 */
export function suggest(index: SearchIndex, q: string, limit = 5, storeCode?: string): string[] {
  const found: { word: string; similarity: number }[] = [];
  const shown = storeCode === undefined ? undefined : index.languages.get(storeCode)?.suggestions;
  const vocabulary = shown && shown.length > 0 ? shown : index.vocabulary;
  for (const term of queryTerms(q)) {
    if (term.length < 3) continue;
    const base = foldBase(term);
    for (const word of vocabulary) {
      if (word === term || Math.abs(word.length - term.length) > 4) continue;
      const similarity = trigramSimilarity(base, foldBase(word));
      if (similarity >= 0.3) found.push({ word, similarity });
    }
  }
  found.sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word, 'sv'));
  return [...new Set(found.map((f) => f.word))].slice(0, limit);
}
