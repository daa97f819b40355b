import type { Paging } from '~/ui/pagination.tsx';
import type { ListFacets } from './facets.ts';
import type { ListState } from './list-query.ts';
import type { ProductCard } from './product-card.ts';

/** One page of a product list as loaders send it to the browser (category, brand and search pages). */
export interface ListData {
  state: ListState;
  /** Filters (or a search category) are applied: an empty list offers to clear them. */
  filtered: boolean;
  /** The API failed: the page shows a warning and an empty list (SPEC §4). */
  failed: boolean;
  total: number;
  /** Offset of the first product shown and the page size, for 'Visa fler'. */
  start: number;
  perPage: number;
  products: ProductCard[];
  facets: ListFacets;
  paging: Paging;
  /** The API's spelling suggestions when a search matches nothing. */
  suggestions: string[];
}
