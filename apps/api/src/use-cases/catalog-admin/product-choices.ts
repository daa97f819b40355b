import type { AdminProductChoices } from '@hemma/contract';
import { createPricingRepository } from '../../modules/pricing/pricing-repository.ts';
import { createTaxRepository } from '../../modules/tax/tax-repository.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';

/** The product tax classes and the customer groups, for the editor's choices (tax class, tier prices). */
export async function listProductChoices(context: CatalogAdminContext): Promise<AdminProductChoices> {
  const [classes, groups] = await Promise.all([
    createTaxRepository(context.db).listClasses(),
    createPricingRepository(context.db).customerGroups(),
  ]);
  return {
    tax_classes: classes
      .filter((row) => row.class_type === 'PRODUCT')
      .map((row) => ({ id: row.id, name: row.class_name })),
    customer_groups: groups.map((row) => ({ id: row.id, code: row.code })),
  };
}
