import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  hasFilters,
  parseListQuery,
  removeFilter,
  serializeListQuery,
  toggleFilter,
  togglePrice,
  withPage,
  withSort,
} from './list-query.ts';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('parseListQuery', () => {
  it('when the query is empty, then there are no filters, relevance sort and page 1', () => {
    expect(parse('')).toEqual({ filters: {}, price: null, sort: 'relevance', page: 1 });
  });

  it('reads comma lists and repeated keys (a form submitted without JS) alike', () => {
    expect(parse('color=10,12&material=3').filters).toEqual({ color: ['10', '12'], material: ['3'] });
    expect(parse('color=10&color=12&color=10').filters).toEqual({ color: ['10', '12'] });
  });

  it('reads price, sort and page', () => {
    expect(parse('price=5000-10000&sort=price_asc&page=3')).toMatchObject({
      price: '5000-10000',
      sort: 'price_asc',
      page: 3,
    });
    expect(parse('price=15000-').price).toBe('15000-');
  });

  it.each([
    ['sort=cheapest', { sort: 'relevance' }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['price=abc', { price: null }],
    ['price=1-2-3', { price: null }],
  ])('when the query is malformed (%s), then it falls back instead of failing', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('when the query has reserved, tracking or odd keys, then they are no filters', () => {
    expect(
      parse('q=soffa&lang=en&category=12&utm_source=news&gclid=x&Color=1&color=<b>&width=200').filters,
    ).toEqual({ width: ['200'] });
  });
});

describe('serializeListQuery', () => {
  it('writes the canonical query: base first, readable commas, no defaults', () => {
    const state = parse('sort=price_desc&color=10,12&page=2&price=0-5000');
    expect(serializeListQuery(state)).toBe('?color=10,12&price=0-5000&sort=price_desc&page=2');
    expect(serializeListQuery(state, { q: 'soffa grön', category: null })).toBe(
      '?q=soffa%20gr%C3%B6n&color=10,12&price=0-5000&sort=price_desc&page=2',
    );
    expect(serializeListQuery(parse('sort=relevance&page=1'))).toBe('');
  });

  it('round-trips through parse', () => {
    const query = '?color=10,12&material=3&price=5000-10000&sort=latest&page=4';
    expect(serializeListQuery(parse(query))).toBe(query);
  });
});

describe('changing the state', () => {
  const state = parse('color=10&sort=price_asc&page=3');

  it('when a value is toggled on or off, then the list starts again at page 1 and keeps the sort', () => {
    expect(serializeListQuery(toggleFilter(state, 'color', '12'))).toBe('?color=10,12&sort=price_asc');
    expect(serializeListQuery(toggleFilter(state, 'color', '10'))).toBe('?sort=price_asc');
    expect(serializeListQuery(toggleFilter(state, 'material', '3'))).toBe(
      '?color=10&material=3&sort=price_asc',
    );
  });

  it('removes a value only when it is selected', () => {
    expect(removeFilter(state, 'color', '10').filters).toEqual({});
    expect(removeFilter(state, 'color', '99').filters).toEqual({ color: ['10'] });
  });

  it('selects one price range at a time and clears it when chosen again', () => {
    const priced = togglePrice(state, '0-5000');
    expect(priced.price).toBe('0-5000');
    expect(togglePrice(priced, '5000-10000').price).toBe('5000-10000');
    expect(togglePrice(priced, '0-5000').price).toBeNull();
  });

  it('when the sort changes, then the filters stay and the page resets', () => {
    expect(serializeListQuery(withSort(state, 'latest'))).toBe('?color=10&sort=latest');
    expect(serializeListQuery(withSort(state, 'relevance'))).toBe('?color=10');
  });

  it("'Rensa alla' drops filters and price but keeps the sort", () => {
    const cleared = clearFilters(togglePrice(state, '0-5000'));
    expect(serializeListQuery(cleared)).toBe('?sort=price_asc');
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(state)).toBe(true);
  });
});

describe('withPage', () => {
  it('sets or drops the page and keeps the rest of the query (without lang)', () => {
    expect(withPage('?color=10,12&sort=latest&lang=en', 2)).toBe('?color=10,12&sort=latest&page=2');
    expect(withPage('?color=10&page=3', 1)).toBe('?color=10');
    expect(withPage('', 1)).toBe('');
  });
});
