import type { StockCheckResult } from '@hemma/contract';
import { PRODUCT_STATUS_DISABLED_FROM, stockStatus } from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { CatalogContext } from '../catalog/catalog-context.ts';

type StockRecord = Awaited<ReturnType<CatalogContext['repositories']['stock']['findBySkus']>>[number];

function present(row: StockRecord): StockCheckResult {
  const level = {
    qty: Number(row.qty),
    is_in_stock: row.is_in_stock === 1,
    manage_stock: row.manage_stock === 1,
    backorders: row.backorders === 1,
    low_stock_qty: row.low_stock_qty,
  };
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
  return rows.filter((r) => r.status < PRODUCT_STATUS_DISABLED_FROM).map(present);
}

/** SPEC §7 stock/check. */
export async function checkStock(context: CatalogContext, sku: string): Promise<StockCheckResult> {
  const [result] = await listStock(context, [sku]);
  if (!result) throw new NotFoundError(`Product query returned empty result sku = ${sku}`);
  return result;
}
