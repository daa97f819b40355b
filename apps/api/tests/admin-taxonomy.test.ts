import type {
  AdminAttributeDto,
  AdminBrandDto,
  AdminCategoryDto,
  AdminPage,
  AdminProductDto,
  AdminProductInput,
  AuditEntryDto,
  BrandDto,
  CategoryDto,
  ProductDto,
  ProductSummary,
  SearchResult,
  UrlMapResult,
} from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
let owner: AdminClient;
let catalogue: AdminClient;

const categories = async () => (await catalogue.get<AdminCategoryDto[]>('/api/admin/categories')).body.result;
const category = async (urlKey: string) => (await categories()).find((c) => c.url_key === urlKey)!;
const patchCategory = (id: number, body: object) =>
  catalogue.send<AdminCategoryDto | string>('PATCH', `/api/admin/categories/${id}`, body);

function stool(sku: string, categoryId: number, extra: Partial<AdminProductInput> = {}): AdminProductInput {
  return {
    sku,
    type_id: 'simple',
    name: `Pall ${sku}`,
    tax_class_id: 2,
    price: 795,
    category_ids: [categoryId],
    ...extra,
  };
}

beforeAll(async () => {
  owner = await loginOwner(api);
  catalogue = await loginAs(api, owner, 'catalogue');
});

