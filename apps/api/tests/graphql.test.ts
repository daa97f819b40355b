import type { ProductSummary, SearchResult } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** Answers are checked field by field below; typing each query's shape would only repeat the query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

async function graphql<T = Loose>(
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${api.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlAnswer<T>['body'] };
}

/** A query that must succeed: no errors, HTTP 200. */
async function data<T = Loose>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { status, body } = await graphql<T>(query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data!;
}

async function rest(query: string): Promise<SearchResult<ProductSummary>> {
  const { status, body } = await api.get<SearchResult<ProductSummary>>(`/api/catalog/products?${query}`);
  expect(status).toBe(200);
  return body.result;
}

const PRODUCTS = /* GraphQL */ `
  query Search($search: String, $filter: ProductFilter, $sort: ProductSort, $from: Int, $size: Int) {
    products(search: $search, filter: $filter, sort: $sort, from: $from, size: $size, aggregations: true) {
      total
      start
      perPage
      items {
        sku
        name
        final_price_incl_tax
        stock {
          is_in_stock
        }
      }
      aggregations {
        code
        buckets {
          key
          label
          doc_count
          from
          to
        }
      }
      suggestions
    }
  }
`;

describe('POST /graphql products', () => {
  it('gives the same skus, total and facets as REST for a text search', async () => {
    const expected = await rest('q=soffa&size=20&aggregations=1');
    const { products } = await data(PRODUCTS, { search: 'soffa', size: 20 });
    expect(products.total).toBe(expected.total);
    expect(products.total).toBeGreaterThan(0);
    expect(products.items.map((p: ProductSummary) => p.sku)).toEqual(expected.items.map((p) => p.sku));
    expect(products.perPage).toBe(20);
    const colour = products.aggregations.find((a: { code: string }) => a.code === 'color');
    expect(colour.buckets.map((b: { key: string; doc_count: number }) => [b.key, b.doc_count])).toEqual(
      expected.aggregations.color!.buckets.map((b) => [b.key, b.doc_count]),
    );
  });

  it('applies category, attribute and price filters and sorting exactly as REST', async () => {
    const all = await rest('size=1&aggregations=1');
    const category = all.aggregations.category!.buckets[0]!.key;
    const [a, b] = all.aggregations.color!.buckets;
    const query = `category=${category}&filter[color]=${a!.key},${b!.key}&filter[width]=50-&price=1000-&sort=price_asc&size=30&aggregations=1`;
    const expected = await rest(query);
    const { products } = await data(PRODUCTS, {
      filter: {
        category,
        attributes: [
          { code: 'color', values: [a!.key, b!.key] },
          { code: 'width', values: ['50-'] },
        ],
        price: '1000-',
      },
      sort: 'price_asc',
      size: 30,
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(products.total).toBe(expected.total);
    expect(products.items.map((p: ProductSummary) => p.sku)).toEqual(expected.items.map((p) => p.sku));
    const price = products.aggregations.find((x: { code: string }) => x.code === 'price');
    expect(price.buckets[0]).toMatchObject({ from: 0, to: 5000 });
  });

  it('looks up by skus and normalises size <= 0 and a negative start like REST', async () => {
    const some = await rest('size=3&sort=latest');
    const skus = some.items.map((p) => p.sku);
    const { products } = await data(PRODUCTS, { filter: { skus }, size: -1, from: -5 });
    expect(products.items.map((p: ProductSummary) => p.sku).sort()).toEqual([...skus].sort());
    expect(products).toMatchObject({ start: 0, perPage: 100 });
  });

  it.each([
    [{ search: 'so' }, 'Searched term should consist of at least 3 characters.'],
    [{ filter: { price: 'abc' } }, /price: must be a range/],
    [{ filter: { attributes: [{ code: 'doesnotexist', values: ['1'] }] } }, /unknown filter attribute/],
    [{ filter: { attributes: [{ code: 'color', values: ['red'] }] } }, /filter\[color\]: must be/],
    [{ size: 100000 }, /size: Too big/],
  ])('rejects %j with the REST message', async (variables, message) => {
    const { status, body } = await graphql(PRODUCTS, variables);
    expect(status).toBe(200);
    expect(body.data).toEqual({ products: null });
    expect(body.errors![0]!.message).toMatch(message);
    expect(body.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown category with null and the SPEC message', async () => {
    const { body } = await graphql(PRODUCTS, { filter: { category: 'finns-inte' } });
    expect(body.data).toEqual({ products: null });
    expect(body.errors![0]!.message).toBe('Category query returned empty result slug = finns-inte');
  });
});

describe('POST /graphql product', () => {
  const PRODUCT = /* GraphQL */ `
    query ($sku: String!) {
      product(sku: $sku) {
        id
        sku
        name
        type_id
        slug
        url_path
        price_incl_tax
        final_price_incl_tax
        stock {
          qty
          stock_status
        }
        image
        brand {
          name
        }
        category {
          category_id
          name
        }
        custom_attributes {
          attribute_code
          label
        }
        configurable_children
        configurable_options
      }
    }
  `;

  it('gives the same product as REST, type-specific parts included', async () => {
    const row = await api.handle.db
      .selectFrom('products')
      .select(['sku'])
      .where('type_id', '=', 'configurable')
      .where('status', '=', 1)
      .where('visibility', '=', 4)
      .executeTakeFirstOrThrow();
    const expected = (await api.get<Record<string, unknown>>(`/api/catalog/products/${row.sku}`)).body.result;
    const { product } = await data(PRODUCT, { sku: row.sku });
    for (const key of ['id', 'sku', 'name', 'type_id', 'slug', 'url_path', 'price_incl_tax', 'image'])
      expect(product[key]).toEqual(expected[key]);
    expect(product.configurable_children).toEqual(expected.configurable_children);
    expect(product.configurable_children.length).toBeGreaterThan(0);
    expect(product.category.length).toBeGreaterThan(0);
  });

  it('answers an unknown sku with null data and the SPEC message', async () => {
    const { status, body } = await graphql(PRODUCT, { sku: 'FINNS-INTE' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ product: null });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Product query returned empty result sku = FINNS-INTE',
        path: ['product'],
        extensions: { code: 'NOT_FOUND', status: 404 },
      }),
    ]);
  });

  it('finds a product by url_path', async () => {
    const row = await api.handle.db
      .selectFrom('products')
      .select(['sku', 'url_path'])
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .where('url_path', 'is not', null)
      .executeTakeFirstOrThrow();
    const found = await data(`{ productByUrlPath(urlPath: "/${row.url_path}") { sku } }`);
    expect(found.productByUrlPath.sku).toBe(row.sku);
    const missing = await graphql('{ productByUrlPath(urlPath: "finns/inte") { sku } }');
    expect(missing.body.errors![0]!.message).toBe(
      'Product query returned empty result url_path = finns/inte',
    );
  });
});

