import type { CategoryDto, ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { graphqlClient } from './support/graphql-client.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const { graphql, data } = graphqlClient(api);

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

  it('looks up by skus, 100 of them when no size is given', async () => {
    const some = await rest('size=3&sort=latest');
    const skus = some.items.map((p) => p.sku);
    const { products } = await data(PRODUCTS, { filter: { skus } });
    expect(products.items.map((p: ProductSummary) => p.sku).sort()).toEqual([...skus].sort());
    expect(products).toMatchObject({ start: 0, perPage: 100 });
  });

  it.each([
    [{ search: 'so' }, 'Searched term should consist of at least 3 characters.'],
    [{ filter: { price: 'abc' } }, /price: must be a range/],
    [{ filter: { attributes: [{ code: 'doesnotexist', values: ['1'] }] } }, /unknown filter attribute/],
    [{ filter: { attributes: [{ code: 'color', values: ['red'] }] } }, /filter\[color\]: must be/],
    [{ size: 100000 }, /size: Too big/],
    [{ size: -1 }, /size: must be 1 or more/],
    [{ size: 0 }, /size: must be 1 or more/],
    [{ from: -5 }, /from: must be 0 or more/],
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

describe('POST /graphql in a store view', () => {
  it('prices and names products in the German store view as REST does (EUR, German texts)', async () => {
    const german = await rest('q=soffa&size=5&storeCode=de');
    const { products } = await data(
      `query($q: String) { products(search: $q, size: 5, storeCode: "de") { items { sku name final_price_incl_tax } } }`,
      { q: 'soffa' },
    );
    expect(products.items).toEqual(
      german.items.map((p) => ({ sku: p.sku, name: p.name, final_price_incl_tax: p.final_price_incl_tax })),
    );
    const sku = german.items[0]!.sku;
    const { status, body } = await api.get<{ final_price_incl_tax: number; name: string }>(
      `/api/catalog/products/${encodeURIComponent(sku)}?storeCode=de`,
    );
    expect(status).toBe(200);
    const { product } = await data(
      `{ product(sku: "${sku}", storeCode: "de") { name final_price_incl_tax } }`,
    );
    expect(product).toEqual({
      name: body.result.name,
      final_price_incl_tax: body.result.final_price_incl_tax,
    });
    const swedish = await data(`{ product(sku: "${sku}") { final_price_incl_tax } }`);
    expect(swedish.product.final_price_incl_tax).toBeGreaterThan(product.final_price_incl_tax * 5);
  });

  it('names categories in the store view language', async () => {
    const { status, body } = await api.get<SearchResult<CategoryDto>>(
      '/api/catalog/categories?storeCode=de&size=1',
    );
    expect(status).toBe(200);
    const first = body.result.items[0]!;
    const { category } = await data(`{ category(key: "${first.slug}", storeCode: "de") { name } }`);
    expect(category.name).toBe(first.name);
    const swedish = await data(`{ category(key: "${first.slug}") { name } }`);
    expect(swedish.category.name).not.toBe(first.name);
  });

  it('refuses a store view that does not exist with the SPEC message', async () => {
    const { body } = await graphql(`
      {
        product(sku: "X", storeCode: "xx") {
          sku
        }
      }
    `);
    expect(body.errors![0]!.message).toMatch(/Storeview .*xx.* doesn't exist!/);
    expect(body.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
