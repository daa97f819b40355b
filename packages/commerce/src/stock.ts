/** A stock record as the shop keeps it. */
export interface StockLevel {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  backorders: boolean;
  low_stock_qty: number;
}

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

/** What the shopper is told: 'I lager', 'Få kvar' or 'Slut i lager'. */
export function stockStatus(stock: StockLevel): StockStatus {
  if (!stock.manage_stock) return stock.is_in_stock ? 'in_stock' : 'out_of_stock';
  if (!stock.is_in_stock) return 'out_of_stock';
  if (stock.qty <= 0) return stock.backorders ? 'in_stock' : 'out_of_stock';
  return stock.qty <= stock.low_stock_qty ? 'low_stock' : 'in_stock';
}
