import { describe, expect, it } from 'vitest';
import { topByRelevance } from './relevance-order.ts';

/** The reference: sort everything by score (descending), ties by bestseller rank, and cut. */
function sorted(docs: number[], scores: number[], rank: Int32Array, k: number): number[] {
  return docs
    .map((doc, i) => ({ doc, score: scores[i]! }))
    .sort((a, b) => b.score - a.score || rank[a.doc]! - rank[b.doc]!)
    .slice(0, k)
    .map((e) => e.doc);
}

describe('topByRelevance', () => {
  it.each([0, 1, 5, 24, 299, 300, 1000])('equals a full sort cut to k = %i', (k) => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const size = 300;
    const rank = Int32Array.from([...Array(size).keys()].sort(() => random() - 0.5));
    const docs = [...Array(size).keys()].sort(() => random() - 0.5);
    // Few distinct scores, so that most comparisons fall to the bestseller rank.
    const scores = docs.map(() => Math.round(random() * 4) / 4);
    expect(topByRelevance(docs, scores, rank, k)).toEqual(sorted(docs, scores, rank, k));
  });
});
