import type { LowestPriceDto } from '@hemma/contract';
import { isSpecialPriceActive, PRODUCT_STATUS_DISABLED_FROM, taxedForCustomer } from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { presentLowestPriceAnswer } from './present-prices.ts';
import { catalogPrice, catalogueConverter, lowestInCurrency, resolvePricingScope } from './price-products.ts';
import { ratesFor, taxRateFor } from './tax-rate.ts';

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
  const rates = ratesFor(row, reference, context.settings, scope.customerTaxClassId, scope.countryId);
  // In EUR the prices include the destination's VAT (decisions 0056, 0057), as priceRows prices them.
  const destinationRate = taxRateFor(
    row,
    reference,
    context.settings,
    context.settings.customerTaxClassId,
    scope.countryId,
  );
  const eur = scope.currency.code === 'EUR';
  const catalogRate = eur ? destinationRate : rates.catalogRate;
  const { lowest, since, until } = lowestInCurrency(
    {
      specialPrice: onSale ? row.special_price : null,
      specialFromDate: onSale ? row.special_from_date : null,
    },
    history.get(row.id) ?? [],
    now,
    scope.currency,
    catalogueConverter(scope.currency, rates.catalogRate, destinationRate),
  );
  return presentLowestPriceAnswer({
    sku: row.sku,
    lowestInclTax: lowest === null ? null : taxedForCustomer(lowest, catalogRate, rates.customerRate).gross,
    since,
    until,
  });
}
