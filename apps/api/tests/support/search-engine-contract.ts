import { expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { CatalogueSearchEngine } from '../../src/use-cases/search/engine-port.ts';
import type { CachedQuery } from '../../src/use-cases/search/result-cache.ts';

/** The price facet's SEK bounds in öre (0, 5 000, 10 000, 15 000 kr), as the use case asks. */
const PRICE_BUCKETS = [0, 500_000, 1_000_000, 1_500_000];

export const query = (over: Partial<CachedQuery> = {}): CachedQuery => ({
  attributes: [],
  priceBuckets: PRICE_BUCKETS,
  sort: 'relevance',
  from: 0,
  size: 1000,
  facets: false,
  ...over,
});

/** Adds a listable copy of an existing product under a new name and sku. */
async function addProduct(db: Db, sku: string, name: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('visibility', '=', 4)
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = row;
  const inserted = await db
    .insertInto('products')
    .values({ ...rest, sku, name, slug: sku.toLowerCase(), url_path: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * What any search engine behind CatalogueSearchEngine must answer (decision 0030), on the seeded demo shop: the
 * SPEC's boosts (name 4 over sku 2), every term required, nothing below the minimum score, "did you mean",
 * multi-select facets, filters, price ranges, paging, skus and freshness. Call inside a describe; `setup` gives the
 * engine under test and the database it indexes.
 */
export function searchEngineContract(setup: () => { engine: CatalogueSearchEngine; db: Db }): void {
  const now = Date.now();
  const ids: { byName: number; bySku: number } = { byName: 0, bySku: 0 };
  const search = async (q: string | undefined, over: Partial<CachedQuery> = {}) =>
    (await setup().engine.generation()).search(q, query(over), now);

  it('sees products added to the catalogue (a new generation)', async () => {
    const { engine, db } = setup();
    const before = await engine.generation();
    // The sku match first: an engine that ignored the boosts and kept insertion order would rank it first.
    ids.bySku = await addProduct(db, 'KVARTSLAMPA-9', 'Kontraktlampa Två');
    ids.byName = await addProduct(db, 'KONTRAKT-A1', 'Kvartslampa Ljus');
    const after = await engine.generation();
    expect(after).not.toBe(before);
    expect(after.version).toBeGreaterThan(before.version);
    expect((await search('kvartslampa')).found.total).toBe(2);
  });

  it('ranks a name match (boost 4) above a sku match (boost 2)', async () => {
    const { found } = await search('kvartslampa');
    expect(found.productIds).toEqual([ids.byName, ids.bySku]);
  });

  it('requires every term', async () => {
    expect((await search('kvartslampa två')).found.productIds).toEqual([ids.bySku]);
    expect((await search('kvartslampa zebra')).found.total).toBe(0);
  });

  it('finds by prefix and by one typo, ranking the exact name first', async () => {
    expect((await search('kvartsl')).found.productIds[0]).toBe(ids.byName);
    expect((await search('kvartslamap')).found.productIds[0]).toBe(ids.byName);
  });

  it('drops what scores below the minimum and suggests close words when nothing matches', async () => {
    const none = await search('qxzvwq');
    expect(none.found).toMatchObject({ total: 0, productIds: [] });
    const near = await search('soffforna');
    expect(near.found.total).toBe(0);
    expect(near.suggestions.some((s) => s.startsWith('soff'))).toBe(true);
  });

  it('finds the exact sku first', async () => {
    expect((await search('KONTRAKT-A1')).found.productIds[0]).toBe(ids.byName);
    const generation = await setup().engine.generation();
    expect([...generation.productIdsOfSkus(['KONTRAKT-A1', 'NO-SUCH-SKU'])]).toEqual([ids.byName]);
  });

  it('counts each facet with the other filters but not its own (multi-select), and filters by it', async () => {
    const { db } = setup();
    const all = (await search(undefined, { facets: true, size: 1 })).found;
    const selects = await db
      .selectFrom('attributes')
      .select('id')
      .where('frontend_input', '=', 'select')
      .execute();
    const attributeId = selects
      .map((a) => a.id)
      .find((id) => (all.facets!.attributes.get(id)?.size ?? 0) >= 2)!;
    const [option, count] = [...all.facets!.attributes.get(attributeId)!][0]!;
    const filtered = (
      await search(undefined, { facets: true, attributes: [{ attributeId, options: new Set([option]) }] })
    ).found;
    expect(filtered.total).toBe(count);
    expect(filtered.facets!.attributes.get(attributeId)).toEqual(all.facets!.attributes.get(attributeId));
    expect([...filtered.facets!.categories.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
      [...all.facets!.categories.values()].reduce((a, b) => a + b, 0),
    );
  });

  it('filters by category and price, and the price facet counts the same products', async () => {
    const all = (await search('soffa', { facets: true })).found;
    const [categoryId] = [...all.facets!.categories.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const inCategory = (await search('soffa', { categoryIds: new Set([categoryId]) })).found;
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.total).toBeLessThanOrEqual(all.total);
    expect(inCategory.productIds.every((id) => all.productIds.includes(id))).toBe(true);
    const priced = (await search(undefined, { price: { from: 500_000, to: 1_000_000 }, facets: true })).found;
    const everything = (await search(undefined, { facets: true })).found;
    expect(priced.total).toBe(everything.facets!.price[1]);
  });

  it('pages a stable order: two pages are the first two slices of one long page', async () => {
    const long = (await search(undefined, { sort: 'price_asc', size: 40 })).found.productIds;
    const first = (await search(undefined, { sort: 'price_asc', size: 20 })).found.productIds;
    const second = (await search(undefined, { sort: 'price_asc', from: 20, size: 20 })).found.productIds;
    expect([...first, ...second]).toEqual(long);
  });
}
