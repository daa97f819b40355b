import type { LowestPriceDto } from '@hemma/contract';
import { isSpecialPriceActive, PRODUCT_STATUS_DISABLED_FROM, taxedForCustomer } from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { presentLowestPriceAnswer } from './present-prices.ts';
import { catalogPrice, lowestInCurrency, resolvePricingScope } from './price-products.ts';
import { ratesFor } from './tax-rate.ts';

/**
 * SPEC §7 extension endpoint "lowest price" (EU Omnibus): the lowest final price in the 30 days before the current
 * special price started; for a product that is not on sale, in the 30 days before now.
 */
export async function getLowestPrice(
  context: CatalogContext,
  sku: string,
  groupId?: number | undefined,
  storeCode?: string | undefined,
): Promise<LowestPriceDto> {
  const { pricing } = context.repositories;
  const [scope, [row]] = await Promise.all([
    resolvePricingScope(context, groupId, storeCode),
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
  const { lowest, since, until } = lowestInCurrency(
    {
      specialPrice: onSale ? row.special_price : null,
      specialFromDate: onSale ? row.special_from_date : null,
    },
    history.get(row.id) ?? [],
    now,
    scope.currency,
  );
  const { catalogRate, customerRate } = ratesFor(row, reference, context.settings, scope.customerTaxClassId);
  return presentLowestPriceAnswer({
    sku: row.sku,
    lowestInclTax: lowest === null ? null : taxedForCustomer(lowest, catalogRate, customerRate).gross,
    since,
    until,
  });
}
