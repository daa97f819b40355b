import type { AdminPricesDto } from '@hemma/contract';
import type { Ore } from '@hemma/commerce';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createAdminProductRepository } from '../../modules/catalog/admin-product-repository.ts';
import { createProductWriter } from '../../modules/catalog/product-writer.ts';
import { createPricingRepository } from '../../modules/pricing/pricing-repository.ts';
import { createTierPriceWriter } from '../../modules/pricing/tier-price-writer.ts';
import { changeProductPrice } from '../pricing/change-product-price.ts';
import { changedFields } from './audit-diff.ts';
import { nextStamp, STALE_EDIT, type CatalogAdminContext } from './catalog-admin-context.ts';
import { loadAttributeCodes, loadCatalogueFacts } from './catalogue-facts.ts';
import { InputProblems } from './input-problems.ts';
import { planTiers, tierKey } from './plan-unit.ts';
import { presentAdminPrices, presentAdminProduct } from './present-admin-product.ts';
import type { PriceSave } from './product-save.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { loadStoredProduct } from './stored-product.ts';

/** A quick price edit in öre incl. VAT: the fields given are set, null clears a special price or a date. */
export interface PriceEdit {
  price?: Ore | undefined;
  special_price?: Ore | null | undefined;
  /** The EUR price list (decision 0057), cents incl. VAT; null clears. */
  price_eur?: Ore | null | undefined;
  special_price_eur?: Ore | null | undefined;
  special_from_date?: string | null | undefined;
  special_to_date?: string | null | undefined;
  tier_prices?: PriceSave['tier_prices'] | undefined;
  updated_at?: string | undefined;
}

/**
 * Changes a product's (or a variant's) prices through changeProductPrice, so the Omnibus history records it, and its
 * tier prices when given; audited, in one transaction. A variant's configurable product counts as changed too.
 */
export async function editPrice(
  context: CatalogAdminContext,
  actor: AuditActor,
  productId: number,
  input: PriceEdit,
): Promise<AdminPricesDto> {
  return context.db.transaction().execute(async (trx) => {
    const writer = createProductWriter(trx);
    const row = await writer.lock(productId);
    if (!row) throw new NotFoundError(`No product ${productId}`);
    if (input.updated_at !== undefined && input.updated_at !== row.updated_at)
      throw new AppError(409, `Product ${row.sku} was ${STALE_EDIT}`);
    const pricing = createPricingRepository(trx);
    const tiersBefore = (await pricing.tierPrices([productId])).get(productId) ?? [];
    const before = presentAdminPrices(row, tiersBefore);
    const problems = new InputProblems();
    const from = input.special_from_date === undefined ? row.special_from_date : input.special_from_date;
    const to = input.special_to_date === undefined ? row.special_to_date : input.special_to_date;
    if (from !== null && to !== null && from >= to)
      problems.add('special_to_date', 'must be after special_from_date');
    const tiers =
      input.tier_prices &&
      planTiers(input.tier_prices, await loadCatalogueFacts(trx), 'tier_prices', problems);
    problems.throwIfAny();
    if (tiers && tierKey(tiersBefore) !== tierKey(tiers))
      await createTierPriceWriter(trx).setTierPrices(productId, tiers);
    await changeProductPrice(
      context.catalog,
      productId,
      {
        price: input.price,
        specialPrice: input.special_price,
        priceEur: input.price_eur,
        specialPriceEur: input.special_price_eur,
        specialFromDate: input.special_from_date,
        specialToDate: input.special_to_date,
      },
      { trx },
    );
    const [changedRow] = await createPricingRepository(trx).productsBySkus([row.sku]);
    const tiersAfter = (await pricing.tierPrices([productId])).get(productId) ?? [];
    const after = presentAdminPrices({ ...row, ...changedRow }, tiersAfter);
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return before;
    const now = context.now();
    const parent = await createAdminProductRepository(trx).parentOf(productId);
    const parentRow = parent && (await writer.lock(parent.id));
    if (parentRow) await writer.update(parentRow.id, { updated_at: nextStamp(now, parentRow.updated_at) });
    const updatedAt = nextStamp(now, row.updated_at);
    await writer.update(productId, { updated_at: updatedAt });
    await recordAudit(
      trx,
      actor,
      {
        action: 'product.price',
        entityType: 'product',
        entityId: productId,
        summary: `Prices of ${row.sku}: ${Object.keys(diff.after).join(', ')}`,
        ...diff,
      },
      now.toISOString(),
    );
    // The product (a variant's configurable product) changed: product.updated with it as the admin API answers it.
    const changedId = parentRow?.id ?? productId;
    await raiseWebhookEvent(
      trx,
      'product.updated',
      {
        key: `product:${changedId}`,
        build: async () => {
          const stored = await loadStoredProduct(trx, changedId);
          return stored && presentAdminProduct(stored, await loadAttributeCodes(trx));
        },
      },
      now,
    );
    return { ...after, updated_at: updatedAt };
  });
}
