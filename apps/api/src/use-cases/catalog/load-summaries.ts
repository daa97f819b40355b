import type { ProductSummary, StockInfo } from '@hemma/api-client';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import { priceProducts, resolvePricingScope, type PricingScope } from '../pricing/price-products.ts';
import type { CatalogContext } from './catalog-context.ts';
import { combineStock, presentStock, presentSummary } from './present-product.ts';

export interface SummaryOptions {
  /** Customer group (SPEC §6) whose tax class and tier prices apply; default group 0 (NOT LOGGED IN). */
  groupId?: number | undefined;
  /** An already resolved group (wins over groupId), to save the lookup when summarising in several steps. */
  scope?: PricingScope | undefined;
}

/**
 * Turns product rows into list items with a fixed number of queries, whatever the number of rows:
 * stock (children's stock for configurable products), category ids, tier prices and the price history of the
 * products on sale (EU Omnibus lowest price) are fetched in batches.
 */
export async function loadSummaries(
  context: CatalogContext,
  rows: ProductRow[],
  options: SummaryOptions = {},
): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const { products, stock } = context.repositories;
  const ids = rows.map((r) => r.id);
  const configurableIds = rows.filter((r) => r.type_id === 'configurable').map((r) => r.id);
  const [reference, categoryIds, children, scope] = await Promise.all([
    context.reference(),
    products.categoryIds(ids),
    products.children(configurableIds),
    options.scope ?? resolvePricingScope(context, options.groupId),
  ]);
  const childIds = [...children.values()].flat().map((c) => c.id);
  const [stockRows, prices] = await Promise.all([
    stock.findByProductIds([...ids, ...childIds]),
    priceProducts(context, rows, scope, { lowest: true }),
  ]);
  const now = context.now();
  return rows.map((row) => {
    let stockInfo: StockInfo;
    if (row.type_id === 'configurable') {
      const sellable = (children.get(row.id) ?? []).filter((c) => c.status < 2);
      stockInfo = combineStock(
        row.id,
        sellable.map((c) => presentStock(c.id, stockRows.get(c.id))),
      );
    } else {
      stockInfo = presentStock(row.id, stockRows.get(row.id));
    }
    return presentSummary(
      { row, stock: stockInfo, categoryIds: categoryIds.get(row.id) ?? [], prices: prices.get(row.id) },
      reference,
      context.settings,
      now,
    );
  });
}
