import type { AttributeDto } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import { buildListFacets } from './facets.ts';
import { parseListQuery } from './list-query.ts';

const attribute = (code: string, label: string, extra: Partial<AttributeDto> = {}): AttributeDto => ({
  attribute_id: 1,
  attribute_code: code,
  frontend_label: label,
  default_label: label,
  frontend_input: 'select',
  unit: null,
  is_user_defined: true,
  is_visible: true,
  is_comparable: true,
  is_filterable: true,
  options: [],
  ...extra,
});

const result = {
  aggregations: {
    fabric: { buckets: [{ key: '40', label: 'Bouclé', doc_count: 2 }] },
    height: {
      buckets: [
        { key: '90', label: '90 cm', doc_count: 1 },
        { key: '72', label: '72 cm', doc_count: 3 },
      ],
    },
    color: {
      buckets: [
        { key: '10', label: 'Grön', doc_count: 4 },
        { key: '2', label: 'Svart', doc_count: 0 },
      ],
    },
    category: { buckets: [{ key: '12', label: 'Soffor', doc_count: 5 }] },
    price: {
      buckets: [
        { key: '0-5000', label: '< 5 000 kr', doc_count: 3, from: 0, to: 5000 },
        { key: '15000-', label: '> 15 000 kr', doc_count: 0, from: 15000, to: null },
      ],
    },
  },
  attributeMetadata: [
    attribute('color', 'Färg', {
      options: [{ value: '10', label: 'Grön', default_label: 'Grön', swatch_value: '#7A8B6F' }],
    }),
    attribute('height', 'Höjd', { frontend_input: 'number', unit: 'cm' }),
    attribute('fabric', 'Klädsel'),
  ],
};

const facets = (query: string, extra: Partial<Parameters<typeof buildListFacets>[0]> = {}) =>
  buildListFacets({
    pathname: '/c/soffor',
    state: parseListQuery(new URLSearchParams(query)),
    result,
    ...extra,
  });

describe('buildListFacets', () => {
  it('orders the groups as the SPEC lists the default filters, then other attributes, then price', () => {
    expect(facets('').groups.map((g) => g.code)).toEqual(['color', 'height', 'fabric', 'price']);
  });

  it('gives every option its count, swatch and a link that toggles it', () => {
    const color = facets('sort=latest').groups[0];
    expect(color?.options).toEqual([
      {
        value: '10',
        label: 'Grön',
        count: 4,
        selected: false,
        swatch: '#7A8B6F',
        href: '/c/soffor?color=10&sort=latest',
      },
    ]);
  });

  it('sorts numeric buckets by value and leaves out empty options', () => {
    const groups = facets('').groups;
    expect(groups.find((g) => g.code === 'height')?.options.map((o) => o.value)).toEqual(['72', '90']);
    expect(groups.find((g) => g.code === 'price')?.options.map((o) => o.value)).toEqual(['0-5000']);
  });

  it('shows the selected values as chips that remove them, and clears all but the sort', () => {
    const { chips, clearHref, groups } = facets('color=10,99&price=0-5000&sort=price_asc&page=2');
    expect(chips).toEqual([
      {
        code: 'color',
        groupLabel: 'Färg',
        label: 'Grön',
        href: '/c/soffor?color=99&price=0-5000&sort=price_asc',
      },
      {
        code: 'color',
        groupLabel: 'Färg',
        label: '99',
        href: '/c/soffor?color=10&price=0-5000&sort=price_asc',
      },
      {
        code: 'price',
        groupLabel: 'price',
        label: '< 5 000 kr',
        href: '/c/soffor?color=10,99&sort=price_asc',
      },
    ]);
    expect(clearHref).toBe('/c/soffor?sort=price_asc');
    expect(groups[0]?.options[0]).toMatchObject({
      selected: true,
      href: '/c/soffor?color=99&price=0-5000&sort=price_asc',
    });
  });

  it('offers the four sorts in the SPEC order, each starting at page 1', () => {
    expect(facets('color=10&page=3').sortOptions).toEqual([
      { value: 'latest', href: '/c/soffor?color=10&sort=latest' },
      { value: 'price_asc', href: '/c/soffor?color=10&sort=price_asc' },
      { value: 'price_desc', href: '/c/soffor?color=10&sort=price_desc' },
      { value: 'relevance', href: '/c/soffor?color=10' },
    ]);
  });

  it('when the API has no aggregations (yet), then there are no groups but selected filters still show', () => {
    const none = facets('color=10', { result: { aggregations: {}, attributeMetadata: [] } });
    expect(none.groups).toEqual([]);
    expect(none.chips).toEqual([{ code: 'color', groupLabel: 'color', label: '10', href: '/c/soffor' }]);
  });

  it('leaves out excluded attributes (the manufacturer on a brand page)', () => {
    expect(facets('', { exclude: ['fabric'] }).groups.map((g) => g.code)).toEqual([
      'color',
      'height',
      'price',
    ]);
  });

  it('on the search page offers the category as a single choice that keeps the term', () => {
    const search = facets('', {
      pathname: '/search',
      base: { q: 'soffa' },
      categoryFacet: { selected: '12' },
    });
    expect(search.groups[0]).toMatchObject({ code: 'category', kind: 'single' });
    expect(search.groups[0]?.options[0]).toMatchObject({ selected: true, href: '/search?q=soffa' });
    expect(search.chips[0]).toMatchObject({ code: 'category', label: 'Soffor', href: '/search?q=soffa' });
    expect(search.groups[1]?.options[0]?.href).toBe('/search?q=soffa&category=12&color=10');
  });

  it('gives the forms the hidden fields they need without JS', () => {
    const { filterFields, sortFields } = facets('color=10,12&price=0-5000&sort=latest', {
      pathname: '/search',
      base: { q: 'soffa' },
      categoryFacet: { selected: '12' },
    });
    // The category is a radio group of the filter form itself.
    expect(filterFields).toEqual({ q: 'soffa', sort: 'latest' });
    expect(sortFields).toEqual({ q: 'soffa', category: '12', color: '10,12', price: '0-5000' });
  });
});
