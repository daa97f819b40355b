import { priceCurrency, storeViewByCode, type PriceCurrency } from '@hemma/commerce';
import type { CatalogContext } from '../reference/catalog-context.ts';

/**
 * The currency a store view sells in, with the configured rate (decision 0035). No store code is the default store
 * (SEK); the HTTP layer has refused unknown store codes already.
 */
export function storeCurrency(
  context: Pick<CatalogContext, 'settings'>,
  storeCode: string | undefined,
): PriceCurrency {
  const code = (storeCode ? storeViewByCode(storeCode)?.currencyCode : undefined) ?? 'SEK';
  return priceCurrency(code, { eurPerSek: context.settings.eurPerSek });
}
