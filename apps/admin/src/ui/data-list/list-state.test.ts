import { describe, expect, it } from 'vitest';
import {
  changeListState,
  type ListSpec,
  listSearchParams,
  localPage,
  nextSort,
  pageCount,
  parseListState,
} from './list-state.ts';

const spec: ListSpec<'role' | 'status', 'name' | 'created'> = {
  filters: ['role', 'status'],
  filterValues: { role: ['owner', 'catalogue', 'orders'] },
  sorts: ['name', 'created'],
  defaultSort: { key: 'created', direction: 'desc' },
  pageSize: 2,
};
const parse = (query: string) => parseListState(spec, new URLSearchParams(query));

describe('parseListState', () => {
  it('when the address has no query, then the list is the default one', () => {
    expect(parse('')).toEqual({
      q: '',
      filters: {},
      sort: { key: 'created', direction: 'desc' },
      page: 1,
    });
  });

  it('reads search, filters, a descending sort and the page', () => {
    expect(parse('q=+anna+&role=orders&status=active&sort=-name&page=3')).toEqual({
      q: 'anna',
      filters: { role: 'orders', status: 'active' },
      sort: { key: 'name', direction: 'desc' },
      page: 3,
    });
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=999999999', 100_000],
  ])('when the page is %s, then page %i is shown', (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it('when a filter value or sort is not one the list knows, then it is ignored', () => {
    const state = parse('role=admin&sort=password&colour=red');
    expect(state.filters).toEqual({});
    expect(state.sort).toEqual(spec.defaultSort);
  });
});

describe('listSearchParams', () => {
  it('when the state is the default, then the address has no query', () => {
    expect(listSearchParams(spec, parse('')).toString()).toBe('');
  });

  it('when a state is written and read back, then it is the same state', () => {
    const state = parse('q=anna&role=owner&sort=name&page=2');
    const written = listSearchParams(spec, state);
    expect(written.toString()).toBe('q=anna&role=owner&sort=name&page=2');
    expect(parseListState(spec, written)).toEqual(state);
  });
});

describe('changeListState', () => {
  const onPage3 = parse('q=anna&role=owner&page=3');

  it.each([
    ['a new search', { q: 'berit' }],
    ['a new filter', { filters: { status: 'active' } }],
    ['a new sort', { sort: { key: 'name', direction: 'asc' } as const }],
  ])('when %s is made, then the list starts again at page 1', (_, change) => {
    expect(changeListState(onPage3, change).page).toBe(1);
  });

  it('when only the page changes, then search and filters stay', () => {
    expect(changeListState(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('when a filter is emptied, then it is removed and the others stay', () => {
    const state = changeListState(parse('role=owner&status=active'), { filters: { role: '' } });
    expect(state.filters).toEqual({ status: 'active' });
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending, then the same column descending, then ascending again', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(second, 'created')).toEqual({ key: 'created', direction: 'asc' });
  });
});

describe('localPage', () => {
  const people = [
    { name: 'Örjan', role: 'orders', created: 3 },
    { name: 'anna', role: 'owner', created: 1 },
    { name: 'Berit', role: 'orders', created: 2 },
    { name: 'Åsa', role: 'catalogue', created: 4 },
  ];
  const rules = {
    searchText: (p: (typeof people)[number]) => p.name,
    matches: {
      role: (p: (typeof people)[number], value: string) => p.role === value,
      status: () => true,
    },
    sortValue: {
      name: (p: (typeof people)[number]) => p.name,
      created: (p: (typeof people)[number]) => p.created,
    },
  };
  const names = (query: string) => localPage(people, parse(query), 2, rules).items.map((p) => p.name);

  it('sorts names the Swedish way (å, ä, ö last) and numbers by value', () => {
    expect(names('sort=name')).toEqual(['anna', 'Berit']);
    expect(names('sort=name&page=2')).toEqual(['Åsa', 'Örjan']);
    expect(names('sort=-created')).toEqual(['Åsa', 'Örjan']);
  });

  it('searches without regard to case and counts what matches', () => {
    expect(localPage(people, parse('q=ANN'), 2, rules)).toEqual({ items: [people[1]], total: 1 });
  });

  it('filters, and a page past the end is empty but the total is right', () => {
    expect(names('role=orders&sort=name')).toEqual(['Berit', 'Örjan']);
    expect(localPage(people, parse('role=orders&page=5'), 2, rules)).toEqual({ items: [], total: 2 });
  });

  it('counts at least one page', () => {
    expect([pageCount(0, 25), pageCount(25, 25), pageCount(26, 25)]).toEqual([1, 1, 2]);
  });
});
