import {
  type ApiClient,
  type ProductSummary,
  type SearchResult,
  createApiClient,
  isApiError,
} from '@hemma/api-client';
import { useEffect, useMemo, useState } from 'react';
import { reportNetworkFailure } from '~/lib/connectivity.ts';
import { openShopCache } from '~/lib/persistent-cache/index.ts';
import { useStoreView } from '~/lib/store-view.ts';
import { searchOfflineAware } from './offline-search.ts';
import { RecentResults, termState } from './search-query.ts';
import { useDebounced } from './use-debounced.ts';

const DEBOUNCE_MS = 250;
const PANEL_SIZE = 8;

export type PanelResult = SearchResult<ProductSummary>;
export type SearchAnswer =
  { term: string; result: PanelResult; offline?: boolean } | { term: string; error: true };

const recent = new RecentResults<PanelResult>();

/** Asks for facets; an API without the search backend refuses the parameter (400): then without them. */
async function search(api: ApiClient, q: string): Promise<PanelResult> {
  try {
    return await api.searchProducts({ q, size: PANEL_SIZE, aggregations: true });
  } catch (error) {
    if (isApiError(error) && error.status === 400) return api.searchProducts({ q, size: PANEL_SIZE });
    throw error;
  }
}

/**
 * The panel's answer for a term, asked once typing settles (debounced, from 3 characters): the shop's, a recent
 * one again, or offline the store's cached one. `pending` while the answer shown is for an earlier term.
 */
export function useSearchResults(term: string) {
  const store = useStoreView();
  const api = useMemo(() => createApiClient({ baseUrl: '', storeCode: store.storeCode }), [store.storeCode]);
  const debounced = useDebounced(term, DEBOUNCE_MS);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  useEffect(() => {
    if (termState(debounced) !== 'search') return;
    const key = debounced.toLowerCase();
    let current = true;
    const cached = recent.get(key);
    // SPEC §7: the answer is also kept in the store's elasticCache collection, which answers when offline.
    const request = cached
      ? Promise.resolve({ result: cached, offline: false })
      : searchOfflineAware(
          { q: key, size: PANEL_SIZE },
          () => search(api, debounced),
          openShopCache(store.storeCode).collection<PanelResult>('elasticCache'),
          reportNetworkFailure,
        );
    request.then(
      ({ result, offline }) => {
        // An offline answer is not remembered: back online, the same term must ask the shop again.
        if (!offline) recent.set(key, result);
        if (current) setAnswer({ term: debounced, result, offline });
      },
      () => current && setAnswer({ term: debounced, error: true }),
    );
    return () => {
      current = false;
    };
  }, [api, debounced, store.storeCode]);

  return { answer, pending: termState(term) === 'search' && answer?.term !== term };
}
