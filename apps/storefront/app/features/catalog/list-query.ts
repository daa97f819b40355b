/**
 * The state of a product list (filters, price range, sort, page) lives in the route query (SPEC §2): parsing it
 * and writing it back are pure functions, so that every link, chip and form field builds the same canonical URL.
 *
 * Query format: `?color=10,12&material=3&price=5000-10000&sort=price_asc&page=2` (the search page adds `q` and
 * `category`). A form submitted without JS sends repeated keys (`color=10&color=12`): both are read.
 */

/** Sort options of a list in the SPEC's order (§9); relevance is the default and is left out of the URL. */
export const LIST_SORTS = ['latest', 'price_asc', 'price_desc', 'relevance'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const DEFAULT_LIST_SORT: ListSort = 'relevance';

export interface ListState {
  /** attribute_code → selected option ids (or raw values of numeric attributes), in URL order. */
  filters: Record<string, string[]>;
  /** `from-to` or `from-` in kronor, as the API's price buckets key them. */
  price: string | null;
  sort: ListSort;
  page: number;
}

/** Query keys that are not attribute filters. */
const RESERVED = new Set(['page', 'sort', 'price', 'q', 'lang', 'category', 'brand', 'from', 'size']);
/** Tracking parameters from ads and newsletters are not filters either. */
const TRACKING = /^(utm_|_ga|_gl$|gclid$|fbclid$|msclkid$|mc_)/;
const CODE = /^[a-z][a-z0-9_]{0,63}$/;
const VALUE = /^[\w.-]{1,64}$/;
const PRICE = /^\d{1,9}-\d{0,9}$/;
/** SPEC §9: max filter query size 999; no shopper selects more than this many values of one attribute. */
const MAX_VALUES_PER_FILTER = 50;

export function isFilterCode(key: string): boolean {
  return CODE.test(key) && !RESERVED.has(key) && !TRACKING.test(key);
}

export function isListSort(value: string | null | undefined): value is ListSort {
  return (LIST_SORTS as readonly string[]).includes(value ?? '');
}

/** Reads the list state from a query; anything malformed is ignored rather than failing the page. */
export function parseListQuery(params: URLSearchParams): ListState {
  const filters: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!isFilterCode(key)) continue;
    const values = params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => VALUE.test(v));
    const unique = [...new Set(values)].slice(0, MAX_VALUES_PER_FILTER);
    if (unique.length > 0) filters[key] = unique;
  }
  const price = params.get('price')?.trim() ?? '';
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    filters,
    price: PRICE.test(price) ? price : null,
    sort: isListSort(sort) ? sort : DEFAULT_LIST_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Parameters that belong to the page rather than to the list state (the search term, a category facet). */
export type BaseQuery = Record<string, string | null | undefined>;

/**
 * The canonical query string (with `?`, or '' when empty): base parameters first, then filters in the order
 * they were chosen, price, sort (unless default) and page (unless 1). Commas between values stay readable.
 */
export function serializeListQuery(state: ListState, base: BaseQuery = {}): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${encodeURIComponent(key)}=${value}`);
  for (const [key, value] of Object.entries(base)) if (value) add(key, encodeURIComponent(value));
  for (const [code, values] of Object.entries(state.filters)) {
    if (values.length > 0) add(code, values.map(encodeURIComponent).join(','));
  }
  if (state.price) add('price', encodeURIComponent(state.price));
  if (state.sort !== DEFAULT_LIST_SORT) add('sort', state.sort);
  if (state.page > 1) add('page', String(state.page));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Every change of filters or sort starts again at page 1. */
function firstPage(state: ListState, change: Partial<ListState>): ListState {
  return { ...state, ...change, page: 1 };
}

/** Adds the value when it is not selected, removes it when it is. */
export function toggleFilter(state: ListState, code: string, value: string): ListState {
  const current = state.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters };
  if (next.length > 0) filters[code] = next;
  else delete filters[code];
  return firstPage(state, { filters });
}

export function removeFilter(state: ListState, code: string, value: string): ListState {
  return state.filters[code]?.includes(value) ? toggleFilter(state, code, value) : firstPage(state, {});
}

/** Selects a price range, or clears it when it is the selected one. */
export function togglePrice(state: ListState, price: string): ListState {
  return firstPage(state, { price: state.price === price ? null : price });
}

export function withSort(state: ListState, sort: ListSort): ListState {
  return firstPage(state, { sort });
}

/** 'Rensa alla': no filters and no price range; the sort stays. */
export function clearFilters(state: ListState): ListState {
  return firstPage(state, { filters: {}, price: null });
}

export function hasFilters(state: ListState): boolean {
  return state.price !== null || Object.keys(state.filters).length > 0;
}

/** The same URL with another page (for 'Visa fler' and crawler paging links). */
export function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
