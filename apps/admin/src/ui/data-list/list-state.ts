/**
 * The state of a back-office list — search text, filters, sort and page — lives in the URL query, so back and
 * forward step through it and a copied address opens the same list. These are the pure rules; `useListState`
 * binds them to the router.
 */

export interface ListSpec<F extends string = string, S extends string = string> {
  /** Filter names as they appear in the query (`?role=orders`); other parameters are ignored. */
  filters: readonly F[];
  /** Allowed values of a filter; a value outside them is dropped, as if the filter were not set. */
  filterValues?: Partial<Record<F, readonly string[]>>;
  /** Sortable columns; `?sort=name` ascending, `?sort=-name` descending. */
  sorts: readonly S[];
  defaultSort?: SortOrder<S> | null;
  pageSize: number;
}

export interface SortOrder<S extends string = string> {
  key: S;
  direction: 'asc' | 'desc';
}

export interface ListState<F extends string = string, S extends string = string> {
  q: string;
  filters: Partial<Record<F, string>>;
  sort: SortOrder<S> | null;
  page: number;
}

const MAX_PAGE = 100_000;

function parseSort<S extends string>(spec: ListSpec<string, S>, raw: string | null): SortOrder<S> | null {
  if (!raw) return spec.defaultSort ?? null;
  const direction = raw.startsWith('-') ? 'desc' : 'asc';
  const key = spec.sorts.find((name) => name === raw.replace(/^-/, ''));
  return key ? { key, direction } : (spec.defaultSort ?? null);
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return raw !== null && /^\d+$/.test(raw) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** Reads a list's state from the query; anything unknown or malformed falls back to the default. */
export function parseListState<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  params: URLSearchParams,
): ListState<F, S> {
  const filters: Partial<Record<F, string>> = {};
  for (const name of spec.filters) {
    const value = params.get(name)?.trim();
    const allowed = spec.filterValues?.[name];
    if (value && (!allowed || allowed.includes(value))) filters[name] = value;
  }
  return {
    q: params.get('q')?.trim() ?? '',
    filters,
    sort: parseSort(spec, params.get('sort')),
    page: parsePage(params.get('page')),
  };
}

const sortText = (sort: SortOrder) => `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;

/** The query of a state: defaults are left out, so the plain list has a plain address. */
export function listSearchParams<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  state: ListState<F, S>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const name of spec.filters) {
    const value = state.filters[name];
    if (value) params.set(name, value);
  }
  const fallback = spec.defaultSort ? sortText(spec.defaultSort) : '';
  if (state.sort && sortText(state.sort) !== fallback) params.set('sort', sortText(state.sort));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export type ListChange<F extends string, S extends string> = Partial<
  Pick<ListState<F, S>, 'q' | 'sort' | 'page'>
> & { filters?: Partial<Record<F, string>> };

/**
 * A new state after a change. A new search, filter or sort starts again at page 1 (page 3 of the old list means
 * nothing in the new one); filters are merged, and an empty value clears one.
 */
export function changeListState<F extends string, S extends string>(
  state: ListState<F, S>,
  change: ListChange<F, S>,
): ListState<F, S> {
  const filters = { ...state.filters, ...change.filters };
  for (const name of Object.keys(filters) as F[]) if (!filters[name]) delete filters[name];
  const reset = change.q !== undefined || change.filters !== undefined || change.sort !== undefined;
  return {
    q: change.q?.trim() ?? state.q,
    filters,
    sort: change.sort === undefined ? state.sort : change.sort,
    page: change.page ?? (reset ? 1 : state.page),
  };
}

/** The order after activating a column header: ascending first, then descending, then ascending again. */
export function nextSort<S extends string>(current: SortOrder<S> | null, key: S): SortOrder<S> {
  return current?.key === key && current.direction === 'asc'
    ? { key, direction: 'desc' }
    : { key, direction: 'asc' };
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export interface LocalListRules<T, F extends string, S extends string> {
  /** The text the search box matches (case-insensitive, anywhere). */
  searchText: (item: T) => string;
  matches: Record<F, (item: T, value: string) => boolean>;
  sortValue: Record<S, (item: T) => string | number>;
}

/**
 * One page of a list the browser holds whole (staff users): searched, filtered, sorted and cut like the API would.
 * Equal sort values keep their original order, so the page never shuffles.
 */
export function localPage<T, F extends string, S extends string>(
  items: readonly T[],
  state: ListState<F, S>,
  pageSize: number,
  rules: LocalListRules<T, F, S>,
): { items: T[]; total: number } {
  const q = state.q.toLocaleLowerCase('sv');
  const found = items.filter(
    (item) =>
      (!q || rules.searchText(item).toLocaleLowerCase('sv').includes(q)) &&
      (Object.entries(state.filters) as [F, string][]).every(([name, value]) =>
        rules.matches[name](item, value),
      ),
  );
  const sort = state.sort;
  if (sort) {
    const value = rules.sortValue[sort.key];
    const sign = sort.direction === 'asc' ? 1 : -1;
    const compare = (a: T, b: T) => {
      const [x, y] = [value(a), value(b)];
      return typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'sv');
    };
    found.sort((a, b) => sign * compare(a, b));
  }
  const start = (state.page - 1) * pageSize;
  return { items: found.slice(start, start + pageSize), total: found.length };
}
