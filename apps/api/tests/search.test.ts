import type { ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
type List = SearchResult<ProductSummary>;

async function search(query: string): Promise<List> {
  const { status, body } = await api.get<List>(`/api/catalog/products?${query}`);
  expect(status, JSON.stringify(body.result)).toBe(200);
  return body.result;
}
const names = (list: List) => list.items.map((p) => p.name);

/** Adds a listable copy of an existing product under a new name and sku (the search index must pick it up). */
async function addProduct(sku: string, name: string): Promise<void> {
  const row = await api.handle.db
    .selectFrom('products')
    .selectAll()
    .where('visibility', '=', 4)
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = row;
  await api.handle.db
    .insertInto('products')
    .values({ ...rest, sku, name, slug: sku.toLowerCase(), url_path: null })
    .execute();
}

describe('GET /api/catalog/products?q= (full-text search)', () => {
  it('finds compounds by the whole word and by their parts, and ranks name matches first', async () => {
    const whole = await search('q=soffbord&size=5');
    expect(whole.total).toBeGreaterThan(0);
    expect(names(whole)[0]).toMatch(/^Soffbord/);
    const part = await search('q=bord&size=999');
    expect(names(part).some((n) => n.startsWith('Soffbord'))).toBe(true);
  });

  it.each(['soff', 'sofa', 'sofffa', 'SOFFA', 'Soffa'])(
    'finds sofas for %s (prefix, one typo, case)',
    async (q) => {
      const list = await search(`q=${q}&size=5`);
      expect(list.total).toBeGreaterThan(0);
      expect(names(list)[0]).toMatch(/^Soffa/);
    },
  );

  it('keeps å, ä and ö distinct: "säng" never finds "sang" and "sang" never finds "säng"', async () => {
    await addProduct('TEST-SANG', 'Sang Testmodell');
    const beds = await search('q=säng&size=999');
    expect(beds.total).toBeGreaterThan(0);
    expect(names(beds)).not.toContain('Sang Testmodell');
    const sang = await search('q=sang&size=999');
    expect(names(sang)).toEqual(['Sang Testmodell']);
  });

  it('folds accents that are decoration in Swedish (é → e)', async () => {
    const list = await search('q=ideer&size=5');
    expect(names(list).some((n) => n.includes('idéer'))).toBe(true);
  });

  it('finds a product by its sku, hyphen included, and ranks the exact sku first', async () => {
    const sofa = (await search('q=soffa&size=1')).items[0]!;
    const list = await search(`q=${encodeURIComponent(sofa.sku)}&size=5`);
    expect(list.items[0]!.sku).toBe(sofa.sku);
  });

  it('shows only status 0/1 and visibility 2/3/4', async () => {
    const list = await search('q=soffa&size=999');
    for (const p of list.items) {
      expect([0, 1]).toContain(p.status);
      expect([2, 3, 4]).toContain(p.visibility);
    }
  });

  it('sees catalogue changes at once (the index follows the catalogue version)', async () => {
    await addProduct('TEST-ZEBRA', 'Zebrafåtölj Provisorisk');
    expect((await search('q=zebrafåtölj')).total).toBe(1);
    await api.handle.db.updateTable('products').set({ status: 2 }).where('sku', '=', 'TEST-ZEBRA').execute();
    expect((await search('q=zebrafåtölj')).total).toBe(0);
  });

  it('suggests close words from product names when nothing matches', async () => {
    const list = await search('q=soffforna');
    expect(list.total).toBe(0);
    expect(list.suggestions.length).toBeGreaterThan(0);
    expect(list.suggestions.some((s) => s.startsWith('soff'))).toBe(true);
  });

  it('rejects terms shorter than 3 characters with the SPEC message', async () => {
    const { status, body } = await api.get('/api/catalog/products?q=so');
    expect(status).toBe(400);
    expect(body.result).toBe('Searched term should consist of at least 3 characters.');
  });
});

describe('GET /api/catalog/products filters and facets', () => {
  it('ORs values of one attribute and ANDs attributes', async () => {
    const all = await search('size=1&aggregations=1');
    const colours = all.aggregations.color!.buckets;
    const [a, b] = [colours[0]!, colours[1]!];
    const one = await search(`size=1&filter[color]=${a.key}`);
    const either = await search(`size=1&filter[color]=${a.key},${b.key}`);
    expect(one.total).toBe(a.doc_count);
    expect(either.total).toBeGreaterThan(one.total);
    const material = all.aggregations.material!.buckets[0]!;
    const both = await search(`size=999&filter[color]=${a.key}&filter[material]=${material.key}`);
    expect(both.total).toBeLessThanOrEqual(one.total);
  });

  it('counts each facet with the other filters applied but not its own (multi-select)', async () => {
    const all = await search('size=1&aggregations=1');
    const colour = all.aggregations.color!.buckets[0]!;
    const filtered = await search(`size=1&aggregations=1&filter[color]=${colour.key}`);
    expect(filtered.aggregations.color!.buckets).toEqual(all.aggregations.color!.buckets);
    const materialTotal = filtered.aggregations.material!.buckets.reduce((n, x) => n + x.doc_count, 0);
    expect(materialTotal).toBeLessThan(
      all.aggregations.material!.buckets.reduce((n, x) => n + x.doc_count, 0),
    );
    expect(filtered.attributeMetadata.map((a) => a.attribute_code)).toContain('color');
  });

  it('filters numeric attributes by range', async () => {
    const list = await search('size=999&filter[width]=100-200');
    expect(list.total).toBeGreaterThan(0);
    const open = await search('size=1&filter[width]=100-');
    expect(open.total).toBeGreaterThanOrEqual(list.total);
  });

  it('filters by final price incl. VAT and gives the four SEK price ranges', async () => {
    const list = await search('size=999&price=5000-10000&aggregations=1');
    for (const p of list.items) {
      expect(p.final_price_incl_tax).toBeGreaterThanOrEqual(5000);
      expect(p.final_price_incl_tax).toBeLessThan(10000);
    }
    const buckets = list.aggregations.price!.buckets;
    expect(buckets.map((b) => b.label)).toEqual([
      '< 5 000 kr',
      '5 000 kr - 10 000 kr',
      '10 000 kr - 15 000 kr',
      '> 15 000 kr',
    ]);
    expect(buckets[1]!.doc_count).toBe(list.total);
    expect(buckets[3]).toMatchObject({ from: 15000, to: null });
    const open = await search('size=999&price=15000-');
    for (const p of open.items) expect(p.final_price_incl_tax).toBeGreaterThanOrEqual(15000);
  });

  it('gives a category facet and combines a category with filters and text', async () => {
    const all = await search('size=1&aggregations=1&q=soffa');
    const category = all.aggregations.category!.buckets[0]!;
    const list = await search(`size=999&q=soffa&category=${category.key}`);
    expect(list.total).toBe(category.doc_count);
  });

  it('answers an unknown attribute with a 400 naming it', async () => {
    const unknown = await api.get('/api/catalog/products?filter[colour]=1&filter[nope]=2');
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toMatch(/"colour", "nope"/);
  });
});

describe('filters on attributes that are not filterable', () => {
  // No reference-data cache, so the change below is seen by the next request.
  const fresh = useTestApi({ catalog: { referenceTtlMs: 0 } });

  it('answers a filter on an attribute that is not filterable with a 400 naming it', async () => {
    await fresh.handle.db
      .updateTable('attributes')
      .set({ is_filterable: 0 })
      .where('attribute_code', '=', 'form')
      .execute();
    const { status, body } = await fresh.get('/api/catalog/products?filter[form]=1');
    expect(status).toBe(400);
    expect(String(body.result)).toMatch(/"form"/);
  });
});
