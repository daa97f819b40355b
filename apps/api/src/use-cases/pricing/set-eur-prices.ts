import type { Ore } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { changeProductPrice, type PriceChangeResult } from './change-product-price.ts';

/** A product's EUR prices in cents incl. VAT: absent stays, null clears (the SEK price converted applies). */
export interface EurPriceChange {
  priceEur?: Ore | null;
  specialPriceEur?: Ore | null;
}

/**
 * Sets a product's (or a variant's) EUR prices (decision 0057) — for the bulk price API and any caller that sets only
 * them: through changeProductPrice, so the Omnibus history records the EUR price, in the caller's transaction when
 * given. A negative or fractional amount is a 400 naming priceEur or specialPriceEur.
 */
export function setProductEurPrices(
  context: CatalogContext,
  productId: number,
  change: EurPriceChange,
  options: { trx?: Transaction<Database> | undefined } = {},
): Promise<PriceChangeResult> {
  return changeProductPrice(context, productId, change, options);
}
