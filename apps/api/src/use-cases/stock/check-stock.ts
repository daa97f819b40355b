import type { StockCheckResult } from '@hemma/contract';
import { isSellableStatus, stockStatus } from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { stockLevel } from './present-stock.ts';

type StockRecord = Awaited<ReturnType<CatalogContext['repositories']['stock']['findBySkus']>>[number];

function present(row: StockRecord): StockCheckResult {
  const level = stockLevel(row);
  const status = stockStatus(level);
  return {
    product_id: row.product_id,
    sku: row.sku,
    qty: level.qty,
    is_in_stock: status !== 'out_of_stock',
    stock_status: status,
    manage_stock: level.manage_stock,
    backorders: level.backorders,
    max_sale_qty: row.max_sale_qty,
  };
}

/** Live stock of products that can be sold (SPEC §7 stock/list); unknown or disabled skus are left out. */
export async function listStock(
  context: CatalogContext,
  skus: readonly string[],
): Promise<StockCheckResult[]> {
  const rows = await context.repositories.stock.findBySkus([...new Set(skus)]);
  return rows.filter((r) => isSellableStatus(r.status)).map(present);
}

/** SPEC §7 stock/check. */
export async function checkStock(context: CatalogContext, sku: string): Promise<StockCheckResult> {
  const [result] = await listStock(context, [sku]);
  if (!result) throw new NotFoundError(`Product query returned empty result sku = ${sku}`);
  return result;
}
