/**
 * The first `k` documents by relevance: higher score first, ties by bestseller rank (unique, so the order is total
 * and equals that of sorting everything). A page needs only `from + size` documents, while a broad term matches
 * thousands at 100k products; a bounded heap selects them in O(n log k) instead of sorting all n.
 */
export function topByRelevance(
  docs: ArrayLike<number>,
  scores: ArrayLike<number>,
  salesRank: Int32Array,
  k: number,
): number[] {
  // Positions into docs/scores; `before(a, b)`: a ranks ahead of b.
  const before = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && salesRank[docs[a]!]! < salesRank[docs[b]!]!);
  const heap: number[] = []; // the kept positions, the one ranking last at the root
  for (let p = 0; p < docs.length; p++) {
    if (heap.length < k) {
      heap.push(p);
      siftUp(heap, heap.length - 1, before);
    } else if (k > 0 && before(p, heap[0]!)) {
      heap[0] = p;
      siftDown(heap, before);
    }
  }
  heap.sort((a, b) => (a === b ? 0 : before(a, b) ? -1 : 1));
  return heap.map((p) => docs[p]!);
}

function siftUp(heap: number[], i: number, before: (a: number, b: number) => boolean): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[parent]!, heap[i]!)) return;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

function siftDown(heap: number[], before: (a: number, b: number) => boolean): void {
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let last = i;
    if (left < heap.length && before(heap[last]!, heap[left]!)) last = left;
    if (right < heap.length && before(heap[last]!, heap[right]!)) last = right;
    if (last === i) return;
    [heap[last], heap[i]] = [heap[i]!, heap[last]!];
    i = last;
  }
}
