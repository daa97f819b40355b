/** Documents per key in CSR layout: the documents of key k are docs[offsets[k]] … docs[offsets[k + 1] - 1]. */
export interface Inverted {
  offsets: Uint32Array;
  docs: Int32Array;
}

/**
 * What filters and facets read besides the per-document lists (decision 0038). Every distinct (attribute, value)
 * of the attribute entries is a facet value ("slot"), numbered by attribute id, then value: an entry's slot says
 * which facet count it adds to (one typed-array increment, where the counts were Maps before), and a filter on an
 * attribute is the union of the documents of the slots it accepts. Categories likewise list their documents.
 */
export interface FilterPostings {
  /** Per attribute entry (parallel to attrIds/attrValues): its slot. */
  entrySlot: Int32Array;
  slotAttribute: Int32Array;
  slotValue: Float64Array;
  /** An attribute's slots are start … end - 1, in ascending value. */
  attributeSlots: Map<number, { start: number; end: number }>;
  bySlot: Inverted;
  /** Documents per category id (assigned and ancestor categories, as catValues), 0 … maxCategoryId. */
  byCategory: Inverted;
}

/** Per-key lists from per-document lists (CSR), in document order; a key listed twice for a document counts once. */
function invert(docOffsets: Uint32Array, keys: ArrayLike<number>, keyCount: number): Inverted {
  const size = docOffsets.length - 1;
  const counts = new Uint32Array(keyCount + 1);
  const last = new Int32Array(keyCount).fill(-1);
  for (let doc = 0; doc < size; doc++) {
    for (let i = docOffsets[doc]!; i < docOffsets[doc + 1]!; i++) {
      const key = keys[i]!;
      if (last[key] === doc) continue;
      last[key] = doc;
      counts[key + 1]!++;
    }
  }
  for (let k = 1; k <= keyCount; k++) counts[k]! += counts[k - 1]!;
  const offsets = Uint32Array.from(counts);
  const docs = new Int32Array(offsets[keyCount]!);
  last.fill(-1);
  for (let doc = 0; doc < size; doc++) {
    for (let i = docOffsets[doc]!; i < docOffsets[doc + 1]!; i++) {
      const key = keys[i]!;
      if (last[key] === doc) continue;
      last[key] = doc;
      docs[counts[key]!++] = doc;
    }
  }
  return { offsets, docs };
}

export function buildFilterPostings(
  attrOffsets: Uint32Array,
  attrIds: Int32Array,
  attrValues: Float64Array,
  catOffsets: Uint32Array,
  catValues: Int32Array,
  maxCategoryId: number,
): FilterPostings {
  const valuesOf = new Map<number, Set<number>>();
  for (let i = 0; i < attrIds.length; i++) {
    let values = valuesOf.get(attrIds[i]!);
    if (!values) valuesOf.set(attrIds[i]!, (values = new Set()));
    values.add(attrValues[i]!);
  }
  const slotAttribute: number[] = [];
  const slotValue: number[] = [];
  const attributeSlots = new Map<number, { start: number; end: number }>();
  const slotOf = new Map<number, Map<number, number>>();
  for (const attributeId of [...valuesOf.keys()].sort((a, b) => a - b)) {
    const start = slotAttribute.length;
    const slots = new Map<number, number>();
    for (const value of [...valuesOf.get(attributeId)!].sort((a, b) => a - b)) {
      slots.set(value, slotAttribute.length);
      slotAttribute.push(attributeId);
      slotValue.push(value);
    }
    attributeSlots.set(attributeId, { start, end: slotAttribute.length });
    slotOf.set(attributeId, slots);
  }
  const entrySlot = new Int32Array(attrIds.length);
  for (let i = 0; i < attrIds.length; i++) entrySlot[i] = slotOf.get(attrIds[i]!)!.get(attrValues[i]!)!;
  return {
    entrySlot,
    slotAttribute: Int32Array.from(slotAttribute),
    slotValue: Float64Array.from(slotValue),
    attributeSlots,
    bySlot: invert(attrOffsets, entrySlot, slotAttribute.length),
    byCategory: invert(catOffsets, catValues, maxCategoryId + 1),
  };
}
