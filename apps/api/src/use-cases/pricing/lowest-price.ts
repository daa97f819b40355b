import type { LowestPriceDto } from '@hemma/contract';
import {
  isSpecialPriceActive,
  omnibusLowestPrice,
  PRICE_HISTORY_WINDOW_DAYS,
  PRODUCT_STATUS_DISABLED_FROM,
  taxedForCustomer,
  toSek,
} from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { CatalogContext } from '../catalog/catalog-context.ts';
import { catalogPrice, historyPoints, ratesFor, resolvePricingScope } from './price-products.ts';

/**
 * SPEC §7 extension endpoint "lowest price" (EU Omnibus): the lowest final price in the 30 days before the current
 * special price started; for a product that is not on sale, in the 30 days before now.
 */
export async function getLowestPrice(
  context: CatalogContext,
  sku: string,
  groupId?: number | undefined,
): Promise<LowestPriceDto> {
  const { pricing } = context.repositories;
  const [scope, [row]] = await Promise.all([
    resolvePricingScope(context, groupId),
    pricing.productsBySkus([sku]),
  ]);
  if (!row || row.status >= PRODUCT_STATUS_DISABLED_FROM) {
    throw new NotFoundError(`Product query returned empty result sku = ${sku}`);
  }
  const now = context.now();
  const [reference, history] = await Promise.all([
    context.reference(),
    pricing.history([row.id], now.toISOString()),
  ]);
  const onSale = isSpecialPriceActive(catalogPrice(row), now);
  const { lowest, since, until } = omnibusLowestPrice(
    {
      specialPrice: onSale ? row.special_price : null,
      specialFromDate: onSale ? row.special_from_date : null,
    },
    historyPoints(history.get(row.id) ?? []),
    now,
  );
  const { catalogRate, customerRate } = ratesFor(row, reference, context, scope);
  return {
    sku: row.sku,
    lowest_price_30d_incl_tax:
      lowest === null ? null : toSek(taxedForCustomer(lowest, catalogRate, customerRate).gross),
    window_days: PRICE_HISTORY_WINDOW_DAYS,
    since: since.toISOString(),
    until: until.toISOString(),
  };
}
