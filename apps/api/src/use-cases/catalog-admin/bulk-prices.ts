import type { BulkPricesResult } from '@hemma/contract';
import { priceCurrency, type Ore } from '@hemma/commerce';
import { AppError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import {
  createPricingRepository,
  type NewPriceHistoryRow,
  type ProductPriceRow,
  type ProductPriceUpdate,
} from '../../modules/pricing/pricing-repository.ts';
import { createBulkPriceWriter } from '../../modules/pricing/bulk-price-writer.ts';
import { readEurRounding } from '../../modules/settings/eur-price-settings.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import { priceHistoryEntry } from '../pricing/change-product-price.ts';
import { RowProblems, resolveSkus, skuSample } from './bulk-rows.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';
import { presentBulkPrices } from './present-bulk-prices.ts';

/**
 * A row of the bulk price call in öre incl. VAT, its EUR prices in cents (converted at the HTTP edge); null clears,
 * absent keeps.
 */
export interface BulkPriceRow {
  sku: string;
  price?: Ore | undefined;
  special_price?: Ore | null | undefined;
  special_from?: string | null | undefined;
  special_to?: string | null | undefined;
  price_eur?: Ore | null | undefined;
  special_price_eur?: Ore | null | undefined;
}

/** The price columns the call sets, the EUR price list's (decision 0057) among them. */
type Stored = Pick<
  ProductPriceRow,
  'price' | 'special_price' | 'special_from_date' | 'special_to_date' | 'price_eur' | 'special_price_eur'
>;

const SKU_BATCH = 1000;

function merged(stored: Stored, row: BulkPriceRow): Stored {
  const pick = <T>(given: T | undefined, kept: T) => (given === undefined ? kept : given);
  return {
    price: pick(row.price, stored.price),
    special_price: pick(row.special_price, stored.special_price),
    special_from_date: pick(row.special_from, stored.special_from_date),
    special_to_date: pick(row.special_to, stored.special_to_date),
    price_eur: pick(row.price_eur, stored.price_eur),
    special_price_eur: pick(row.special_price_eur, stored.special_price_eur),
  };
}

const same = (a: Stored, b: Stored) =>
  a.price === b.price &&
  a.special_price === b.special_price &&
  a.special_from_date === b.special_from_date &&
  a.special_to_date === b.special_to_date &&
  a.price_eur === b.price_eur &&
  a.special_price_eur === b.special_price_eur;

/**
 * Sets the prices of up to 10 000 skus in one call (decision 0051): every row is checked first against what is
 * stored (unknown or repeated skus, a special window that ends before it starts), and a call with any problem is
 * refused whole. Then the changed rows are written in one transaction, 1 000 products per statement, with the
 * price-history rows a single change would append (priceHistoryEntry, EU Omnibus); the catalogue version (search,
 * caches) moves once. One audit entry.
 */
export async function bulkSetPrices(
  context: CatalogAdminContext,
  actor: AuditActor,
  items: readonly BulkPriceRow[],
): Promise<BulkPricesResult> {
  const problems = new RowProblems();
  const ids = await resolveSkus(context.db, items, problems);
  const stored = new Map<string, ProductPriceRow>();
  const pricing = createPricingRepository(context.db);
  const skus = [...ids.keys()];
  for (let i = 0; i < skus.length; i += SKU_BATCH)
    for (const row of await pricing.productsBySkus(skus.slice(i, i + SKU_BATCH))) stored.set(row.sku, row);
  const changes: { id: number; row: BulkPriceRow; before: Stored; after: Stored }[] = [];
  items.forEach((row, index) => {
    const current = stored.get(row.sku);
    if (!current) return;
    const after = merged(current, row);
    if (after.special_from_date && after.special_to_date && after.special_from_date >= after.special_to_date)
      problems.add(index, row.sku, 'special_to must be after special_from (as stored, where not given)');
    else if (!same(current, after)) changes.push({ id: current.id, row, before: current, after });
  });
  problems.throwIfAny(items.length);
  if (changes.length === 0) return { changed: 0 };
  return context.db.transaction().execute(async (trx) => {
    const writer = createBulkPriceWriter(trx);
    const ids = changes.map((change) => change.id);
    // Read again under the rows' locks: what the change and its history row are computed from.
    const current = new Map((await writer.lockAndRead(ids)).map((row) => [row.id, row]));
    const tiers = await createPricingRepository(trx).tierPrices(ids);
    const latest = await writer.latestFinalPrices(ids);
    const now = context.now();
    // The EUR final prices are recorded too (decision 0057), with the rule read through the call's transaction.
    const eur = priceCurrency(
      'EUR',
      context.catalog.settings,
      await readEurRounding(createSettingsRepository(trx)),
    );
    const tiersEnabled = context.catalog.settings.tierPricesEnabled;
    const updates: (ProductPriceUpdate & { id: number })[] = [];
    const history: NewPriceHistoryRow[] = [];
    for (const change of changes) {
      const before = current.get(change.id)!;
      const after = { ...merged(before, change.row), updated_at: now.toISOString() };
      change.before = before;
      change.after = after;
      if (same(before, after)) continue;
      if (
        after.special_from_date &&
        after.special_to_date &&
        after.special_from_date >= after.special_to_date
      )
        throw new AppError(
          409,
          `${before.sku}: its special dates changed while the call ran; nothing was applied`,
        );
      updates.push({ id: change.id, ...after });
      const entry = priceHistoryEntry({
        before,
        after,
        tiers: (tiers.get(change.id) ?? []).map((t) => ({ ...t, qty: Number(t.qty) })),
        latest: latest.get(change.id),
        tiersEnabled,
        now,
        eur,
      });
      if (entry) history.push(entry);
    }
    await writer.setPrices(updates);
    await createPricingRepository(trx).insertHistory(history);
    const updated = new Set(updates.map((update) => update.id));
    const done = changes.filter((change) => updated.has(change.id));
    const changedSkus = done.map((change) => change.row.sku);
    await recordAudit(
      trx,
      actor,
      {
        action: 'product.price.bulk',
        entityType: 'product',
        entityId: 'bulk',
        summary: `Prices of ${done.length} products in one call: ${skuSample(changedSkus)}`,
        before: Object.fromEntries(done.map((c) => [c.row.sku, presentBulkPrices(c.before)])),
        after: Object.fromEntries(done.map((c) => [c.row.sku, presentBulkPrices(c.after)])),
      },
      context.now().toISOString(),
    );
    return { changed: done.length };
  });
}
