import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createAdminProductRepository } from '../../modules/catalog/admin-product-repository.ts';
import { createProductWriter } from '../../modules/catalog/product-writer.ts';
import { findOrderedProducts } from '../../modules/order/ordered-products.ts';
import { STALE_EDIT, type CatalogAdminContext } from './catalog-admin-context.ts';
import { loadAttributeCodes } from './catalogue-facts.ts';
import { presentAdminProduct } from './present-admin-product.ts';
import { removeProducts } from './remove-products.ts';
import { loadStoredProduct } from './stored-product.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';

/**
 * Deletes a product and its variants for good — only one that no order names and no other product uses. An ordered
 * product is refused (409): orders keep their own lines, but its page, reviews and price history stay useful, so
 * the shop disables it (status 2) instead (decision 0021).
 */
export async function deleteProduct(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  updatedAt: string,
): Promise<true> {
  await context.db.transaction().execute(async (trx) => {
    const row = await createProductWriter(trx).lock(id);
    if (!row) throw new NotFoundError(`No product ${id}`);
    const products = createAdminProductRepository(trx);
    const parent = await products.parentOf(id);
    if (parent)
      throw new AppError(409, `${row.sku} is a variant of ${parent.sku}: remove it from its variants there`);
    if (row.updated_at !== updatedAt) throw new AppError(409, `Product ${row.sku} was ${STALE_EDIT}`);
    const stored = (await loadStoredProduct(trx, id))!;
    const all = [row, ...stored.variants.map((v) => v.row)].map((p) => ({ id: p.id, sku: p.sku }));
    const users = await products.usersOf(
      all.map((p) => p.id),
      all.map((p) => p.id),
    );
    if (users.length > 0)
      throw new AppError(409, `${row.sku} is part of ${users.join(', ')}: remove it there first`);
    const ordered = await findOrderedProducts(trx, all);
    if (ordered.length > 0) {
      const lines = ordered.reduce((n, o) => n + o.lines, 0);
      throw new AppError(
        409,
        `${row.sku} is in ${lines} order line(s): disable it (status 2) instead of deleting it — orders keep their own lines`,
      );
    }
    const before = presentAdminProduct(stored, await loadAttributeCodes(trx));
    const now = context.now().toISOString();
    await removeProducts(trx, all, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'product.delete',
        entityType: 'product',
        entityId: id,
        summary: `Product ${row.sku} deleted${all.length > 1 ? ` with ${all.length - 1} variant(s)` : ''}`,
        before: { ...before },
        after: null,
      },
      now,
    );
    await raiseWebhookEvent(
      trx,
      'product.deleted',
      { key: `product:${id}`, build: () => before },
      new Date(now),
    );
  });
  context.catalog.invalidate();
  return true;
}
