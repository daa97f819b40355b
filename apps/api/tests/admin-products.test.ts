import type {
  AdminAttributeDto,
  AdminCategoryDto,
  AdminPage,
  AdminProductDto,
  AdminProductInput,
  AdminProductListItem,
  AdminStockDto,
  AuditEntryDto,
  CartItemDto,
  PriceHistoryEntry,
  ProductDto,
  ProductSummary,
  SearchResult,
  UploadedImage,
} from '@hemma/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { picture, upload } from './support/admin-pictures.ts';
import { sofaInput } from './support/admin-product-inputs.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);
let owner: AdminClient;
let catalogue: AdminClient;
let colour: AdminAttributeDto;
let sofas: AdminCategoryDto;

const option = (label: string) => colour.options.find((o) => o.label === label)!.id;
const editable = ({ id: _id, created_at: _created, ...product }: AdminProductDto) => product;
const auditOf = async (id: number) =>
  (await owner.get<AdminPage<AuditEntryDto>>(`/api/admin/audit?entity_type=product&entity_id=${id}`)).body
    .result;
/** The catalogue version every process's search index follows (migration 0002). */
const catalogueVersion = async () =>
  Number(
    (await sql<{ version: number }>`select version from search_version where id = 1`.execute(api.handle.db))
      .rows[0]!.version,
  );
const historyOf = async (id: number) =>
  (await catalogue.get<PriceHistoryEntry[]>(`/api/admin/products/${id}/price-history`)).body.result;

async function adminIdOf(sku: string): Promise<number> {
  const page = await catalogue.get<AdminPage<AdminProductListItem>>(`/api/admin/products?q=${sku}`);
  return page.body.result.items.find((p) => p.sku === sku)!.id;
}

const sofa = (sku: string, file: string) => sofaInput(sku, file, sofas.id, option);

beforeAll(async () => {
  owner = await loginOwner(api);
  catalogue = await loginAs(api, owner, 'catalogue');
  colour = (await catalogue.get<AdminAttributeDto[]>('/api/admin/attributes')).body.result.find(
    (a) => a.attribute_code === 'color',
  )!;
  sofas = (await catalogue.get<AdminCategoryDto[]>('/api/admin/categories')).body.result.find(
    (c) => c.url_key === 'soffor',
  )!;
});

