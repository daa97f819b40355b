import type { ProductSummary, SearchResult } from '@hemma/contract';
import { withStoreTexts } from '../../modules/store-texts/store-text-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

/**
 * A product list in the store view's texts (decisions 0029, 0058): each product with texts in the store view, else
 * in English (name, and whatever other summary field it has) shows them; the others keep the default store's. The
 * cached list records stay the default's: the texts are applied to each answer, one query per page of products.
 */
export async function listInStoreView(
  context: CatalogContext,
  result: SearchResult<ProductSummary>,
  storeCode: string | undefined,
): Promise<SearchResult<ProductSummary>> {
  if (!storeCode || storeCode === 'default' || result.items.length === 0) return result;
  const texts = await context.repositories.storeTexts.listShown(
    storeCode,
    'product',
    result.items.map((item) => item.id),
  );
  if (texts.size === 0) return result;
  return { ...result, items: result.items.map((item) => withStoreTexts(item, texts.get(item.id))) };
}
