import type { ApiClient } from '@hemma/api-client';
import type { StoreView } from '@hemma/commerce';
import { hasImage, toProductCard } from './product-card.ts';

const HOME_LIST_LENGTH = 8;

/** "Nyheter" and "Populärt just nu" for the home page. New products without an image are left out. */
export async function loadHomeProductLists(api: ApiClient, store: StoreView) {
  const [news, bestsellers] = await Promise.all([
    api.searchProducts({ newOnly: true, sort: 'latest', size: 32 }),
    api.searchProducts({ sort: 'bestsellers', size: HOME_LIST_LENGTH }),
  ]);
  return {
    news: news.items
      .filter(hasImage)
      .slice(0, HOME_LIST_LENGTH)
      .map((p) => toProductCard(p, store)),
    bestsellers: bestsellers.items.map((p) => toProductCard(p, store)),
  };
}
