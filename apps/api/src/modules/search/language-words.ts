import { DEFAULT_STORE_VIEW, STORE_VIEWS, translationChain } from '@hemma/commerce';
import type { SourceCategory, SourceProduct } from './search-source.ts';
import { foldSwedish, words } from './text.ts';

/**
 * The words of one store view's language (decision 0058, addendum 2026-12-06): the folded words of product and
 * category names as the store view shows them (its translation, else the English one, else none — the Swedish
 * words are in the index's own vocabulary). `vocabulary` holds only what the Swedish postings do not already say
 * (a word and the documents it adds), so a search scans few extra words; `suggestions` holds every shown word, for
 * "did you mean" in that language.
 */
export interface LanguageWords {
  vocabulary: string[];
  nameDocs: Int32Array[];
  categoryDocs: Int32Array[];
  suggestions: string[];
}

/**
 * Folded words of a name, folded word by word through a cache: translated names repeat few words (nouns, colours,
 * line names), and folding (NFD) every name of every store view doubled an index build's time. Runs of letters,
 * digits and marks are the words of the folded text, as folding drops the marks.
 */
let folded = new Map<string, string[]>();
const FOLDED_LIMIT = 200_000;
function foldedWords(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []) {
    let parts = folded.get(raw);
    if (parts === undefined) {
      if (folded.size >= FOLDED_LIMIT) folded = new Map();
      parts = words(foldSwedish(raw));
      folded.set(raw, parts);
    }
    found.push(...parts);
  }
  return found;
}

/** The name a store view shows along its fallback chain, leaving out the Swedish one. */
function shownName(names: Record<string, string> | undefined, chain: readonly string[]): string | undefined {
  if (!names) return undefined;
  for (const code of chain) if (names[code] !== undefined) return names[code];
  return undefined;
}

function push(map: Map<string, number[]>, word: string, doc: number): void {
  const list = map.get(word);
  if (!list) map.set(word, [doc]);
  else if (list[list.length - 1] !== doc) list.push(doc);
}

/** The documents of `docs` (ascending) that `known` (ascending, may be missing) does not list. */
function without(docs: number[], known: Int32Array | undefined): Int32Array {
  if (!known || known.length === 0) return Int32Array.from(docs);
  const kept: number[] = [];
  let k = 0;
  for (const doc of docs) {
    while (k < known.length && known[k]! < doc) k++;
    if (k >= known.length || known[k] !== doc) kept.push(doc);
  }
  return Int32Array.from(kept);
}

/** Collects, document by document, the shown words of every store view that has translations. */
export function createLanguageCollector(categories: readonly SourceCategory[]) {
  const stores = new Map<
    string,
    {
      chain: string[];
      categoryWords: Map<number, string[]>;
      names: Map<string, number[]>;
      categories: Map<string, number[]>;
    }
  >();
  const storeFor = (code: string) => {
    let store = stores.get(code);
    if (!store) {
      const chain = translationChain(code).filter((c) => c !== DEFAULT_STORE_VIEW.storeCode);
      const categoryWords = new Map<number, string[]>();
      for (const c of categories) {
        const name = shownName(c.names, chain);
        if (name !== undefined) categoryWords.set(c.id, foldedWords(name));
      }
      store = { chain, categoryWords, names: new Map(), categories: new Map() };
      stores.set(code, store);
    }
    return store;
  };
  // Every store view, as one falling back to English shows English names without a translation of its own.
  for (const view of STORE_VIEWS)
    if (view.storeCode !== DEFAULT_STORE_VIEW.storeCode) storeFor(view.storeCode);
  for (const c of categories) for (const code of Object.keys(c.names ?? {})) storeFor(code);

  return {
    /** One document: its product row (with translated names) and its categories with their ancestors. */
    add(doc: number, product: SourceProduct, categoryIds: Iterable<number>): void {
      if (product.names) for (const code of Object.keys(product.names)) storeFor(code);
      const ids = [...categoryIds];
      for (const store of stores.values()) {
        const name = shownName(product.names, store.chain);
        if (name !== undefined) for (const word of foldedWords(name)) push(store.names, word, doc);
        for (const id of ids)
          for (const word of store.categoryWords.get(id) ?? []) push(store.categories, word, doc);
      }
    },
    /** Each store view's words, given the Swedish postings per word. */
    finish(swedish: {
      nameDocs: (word: string) => Int32Array | undefined;
      categoryDocs: (word: string) => Int32Array | undefined;
    }): Map<string, LanguageWords> {
      const result = new Map<string, LanguageWords>();
      const empty = new Int32Array(0);
      for (const [code, store] of stores) {
        const words: LanguageWords = { vocabulary: [], nameDocs: [], categoryDocs: [], suggestions: [] };
        const all = new Set([...store.names.keys(), ...store.categories.keys()]);
        for (const word of all) {
          const names = store.names.get(word);
          const cats = store.categories.get(word);
          const newNames = names ? without(names, swedish.nameDocs(word)) : empty;
          const newCats = cats ? without(cats, swedish.categoryDocs(word)) : empty;
          words.suggestions.push(word);
          if (newNames.length === 0 && newCats.length === 0) continue;
          words.vocabulary.push(word);
          words.nameDocs.push(newNames);
          words.categoryDocs.push(newCats);
        }
        result.set(code, words);
      }
      return result;
    },
  };
}