describe('creating products in the back office', () => {
  let created: AdminProductDto;

  it('creates a configurable product with two colour variants and a picture, which the storefront finds at once', async () => {
    const uploaded = await upload(catalogue, await picture('#8C8B87'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { file } = uploaded.body.result as UploadedImage;
    expect(file).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);
    const response = await catalogue.send<AdminProductDto>(
      'POST',
      '/api/admin/products',
      sofa('TST-ANGSO', file),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    created = response.body.result;
    expect(created).toMatchObject({ sku: 'TST-ANGSO', url_key: 'testsoffa-tst-angso', images: [{ file }] });
    expect(created.variants.map((v) => [v.sku, v.name, v.price, v.stock.qty])).toEqual([
      ['TST-ANGSO-GRA', 'Testsoffa TST-ANGSO, Grå', 9995, 5],
      ['TST-ANGSO-BEI', 'Testsoffa TST-ANGSO, Beige', 10995, 2],
    ]);

    const search = await api.get<SearchResult<ProductSummary>>('/api/catalog/products?q=Testsoffa');
    expect(search.body.result.items.map((p) => p.sku)).toContain('TST-ANGSO');
    const category = await api.get<SearchResult<ProductSummary>>(
      '/api/catalog/products?category=soffor&size=999',
    );
    const tile = category.body.result.items.find((p) => p.sku === 'TST-ANGSO');
    expect(tile).toMatchObject({ final_price_incl_tax: 9995, image: file, delivery_time: '2–4 veckor' });
    const page = await api.get<ProductDto>('/api/catalog/products/TST-ANGSO');
    expect(page.body.result.configurable_children?.map((c) => [c.sku, c.final_price_incl_tax])).toEqual([
      ['TST-ANGSO-GRA', 9995],
      ['TST-ANGSO-BEI', 10995],
    ]);
    expect(page.body.result.media_gallery).toEqual([{ image: file, pos: 0, typ: 'image', lab: 'Testsoffa' }]);

    const cartId = await shop.createCart();
    const line = await api.post<CartItemDto>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: 'TST-ANGSO-BEI', qty: 1 },
    });
    expect(line.status, JSON.stringify(line.body)).toBe(200);
    expect(line.body.result).toMatchObject({
      sku: 'TST-ANGSO-BEI',
      parentSku: 'TST-ANGSO',
      price_incl_tax: 10995,
    });
  });

  it('records the creation in the audit log and starts the price history at the first price', async () => {
    const [entry] = (await auditOf(created.id)).items;
    expect(entry).toMatchObject({ action: 'product.create', before: null, after: { sku: 'TST-ANGSO' } });
    expect((await historyOf(created.id)).map((h) => h.final_price)).toEqual([9995]);
  });

  it('creates a bundle of existing products, which the product page shows with its parts', async () => {
    const parts = (await shop.products()).filter((p) => p.type_id === 'simple').slice(0, 2);
    const response = await catalogue.send<AdminProductDto>('POST', '/api/admin/products', {
      sku: 'TST-SET',
      type_id: 'bundle',
      name: 'Testset vardagsrum',
      tax_class_id: 2,
      price: 0,
      category_ids: [sofas.id],
      bundle_options: [
        { title: 'Del ett', type: 'radio', selections: [{ sku: parts[0]!.sku, is_default: true }] },
        { title: 'Del två', type: 'checkbox', required: false, selections: [{ sku: parts[1]!.sku, qty: 2 }] },
      ],
    } satisfies AdminProductInput);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const page = await api.get<ProductDto>('/api/catalog/products/TST-SET');
    expect(page.body.result.bundle_options?.map((o) => [o.title, o.product_links.map((l) => l.sku)])).toEqual(
      [
        ['Del ett', [parts[0]!.sku]],
        ['Del två', [parts[1]!.sku]],
      ],
    );
  });

  it('creates a grouped product of existing items and a product with custom options whose ids survive an edit', async () => {
    const items = (await shop.products()).filter((p) => p.type_id === 'simple').slice(2, 4);
    const grouped = await catalogue.send<AdminProductDto>('POST', '/api/admin/products', {
      sku: 'TST-GRUPP',
      type_id: 'grouped',
      name: 'Testgrupp matplats',
      tax_class_id: 2,
      price: 0,
      links: items.map((item) => ({ link_type: 'associated' as const, sku: item.sku })),
    } satisfies AdminProductInput);
    expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
    const groupPage = (await api.get<ProductDto>('/api/catalog/products/TST-GRUPP')).body.result;
    expect(groupPage.product_links?.map((l) => l.sku)).toEqual(items.map((i) => i.sku));

    const input: AdminProductInput = {
      sku: 'TST-BORD',
      type_id: 'simple',
      name: 'Testbord med gravyr',
      tax_class_id: 2,
      price: 2495,
      stock: { qty: 20 },
      custom_options: [
        { title: 'Gravyr', type: 'field', price_type: 'fixed', price: 150, max_characters: 20 },
        { title: 'Ben', type: 'drop_down', values: [{ title: 'Ek' }, { title: 'Mässing', price: 300 }] },
      ],
    };
    const created = await catalogue.send<AdminProductDto>('POST', '/api/admin/products', input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const legs = created.body.result.custom_options[1]!;
    const page = (await api.get<ProductDto>('/api/catalog/products/TST-BORD')).body.result;
    expect(
      page.custom_options?.map((o) => [o.title, o.price, o.values.map((v) => [v.title, v.price])]),
    ).toEqual([
      ['Gravyr', 150, []],
      [
        'Ben',
        null,
        [
          ['Ek', 0],
          ['Mässing', 300],
        ],
      ],
    ]);
    // The editor turns the values around; carts name them by id, so the ids stay with their values.
    const reordered = [...legs.values].reverse();
    const edited = await catalogue.send<AdminProductDto>(
      'PUT',
      `/api/admin/products/${created.body.result.id}`,
      {
        ...editable(created.body.result),
        custom_options: [created.body.result.custom_options[0]!, { ...legs, values: reordered }],
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result.custom_options[1]!.values.map((v) => [v.id, v.title])).toEqual(
      reordered.map((v) => [v.id, v.title]),
    );
  });

  it('lists products by name or sku, type, stock status and category, sorted and paged', async () => {
    const list = async (query: string) =>
      (await catalogue.get<AdminPage<AdminProductListItem>>(`/api/admin/products?${query}`)).body.result;
    const byVariant = await list('q=tst-angso-bei');
    expect(byVariant.items.map((p) => [p.sku, p.variant_count, p.qty])).toEqual([['TST-ANGSO', 2, 7]]);
    const configurable = await list(
      `type=configurable&category=${sofas.id}&sort=price&dir=desc&pageSize=100`,
    );
    expect(configurable.items.every((p) => p.type_id === 'configurable')).toBe(true);
    const prices = configurable.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const sold = await list('stock=out_of_stock&pageSize=100');
    expect(sold.total).toBeGreaterThan(0);
    expect(sold.items.every((p) => p.stock_status === 'out_of_stock')).toBe(true);
    const paged = await list('pageSize=5&page=2&sort=sku&dir=desc');
    expect(paged).toMatchObject({ page: 2, page_size: 5 });
    expect(paged.items).toHaveLength(5);
    const bad = await catalogue.get<string>('/api/admin/products?stock=some');
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/stock/);
  });

  it('refuses an sku or a url key that another product has with 409', async () => {
    const again = await catalogue.send<string>(
      'POST',
      '/api/admin/products',
      sofa('TST-ANGSO', created.images[0]!.file),
    );
    expect(again.status).toBe(409);
    expect(again.body.result).toMatch(/^sku: TST-ANGSO/);
    const seeded = (await shop.products()).find((p) => p.type_id === 'simple')!;
    const clash = await catalogue.send<string>('POST', '/api/admin/products', {
      sku: 'TST-CLASH',
      type_id: 'simple',
      name: 'Krock',
      url_key: seeded.url_key,
      tax_class_id: 2,
      price: 100,
    } satisfies AdminProductInput);
    expect(clash.status).toBe(409);
    expect(clash.body.result).toContain(`url_key: "${seeded.url_key}"`);
  });

  it('answers 400 naming every field that is wrong', async () => {
    const response = await catalogue.send<string>('POST', '/api/admin/products', {
      sku: 'TST-BAD',
      type_id: 'simple',
      name: 'Fel',
      tax_class_id: 2,
      price: 12.345,
    });
    expect(response.status).toBe(400);
    expect(response.body.result).toMatch(/price: must be kronor with at most two decimals/);
    const references = await catalogue.send<string>('POST', '/api/admin/products', {
      sku: 'TST-BAD',
      type_id: 'simple',
      name: 'Fel',
      tax_class_id: 2,
      price: 100,
      category_ids: [999_999],
      attributes: [{ attribute_code: 'no_such', text: 'x' }],
      variants: [{ sku: 'TST-BAD-1', price: 1 }],
    } satisfies AdminProductInput);
    expect(references.status).toBe(400);
    expect(references.body.result).toContain('variants: only a configurable product has variants');
    expect(references.body.result).toContain('category_ids.0: no category 999999');
    expect(references.body.result).toContain('attributes.0.attribute_code: no attribute "no_such"');
  });
});

