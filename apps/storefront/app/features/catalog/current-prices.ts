import { createRequester, isApiError, type RenderListItem } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { useEffect, useState } from 'react';
import { readGroupToken, readUserToken, refreshUserToken, useLoggedIn } from '~/lib/user-token.ts';
import { type PriceView, toPriceView } from './price-view.ts';

/** Prices confirmed by the server after the page was rendered (SPEC §7 render-list): `price_is_current`. */
export interface CurrentPrices {
  prices: ReadonlyMap<string, PriceView>;
  refreshedAt: Date;
}

/** Maps the render-list answer to the prices a page shows, by sku. */
export function toCurrentPrices(items: readonly RenderListItem[], at: Date): CurrentPrices {
  return { prices: new Map(items.map((item) => [item.sku, toPriceView(item)])), refreshedAt: at };
}

/**
 * Asks the API for the current prices of the page's skus once it runs in the browser: a page served from a cache
 * (or rendered a while ago) then shows what the shopper pays now. A failure leaves the rendered prices (SPEC §7:
 * on failure the items are empty).
 */
export function useCurrentPrices(skus: readonly string[]): CurrentPrices | null {
  const [current, setCurrent] = useState<CurrentPrices | null>(null);
  const key = skus.join(',');
  // SPEC §4: logging in or out refreshes the prices (the customer's group has its own tiers and tax class).
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (!key) return;
    let live = true;
    const store = storeViewFromPath(window.location.pathname);
    // The shared requester alone (not the catalogue client) keeps the product page's first load small.
    const request = createRequester({ baseUrl: '', storeCode: store.storeCode });
    // A customer sees their group's prices (SPEC §6): the server page was rendered for guests. The group token
    // expires with the session's access token: a 401 refreshes the session once and asks again. The store view's
    // currency (decision 0035): SEK at the root and /en, EUR in /de and /it.
    const ask = (groupToken: string | null) =>
      request<{ items?: RenderListItem[] }>('GET', 'product/render-list', {
        skus: key,
        currencyCode: store.currencyCode,
        groupToken,
      });
    const userToken = readUserToken();
    ask(readGroupToken())
      .catch(async (error: unknown) => {
        if (isApiError(error) && error.status === 401 && userToken && (await refreshUserToken(userToken)))
          return ask(readGroupToken());
        throw error;
      })
      .then((result) => {
        if (live && result.items) setCurrent(toCurrentPrices(result.items, new Date()));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [key, loggedIn]);
  return current;
}
