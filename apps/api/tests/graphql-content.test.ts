import { describe, expect, it } from 'vitest';
import { graphqlClient, type GraphqlAnswer } from './support/graphql-client.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const { graphql, data } = graphqlClient(api);

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

  it('gives all tax rules with 25 % and 6 % in Sweden, and the rates of the countries the shop ships to', async () => {
    const { taxRules } = await data(
      '{ taxRules { id priority product_tax_class_ids customer_tax_class_ids rates { tax_country_id rate } } }',
    );
    type Rate = { tax_country_id: string; rate: number };
    const rates: Rate[] = taxRules.flatMap((r: { rates: Rate[] }) => r.rates);
    expect(
      rates
        .filter((x) => x.tax_country_id === 'SE')
        .map((x) => x.rate)
        .sort(),
    ).toEqual([25, 6]);
    // VAT by destination (decision 0056): Germany's, Austria's and Italy's too.
    expect(
      rates
        .filter((x) => x.tax_country_id === 'DE')
        .map((x) => x.rate)
        .sort(),
    ).toEqual([19, 7]);
    expect(new Set(rates.map((x) => x.tax_country_id))).toEqual(new Set(['SE', 'DE', 'AT', 'IT']));
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