describe('editing products', () => {
  it('writes nothing when a product of any type is saved as it was read: no audit entry, no price history, no new catalogue version', async () => {
    const types = ['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable'] as const;
    const listed = await shop.products();
    for (const type of types) {
      const sku = listed.find((p) => p.type_id === type)!.sku;
      const id = await adminIdOf(sku);
      const read = (await catalogue.get<AdminProductDto>(`/api/admin/products/${id}`)).body.result;
      const [audit, history, version] = [
        (await auditOf(id)).total,
        (await historyOf(id)).length,
        await catalogueVersion(),
      ];
      const saved = await catalogue.send<AdminProductDto>('PUT', `/api/admin/products/${id}`, editable(read));
      expect(saved.status, `${type}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.result, type).toEqual(read);
      expect((await auditOf(id)).total, type).toBe(audit);
      expect((await historyOf(id)).length, type).toBe(history);
      expect(await catalogueVersion(), type).toBe(version);
    }
  });

  it('shows a changed price on the product page and in the price history and the Omnibus lowest price', async () => {
    const product = (await shop.products()).find(
      (p) => p.type_id === 'simple' && !p.sale && p.price_incl_tax > 1000,
    )!;
    const id = await adminIdOf(product.sku);
    const special = Math.round(product.price_incl_tax * 0.8);
    const edit = await catalogue.send<{ special_price: number }>('PATCH', `/api/admin/products/${id}/price`, {
      special_price: special,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const page = (await api.get<ProductDto>(`/api/catalog/products/${product.sku}`)).body.result;
    expect(page).toMatchObject({ final_price_incl_tax: special, sale: true });
    expect((await historyOf(id)).at(-1)).toMatchObject({ final_price: special, reason: 'special_price' });
    const lowest = await api.get<{ lowest_price_30d_incl_tax: number }>(
      `/api/ext/lowest-price/${product.sku}`,
    );
    expect(lowest.body.result.lowest_price_30d_incl_tax).toBeGreaterThan(special);
    expect(page.lowest_price_30d_incl_tax).toBe(lowest.body.result.lowest_price_30d_incl_tax);
  });

  it('refuses a stale edit with 409 and records a change with its before and after', async () => {
    const id = await adminIdOf('TST-ANGSO');
    const read = (await catalogue.get<AdminProductDto>(`/api/admin/products/${id}`)).body.result;
    const first = await catalogue.send<AdminProductDto>('PUT', `/api/admin/products/${id}`, {
      ...editable(read),
      name: 'Testsoffa Ängsö',
      price: 8995,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.updated_at > read.updated_at).toBe(true);
    const stale = await owner.send<string>('PUT', `/api/admin/products/${id}`, {
      ...editable(read),
      name: 'Gammal',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.result).toMatch(/changed by someone else since you opened it — reload/);
    const [entry] = (await auditOf(id)).items;
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { name: 'Testsoffa TST-ANGSO', price: 9995 },
      after: { name: 'Testsoffa Ängsö', price: 8995 },
    });
    const search = await api.get<SearchResult<ProductSummary>>('/api/catalog/products?q=Ängsö');
    expect(search.body.result.items.map((p) => p.name)).toContain('Testsoffa Ängsö');
  });

  it('sets stock that stock/check shows at once, and refuses a quantity orders moved since it was read', async () => {
    const id = await adminIdOf('TST-ANGSO');
    const variant = (await catalogue.get<AdminProductDto>(`/api/admin/products/${id}`)).body.result
      .variants[0]!;
    const flags = await catalogue.send('PATCH', `/api/admin/products/${variant.id}/stock`, {
      low_stock_qty: 1,
    });
    expect(flags.status, JSON.stringify(flags.body)).toBe(200);
    const set = await catalogue.send<AdminStockDto>('PATCH', `/api/admin/products/${variant.id}/stock`, {
      qty: 0,
      expected_qty: 5,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // Only what was sent changes: the low-stock level set before stays.
    expect(set.body.result).toMatchObject({ qty: 0, low_stock_qty: 1, stock_status: 'out_of_stock' });
    const check = await api.get<{ qty: number; is_in_stock: boolean }>(`/api/stock/check?sku=${variant.sku}`);
    expect(check.body.result).toMatchObject({ qty: 0, is_in_stock: false });
    const stale = await catalogue.send<string>('PATCH', `/api/admin/products/${variant.id}/stock`, {
      qty: 10,
      expected_qty: 5,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.result).toMatch(/qty: it is 0 now/);
  });

  it('deletes a product nobody ordered, and keeps one that orders name', async () => {
    const created = await catalogue.send<AdminProductDto>('POST', '/api/admin/products', {
      sku: 'TST-PALL',
      type_id: 'simple',
      name: 'Testpall',
      tax_class_id: 2,
      price: 495,
      category_ids: [sofas.id],
      stock: { qty: 10 },
    } satisfies AdminProductInput);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const ordered = await api.post('/api/order', orderRequest([{ sku: 'TST-ANGSO-BEI', qty: 1 }]));
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);

    const { id, updated_at } = created.body.result;
    const gone = await catalogue.send('DELETE', `/api/admin/products/${id}?updated_at=${updated_at}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await api.get('/api/catalog/products/TST-PALL')).status).toBe(404);
    const parent = (
      await catalogue.get<AdminProductDto>(`/api/admin/products/${await adminIdOf('TST-ANGSO')}`)
    ).body.result;
    const kept = await catalogue.send<string>(
      'DELETE',
      `/api/admin/products/${parent.id}?updated_at=${parent.updated_at}`,
    );
    expect(kept.status).toBe(409);
    expect(kept.body.result).toMatch(/order line\(s\): disable it/);
  });
});
