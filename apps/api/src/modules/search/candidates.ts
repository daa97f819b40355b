import type { SearchIndex } from './search-index.ts';

/** Documents per key in CSR layout: the documents of key k are docs[offsets[k]] … docs[offsets[k + 1] - 1]. */
interface Inverted {
  offsets: Uint32Array;
  docs: Int32Array;
}

interface Postings {
  byCategory: Inverted;
  /** By option id: documents with an entry (attribute the option belongs to, option id), as passesAttribute tests. */
  byOption: Inverted;
}

/** Inverts per-document lists (CSR) into per-key lists, in document order, each document once per key. */
function invert(
  docOffsets: Uint32Array,
  keyOf: (entry: number) => number,
  maxKey: number,
  size: number,
): Inverted {
  const counts = new Uint32Array(maxKey + 2);
  const last = new Int32Array(maxKey + 1).fill(-1);
  const each = (visit: (key: number, doc: number) => void) => {
    for (let doc = 0; doc < size; doc++) {
      for (let i = docOffsets[doc]!; i < docOffsets[doc + 1]!; i++) {
        const key = keyOf(i);
        if (key < 0 || key > maxKey || last[key] === doc) continue;
        last[key] = doc;
        visit(key, doc);
      }
    }
  };
  each((key) => counts[key + 1]!++);
  for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
  const offsets = Uint32Array.from(counts);
  const docs = new Int32Array(offsets[maxKey + 1]!);
  last.fill(-1);
  each((key, doc) => (docs[counts[key]!++] = doc));
  return { offsets, docs };
}

const postingsByIndex = new WeakMap<SearchIndex, Postings>();

/** Built on first use per index (tens of ms at 100k products), then kept with it. */
function postingsOf(index: SearchIndex): Postings {
  let postings = postingsByIndex.get(index);
  if (!postings) {
    const { attrIds, attrValues, optionAttributeOf, maxOptionId } = index;
    postings = {
      byCategory: invert(index.catOffsets, (i) => index.catValues[i]!, index.maxCategoryId, index.size),
      byOption: invert(
        index.attrOffsets,
        (i) => {
          const value = attrValues[i]!;
          const id = value | 0;
          return id === value && id <= maxOptionId && optionAttributeOf[id] === attrIds[i] ? id : -1;
        },
        maxOptionId,
        index.size,
      ),
    };
    postingsByIndex.set(index, postings);
  }
  return postings;
}

/** A facet filter whose documents can be listed from postings: category ids, or option ids of one attribute. */
export interface ListableFilter {
  kind: 'category' | 'option';
  ids: ReadonlySet<number>;
  /** For options: the attribute the filter is on (each option must belong to it). */
  attributeId?: number;
}

/** Per document, how many of the listed filters it passes; only documents with at least `need` can matter. */
export interface Candidates {
  passes: Uint8Array;
  need: number;
}

/**
 * Which documents a filtered query has to look at, or null to look at all. A document failing two facet filters
 * neither matches nor counts in any facet (multi-select faceting), and without facets one failed filter is enough;
 * so of the category and option filters, whose documents inverted lists name, a document that matters passes all
 * but at most one (all, without facets). Counting passes over those lists turns the 100k-document scan of a
 * filtered category listing into a look at a few thousand. The caller still applies every filter to those
 * documents, so the answer is exactly that of the full scan.
 */
export function narrowByPostings(
  index: SearchIndex,
  filters: ListableFilter[],
  facets: boolean,
  scanned: number,
): Candidates | null {
  if (filters.length === 0 || filters.length > 250) return null;
  const postings = postingsOf(index);
  const listed = filters.flatMap((filter) => {
    const inverted = filter.kind === 'category' ? postings.byCategory : postings.byOption;
    const keys: number[] = [];
    let bound = 0;
    for (const id of filter.ids) {
      const known = Number.isInteger(id) && id >= 0 && id < inverted.offsets.length - 1;
      // Category ids outside the index have no documents. An option id outside it, or of another attribute, could
      // still equal a stored number of this attribute: such a filter is not listable.
      if (filter.kind === 'category' && !known) continue;
      if (filter.kind === 'option' && (!known || index.optionAttributeOf[id] !== filter.attributeId))
        return [];
      keys.push(id);
      bound += inverted.offsets[id + 1]! - inverted.offsets[id]!;
    }
    // A filter listing half of what the loop looks at anyway costs more to count than it saves.
    return bound <= scanned / 2 ? [{ inverted, keys }] : [];
  });
  const need = listed.length - (facets ? 1 : 0);
  if (need < 1) return null;
  const passes = new Uint8Array(index.size);
  // The last filter that counted a document: a document is listed under several keys of one filter when it has
  // several of the filter's categories or options, and must count once.
  const stamp = new Uint8Array(index.size);
  listed.forEach(({ inverted, keys }, f) => {
    for (const key of keys) {
      for (let i = inverted.offsets[key]!; i < inverted.offsets[key + 1]!; i++) {
        const doc = inverted.docs[i]!;
        if (stamp[doc] === f + 1) continue;
        stamp[doc] = f + 1;
        passes[doc]!++;
      }
    }
  });
  return { passes, need };
}
