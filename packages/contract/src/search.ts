/** Product search and listing (SPEC §5, §7, §9; decision 0009): the query and the answer. */
import { MAX_PAGE_SIZE, SEARCH_DEFAULT_PAGE_SIZE } from '@hemma/commerce';
import { z } from 'zod';
import { attributeSchema, categorySchema, productSummarySchema } from './catalog.ts';
import { PRODUCT_SORTS } from './constants.ts';
import { commonQuery, groupQuery, queryInt, queryList } from './query.ts';
import { named } from './registry.ts';

/** SPEC §5: a size of 0 or less becomes the default page size, a negative start becomes 0. */
export const pageSize = queryInt({ min: -1_000_000, max: MAX_PAGE_SIZE }).transform((n) =>
  n <= 0 ? SEARCH_DEFAULT_PAGE_SIZE : n,
);
export const pageStart = queryInt({ min: -1_000_000, max: 1_000_000 }).transform((n) => Math.max(0, n));

const NUMBER = String.raw`\d{1,9}(?:\.\d{1,3})?`;
const FILTER_VALUE = new RegExp(`^(?:${NUMBER}|${NUMBER}-(?:${NUMBER})?|-${NUMBER})$`);
const PRICE = /^(\d{1,9})?-(\d{1,9})?$/;
const FILTER_KEY = /^filter\[([a-z0-9_]{1,64})\]$/;
const MAX_FILTERS = 30;
const MAX_FILTER_VALUES = 50;

function parseFilterValue(value: string): { from: number | null; to: number | null } {
  const dash = value.indexOf('-');
  if (dash < 0) return { from: Number(value), to: Number(value) };
  const from = value.slice(0, dash);
  const to = value.slice(dash + 1);
  return { from: from ? Number(from) : null, to: to ? Number(to) : null };
}

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const known = {
  ...commonQuery,
  ...groupQuery,
  category: z.string().min(1).max(255).optional(),
  brand: z.string().min(1).max(255).optional(),
  q: z.string().max(200, 'must be at most 200 characters').optional(),
  skus: queryList({ max: MAX_PAGE_SIZE }).optional(),
  new: flag,
  price: z
    .string()
    .regex(
      PRICE,
      "must be a range in the store view's currency incl. VAT such as 5000-10000 or 15000- (open end)",
    )
    .refine((v) => v !== '-', 'must name at least one end of the range, e.g. 15000-')
    .transform((v) => {
      const [, from, to] = PRICE.exec(v)!;
      return { from: from ? Number(from) : null, to: to ? Number(to) : null };
    })
    .refine(
      (r) => r.from === null || r.to === null || r.from < r.to,
      'the lower bound must be below the upper one',
    )
    .optional(),
  aggregations: flag,
  sort: z.enum(PRODUCT_SORTS, { message: `must be one of ${PRODUCT_SORTS.join(', ')}` }).default('relevance'),
  from: pageStart.default(0),
  size: pageSize.default(SEARCH_DEFAULT_PAGE_SIZE),
};
const knownKeys = new Set(Object.keys(known));

/**
 * `GET /api/catalog/products`: the known parameters plus `filter[<attribute_code>]=<id>,<id>` (or numeric values and
 * ranges such as `100-200`). Anything else is an unknown parameter.
 */
export const productListQuery = z
  .object(known)
  .catchall(z.string().max(2000))
  .superRefine((query, ctx) => {
    const extra = Object.keys(query).filter((k) => !knownKeys.has(k));
    const unknown = extra.filter((k) => !FILTER_KEY.test(k));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `unknown query parameter(s) ${unknown.map((k) => `"${k}"`).join(', ')}`,
      });
    }
    if (extra.length - unknown.length > MAX_FILTERS)
      ctx.addIssue({ code: 'custom', path: [], message: `at most ${MAX_FILTERS} filter[…] parameters` });
    for (const key of extra.filter((k) => FILTER_KEY.test(k))) {
      const values = String(query[key]).split(',');
      if (values.length > MAX_FILTER_VALUES)
        ctx.addIssue({ code: 'custom', path: [key], message: `at most ${MAX_FILTER_VALUES} values` });
      else if (!values.every((v) => FILTER_VALUE.test(v)))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'must be comma-separated option ids (12,14), numbers or ranges (100-200, 100-)',
        });
    }
  })
  .transform((query) => {
    const filters: Record<string, { from: number | null; to: number | null }[]> = {};
    for (const [key, value] of Object.entries(query)) {
      const code = FILTER_KEY.exec(key)?.[1];
      if (code && !knownKeys.has(key)) filters[code] = String(value).split(',').map(parseFilterValue);
    }
    return { ...query, filters };
  });

export type ProductListQuery = z.output<typeof productListQuery>;

/** `GET /api/catalog/categories`. */
export const categoryListQuery = z
  .object({
    ...commonQuery,
    parent_id: queryInt({ min: 0, max: 2 ** 31 }).optional(),
    level: queryInt({ min: 0, max: 100 }).optional(),
    ids: queryList({ max: 4000 })
      .pipe(z.array(z.string().regex(/^\d+$/, 'ids must be whole numbers').transform(Number)))
      .optional(),
    url_path: z.string().max(500).optional(),
    product_count: z.enum(['gt0']).optional(),
    from: pageStart.default(0),
    size: queryInt({ min: 1, max: 4000 }).default(4000),
  })
  .strict();

export const aggregationBucketSchema = z.strictObject({
  /** Option id for attribute facets, category id for the category facet, `from-to` (kronor) for price ranges. */
  key: z.string(),
  label: z.string(),
  doc_count: z.number().int(),
  /** Price ranges only: bounds in kronor incl. VAT; `to` null for the open last range. */
  from: z.number().optional(),
  to: z.number().nullable().optional(),
});

/** A page of search or list results (SPEC §3 search result). */
export function searchResultOf<S extends z.ZodType>(item: S) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    start: z.number().int(),
    perPage: z.number().int(),
    aggregations: z.record(z.string(), z.strictObject({ buckets: z.array(aggregationBucketSchema) })),
    attributeMetadata: z.array(attributeSchema),
    suggestions: z.array(z.string()),
  });
}

export const productSearchResultSchema = named('ProductSearchResult', searchResultOf(productSummarySchema));
export const categorySearchResultSchema = named('CategorySearchResult', searchResultOf(categorySchema));

export type AggregationBucket = z.infer<typeof aggregationBucketSchema>;
export interface SearchResult<T> extends Omit<z.infer<typeof productSearchResultSchema>, 'items'> {
  items: T[];
}
