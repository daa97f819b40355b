import type { ProductSummary, SearchResult } from '@hemma/api-client';
import { LISTED_STATUSES, LISTED_VISIBILITIES } from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { ProductListFilter, ProductListSort } from '../../modules/catalog/product-repository.ts';
import type { CatalogContext } from './catalog-context.ts';
import { categoryKeyName, findCategory, subtreeIds } from './categories.ts';
import { loadSummaries } from './load-summaries.ts';

export interface ProductSearch {
  category?: string | undefined;
  brand?: string | undefined;
  q?: string | undefined;
  skus?: string[] | undefined;
  newOnly?: boolean | undefined;
  sort: ProductListSort;
  from: number;
  size: number;
}

/**
 * Lists products that may be shown (status 0/1, visibility 2/3/4) filtered by category (with its sub-categories),
 * brand, skus or a name fragment, sorted and paged. An unknown category or brand is a 404, not an empty list.
 */
export async function searchProducts(
  context: CatalogContext,
  search: ProductSearch,
): Promise<SearchResult<ProductSummary>> {
  const reference = await context.reference();
  const filter: ProductListFilter = {
    statuses: LISTED_STATUSES,
    visibilities: LISTED_VISIBILITIES,
    skus: search.skus,
    newOnly: search.newOnly,
    text: search.q?.trim() || undefined,
  };
  if (search.category !== undefined) {
    const category = findCategory(reference, search.category);
    if (!category) {
      throw new NotFoundError(
        `Category query returned empty result ${categoryKeyName(search.category)} = ${search.category}`,
      );
    }
    filter.categoryIds = subtreeIds(category, reference);
  }
  if (search.brand !== undefined) {
    const brand = reference.brands.find((b) => b.slug === search.brand || String(b.id) === search.brand);
    if (!brand) throw new NotFoundError(`Brand query returned empty result slug = ${search.brand}`);
    filter.brandId = brand.id;
  }
  const { rows, total } = await context.repositories.products.list({
    filter,
    sort: search.sort,
    from: search.from,
    size: search.size,
    now: context.now().toISOString(),
  });
  return {
    items: await loadSummaries(context, rows),
    total,
    start: search.from,
    perPage: search.size,
    aggregations: {},
    attributeMetadata: [],
    suggestions: [],
  };
}
