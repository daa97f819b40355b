import type { BulkStockInput, BulkStockResult } from '@hemma/contract';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createBulkStockWriter, type StockLevel } from '../../modules/stock/bulk-stock-writer.ts';
import { RowProblems, resolveSkus, skuSample } from './bulk-rows.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';
import { NEW_STOCK_RECORD } from './edit-stock.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';

const isLow = (level: Pick<StockLevel, 'manage_stock' | 'low_stock_qty'>, qty: number) =>
  level.manage_stock === 1 && qty <= level.low_stock_qty;

/**
 * Sets the quantity on hand of up to 10 000 skus in one call (decision 0051): every row is checked first (a call
 * with an unknown or repeated sku is refused whole, naming the rows), then all are written in one transaction, in
 * batches, with one audit entry. A product without a stock record gets a new one. The answer counts the rows whose
 * quantity changed and names those of them now at or below their low-stock level (stock managed); those this call
 * took there from above raise the `stock.low` webhook (decision 0052), as a single edit does. The page cache is purged once, as after every admin write (api-plugin.ts).
 */
export async function bulkSetStock(
  context: CatalogAdminContext,
  actor: AuditActor,
  input: BulkStockInput,
): Promise<BulkStockResult> {
  const problems = new RowProblems();
  const ids = await resolveSkus(context.db, input.items, problems);
  problems.throwIfAny(input.items.length);
  return context.db.transaction().execute(async (trx) => {
    const writer = createBulkStockWriter(trx);
    const levels = new Map(
      (await writer.levels([...ids.values()])).map((level) => [level.product_id, level]),
    );
    const updates: { productId: number; qty: number }[] = [];
    const creates: (typeof NEW_STOCK_RECORD & { product_id: number })[] = [];
    const before: Record<string, number | null> = {};
    const after: Record<string, number> = {};
    const lowStock: string[] = [];
    const becameLow: number[] = [];
    for (const { sku, qty } of input.items) {
      const productId = ids.get(sku)!;
      const level = levels.get(productId);
      if (level && level.qty === qty) continue;
      if (level) updates.push({ productId, qty });
      else creates.push({ ...NEW_STOCK_RECORD, product_id: productId, qty, is_in_stock: qty > 0 ? 1 : 0 });
      before[sku] = level ? level.qty : null;
      after[sku] = qty;
      if (isLow(level ?? NEW_STOCK_RECORD, qty)) {
        lowStock.push(sku);
        // The webhook, as for a single edit: only where this call took the sku from above its level to it or below.
        if (!level || !isLow(level, level.qty)) becameLow.push(productId);
      }
    }
    await writer.setQuantities(updates);
    await writer.insert(creates);
    const changed = Object.keys(after);
    if (changed.length > 0)
      await recordAudit(
        trx,
        actor,
        {
          action: 'stock.bulk',
          entityType: 'product',
          entityId: 'bulk',
          summary: `Stock of ${changed.length} products in one call: ${skuSample(changed)}`,
          before,
          after,
        },
        context.now().toISOString(),
      );
    for (const id of becameLow)
      await raiseWebhookEvent(trx, 'stock.low', { kind: 'stock', id }, context.now());
    return { changed: changed.length, low_stock: lowStock };
  });
}
