import type { ProductListQuery } from '@hemma/contract';
import type { ProductSearch } from '../use-cases/catalog/search-products.ts';

/** The search use case's input from a parsed product list query (REST and GraphQL share it). */
export function toProductSearch(query: ProductListQuery, groupId: number | undefined): ProductSearch {
  return {
    category: query.category,
    brand: query.brand,
    q: query.q,
    skus: query.skus,
    newOnly: query.new,
    filters: query.filters,
    price: query.price,
    aggregations: query.aggregations,
    sort: query.sort,
    from: query.from,
    size: query.size,
    groupId,
    storeCode: query.storeCode,
  };
}
