import { findTaxRate } from '@hemma/commerce';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { CatalogSettings, ReferenceData } from '../reference/catalog-context.ts';

/**
 * The VAT rate for a product and a customer tax class (default: the reference class whose VAT the stored catalogue
 * prices include, `settings.customerTaxClassId`).
 */
export function taxRateFor(
  row: Pick<ProductRow, 'tax_class_id'>,
  reference: ReferenceData,
  settings: CatalogSettings,
  customerTaxClassId: number = settings.customerTaxClassId,
): number {
  return findTaxRate(reference.taxRules, {
    productTaxClassId: row.tax_class_id,
    customerTaxClassId,
    countryId: settings.countryId,
  });
}

/**
 * The two VAT rates a price needs: the catalogue's (the stored gross prices include it) and the customer's (what the
 * customer group pays, decision 0002).
 */
export function ratesFor(
  row: Pick<ProductRow, 'tax_class_id'>,
  reference: ReferenceData,
  settings: CatalogSettings,
  customerTaxClassId: number,
): { catalogRate: number; customerRate: number } {
  return {
    catalogRate: taxRateFor(row, reference, settings),
    customerRate: taxRateFor(row, reference, settings, customerTaxClassId),
  };
}
