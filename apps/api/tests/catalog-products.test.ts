import type { ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
type List = SearchResult<ProductSummary>;

async function firstOfType(type: string): Promise<ProductSummary> {
  const { body } = await api.get<List>('/api/catalog/products?size=999');
  const product = body.result.items.find((p) => p.type_id === type);
  if (!product) throw new Error(`no ${type} product in the demo shop`);
  return product;
}

describe('GET /api/catalog/products', () => {
  it('lists only sellable, visible products in the envelope with paging fields', async () => {
    const { status, body } = await api.get<List>('/api/catalog/products');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.total).toBeGreaterThanOrEqual(300);
    expect(body.result.items).toHaveLength(100);
    expect(body.result).toMatchObject({ start: 0, perPage: 100 });
    for (const item of body.result.items) {
      expect([0, 1]).toContain(item.status);
      expect([2, 3, 4]).toContain(item.visibility);
    }
  });

  it('pages through the list without repeating products', async () => {
    const first = await api.get<List>('/api/catalog/products?size=50&from=0&sort=price_asc');
    const second = await api.get<List>('/api/catalog/products?size=50&from=50&sort=price_asc');
    expect(second.body.result).toMatchObject({ start: 50, perPage: 50 });
    const firstSkus = new Set(first.body.result.items.map((p) => p.sku));
    expect(second.body.result.items.some((p) => firstSkus.has(p.sku))).toBe(false);
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ])('sorts by the price the shopper pays (%s)', async (sort, ordered) => {
    const { body } = await api.get<List>(`/api/catalog/products?sort=${sort}&size=200`);
    const prices = body.result.items.map((p) => p.final_price_incl_tax);
    for (let i = 1; i < prices.length; i++) expect(ordered(prices[i - 1]!, prices[i]!)).toBe(true);
  });

  it('filters by a category including its sub-categories', async () => {
    const tree = await api.get<{ id: number; slug: string; children_data: { id: number }[] }[]>(
      '/api/catalog/category-tree',
    );
    const parent = tree.body.result.find((c) => c.children_data.length > 0)!;
    const allowed = new Set([parent.id, ...parent.children_data.map((c) => c.id)]);
    const { body } = await api.get<List>(`/api/catalog/products?category=${parent.slug}&size=999`);
    expect(body.result.total).toBeGreaterThan(0);
    for (const item of body.result.items) expect(item.category_ids.some((id) => allowed.has(id))).toBe(true);
  });

  it('answers an unknown category with a 404 envelope naming it', async () => {
    const { status, body } = await api.get('/api/catalog/products?category=finns-inte');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: 'Category query returned empty result slug = finns-inte' });
  });

  it('normalises a size of 0 or less to 100 and a negative start to 0 (SPEC §5)', async () => {
    const { body } = await api.get<List>('/api/catalog/products?size=0&from=-5');
    expect(body.result).toMatchObject({ start: 0, perPage: 100 });
  });

  it.each([
    ['size=abc', /size: must be a whole number/],
    ['size=100000', /size: Too big/],
    ['sort=cheapest', /sort: must be one of relevance, latest/],
    ['sizee=10', /unknown query parameter\(s\) "sizee"/],
    ['from=1.5', /from: must be a whole number/],
    ['new=maybe', /new:/],
  ])('rejects ?%s with a 400 that says what is wrong', async (query, message) => {
    const { status, body } = await api.get(`/api/catalog/products?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(String(body.result)).toMatch(message);
  });

  it('finds products by a list of skus', async () => {
    const simple = await firstOfType('simple');
    const bundle = await firstOfType('bundle');
    const { body } = await api.get<List>(`/api/catalog/products?skus=${simple.sku},${bundle.sku}`);
    expect(body.result.items.map((p) => p.sku).sort()).toEqual([simple.sku, bundle.sku].sort());
  });
});

describe('GET /api/catalog/products/:sku', () => {
  it('gives a simple product its tax-inclusive and net prices at 25 % VAT', async () => {
    const simple = await firstOfType('simple');
    const { status, body } = await api.get<ProductDto>(`/api/catalog/products/${simple.sku}`);
    expect(status).toBe(200);
    const p = body.result;
    expect(p.sku).toBe(simple.sku);
    expect(p.price + p.price_tax).toBeCloseTo(p.price_incl_tax, 2);
    expect(p.price_tax).toBeCloseTo(p.price_incl_tax * 0.2, 1);
    expect(p.final_price_incl_tax).toBeLessThanOrEqual(p.original_price_incl_tax);
    expect(p.media_gallery.length).toBeGreaterThan(0);
    expect(p.category.length).toBeGreaterThan(0);
    expect(
      p.custom_attributes.some((a) => a.attribute_code === 'color' || a.attribute_code === 'material'),
    ).toBe(true);
  });

  it('lists the categories of a product with their ancestors, top first (for breadcrumbs)', async () => {
    const simple = await firstOfType('simple');
    const { body } = await api.get<ProductDto>(`/api/catalog/products/${simple.sku}`);
    const paths = body.result.category.map((c) => c.url_path);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < paths.length; i++) expect(paths[i]!.startsWith(`${paths[i - 1]}/`)).toBe(true);
  });

  it('uses the 6 % rate for e-books', async () => {
    const { body } = await api.get<List>('/api/catalog/products?size=999');
    const ebook = body.result.items.find((p) => p.tax_class_id === 5);
    expect(ebook).toBeDefined();
    expect(ebook!.price_tax).toBeCloseTo((ebook!.price_incl_tax * 6) / 106, 1);
  });

  it('describes a configurable product with children and the options they vary by', async () => {
    const configurable = await firstOfType('configurable');
    const { body } = await api.get<ProductDto>(`/api/catalog/products/${configurable.sku}`);
    const p = body.result;
    expect(p.configurable_children!.length).toBeGreaterThanOrEqual(2);
    expect(p.configurable_options!.map((o) => o.attribute_code)).toContain('color');
    const colours = p.configurable_options!.find((o) => o.attribute_code === 'color')!.values;
    expect(colours.length).toBeGreaterThanOrEqual(2);
  });

  it('lists a configurable product at the price of its cheapest sellable variant (the one the page preselects)', async () => {
    const { body } = await api.get<List>('/api/catalog/products?size=999');
    const configurables = body.result.items.filter((p) => p.type_id === 'configurable');
    expect(configurables.length).toBeGreaterThan(10);
    for (const summary of configurables) {
      const product = (await api.get<ProductDto>(`/api/catalog/products/${summary.sku}`)).body.result;
      const prices = product
        .configurable_children!.filter((c) => c.status < 2)
        .map((c) => c.final_price_incl_tax);
      expect(summary.final_price_incl_tax).toBe(Math.min(...prices));
      expect(product.final_price_incl_tax).toBe(summary.final_price_incl_tax);
    }
  });

  it('lists a bundle at the sum of its default selection at regular prices; the page never asks more', async () => {
    const { body } = await api.get<List>('/api/catalog/products?size=999');
    const bundles = body.result.items.filter((p) => p.type_id === 'bundle');
    expect(bundles.length).toBeGreaterThan(5);
    for (const summary of bundles) {
      const product = (await api.get<ProductDto>(`/api/catalog/products/${summary.sku}`)).body.result;
      let sum = 0;
      let current = 0;
      for (const option of product.bundle_options!) {
        const defaults = option.product_links.filter((l) => l.is_default);
        const chosen = defaults.length > 0 ? defaults : option.product_links.slice(0, 1);
        const links = option.type === 'radio' || option.type === 'select' ? chosen.slice(0, 1) : chosen;
        for (const link of links) {
          sum += Math.round(link.product!.original_price_incl_tax * 100) * link.qty;
          current += Math.round(link.product!.final_price_incl_tax * 100) * link.qty;
        }
      }
      expect(Math.round(summary.final_price_incl_tax * 100)).toBe(sum);
      expect(summary.sale).toBe(false);
      expect(current).toBeLessThanOrEqual(sum);
      expect(product.final_price_incl_tax).toBe(summary.final_price_incl_tax);
    }
  });

  it('names the configurable parent when a child is asked for directly', async () => {
    const configurable = await firstOfType('configurable');
    const parent = (await api.get<ProductDto>(`/api/catalog/products/${configurable.sku}`)).body.result;
    const child = parent.configurable_children![0]!;
    const { status, body } = await api.get<ProductDto>(`/api/catalog/products/${child.sku}`);
    expect(status).toBe(200);
    expect(body.result.sku).toBe(child.sku);
    expect(body.result.parentSku).toBe(parent.sku);
  });

  it('gives bundles options with exactly one default selection each', async () => {
    const bundle = await firstOfType('bundle');
    const { body } = await api.get<ProductDto>(`/api/catalog/products/${bundle.sku}`);
    expect(body.result.bundle_options!.length).toBeGreaterThan(0);
    for (const option of body.result.bundle_options!) {
      expect(option.product_links.filter((l) => l.is_default)).toHaveLength(1);
    }
  });

  it('gives grouped products only associated simple children', async () => {
    const grouped = await firstOfType('grouped');
    const { body } = await api.get<ProductDto>(`/api/catalog/products/${grouped.sku}`);
    const associated = body.result.product_links!.filter((l) => l.link_type === 'associated');
    expect(associated.length).toBeGreaterThan(0);
    for (const link of associated) expect(link.linked_product_type).toBe('simple');
  });

  it('answers an unknown sku with a 404 envelope', async () => {
    const { status, body } = await api.get('/api/catalog/products/NO-SUCH-SKU');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: 'Product query returned empty result sku = NO-SUCH-SKU' });
  });

  it('treats a disabled product (status 2) as an empty result', async () => {
    const simple = await firstOfType('simple');
    await api.handle.db.updateTable('products').set({ status: 2 }).where('sku', '=', simple.sku).execute();
    try {
      const { status, body } = await api.get(`/api/catalog/products/${simple.sku}`);
      expect(status).toBe(404);
      expect(body.result).toBe('Product query returned empty result product status = 2');
    } finally {
      await api.handle.db.updateTable('products').set({ status: 1 }).where('sku', '=', simple.sku).execute();
    }
  });

  it('refuses a product that is not visible individually and has no parent', async () => {
    const simple = await firstOfType('simple');
    await api.handle.db
      .updateTable('products')
      .set({ visibility: 1 })
      .where('sku', '=', simple.sku)
      .execute();
    try {
      const { status, body } = await api.get(`/api/catalog/products/${simple.sku}`);
      expect(status).toBe(404);
      expect(body.result).toBe('Product query returned empty result product visibility = 1');
    } finally {
      await api.handle.db
        .updateTable('products')
        .set({ visibility: 4 })
        .where('sku', '=', simple.sku)
        .execute();
    }
  });
});