describe('POST /graphql categories and reference data', () => {
  it('lists categories like REST and finds one by key with its children', async () => {
    const expected = (
      await api.get<{ items: { id: number }[]; total: number }>('/api/catalog/categories?level=2')
    ).body.result;
    const { categories } = await data('{ categories(level: 2) { total items { id name level url_path } } }');
    expect(categories.total).toBe(expected.total);
    expect(categories.items.map((c: { id: number }) => c.id)).toEqual(expected.items.map((c) => c.id));
    const top = categories.items[0];
    const { category } = await data(
      `{ category(key: "${top.url_path}") { id children_data { parent_id } } }`,
    );
    expect(category.id).toBe(top.id);
    for (const child of category.children_data) expect(child.parent_id).toBe(top.id);
    const paged = await data('{ categories(from: 1, size: 2) { start perPage items { id } } }');
    expect(paged.categories).toMatchObject({ start: 1, perPage: 2 });
    expect(paged.categories.items).toHaveLength(2);
  });

  it('finds attributes by code or id, and filters by is_user_defined', async () => {
    const { byCode } = await data(
      '{ byCode: attributes(codes: ["color", "material"]) { attribute_id attribute_code options { label } } }',
    );
    expect(byCode.map((a: { attribute_code: string }) => a.attribute_code).sort()).toEqual([
      'color',
      'material',
    ]);
    expect(byCode[0].options.length).toBeGreaterThan(0);
    const colourId = byCode.find(
      (a: { attribute_code: string }) => a.attribute_code === 'color',
    ).attribute_id;
    const { byId } = await data(`{ byId: attributes(ids: [${colourId}]) { attribute_code } }`);
    expect(byId).toEqual([{ attribute_code: 'color' }]);
    const { userDefined } = await data(
      '{ userDefined: attributes(isUserDefined: true, isVisible: true) { attribute_code is_user_defined } }',
    );
    expect(userDefined.length).toBeGreaterThan(0);
    expect(userDefined.map((a: { attribute_code: string }) => a.attribute_code)).not.toContain('color');
    const { limited } = await data('{ limited: attributes(size: 2) { attribute_code } }');
    expect(limited).toHaveLength(2);
  });

  it('gives all tax rules with 25 % and 6 %', async () => {
    const { taxRules } = await data(
      '{ taxRules { id priority product_tax_class_ids customer_tax_class_ids rates { tax_country_id rate } } }',
    );
    const rates = taxRules.flatMap((r: { rates: { rate: number }[] }) => r.rates.map((x) => x.rate));
    expect(rates.sort()).toEqual([25, 6]);
    expect(taxRules[0].rates[0].tax_country_id).toBe('SE');
  });
});

