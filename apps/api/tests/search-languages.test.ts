import type { AdminTranslationDto, ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { loginOwner } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

async function search(query: string): Promise<SearchResult<ProductSummary>> {
  const { status, body } = await api.get<SearchResult<ProductSummary>>(
    `/api/catalog/products?${query}&size=200`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result;
}
const skus = (result: SearchResult<ProductSummary>) => result.items.map((p) => p.sku);

describe('search in the store view’s language (issue 33, decision 0058 addendum)', () => {
  it.each([
    ['it', 'divano', 'SOF-VASS-4'],
    ['it', 'federa cuscino', 'KUD-HAVRE-4060'],
    ['de', 'kissenbezug', 'KUD-HAVRE-4060'],
    ['de', 'couchtisch', null],
    ['en', 'cushion cover', 'KUD-HAVRE-4060'],
    ['en', 'armchair', null],
  ])('when /%s searches "%s", then it finds the products named so there', async (store, q, sku) => {
    const found = await search(`q=${encodeURIComponent(q)}&storeCode=${store}`);
    expect(found.total).toBeGreaterThan(0);
    if (sku) expect(skus(found)).toContain(sku);
    // The Swedish store view does not know the word.
    const swedish = await search(`q=${encodeURIComponent(q)}`);
    expect(swedish.total).toBe(0);
  });

  it.each(['it', 'de', 'en'])('when /%s searches a Swedish word, then it still finds', async (store) => {
    const sofas = await search(`q=soffa&storeCode=${store}`);
    expect(skus(sofas)).toContain('SOF-VASS-4');
    const covers = await search(`q=kuddfodral&storeCode=${store}`);
    expect(skus(covers)).toContain('KUD-HAVRE-4060');
    expect(covers.total).toBe((await search('q=kuddfodral')).total);
  });

  it('when /it searches with facets, then the category filter names its categories in Italian', async () => {
    const found = await search('q=divano&storeCode=it&aggregations=true');
    const labels = (found.aggregations?.category?.buckets ?? []).map((b) => b.label);
    expect(labels).toContain('Divani');
    expect(labels).not.toContain('Soffor');
    const swedish = await search('q=soffa&aggregations=true');
    expect((swedish.aggregations?.category?.buckets ?? []).map((b) => b.label)).toContain('Soffor');
  });

  it('when a store view finds nothing, then "did you mean" offers words of its own language', async () => {
    const italian = await search('q=divanxx&storeCode=it');
    expect(italian.total).toBe(0);
    expect(italian.suggestions).toContain('divano');
    expect(italian.suggestions).not.toContain('divansoffa');
    const swedish = await search('q=divanxx');
    expect(swedish.suggestions).toContain('divansoffa');
    expect(swedish.suggestions).not.toContain('divano');
  });

  it('when the owner translates a name in the back office, then the next search finds the new word', async () => {
    const owner = await loginOwner(api);
    const product = await api.handle.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', 'SOF-VASS-4')
      .executeTakeFirstOrThrow();
    expect((await search('q=quattroposti&storeCode=it')).total).toBe(0);
    const path = `/api/admin/translations/it/product/${product.id}`;
    const before = await owner.get<AdminTranslationDto>(path);
    const name = before.body.result.fields.find((f) => f.field === 'name')!.value!;
    const saved = await owner.send('PUT', path, { texts: { name: 'Divano Vass quattroposti' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(skus(await search('q=quattroposti&storeCode=it'))).toEqual(['SOF-VASS-4']);
    expect((await search('q=quattroposti&storeCode=de')).total).toBe(0);
    await owner.send('PUT', path, { texts: { name } });
    expect((await search('q=quattroposti&storeCode=it')).total).toBe(0);
    expect(skus(await search('q=divano&storeCode=it'))).toContain('SOF-VASS-4');
  });

  it('when the owner translates a category name, then products of the category are found by it', async () => {
    const owner = await loginOwner(api);
    const category = await api.handle.db
      .selectFrom('categories')
      .select('id')
      .where('url_key', '=', 'soffor')
      .executeTakeFirstOrThrow();
    const path = `/api/admin/translations/de/category/${category.id}`;
    const before = await owner.get<AdminTranslationDto>(path);
    const name = before.body.result.fields.find((f) => f.field === 'name')!.value!;
    await owner.send('PUT', path, { texts: { name: 'Polstermöbelwelt' } });
    expect(skus(await search('q=polstermöbelwelt&storeCode=de'))).toContain('SOF-VASS-4');
    await owner.send('PUT', path, { texts: { name } });
    expect((await search('q=polstermöbelwelt&storeCode=de')).total).toBe(0);
  });
});

/** A listed product with the colour option of this Swedish label whose name does not carry the colour. */
async function coloured(swedishLabel: string): Promise<{ sku: string; optionId: number }> {
  const row = await api.handle.db
    .selectFrom('products as p')
    .innerJoin('product_attributes as a', 'a.product_id', 'p.id')
    .innerJoin('attribute_options as o', 'o.id', 'a.option_id')
    .select(['p.sku', 'o.id as optionId'])
    .where('o.label', '=', swedishLabel)
    .where('p.status', '=', 1)
    .where('p.visibility', 'in', [2, 3, 4])
    .where('p.name', 'not like', `%${swedishLabel}%`)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('search by attribute option labels in the store view’s language (decision 0058, addendum 2)', () => {
  it.each([
    ['de', 'grau'],
    ['it', 'grigio'],
    ['en', 'grey'],
    ['default', 'grå'],
  ])('when /%s searches "%s", then it finds the grey products, named grey or not', async (store, q) => {
    const { sku } = await coloured('Grå');
    const found = await search(`q=${encodeURIComponent(q)}&storeCode=${store}`);
    expect(skus(found)).toContain(sku);
    // Every product the Swedish word finds: the colour's products, whatever their names say.
    expect(skus(found)).toEqual(expect.arrayContaining(skus(await search(`q=${encodeURIComponent('grå')}`))));
    // With another word, every term must match: the name says "kuddfodral", the option says the colour.
    const covers = await search(`q=${encodeURIComponent(`kuddfodral ${q}`)}&storeCode=${store}`);
    expect(covers.total).toBeGreaterThan(0);
    expect(covers.total).toBeLessThan(found.total);
  });

  it('when the Swedish store view searches a German colour, then it finds nothing', async () => {
    expect((await search('q=grigio')).total).toBe(0);
    expect((await search('q=hellgrau')).total).toBe(0);
  });

  it('when the owner translates an option label, then the next search finds its products by the new word', async () => {
    const owner = await loginOwner(api);
    const { sku, optionId } = await coloured('Terrakotta');
    expect((await search('q=ziegelrot&storeCode=de')).total).toBe(0);
    const path = `/api/admin/translations/de/attribute_option/${optionId}`;
    const before = await owner.get<AdminTranslationDto>(path);
    const label = before.body.result.fields.find((f) => f.field === 'label')!.value ?? '';
    const saved = await owner.send('PUT', path, { texts: { label: 'Ziegelrot' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(skus(await search('q=ziegelrot&storeCode=de'))).toContain(sku);
    expect((await search('q=ziegelrot&storeCode=it')).total).toBe(0);
    await owner.send('PUT', path, { texts: { label } });
    expect((await search('q=ziegelrot&storeCode=de')).total).toBe(0);
  });
});
