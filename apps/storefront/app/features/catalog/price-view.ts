import type { PriceFields, StockInfo } from '@hemma/api-client';

/** What a shopper sees of a price: the amount to pay and, when on sale, the struck-through original. */
export interface PriceView {
  /** SEK incl. VAT. */
  final: number;
  /** SEK incl. VAT; set only when higher than the final price. */
  original: number | null;
}

export type StockState = StockInfo['stock_status'];

export function toPriceView(
  p: Pick<PriceFields, 'final_price_incl_tax' | 'original_price_incl_tax'>,
): PriceView {
  const final = p.final_price_incl_tax;
  const original = p.original_price_incl_tax;
  return { final, original: original > final + 0.004 ? original : null };
}

export function isOnSale(price: PriceView): boolean {
  return price.original !== null;
}

/** The stock state a shopper sees; a product that says it is not in stock is out of stock whatever the status. */
export function toStockState(
  stock: Pick<StockInfo, 'is_in_stock' | 'stock_status'> | null | undefined,
): StockState {
  if (!stock || !stock.is_in_stock) return 'out_of_stock';
  return stock.stock_status;
}
