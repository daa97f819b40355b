import type { RenderListItem } from '@hemma/contract';
import { isSellableStatus, type CurrencyCode } from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { presentLowestPrice, presentPriceFields, presentTierPrices } from './present-prices.ts';
import { priceProducts, resolvePricingScope } from './price-products.ts';
import { storeCurrencyCode } from './store-currency.ts';

/**
 * SPEC §7 Prices: current prices of the given skus for a customer group, in the order asked. Unknown and disabled
 * (status 2 or more) skus are left out rather than failing the whole list.
 */
export async function renderPriceList(
  context: CatalogContext,
  input: {
    skus: readonly string[];
    groupId?: number | undefined;
    storeCode?: string | undefined;
    currencyCode?: CurrencyCode | undefined;
  },
): Promise<{ items: RenderListItem[] }> {
  const storeCode = input.storeCode ?? 'default';
  const sold = storeCurrencyCode(storeCode);
  if (input.currencyCode !== undefined && input.currencyCode !== sold)
    throw new InputError(
      `currencyCode: store view "${storeCode}" sells in ${sold}, not ${input.currencyCode}; ask with currencyCode=${sold} or the storeCode of a ${input.currencyCode} store view`,
    );
  const skus = [...new Set(input.skus)];
  const [scope, rows] = await Promise.all([
    resolvePricingScope(context, input.groupId, input.storeCode),
    context.repositories.pricing.productsBySkus(skus),
  ]);
  const sellable = rows.filter((r) => isSellableStatus(r.status));
  const prices = await priceProducts(context, sellable, scope, { lowest: true });
  const bySku = new Map(sellable.map((r) => [r.sku, r]));
  return {
    items: skus.flatMap((sku) => {
      const row = bySku.get(sku);
      const priced = row && prices.get(row.id);
      if (!row || !priced) return [];
      return [
        {
          id: row.id,
          sku: row.sku,
          ...presentPriceFields(priced),
          tier_prices: presentTierPrices(priced),
          lowest_price_30d_incl_tax: presentLowestPrice(priced),
        },
      ];
    }),
  };
}
