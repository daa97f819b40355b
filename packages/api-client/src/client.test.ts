import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError, isApiError, isNotFound } from './requester.ts';

function respond(status: number, body: unknown, contentType = 'application/json') {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': contentType },
    });
}

describe('createApiClient', () => {
  it('unwraps the result of a 200 envelope and sends the store code', async () => {
    let asked = '';
    const client = createApiClient({
      baseUrl: 'http://shop/',
      storeCode: 'de',
      fetch: async (url) => {
        asked = url;
        return respond(200, { code: 200, result: [{ id: 3 }] })();
      },
    });
    expect(await client.getCategoryTree()).toEqual([{ id: 3 }]);
    expect(asked).toBe('http://shop/api/catalog/category-tree?storeCode=de');
  });

  it('throws an ApiError with the envelope message on 404', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: respond(404, { code: 404, result: 'Category query returned empty result slug = x' }),
    });
    const error = await client.getCategory('x').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect((error as ApiError).message).toBe('Category query returned empty result slug = x');
  });

  it('rejects a non-JSON answer with the SPEC message', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: respond(502, '<html>Bad gateway</html>', 'text/html'),
    });
    await expect(client.getProduct('A')).rejects.toThrow('Error with response - bad content-type!');
  });

  it('encodes skus and list parameters', async () => {
    let asked = '';
    const client = createApiClient({
      baseUrl: '',
      fetch: async (url) => {
        asked = url;
        return respond(200, { code: 200, result: {} })();
      },
    });
    await client.getProduct('A B/C');
    expect(asked).toBe('/api/catalog/products/A%20B%2FC');
    await client.searchProducts({ skus: ['A', 'B'], newOnly: true, size: 8 });
    expect(asked).toBe('/api/catalog/products?size=8&new=1&skus=A%2CB');
  });
});

describe('isApiError', () => {
  it('recognises an ApiError from another copy of this package by its shape', () => {
    const foreign = Object.assign(new Error('gone'), {
      name: 'ApiError',
      status: 404,
      path: 'catalog/products/x',
    });
    expect(isApiError(foreign)).toBe(true);
    expect(isNotFound(foreign)).toBe(true);
  });

  it('does not mistake other errors for API errors', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isNotFound(Object.assign(new Error('x'), { status: 404 }))).toBe(false);
    expect(isNotFound(new ApiError(500, 'Internal Server Error 500', 'x'))).toBe(false);
  });
});
