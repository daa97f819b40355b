import type { CategoryDto, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

describe('categories', () => {
  it('returns the active tree under root category 2, in position order', async () => {
    const { status, body } = await api.get<CategoryDto[]>('/api/catalog/category-tree');
    expect(status).toBe(200);
    const top = body.result;
    expect(top.length).toBeGreaterThanOrEqual(6);
    for (const category of top) {
      expect(category.parent_id).toBe(2);
      expect(category.is_active).toBe(true);
    }
    const positions = top.map((c) => c.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(top.some((c) => (c.children_data ?? []).length > 0)).toBe(true);
  });

  it('counts products of sub-categories in the parent', async () => {
    const { body } = await api.get<CategoryDto[]>('/api/catalog/category-tree');
    const parent = body.result.find((c) => (c.children_data ?? []).length > 0)!;
    const childSum = parent.children_data!.reduce((sum, c) => sum + c.product_count, 0);
    expect(parent.product_count).toBeGreaterThanOrEqual(childSum);
    expect(parent.product_count).toBeGreaterThan(0);
  });

  it('finds a category by slug, id, url_key and url_path', async () => {
    const { body } = await api.get<CategoryDto[]>('/api/catalog/category-tree');
    const child = body.result.find((c) => (c.children_data ?? []).length > 0)!.children_data![0]!;
    for (const key of [child.slug, String(child.id), child.url_key, encodeURIComponent(child.url_path)]) {
      const found = await api.get<CategoryDto>(`/api/catalog/categories/${key}`);
      expect(found.status).toBe(200);
      expect(found.body.result.id).toBe(child.id);
    }
  });

  it.each([
    ['1', 'Category query returned empty result id = 1'],
    ['2', 'Category query returned empty result id = 2'],
    ['finns-inte', 'Category query returned empty result slug = finns-inte'],
  ])('treats %s as not found', async (key, message) => {
    const { status, body } = await api.get(`/api/catalog/categories/${key}`);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: message });
  });

  it('searches categories by parent and level', async () => {
    const { body } = await api.get<SearchResult<CategoryDto>>('/api/catalog/categories?parent_id=2');
    expect(body.result.total).toBeGreaterThanOrEqual(6);
    for (const c of body.result.items) expect(c.parent_id).toBe(2);
    const level3 = await api.get<SearchResult<CategoryDto>>('/api/catalog/categories?level=3&size=5');
    expect(level3.body.result.items).toHaveLength(5);
    for (const c of level3.body.result.items) expect(c.level).toBe(3);
  });

  it('rejects malformed category searches', async () => {
    expect((await api.get('/api/catalog/categories?ids=1,abc')).status).toBe(400);
    expect((await api.get('/api/catalog/categories?level=-1')).status).toBe(400);
  });
});
