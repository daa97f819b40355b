import type { CmsPageDto, UrlMapResult } from '@hemma/contract';
import { STATIC_PAGES } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

describe('CMS pages and blocks', () => {
  it.each(STATIC_PAGES)('serves the static page %s', async (identifier) => {
    const { status, body } = await api.get<CmsPageDto>(`/api/ext/cms/page/${identifier}`);
    expect(status).toBe(200);
    expect(body.result.identifier).toBe(identifier);
    expect(body.result.title.length).toBeGreaterThan(2);
    expect(body.result.content).not.toMatch(/<script/i);
  });

  it('fails an unknown page with the SPEC message', async () => {
    const { status, body } = await api.get('/api/ext/cms/page/finns-inte');
    expect(status).toBe(404);
    expect(body.result).toBe('CMS query returned empty result');
  });
});

describe('POST /api/url/map', () => {
  it('resolves a category url_path, a product url_path and a CMS identifier', async () => {
    const category = await api.handle.db
      .selectFrom('categories')
      .select('url_path')
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    const mapped = await api.post<UrlMapResult>('/api/url/map', { url: `/${category.url_path}` });
    expect(mapped.status).toBe(200);
    expect(mapped.body.result._type).toBe('category');

    const product = await api.handle.db
      .selectFrom('products')
      .select(['url_path', 'sku'])
      .where('visibility', '=', 4)
      .where('url_path', 'is not', null)
      .executeTakeFirst();
    if (product?.url_path) {
      const productMap = await api.post<UrlMapResult>('/api/url/map', { url: product.url_path });
      expect(productMap.body.result._type).toBe('product');
      expect(productMap.body.result._source).toMatchObject({ sku: product.sku });
    }

    const cms = await api.post<UrlMapResult>('/api/url/map', {
      url: '/about-us',
      options: { setProductErrors: true },
    });
    expect(cms.body.result._type).toBe('cms_page');
  });

  it('ignores the store-code prefix', async () => {
    const cms = await api.post<UrlMapResult>('/api/url/map', { url: '/de/about-us' });
    expect(cms.body.result._type).toBe('cms_page');
  });

  it('answers an unknown URL with 404', async () => {
    const { status, body } = await api.post('/api/url/map', { url: '/finns/inte' });
    expect(status).toBe(404);
    expect(body.result).toBe('URL map returned empty result url = /finns/inte');
  });

  it.each([
    ['{"url": ', /not valid JSON/],
    [{}, /url:/],
    [{ url: '/x', unknown: 1 }, /unknown body parameter\(s\) "unknown"/],
    [{ url: 42 }, /url:/],
  ])('rejects the body %j with a 400', async (payload, message) => {
    const { status, body } = await api.post('/api/url/map', payload);
    expect(status).toBe(400);
    expect(String(body.result)).toMatch(message);
  });
});

describe('API errors', () => {
  it('answers an unknown endpoint with a JSON 404, not an HTML page', async () => {
    const { status, body } = await api.get('/api/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: 'No such API endpoint: GET /api/nothing/here' });
  });

  it('publishes an OpenAPI document describing the routes', async () => {
    const response = await fetch(`${api.baseUrl}/api/openapi.json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/catalog/products',
        '/api/catalog/products/{sku}',
        '/api/url/map',
        '/graphql',
      ]),
    );
  });
});
