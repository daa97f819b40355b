import type { AdminProductDto } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createAdminProductRepository } from '../../modules/catalog/admin-product-repository.ts';
import { createProductWriter } from '../../modules/catalog/product-writer.ts';
import { changedFields } from './audit-diff.ts';
import { nextStamp, STALE_EDIT, type CatalogAdminContext } from './catalog-admin-context.ts';
import { loadCatalogueFacts, type CatalogueFacts } from './catalogue-facts.ts';
import { planProduct } from './plan-product.ts';
import { presentAdminProduct } from './present-admin-product.ts';
import type { ProductSave } from './product-save.ts';
import { removeProducts } from './remove-products.ts';
import { loadStoredProduct } from './stored-product.ts';
import { writeComposition, writeUnit } from './write-product.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';

export interface SaveProductOptions {
  /** Join the caller's transaction (the catalogue import saves many products in one). */
  trx?: Transaction<Database> | undefined;
  /** The product an editor opened: its id and the `updated_at` it read. A product changed since is refused (409). */
  expected?: { id: number; updatedAt: string } | undefined;
  /** Refuse an sku that exists (409) rather than update that product. */
  createOnly?: boolean | undefined;
  /** The taxonomy read once for many saves in one transaction (the import's batch), instead of per save. */
  facts?: CatalogueFacts | undefined;
}

export interface SaveProductResult {
  id: number;
  outcome: 'created' | 'updated' | 'unchanged';
  product: AdminProductDto;
}

/** The product a save changes: the one the editor opened, or the one with the input's sku; null for a new one. */
async function findTarget(
  trx: Transaction<Database>,
  sku: string,
  options: SaveProductOptions,
): Promise<number | null> {
  const products = createAdminProductRepository(trx);
  const writer = createProductWriter(trx);
  const id = options.expected?.id ?? (await products.findBySkus([sku]))[0]?.id;
  if (id === undefined) return null;
  const row = await writer.lock(id);
  if (!row) throw new NotFoundError(`No product ${id}`);
  if (!options.expected && options.createOnly)
    throw new AppError(409, `sku: ${sku} is the sku of another product`);
  const parent = await products.parentOf(row.id);
  if (parent)
    throw new AppError(409, `${row.sku} is a variant of ${parent.sku}: edit it there (product ${parent.id})`);
  if (options.expected && row.updated_at !== options.expected.updatedAt)
    throw new AppError(409, `Product ${row.sku} was ${STALE_EDIT}`);
  return row.id;
}

/** A save in one transaction; two saves creating one sku at the same moment: the database's unique key says 409. */
async function inSaveTransaction<T>(
  context: CatalogAdminContext,
  sku: string,
  trx: Transaction<Database> | undefined,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await context.inTransaction(trx, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, `sku: ${sku} is the sku of another product`);
    throw error;
  }
}

/**
 * Creates or updates a whole product — any of the six types, with its variants, composite parts, prices, pictures
 * and stock — from one input, in one transaction with its audit entry (decision 0021). Without `expected` it upserts
 * by sku, as the catalogue import does. Only what differs from what is stored is written; an input equal to the
 * stored product writes nothing at all (no audit entry, no price-history row) and answers `unchanged`. Prices go
 * through changeProductPrice, so the Omnibus history records every change. Every changed row gets a later
 * `updated_at`, which the catalogue version follows, so the storefront shows the change at once.
 */
export async function saveProduct(
  context: CatalogAdminContext,
  actor: AuditActor,
  input: ProductSave,
  options: SaveProductOptions = {},
): Promise<SaveProductResult> {
  const result = await inSaveTransaction(context, input.sku, options.trx, async (trx) => {
    const now = context.now();
    const stamp = now.toISOString();
    const target = await findTarget(trx, input.sku, options);
    const existing = target === null ? null : ((await loadStoredProduct(trx, target)) ?? null);
    const facts = options.facts ?? (await loadCatalogueFacts(trx));
    const plan = await planProduct(trx, input, existing, facts, context.settings.media);
    const before = existing && presentAdminProduct(existing, facts.attributeCodes);

    const touched: { id: number; previous: string | undefined }[] = [];
    const variantIds: number[] = [];
    for (const variant of plan.variants) {
      const written = await writeUnit(trx, context.catalog, variant, stamp);
      variantIds.push(written.id);
      if (written.changed) touched.push({ id: written.id, previous: variant.existing?.row.updated_at });
    }
    const own = await writeUnit(trx, context.catalog, plan, stamp);
    const composed = await writeComposition(trx, own.id, plan, variantIds);
    const removed = plan.removedVariants.map((v) => ({ id: v.row.id, sku: v.row.sku }));
    const kept = await removeProducts(trx, removed, stamp);
    if (!own.changed && !composed && touched.length === 0 && removed.length === 0)
      return { id: own.id, outcome: 'unchanged' as const, product: before! };

    // A variant's change is its product's change too: an editor that read the product must reload.
    touched.push({ id: own.id, previous: existing?.row.updated_at });
    const writer = createProductWriter(trx);
    for (const row of touched) await writer.update(row.id, { updated_at: nextStamp(now, row.previous) });
    const stored = await loadStoredProduct(trx, own.id);
    if (!stored) throw new Error(`product ${own.id} vanished while it was saved`);
    const after = presentAdminProduct(stored, facts.attributeCodes);
    const diff = changedFields(before, after);
    const keptNote =
      kept.length > 0 ? ` (variants ${kept.join(', ')} are in orders: disabled, not deleted)` : '';
    await recordAudit(
      trx,
      actor,
      {
        action: existing ? 'product.update' : 'product.create',
        entityType: 'product',
        entityId: own.id,
        summary: existing
          ? `Product ${after.sku} changed: ${Object.keys(diff.after ?? {}).join(', ')}${keptNote}`
          : `Product ${after.sku} (${after.type_id}) created`,
        before: diff.before,
        after: diff.after,
      },
      stamp,
    );
    // In the save's transaction (the import's batch, too): the event exists exactly when the change does.
    await raiseWebhookEvent(
      trx,
      existing ? 'product.updated' : 'product.created',
      { key: `product:${own.id}`, build: () => after },
      now,
    );
    return { id: own.id, outcome: existing ? ('updated' as const) : ('created' as const), product: after };
  });
  // The reference data counts products per category; a caller's transaction invalidates after it commits.
  if (!options.trx && result.outcome !== 'unchanged') context.catalog.invalidate();
  return result;
}
