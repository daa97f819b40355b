import type {
  AdminBrandDto,
  AdminMissingTranslationsDto,
  AdminTranslationDto,
  BrandDto,
  ProductDto,
  ProductSummary,
  SearchResult,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { loginOwner } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 33: a brand's description is the owner's text, translated per store view like a category's (decision 0058,
 * addendum 2): the brand page and the product's brand read it in the store view's language, else English, else
 * Swedish.
 */
const api = useTestApi();

const brandIn = async (slug: string, storeCode: string) =>
  (await api.get<BrandDto>(`/api/ext/brands/${slug}?storeCode=${storeCode}`)).body.result;

describe("a brand's description", () => {
  it("is the store view's on the brand page, the brand list and the product page; the name stays the maker's", async () => {
    expect(await brandIn('salta', 'default')).toMatchObject({
      name: 'Sälta',
      description: 'Lätta, luftiga möbler för små hem – formgivna i Göteborg.',
    });
    expect(await brandIn('salta', 'de')).toMatchObject({
      name: 'Sälta',
      description: 'Leichte, luftige Möbel für kleine Wohnungen – entworfen in Göteborg.',
    });
    expect((await brandIn('salta', 'it')).description).toBe(
      'Mobili leggeri e ariosi per case piccole, disegnati a Göteborg.',
    );
    expect((await brandIn('salta', 'en')).description).toBe(
      'Light, airy furniture for small homes – designed in Gothenburg.',
    );
    const all = (await api.get<BrandDto[]>('/api/ext/brands?storeCode=it')).body.result;
    expect(all.find((b) => b.slug === 'fjallgard')?.description).toBe(
      'Plaid e tappeti in pura lana di pecore svedesi.',
    );

    const listed = await api.get<SearchResult<ProductSummary>>(
      '/api/catalog/products?brand=salta&size=1&storeCode=de',
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const sku = listed.body.result.items[0]!.sku;
    const product = (await api.get<ProductDto>(`/api/catalog/products/${sku}?storeCode=de`)).body.result;
    expect(product.brand?.description).toBe(
      'Leichte, luftige Möbel für kleine Wohnungen – entworfen in Göteborg.',
    );
  });

  it('is translated in "Översättningar": listed while it falls back, English before Swedish, gone with its brand', async () => {
    const owner = await loginOwner(api);
    const created = await owner.send<AdminBrandDto>('POST', '/api/admin/brands', {
      name: 'Tallkrogen',
      description: 'Pallar och bänkar i furu från Tallkrogen.',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, slug } = created.body.result;
    const path = `/api/admin/translations/it/brand/${id}`;

    const missing = await owner.get<AdminMissingTranslationsDto>('/api/admin/translations/it?entity=brand');
    expect(missing.body.result.counts).toEqual([
      { entity: 'brand', fields: 12, translated: 11, from_english: 0, from_swedish: 1 },
    ]);
    expect(missing.body.result.missing).toEqual([
      {
        entity: 'brand',
        key: String(id),
        label: 'Tallkrogen',
        field: 'description',
        falls_back_to: 'default',
        link: `/translations/it/brand/${id}`,
      },
    ]);
    expect((await brandIn(slug, 'it')).description).toBe('Pallar och bänkar i furu från Tallkrogen.');

    const english = await owner.send('PUT', `/api/admin/translations/en/brand/${id}`, {
      texts: { description: 'Pine stools and benches from Tallkrogen.' },
    });
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    // Saved in this process: the brand page shows it at once (the reference data is dropped).
    expect((await brandIn(slug, 'it')).description).toBe('Pine stools and benches from Tallkrogen.');
    const italian = await owner.send<AdminTranslationDto>('PUT', path, {
      texts: { description: 'Sgabelli e panche in pino da Tallkrogen.' },
    });
    expect(italian.body.result.fields).toEqual([
      {
        field: 'description',
        swedish: 'Pallar och bänkar i furu från Tallkrogen.',
        value: 'Sgabelli e panche in pino da Tallkrogen.',
        shown: 'Sgabelli e panche in pino da Tallkrogen.',
        from: 'it',
      },
    ]);
    expect((await brandIn(slug, 'it')).description).toBe('Sgabelli e panche in pino da Tallkrogen.');
    expect((await brandIn(slug, 'de')).description).toBe('Pine stools and benches from Tallkrogen.');
    expect((await brandIn(slug, 'default')).description).toBe('Pallar och bänkar i furu från Tallkrogen.');

    // The name is the maker's in every language: not a translated field.
    const name = await owner.send<string>('PUT', path, { texts: { name: 'Pineta' } });
    expect(name.status).toBe(400);
    expect(name.body.result).toMatch(/texts: name: a brand translates description/);

    expect((await owner.send('DELETE', `/api/admin/brands/${id}`)).status).toBe(200);
    expect((await owner.get(path)).status).toBe(404);
    const left = await api.handle.db
      .selectFrom('store_view_texts')
      .select('id')
      .where('entity', '=', 'brand')
      .where('entity_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
