import { describe, expect, it } from 'vitest';
import type { ListingRow } from '../../modules/catalog/listing-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { ListingCache } from './listing-cache.ts';

/** A context whose list queries answer from memory and count how often rows are read. */
function fakeContext(existing: number[]) {
  const reads: number[][] = [];
  let fail = false;
  const row = (id: number) => ({ id, type_id: 'simple', special_price: null, status: 1 }) as ListingRow;
  const context = {
    repositories: {
      listing: {
        async byIds(ids: number[]) {
          if (ids.length === 0) return []; // bundle parts: none here
          reads.push([...ids]);
          if (fail) throw new Error('database gone');
          return ids.filter((id) => existing.includes(id)).map(row);
        },
        children: async () => new Map(),
      },
      products: {
        categoryIds: async (ids: number[]) => new Map(ids.map((id) => [id, [id * 10]])),
        bundles: async () => new Map(),
      },
      pricing: { history: async () => new Map() },
    },
  } as unknown as CatalogContext;
  return { context, reads, failNext: (value: boolean) => (fail = value) };
}

const ids = (records: { row: { id: number } }[]) => records.map((r) => r.row.id);

describe('ListingCache', () => {
  it('loads missing products once, in order, leaving out products that do not exist', async () => {
    const { context, reads } = fakeContext([1, 2, 3, 4]);
    const cache = new ListingCache(10);
    expect(ids(await cache.records(context, [3, 9, 1]))).toEqual([3, 1]);
    expect(ids(await cache.records(context, [1, 2, 3]))).toEqual([1, 2, 3]);
    expect(reads).toEqual([[3, 9, 1], [2]]);
    expect((await cache.records(context, [2]))[0]!.categoryIds).toEqual([20]);
  });

  it('shares one load between concurrent requests for the same products', async () => {
    const { context, reads } = fakeContext([1, 2, 3]);
    const cache = new ListingCache(10);
    const [a, b] = await Promise.all([cache.records(context, [1, 2]), cache.records(context, [2, 3])]);
    expect([ids(a), ids(b)]).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(reads).toEqual([[1, 2], [3]]);
  });

  it('keeps at most its capacity, dropping the least recently used', async () => {
    const { context, reads } = fakeContext([1, 2, 3]);
    const cache = new ListingCache(2);
    await cache.records(context, [1]);
    await cache.records(context, [2]);
    await cache.records(context, [1]); // 1 is now the most recent
    await cache.records(context, [3]); // 2 goes
    expect(cache.size).toBe(2);
    await cache.records(context, [1, 3]);
    expect(reads).toEqual([[1], [2], [3]]);
    await cache.records(context, [2]);
    expect(reads).toEqual([[1], [2], [3], [2]]);
  });

  it('does not remember a failed load: the error reaches the caller and the next request reads again', async () => {
    const { context, reads, failNext } = fakeContext([1]);
    const cache = new ListingCache(10);
    failNext(true);
    await expect(cache.records(context, [1])).rejects.toThrow('database gone');
    failNext(false);
    expect(ids(await cache.records(context, [1]))).toEqual([1]);
    expect(reads).toEqual([[1], [1]]);
  });
});
