import type { RenderListItem } from '@hemma/contract';
import { isSellableStatus } from '@hemma/commerce';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { presentLowestPrice, presentPriceFields, presentTierPrices } from './present-prices.ts';
import { priceProducts, resolvePricingScope } from './price-products.ts';

/**
 * SPEC §7 Prices: current prices of the given skus for a customer group, in the order asked. Unknown and disabled
 * (status 2 or more) skus are left out rather than failing the whole list.
 */
export async function renderPriceList(
  context: CatalogContext,
  input: { skus: readonly string[]; groupId?: number | undefined },
): Promise<{ items: RenderListItem[] }> {
  const skus = [...new Set(input.skus)];
  const [scope, rows] = await Promise.all([
    resolvePricingScope(context, input.groupId),
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
