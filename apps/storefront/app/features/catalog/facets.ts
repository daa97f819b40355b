import type { AggregationBucket, AttributeDto, SearchResult } from '@hemma/api-client';
import {
  type BaseQuery,
  type ListSort,
  type ListState,
  LIST_SORTS,
  clearFilters,
  removeFilter,
  serializeListQuery,
  toggleFilter,
  togglePrice,
  withSort,
} from './list-query.ts';

/** SPEC §9: the default filters, in this order; other filterable attributes present in aggregations follow. */
export const DEFAULT_FILTER_CODES = [
  'color',
  'material',
  'form',
  'length',
  'width',
  'depth',
  'height',
  'seat_height',
  'seat_depth',
] as const;

/** Aggregations that are not attribute filters. */
const NON_ATTRIBUTE_AGGREGATIONS = new Set(['category', 'price']);

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Colour swatches: a CSS colour. */
  swatch: string | null;
  /** The list with this option toggled. */
  href: string;
}

export interface FacetGroup {
  code: string;
  /** The attribute's label from the API; the view prefers its own translation for the default filters. */
  label: string;
  /** `multi`: several values OR-ed (checkboxes); `single`: one at a time (price range, category). */
  kind: 'multi' | 'single';
  options: FacetOption[];
}

export interface FilterChip {
  code: string;
  groupLabel: string;
  label: string;
  /** The list without this value. */
  href: string;
}

export interface SortOption {
  value: ListSort;
  href: string;
}

export interface ListFacets {
  groups: FacetGroup[];
  chips: FilterChip[];
  /** 'Rensa alla': no filters, same sort. */
  clearHref: string;
  sort: ListSort;
  sortOptions: SortOption[];
  /** Hidden fields of the filter form (without JS it submits with them): the page's parameters and the sort. */
  filterFields: Record<string, string>;
  /** Hidden fields of the sort form: the page's parameters, the filters and the price range. */
  sortFields: Record<string, string>;
}

interface FacetInput {
  pathname: string;
  state: ListState;
  /** Parameters of the page that every link keeps (`q` on the search page). */
  base?: BaseQuery;
  result: Pick<SearchResult<unknown>, 'aggregations' | 'attributeMetadata'>;
  /** Attribute facets not to offer (the manufacturer on a brand page). */
  exclude?: readonly string[];
  /** A single-select category facet (search page): the selected category id. */
  categoryFacet?: { selected: string | null };
  /** Formats whole kronor as the page formats every price (SPEC §9); price ranges use it. */
  price?: (kronor: number) => string;
}

/** `< 5 000 kr`, `5 000 kr - 10 000 kr`, `> 15 000 kr` with the page's money format. */
function priceRangeLabel(bucket: AggregationBucket, price: (kronor: number) => string): string {
  const from = bucket.from ?? 0;
  if (bucket.to === null || bucket.to === undefined) return `> ${price(from)}`;
  return from <= 0 ? `< ${price(bucket.to)}` : `${price(from)} - ${price(bucket.to)}`;
}

const byNumber = (a: AggregationBucket, b: AggregationBucket) => Number(a.key) - Number(b.key);
const isNumeric = (buckets: AggregationBucket[]) => buckets.every((b) => /^-?\d+(\.\d+)?$/.test(b.key));

/** `120` → `120 cm` for numeric attributes without a bucket label. */
function valueLabel(meta: AttributeDto | undefined, value: string): string {
  const option = meta?.options.find((o) => o.value === value);
  if (option) return option.label;
  return meta?.unit ? `${value} ${meta.unit}` : value;
}

/**
 * Filter groups, chips and sort links of a list from the API's aggregations (SPEC §9: aggregation size 50), with
 * every link computed here on the server so the browser only renders them.
 */
