import type { ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

async function firstConfigurable(): Promise<ProductSummary> {
  const { body } = await api.get<SearchResult<ProductSummary>>('/api/catalog/products?size=999');
  return body.result.items.find((p) => p.type_id === 'configurable')!;
}

describe('GET /api/catalog/product (SPEC §5 single product lookup)', () => {
  it('finds a product by its search key, sku by default or url_path when asked', async () => {
    const configurable = await firstConfigurable();
    const bySku = await api.get<ProductDto>(`/api/catalog/product?sku=${configurable.sku}`);
    expect(bySku.status).toBe(200);
    expect(bySku.body.result.sku).toBe(configurable.sku);
    const path = encodeURIComponent(bySku.body.result.url_path!);
    const byPath = await api.get<ProductDto>(`/api/catalog/product?key=url_path&url_path=${path}`);
    expect(byPath.body.result.sku).toBe(configurable.sku);
  });

  it('answers 400 naming the search key when its value is missing', async () => {
    expect(await api.get('/api/catalog/product')).toMatchObject({
      status: 400,
      body: { code: 400, result: 'Please provide the search key sku for product/single action!' },
    });
    expect(await api.get('/api/catalog/product?key=url_path&sku=X')).toMatchObject({
      status: 400,
      body: { result: 'Please provide the search key url_path for product/single action!' },
    });
  });

  it('answers a variant with its parent, and 400 when the parentSku is missing', async () => {
    const configurable = await firstConfigurable();
    const parent = (await api.get<ProductDto>(`/api/catalog/products/${configurable.sku}`)).body.result;
    const child = parent.configurable_children![0]!.sku;
    expect(await api.get(`/api/catalog/product?childSku=${child}`)).toMatchObject({
      status: 400,
      body: { result: "Product doesn't have parentSku, please check if this is configurable product" },
    });
    const variant = await api.get<ProductDto>(
      `/api/catalog/product?childSku=${child}&parentSku=${configurable.sku}`,
    );
    expect(variant.status).toBe(200);
    expect(variant.body.result.sku).toBe(configurable.sku);
    const stranger = await api.get(`/api/catalog/product?childSku=NO-SUCH&parentSku=${configurable.sku}`);
    expect(stranger.status).toBe(404);
  });
});
