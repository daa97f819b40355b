import type { ProductSummary, StockInfo } from '@hemma/api-client';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import {
  priceProducts,
  resolvePricingScope,
  type PricingScope,
  type ProductPrices,
} from '../pricing/price-products.ts';
import { bundleListPrices } from './bundle-prices.ts';
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
  const bundles = await products.bundles(rows.filter((r) => r.type_id === 'bundle').map((r) => r.id));
  // Bundle parts are looked up with status 1 only (SPEC §4).
  const partRows = (
    await products.findByIds([
      ...new Set([...bundles.values()].flatMap((b) => b.selections.map((s) => s.product_id))),
    ])
  ).filter((r) => r.status === 1);
  const childRows = [...children.values()].flat();
  const [stockRows, prices] = await Promise.all([
    stock.findByProductIds([...ids, ...childRows.map((c) => c.id)]),
    priceProducts(context, [...rows, ...childRows, ...partRows], scope, { lowest: true }),
  ]);
  const now = context.now();
  return rows.map((row) => {
    let stockInfo: StockInfo;
    let rowPrices = prices.get(row.id);
    if (row.type_id === 'configurable') {
      const sellable = (children.get(row.id) ?? []).filter((c) => c.status < 2);
      stockInfo = combineStock(
        row.id,
        sellable.map((c) => presentStock(c.id, stockRows.get(c.id))),
      );
      // A configurable product costs what its variants cost: list it at its cheapest sellable variant — the one
      // the product page preselects (SPEC §4: with nothing chosen every variant ties and the cheaper wins;
      // out-of-stock variants stay listed). The price history is kept on the parent.
      const cheapest = cheapestChild(sellable, prices);
      const childPrices = cheapest ? prices.get(cheapest.id) : undefined;
      if (childPrices) {
        rowPrices = {
          ...childPrices,
          lowestPrice30dInclTax:
            childPrices.lowestPrice30dInclTax ?? rowPrices?.lowestPrice30dInclTax ?? null,
        };
      }
    } else {
      stockInfo = presentStock(row.id, stockRows.get(row.id));
      const bundle = bundles.get(row.id);
      if (bundle) rowPrices = bundleListPrices(bundle, prices) ?? rowPrices;
    }
    return presentSummary(
      { row, stock: stockInfo, categoryIds: categoryIds.get(row.id) ?? [], prices: rowPrices },
      reference,
      context.settings,
      now,
    );
  });
}

function cheapestChild(candidates: ProductRow[], prices: Map<number, ProductPrices>): ProductRow | undefined {
  let best: { row: ProductRow; gross: number } | undefined;
  for (const row of candidates) {
    const gross = prices.get(row.id)?.fields.final_price_incl_tax;
    if (gross !== undefined && (!best || gross < best.gross)) best = { row, gross };
  }
  return best?.row;
}
