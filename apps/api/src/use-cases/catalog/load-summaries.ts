import type { ProductSummary, StockInfo } from '@hemma/contract';
import { isSellableStatus } from '@hemma/commerce';
import type { ListingRow } from '../../modules/catalog/listing-repository.ts';
import type { PriceHistoryRow, TierPriceRow } from '../../modules/pricing/pricing-repository.ts';
import type { StockRow } from '../../modules/stock/stock-repository.ts';
import {
  priceRows,
  resolvePricingScope,
  type PricingScope,
  type ProductPrices,
} from '../pricing/price-products.ts';
import { bundleListPrices } from '../pricing/bundle-prices.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { combineStock, presentStock } from '../stock/present-stock.ts';
import { loadListingRecords, type ListingRecord } from './listing-records.ts';
import { presentSummary } from './present-product.ts';

export interface SummaryOptions {
  /** Customer group (SPEC §6) whose tax class and tier prices apply; default group 0 (NOT LOGGED IN). */
  groupId?: number | undefined;
  /** An already resolved group (wins over groupId), to save the lookup when summarising in several steps. */
  scope?: PricingScope | undefined;
  /** The store view whose currency the prices are in (decision 0035); the default store's SEK when absent. */
  storeCode?: string | undefined;
}

/** Turns product rows into list items, reading everything now (the product page; lists use the cache). */
export async function loadSummaries(
  context: CatalogContext,
  rows: readonly ListingRow[],
  options: SummaryOptions = {},
): Promise<ProductSummary[]> {
  return presentListing(context, await loadListingRecords(context, rows), options);
}

/**
 * A product's list item with what it was made from and read with (issue 32): the product page answers the same
 * product's tier prices, and a configurable product's variants with their stock and prices, without reading them again.
 */
export interface LoadedSummary {
  summary: ProductSummary;
  record: ListingRecord;
  /** Prices of the product, its variants and its bundle parts, in the summary's scope. */
  prices: Map<number, ProductPrices>;
  /** Stock of the product and its variants. */
  stock: Map<number, StockRow>;
}

export async function loadSummary(
  context: CatalogContext,
  row: ListingRow,
  options: SummaryOptions = {},
): Promise<LoadedSummary> {
  const [record] = await loadListingRecords(context, [row]);
  if (!record) throw new Error(`Product ${row.sku} has no list record`);
  const { summaries, prices, stock } = await summarise(context, [record], options);
  return { summary: summaries[0]!, record, prices, stock };
}

/**
 * Turns list records into list items. What the catalogue version does not cover is read here, per request, with a
 * fixed number of queries: stock (it moves with every order), tier prices and the customer group (no trigger bumps
 * the version for them). Prices are computed for this moment and this group, so a record never carries a price
 * past a special-price boundary or into another group (decision 0011).
 */
export async function presentListing(
  context: CatalogContext,
  records: readonly ListingRecord[],
  options: SummaryOptions = {},
): Promise<ProductSummary[]> {
  if (records.length === 0) return [];
  return (await summarise(context, records, options)).summaries;
}

async function summarise(
  context: CatalogContext,
  records: readonly ListingRecord[],
  options: SummaryOptions,
): Promise<{
  summaries: ProductSummary[];
  prices: Map<number, ProductPrices>;
  stock: Map<number, StockRow>;
}> {
  const { stock, pricing } = context.repositories;
  const priced = new Map<number, ListingRow>();
  const history = new Map<number, PriceHistoryRow[]>();
  for (const record of records) {
    for (const row of [record.row, ...record.children, ...record.parts]) priced.set(row.id, row);
    for (const [id, points] of record.history) history.set(id, points);
  }
  const tiersEnabled = options.scope?.tiersEnabled ?? context.settings.tierPricesEnabled;
  const [reference, scope, stockRows, tiers] = await Promise.all([
    context.reference(),
    options.scope ?? resolvePricingScope(context, options.groupId, options.storeCode),
    stock.findByProductIds(records.flatMap((r) => [r.row.id, ...r.children.map((c) => c.id)])),
    tiersEnabled ? pricing.tierPrices([...priced.keys()]) : new Map<number, TierPriceRow[]>(),
  ]);
  const now = context.now();
  const prices = priceRows(context, [...priced.values()], scope, { reference, tiers, history, now });
  const summaries = records.map(({ row, children, bundle, categoryIds }) => {
    let stockInfo: StockInfo;
    let rowPrices = prices.get(row.id);
    if (!rowPrices) throw new Error(`Product ${row.sku} could not be priced`);
    if (row.type_id === 'configurable') {
      const sellable = children.filter((c) => isSellableStatus(c.status));
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
          lowest30dInclTax: childPrices.lowest30dInclTax ?? rowPrices.lowest30dInclTax,
        };
      }
    } else {
      stockInfo = presentStock(row.id, stockRows.get(row.id));
      if (bundle) rowPrices = bundleListPrices(bundle, prices) ?? rowPrices;
    }
    return presentSummary(
      { row, stock: stockInfo, categoryIds, prices: rowPrices },
      reference,
      context.settings,
      now,
    );
  });
  return { summaries, prices, stock: stockRows };
}

function cheapestChild(candidates: ListingRow[], prices: Map<number, ProductPrices>): ListingRow | undefined {
  let best: { row: ListingRow; gross: number } | undefined;
  for (const row of candidates) {
    const gross = prices.get(row.id)?.breakdown.final.gross;
    if (gross !== undefined && (!best || gross < best.gross)) best = { row, gross };
  }
  return best?.row;
}
