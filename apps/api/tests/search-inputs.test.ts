import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

describe('GET /api/catalog/products with hostile or malformed input', () => {
  it.each([
    ['price=abc', /price: must be a range/],
    ['price=10000-5000', /price: the lower bound must be below/],
    ['price=-', /price:/],
    ['price=5000', /price: must be a range/],
    ['filter[color]=red', /filter\[color\]: must be comma-separated/],
    ['filter[color]=1-3', /filter\[color\]: must be option ids/],
    ['filter[color]=', /filter\[color\]/],
    ['filter[Color!]=1', /unknown query parameter/],
    ['filter[doesnotexist]=1', /unknown filter attribute\(s\) "doesnotexist"/],
    ['size=100000', /size: Too big/],
    ['size=1e9', /size: must be a whole number/],
    [`q=${'a'.repeat(201)}`, /q: must be at most 200/],
    ['q=ab', /Searched term should consist of at least 3 characters/],
    ['aggregations=yes', /aggregations:/],
  ])('?%s → 400 with a message', async (query, message) => {
    const { status, body } = await api.get(`/api/catalog/products?${query}`);
    expect(status).toBe(400);
    expect(String(body.result)).toMatch(message);
  });

  it.each([
    '"soffa"',
    'soffa*',
    "soff'a",
    'NEAR(soffa bord)',
    'soffa OR bord',
    'soffa AND -bord',
    '%_%',
    "'; drop table products; --",
    '\\\\\\',
    'ö'.repeat(200),
    'a b c d e f g h i j k l',
    '🛋️🛋️🛋️',
  ])('q=%s → a correct answer, never a 500', async (q) => {
    const { status, body } = await api.get<{ total: number }>(
      `/api/catalog/products?q=${encodeURIComponent(q)}&aggregations=1`,
    );
    expect(status).toBe(200);
    expect(body.result.total).toBeGreaterThanOrEqual(0);
  });

  it('normalises size <= 0 to 100 and start < 0 to 0 for searches too', async () => {
    const { body } = await api.get<{ start: number; perPage: number }>(
      '/api/catalog/products?q=soffa&size=-3&from=-9',
    );
    expect(body.result).toMatchObject({ start: 0, perPage: 100 });
  });
});
