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

interface Scratch {
  name: Float32Array;
  sku: Float32Array;
  category: Float32Array;
  total: Float64Array;
  hits: Uint8Array;
}
const scratchByIndex = new WeakMap<SearchIndex, Scratch>();

function scratchFor(index: SearchIndex): Scratch {
  let scratch = scratchByIndex.get(index);
  if (!scratch) {
    const n = index.size;
    scratch = {
      name: new Float32Array(n),
      sku: new Float32Array(n),
      category: new Float32Array(n),
      total: new Float64Array(n),
      hits: new Uint8Array(n),
    };
    scratchByIndex.set(index, scratch);
  }
  return scratch;
}

function mark(field: Float32Array, docs: Int32Array, quality: number, touched: number[], s: Scratch): void {
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    if (s.name[d] === 0 && s.sku[d] === 0 && s.category[d] === 0) touched.push(d);
    if (field[d]! < quality) field[d] = quality;
  }
}

/**
 * Finds the documents that match every term of the query in their name, SKU or category names, scored with the
 * SPEC's boosts. Runs synchronously on shared scratch arrays (no await inside, so requests cannot interleave).
 */
export function matchText(index: SearchIndex, q: string): TextMatch {
  const terms = queryTerms(q);
  const s = scratchFor(index);
  let alive: number[] = [];
  const everTouched: number[] = [];
  const exactSku = index.docBySku.get(q.trim().toUpperCase());
  terms.forEach((term, t) => {
    const touched: number[] = [];
    index.vocabulary.forEach((word, w) => {
      const quality = wordQuality(term, word);
      if (quality === 0) return;
      mark(s.name, index.nameDocs[w]!, quality, touched, s);
      mark(s.category, index.categoryDocs[w]!, quality, touched, s);
    });
    index.skuSegments.forEach((segment, w) => {
      const quality = segment === term ? 1 : term.length >= 3 && segment.startsWith(term) ? 0.8 : 0;
      if (quality > 0) mark(s.sku, index.skuDocs[w]!, quality, touched, s);
    });
    for (const d of touched) {
      if (s.hits[d] === t) {
        s.total[d] =
          s.total[d]! + BOOSTS.name * s.name[d]! + BOOSTS.sku * s.sku[d]! + BOOSTS.category * s.category[d]!;
        s.hits[d] = t + 1;
        if (t === 0) everTouched.push(d);
      }
      s.name[d] = 0;
      s.sku[d] = 0;
      s.category[d] = 0;
    }
    alive = t === 0 ? everTouched.slice() : alive.filter((d) => s.hits[d] === t + 1);
  });
  const max = MAX_PER_TERM * Math.max(1, terms.length);
  const docs: number[] = [];
  const scores: number[] = [];
  for (const d of alive) {
    const boostSku = exactSku === d ? 1 : 0;
    const score = Math.min(1, s.total[d]! / max + boostSku);
    if (score >= MIN_SCORE) {
      docs.push(d);
      scores.push(score);
    }
  }
  if (exactSku !== undefined && !docs.includes(exactSku)) {
    docs.push(exactSku);
    scores.push(1);
  }
  for (const d of everTouched) {
    s.total[d] = 0;
    s.hits[d] = 0;
  }
  return { docs: Int32Array.from(docs), scores: Float64Array.from(scores) };
}

/** "Did you mean": index words closest to the query's terms by trigram similarity (å/ä/ö folded to a/o here). */
export function suggest(index: SearchIndex, q: string, limit = 5): string[] {
  const found: { word: string; similarity: number }[] = [];
  for (const term of queryTerms(q)) {
    if (term.length < 3) continue;
    const base = foldBase(term);
    for (const word of index.vocabulary) {
      if (word === term || Math.abs(word.length - term.length) > 4) continue;
      const similarity = trigramSimilarity(base, foldBase(word));
      if (similarity >= 0.3) found.push({ word, similarity });
    }
  }
  found.sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word, 'sv'));
  return [...new Set(found.map((f) => f.word))].slice(0, limit);
}