describe('POST /graphql CMS', () => {
  it('gives a page by identifier and blocks by identifiers', async () => {
    const { cmsPage } = await data('{ cmsPage(identifier: "about-us") { identifier title content } }');
    expect(cmsPage.identifier).toBe('about-us');
    const { cmsBlocks } = await data(
      '{ cmsBlocks(identifiers: ["home-intro", "finns-inte", "footer-usps"]) { identifier title content } }',
    );
    expect(cmsBlocks.map((b: { identifier: string }) => b.identifier)).toEqual(['home-intro', 'footer-usps']);
  });

  it('answers an unknown page or no block found with the SPEC message', async () => {
    const page = await graphql('{ cmsPage(identifier: "finns-inte") { title } }');
    expect(page.body).toMatchObject({
      data: { cmsPage: null },
      errors: [{ message: 'CMS query returned empty result' }],
    });
    const blocks = await graphql('{ cmsBlocks(identifiers: ["finns-inte"]) { title } }');
    expect(blocks.body.errors![0]!.message).toBe('CMS query returned empty result');
  });

  it('finds blocks by a like-match on the identifier, taking % and _ literally', async () => {
    const { cmsBlocks } = await data('{ cmsBlocks(like: "footer") { identifier } }');
    expect(cmsBlocks.map((b: { identifier: string }) => b.identifier)).toEqual(['footer-usps']);
    const wildcard = await graphql('{ cmsBlocks(like: "%") { identifier } }');
    expect(wildcard.body.errors![0]!.message).toBe('CMS query returned empty result');
  });

  it('gives a page with the pages below it, parent first', async () => {
    const now = new Date().toISOString();
    await api.handle.db
      .insertInto('cms_pages')
      .values([
        {
          identifier: 'about-us/history',
          title: 'Vår historia',
          content: '<p>Sedan 1952.</p>',
          is_active: 1,
          updated_at: now,
        },
        {
          identifier: 'about-usx',
          title: 'Inte ett barn',
          content: '<p>x</p>',
          is_active: 1,
          updated_at: now,
        },
      ])
      .execute();
    const { cmsHierarchy } = await data('{ cmsHierarchy(identifier: "about-us") { identifier title } }');
    expect(cmsHierarchy.map((p: { identifier: string }) => p.identifier)).toEqual([
      'about-us',
      'about-us/history',
    ]);
  });
});

describe('/graphql request handling', () => {
  it('accepts GET with ?query= and variables', async () => {
    const query = encodeURIComponent('query ($id: String!) { cmsPage(identifier: $id) { identifier } }');
    const variables = encodeURIComponent(JSON.stringify({ id: 'about-us' }));
    const response = await fetch(`${api.baseUrl}/graphql?query=${query}&variables=${variables}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { cmsPage: { identifier: 'about-us' } } });
  });

  it.each([
    ['a syntax error', '{ products { total }', /Syntax Error/],
    [
      'an unknown field',
      '{ products { nonsense } }',
      /Cannot query field "nonsense" on type "ProductSearchResult"/,
    ],
    ['a missing argument', '{ product { sku } }', /argument "sku" of type "String!" is required/],
    [
      'a query that is too deep',
      '{ category(key: "1") { children_data { children_data { children_data { children_data { children_data { children_data { children_data { children_data { id } } } } } } } } } }',
      /too deep/,
    ],
    ['a query larger than 10 kB', `{ taxRules { id } } # ${'x'.repeat(11_000)}`, /too large/],
    [
      'too many aliased searches',
      `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: products(size: 999) { total }`).join(' ')} }`,
      /at most 10 top-level fields/,
    ],
    [
      'a fragment cycle',
      '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
      /too deep|Cannot spread fragment/,
    ],
  ])('rejects %s with a 400 and {errors}', async (_what, query, message) => {
    const { status, body } = await graphql(query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it.each([
    ['no query', {}, /Missing "query"/],
    [
      'bad variables',
      { query: 'query ($s: Int) { products(size: $s) { total } }', variables: { s: 'x' } },
      /\$s/,
    ],
    [
      'an unknown operation',
      { query: 'query A { taxRules { id } }', operationName: 'B' },
      /Unknown operation named "B"/,
    ],
  ])('rejects %s with a 400', async (_what, payload, message) => {
    const { status, body } = await api.post('/graphql', payload);
    expect(status).toBe(400);
    expect((body as unknown as GraphqlAnswer['body']).errors![0]!.message).toMatch(message);
  });

  it('answers invalid JSON in the GraphQL error shape', async () => {
    const { status, body } = await api.post('/graphql', '{"query": ');
    expect(status).toBe(400);
    expect((body as unknown as GraphqlAnswer['body']).errors![0]!.message).toMatch(/JSON/);
  });

  it('answers a body over 64 kB and a text/plain body in the GraphQL error shape', async () => {
    const big = await api.post('/graphql', {
      query: '{ taxRules { id } }',
      variables: { x: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
    expect((big.body as unknown as GraphqlAnswer['body']).errors![0]!.message).toMatch(/too large/i);
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{ taxRules { id } }',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Expected a JSON object body {query, variables?, operationName?}.' }],
    });
  });

  it('serves introspection (GraphiQL) within the limits', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const { __schema } = await data(getIntrospectionQuery());
    expect(__schema.queryType.name).toBe('Query');
  });
});