export function buildListFacets(input: FacetInput): ListFacets {
  const { pathname, state, result, exclude = [] } = input;
  // The selected search category is part of every link, like the term.
  const base: BaseQuery = input.categoryFacet?.selected
    ? { ...input.base, category: input.categoryFacet.selected }
    : (input.base ?? {});
  const href = (next: ListState, nextBase: BaseQuery = base) =>
    `${pathname}${serializeListQuery(next, nextBase)}`;
  const metadata = new Map(result.attributeMetadata.map((a) => [a.attribute_code, a]));
  const aggregations = result.aggregations ?? {};

  const attributeCodes = [
    ...DEFAULT_FILTER_CODES.filter((code) => code in aggregations || code in state.filters),
    ...Object.keys(aggregations).filter(
      (code) =>
        !NON_ATTRIBUTE_AGGREGATIONS.has(code) &&
        !(DEFAULT_FILTER_CODES as readonly string[]).includes(code) &&
        (metadata.get(code)?.is_filterable ?? true),
    ),
  ].filter((code) => !exclude.includes(code));

  const groups: FacetGroup[] = [];
  const chips: FilterChip[] = [];

  if (input.categoryFacet) {
    const selected = input.categoryFacet.selected;
    const buckets = (aggregations.category?.buckets ?? []).filter(
      (b) => b.doc_count > 0 || b.key === selected,
    );
    if (buckets.length > 0) {
      groups.push({
        code: 'category',
        label: 'category',
        kind: 'single',
        options: buckets.map((b) => ({
          value: b.key,
          label: b.label,
          count: b.doc_count,
          selected: b.key === selected,
          swatch: null,
          href: href({ ...state, page: 1 }, { ...base, category: b.key === selected ? null : b.key }),
        })),
      });
    }
    if (selected) {
      chips.push({
        code: 'category',
        groupLabel: 'category',
        label: buckets.find((b) => b.key === selected)?.label ?? selected,
        href: href({ ...state, page: 1 }, { ...base, category: null }),
      });
    }
  }

  for (const code of attributeCodes) {
    const meta = metadata.get(code);
    const selected = state.filters[code] ?? [];
    let buckets = (aggregations[code]?.buckets ?? []).filter(
      (b) => b.doc_count > 0 || selected.includes(b.key),
    );
    if (
      meta?.frontend_input === 'number' ||
      (buckets.length > 0 && isNumeric(buckets) && !meta?.options.length)
    ) {
      buckets = [...buckets].sort(byNumber);
    }
    const options: FacetOption[] = buckets.map((b) => ({
      value: b.key,
      // The option's label in the page's language (the API's bucket label is the catalogue's Swedish one).
      label: meta?.options.find((o) => o.value === b.key)?.label ?? (b.label || valueLabel(meta, b.key)),
      count: b.doc_count,
      selected: selected.includes(b.key),
      swatch: meta?.options.find((o) => o.value === b.key)?.swatch_value ?? null,
      href: href(toggleFilter(state, code, b.key)),
    }));
    const groupLabel = meta?.frontend_label ?? code;
    if (options.length > 0) {
      groups.push({
        code,
        label: groupLabel,
        kind: 'multi',
        options,
      });
    }
    for (const value of selected) {
      chips.push({
        code,
        groupLabel,
        label: options.find((o) => o.value === value)?.label ?? valueLabel(meta, value),
        href: href(removeFilter(state, code, value)),
      });
    }
  }

  const priceBuckets = aggregations.price?.buckets ?? [];
  const priceOptions = priceBuckets
    .filter((b) => b.doc_count > 0 || b.key === state.price)
    .map((b) => ({
      value: b.key,
      label: input.price ? priceRangeLabel(b, input.price) : b.label,
      count: b.doc_count,
      selected: b.key === state.price,
      swatch: null,
      href: href(togglePrice(state, b.key)),
    }));
  if (priceOptions.length > 0) {
    groups.push({ code: 'price', label: 'price', kind: 'single', options: priceOptions });
  }
  if (state.price) {
    chips.push({
      code: 'price',
      groupLabel: 'price',
      label: priceOptions.find((o) => o.value === state.price)?.label ?? `${state.price} kr`,
      href: href(togglePrice(state, state.price)),
    });
  }

  const groupCodes = new Set(groups.map((g) => g.code));
  const pageFields = Object.fromEntries(
    Object.entries(base).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const filterFields = Object.fromEntries(
    Object.entries(pageFields).filter(([name]) => !groupCodes.has(name)),
  );
  if (state.sort !== 'relevance') filterFields.sort = state.sort;
  const sortFields: Record<string, string> = { ...pageFields };
  for (const [code, values] of Object.entries(state.filters)) sortFields[code] = values.join(',');
  if (state.price) sortFields.price = state.price;

  return {
    filterFields,
    sortFields,
    groups,
    chips,
    clearHref: href(clearFilters(state), input.categoryFacet ? { ...base, category: null } : base),
    sort: state.sort,
    sortOptions: LIST_SORTS.map((value) => ({ value, href: href(withSort(state, value)) })),
  };
}