describe('the category tree', () => {
  let stools: AdminCategoryDto;

  it('adds a category that the storefront menu, category page and listing show at once', async () => {
    const sofas = await category('soffor');
    const created = await catalogue.send<AdminCategoryDto>('POST', '/api/admin/categories', {
      parent_id: sofas.parent_id,
      name: 'Pallar & puffar',
      position: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    stools = created.body.result;
    const parent = (await categories()).find((c) => c.id === sofas.parent_id)!;
    expect(stools).toMatchObject({
      url_key: 'pallar-och-puffar',
      url_path: `${parent.url_key}/pallar-och-puffar`,
    });
    expect(stools).toMatchObject({
      level: parent.level + 1,
      position: 0,
      path: `${parent.path}/${stools.id}`,
    });

    const page = await api.get<CategoryDto>('/api/catalog/categories/pallar-och-puffar');
    expect(page.status).toBe(200);
    const tree = (await api.get<CategoryDto[]>('/api/catalog/category-tree')).body.result;
    const branch = tree.find((c) => c.id === parent.id)!;
    expect(branch.children_data?.[0]?.name).toBe('Pallar & puffar');

    const product = await catalogue.send('POST', '/api/admin/products', stool('TST-PALL-1', stools.id));
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const listing = await api.get<SearchResult<ProductSummary>>(
      '/api/catalog/products?category=pallar-och-puffar',
    );
    expect(listing.body.result.items.map((p) => p.sku)).toEqual(['TST-PALL-1']);
    expect(
      (await api.get<CategoryDto>('/api/catalog/categories/pallar-och-puffar')).body.result.product_count,
    ).toBe(1);
  });

  it('moves, renames and reorders a category; its products’ url paths follow', async () => {
    const target = (await categories()).find((c) => c.level === 2 && c.id !== stools.parent_id)!;
    const moved = await patchCategory(stools.id, {
      parent_id: target.id,
      url_key: 'pallar',
      name: 'Pallar',
      updated_at: stools.updated_at,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = moved.body.result as AdminCategoryDto;
    expect(after).toMatchObject({
      parent_id: target.id,
      url_path: `${target.url_key}/pallar`,
      name: 'Pallar',
    });
    const url = await api.post<UrlMapResult>('/api/url/map', {
      url: `/${target.url_key}/pallar/pall-tst-pall-1`,
    });
    expect(url.body.result).toMatchObject({ _type: 'product', _source: { sku: 'TST-PALL-1' } });
    expect((await api.get('/api/catalog/categories/pallar-och-puffar')).status).toBe(404);
    const first = await patchCategory(stools.id, { position: 0, updated_at: after.updated_at });
    expect(first.status).toBe(200);
    const siblings = (await categories())
      .filter((c) => c.parent_id === target.id)
      .sort((a, b) => a.position - b.position);
    expect(siblings.map((c) => c.position)).toEqual(siblings.map((_, i) => i));
    expect(siblings[0]!.id).toBe(stools.id);
    stools = first.body.result as AdminCategoryDto;
  });

  it('hides a deactivated category from the storefront and refuses a stale edit', async () => {
    const off = await patchCategory(stools.id, {
      is_active: false,
      include_in_menu: false,
      updated_at: stools.updated_at,
    });
    expect(off.status).toBe(200);
    expect((await api.get('/api/catalog/categories/pallar')).status).toBe(404);
    const stale = await patchCategory(stools.id, { is_active: true, updated_at: stools.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.result).toMatch(/changed by someone else since you opened it — reload/);
    const audit = await owner.get<AdminPage<AuditEntryDto>>(
      `/api/admin/audit?entity_type=category&entity_id=${stools.id}`,
    );
    expect(audit.body.result.items[0]).toMatchObject({
      action: 'category.update',
      before: { is_active: true, include_in_menu: true },
      after: { is_active: false, include_in_menu: false },
    });
  });

  it('refuses a taken url key, a move below itself and deleting a category that is not empty', async () => {
    const current = await category('pallar');
    const taken = await patchCategory(current.id, { url_key: 'soffor', updated_at: current.updated_at });
    expect(taken.status).toBe(409);
    expect(taken.body.result).toMatch(/^url_key: "soffor" is taken/);
    const parent = (await categories()).find((c) => c.id === current.parent_id)!;
    const loop = await patchCategory(parent.id, { parent_id: current.id, updated_at: parent.updated_at });
    expect(loop.status).toBe(409);
    const full = await catalogue.send<string>(
      'DELETE',
      `/api/admin/categories/${current.id}?updated_at=${current.updated_at}`,
    );
    expect(full.status).toBe(409);
    expect(full.body.result).toMatch(/has 1 product\(s\)/);
    const empty = await catalogue.send<AdminCategoryDto>('POST', '/api/admin/categories', { name: 'Tom' });
    const gone = await catalogue.send(
      'DELETE',
      `/api/admin/categories/${empty.body.result.id}?updated_at=${empty.body.result.updated_at}`,
    );
    expect(gone.status).toBe(200);
  });
});

describe('attributes and options', () => {
  it('adds an attribute with options, which products use and the storefront labels, renamed at once', async () => {
    const created = await catalogue.send<AdminAttributeDto>('POST', '/api/admin/attributes', {
      attribute_code: 'leg_finish',
      frontend_label: 'Benfinish',
      frontend_input: 'select',
      is_filterable: true,
      options: [{ label: 'Ek' }, { label: 'Svart' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const attribute = created.body.result;
    expect(attribute.options.map((o) => [o.label, o.sort_order])).toEqual([
      ['Ek', 0],
      ['Svart', 1],
    ]);
    const added = await catalogue.send<AdminAttributeDto>(
      'POST',
      `/api/admin/attributes/${attribute.id}/options`,
      {
        label: 'Mässing',
        swatch_value: '#B8975A',
        sort_order: 0,
      },
    );
    expect(added.body.result.options.map((o) => o.label)).toEqual(['Mässing', 'Ek', 'Svart']);
    const oak = attribute.options[0]!;
    const stools = (await categories()).find((c) => c.level === 3)!;
    const product = await catalogue.send<AdminProductDto>(
      'POST',
      '/api/admin/products',
      stool('TST-PALL-2', stools.id, { attributes: [{ attribute_code: 'leg_finish', option_id: oak.id }] }),
    );
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const renamed = await catalogue.send('PATCH', `/api/admin/attributes/${attribute.id}/options/${oak.id}`, {
      label: 'Ljus ek',
      sort_order: 2,
    });
    expect(renamed.status).toBe(200);
    const page = (await api.get<ProductDto>('/api/catalog/products/TST-PALL-2')).body.result;
    expect(page.custom_attributes).toContainEqual({
      attribute_code: 'leg_finish',
      value: String(oak.id),
      label: 'Ljus ek',
    });

    const used = await catalogue.send<string>(
      'DELETE',
      `/api/admin/attributes/${attribute.id}/options/${oak.id}`,
    );
    expect(used.status).toBe(409);
    const again = await catalogue.send<string>('POST', '/api/admin/attributes', {
      attribute_code: 'leg_finish',
      frontend_label: 'X',
      frontend_input: 'text',
    });
    expect(again.status).toBe(409);
    const bad = await catalogue.send<string>('POST', '/api/admin/attributes', {
      attribute_code: 'Leg Finish',
      frontend_label: 'X',
      frontend_input: 'text',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/attribute_code: must be lower-case/);
  });
});

describe('brands', () => {
  it('adds and renames a brand that the storefront shows at once, and keeps a brand products have', async () => {
    const created = await catalogue.send<AdminBrandDto>('POST', '/api/admin/brands', {
      name: 'Nordväv Studio',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const brand = created.body.result;
    expect(brand).toMatchObject({ slug: 'nordvav-studio', product_count: 0 });
    expect((await api.get<BrandDto>('/api/ext/brands/nordvav-studio')).body.result.name).toBe(
      'Nordväv Studio',
    );
    const renamed = await catalogue.send('PATCH', `/api/admin/brands/${brand.id}`, { name: 'Nordväv' });
    expect(renamed.status).toBe(200);
    expect((await api.get<BrandDto>('/api/ext/brands/nordvav-studio')).body.result.name).toBe('Nordväv');

    const used = (await catalogue.get<AdminBrandDto[]>('/api/admin/brands')).body.result.find(
      (b) => b.product_count > 0,
    )!;
    const refused = await catalogue.send<string>('DELETE', `/api/admin/brands/${used.id}`);
    expect(refused.status).toBe(409);
    const taken = await catalogue.send<string>('PATCH', `/api/admin/brands/${brand.id}`, { slug: used.slug });
    expect(taken.status).toBe(409);
    expect((await catalogue.send('DELETE', `/api/admin/brands/${brand.id}`)).status).toBe(200);
    expect((await api.get('/api/ext/brands/nordvav-studio')).status).toBe(404);
  });

  it('is for the catalogue role, not the orders role', async () => {
    const orders = await loginAs(api, owner, 'orders');
    expect((await orders.send('POST', '/api/admin/brands', { name: 'X' })).status).toBe(403);
    expect((await orders.get('/api/admin/categories')).status).toBe(403);
  });
});
