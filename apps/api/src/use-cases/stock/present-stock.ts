import type { StockInfo } from '@hemma/contract';
import { stockStatus, type StockLevel } from '@hemma/commerce';
import type { StockRow } from '../../modules/stock/stock-repository.ts';

type StockFlags = Pick<StockRow, 'qty' | 'is_in_stock' | 'manage_stock' | 'backorders' | 'low_stock_qty'>;

/** A stock record as the domain reads it; no record means none in stock (stock-managed, no backorders). */
export function stockLevel(row: StockFlags | undefined): StockLevel {
  return {
    qty: Number(row?.qty ?? 0),
    is_in_stock: (row?.is_in_stock ?? 0) === 1,
    manage_stock: (row?.manage_stock ?? 1) === 1,
    backorders: (row?.backorders ?? 0) === 1,
    low_stock_qty: row?.low_stock_qty ?? 0,
  };
}

/** A product's stock as lists, product pages and cart lines show it. */
export function presentStock(productId: number, row: StockRow | undefined): StockInfo {
  const level = stockLevel(row);
  return {
    product_id: productId,
    qty: level.qty,
    is_in_stock: stockStatus(level) !== 'out_of_stock',
    stock_status: stockStatus(level),
  };
}

/** A configurable product is in stock when any of its children is. */
export function combineStock(productId: number, children: StockInfo[]): StockInfo {
  const qty = children.reduce((sum, c) => sum + c.qty, 0);
  const status = children.some((c) => c.stock_status === 'in_stock')
    ? 'in_stock'
    : children.some((c) => c.stock_status === 'low_stock')
      ? 'low_stock'
      : 'out_of_stock';
  return { product_id: productId, qty, is_in_stock: status !== 'out_of_stock', stock_status: status };
}
