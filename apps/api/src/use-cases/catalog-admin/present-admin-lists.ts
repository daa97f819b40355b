import type { AdminProductListItem, AdminStockDto, PriceHistoryEntry } from '@hemma/contract';
import { stockStatus, toSek } from '@hemma/commerce';
import type { AdminProductListRow } from '../../modules/catalog/admin-product-repository.ts';
import type { PriceHistoryRow } from '../../modules/pricing/pricing-repository.ts';
import type { StockRow } from '../../modules/stock/stock-repository.ts';
import { stockLevel } from '../stock/present-stock.ts';
import { presentStockFields } from './present-admin-product.ts';

export function presentProductListItem(row: AdminProductListRow): AdminProductListItem {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    type_id: row.type_id,
    status: row.status,
    visibility: row.visibility,
    price: toSek(row.price),
    special_price: row.special_price === null ? null : toSek(row.special_price),
    image: row.image,
    brand_id: row.brand_id,
    qty: row.qty,
    stock_status: row.stock_status,
    variant_count: row.variant_count,
    updated_at: row.updated_at,
  };
}

export function presentAdminStock(
  product: { id: number; sku: string },
  row: StockRow | undefined,
): AdminStockDto {
  return {
    product_id: product.id,
    sku: product.sku,
    ...presentStockFields(row),
    stock_status: stockStatus(stockLevel(row)),
  };
}

export function presentPriceHistory(rows: PriceHistoryRow[]): PriceHistoryEntry[] {
  return rows.map((row) => ({
    final_price: toSek(row.final_price),
    regular_price: toSek(row.regular_price),
    special_price: row.special_price === null ? null : toSek(row.special_price),
    recorded_at: row.recorded_at,
    reason: row.reason,
  }));
}
