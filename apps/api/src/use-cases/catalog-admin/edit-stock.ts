import type { AdminStockDto, AdminStockInput } from '@hemma/contract';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createProductWriter } from '../../modules/catalog/product-writer.ts';
import { createStockWriter, type StockFields } from '../../modules/stock/stock-writer.ts';
import { changedFields } from './audit-diff.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';
import { presentAdminStock } from './present-admin-lists.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { becameLow } from '../webhooks/stock-low.ts';

export const NEW_STOCK_RECORD: StockFields = {
  qty: 0,
  is_in_stock: 1,
  manage_stock: 1,
  backorders: 0,
  low_stock_qty: 3,
  min_sale_qty: 1,
  max_sale_qty: 10_000,
};

function stockColumns(input: AdminStockInput): Partial<StockFields> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const columns: Partial<StockFields> = {
    qty: input.qty,
    is_in_stock: flag(input.is_in_stock),
    manage_stock: flag(input.manage_stock),
    backorders: flag(input.backorders),
    low_stock_qty: input.low_stock_qty,
    min_sale_qty: input.min_sale_qty,
    max_sale_qty: input.max_sale_qty,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/**
 * Sets a product's (or a variant's) stock fields. Stock is read per request by the storefront (product pages,
 * stock/check, carts), so the change shows at once; lists may lag by their one-second reuse (decision 0017). With
 * `expected_qty`, orders placed since the editor read the quantity make it a 409 instead of being overwritten.
 */
export async function editStock(
  context: CatalogAdminContext,
  actor: AuditActor,
  productId: number,
  input: AdminStockInput,
): Promise<AdminStockDto> {
  return context.db.transaction().execute(async (trx) => {
    const product = await createProductWriter(trx).lock(productId);
    if (!product) throw new NotFoundError(`No product ${productId}`);
    const stock = createStockWriter(trx);
    const before = await stock.find(productId);
    const columns = stockColumns(input);
    const expected = input.expected_qty;
    const current = Number(before?.qty ?? 0);
    if (expected !== undefined && expected !== current)
      throw new AppError(
        409,
        `qty: it is ${current} now (orders moved it since you read ${expected}) — reload`,
      );
    if (!before) await stock.put(productId, { ...NEW_STOCK_RECORD, ...columns });
    else if (!(await stock.patch(productId, columns, expected)))
      throw new AppError(409, 'qty: an order moved it while you saved — reload');
    const after = await stock.find(productId);
    const [beforeDto, afterDto] = [presentAdminStock(product, before), presentAdminStock(product, after)];
    const diff = changedFields(beforeDto, afterDto);
    if (Object.keys(diff.after).length > 0)
      await recordAudit(
        trx,
        actor,
        {
          action: 'stock.update',
          entityType: 'product',
          entityId: productId,
          summary: `Stock of ${product.sku}: ${Object.keys(diff.after).join(', ')}`,
          ...diff,
        },
        context.now().toISOString(),
      );
    if (becameLow(before, after))
      await raiseWebhookEvent(
        trx,
        'stock.low',
        { key: `stock:${productId}`, build: () => afterDto },
        context.now(),
      );
    return afterDto;
  });
}
