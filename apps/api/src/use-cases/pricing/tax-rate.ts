import { findTaxRate } from '@hemma/commerce';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { CatalogSettings, ReferenceData } from '../reference/catalog-context.ts';

/**
 * The VAT rate for a product and a customer tax class (default: the reference class whose VAT the stored catalogue
 * prices include, `settings.customerTaxClassId`) in a country (default: the shop's, whose VAT the catalogue's prices
 * include; a cart's or an order's is where it is delivered, decision 0056).
 */
export function taxRateFor(
  row: Pick<ProductRow, 'tax_class_id'>,
  reference: ReferenceData,
  settings: CatalogSettings,
  customerTaxClassId: number = settings.customerTaxClassId,
  countryId: string = settings.countryId,
): number {
  return findTaxRate(reference.taxRules, {
    productTaxClassId: row.tax_class_id,
    customerTaxClassId,
    countryId,
  });
}

/**
 * The two VAT rates a price needs: the catalogue's (the stored gross prices include the shop country's) and the
 * customer's (what the customer group pays, decision 0002, in the destination country, decision 0056).
 */
export function ratesFor(
  row: Pick<ProductRow, 'tax_class_id'>,
  reference: ReferenceData,
  settings: CatalogSettings,
  customerTaxClassId: number,
  countryId: string = settings.countryId,
): { catalogRate: number; customerRate: number } {
  return {
    catalogRate: taxRateFor(row, reference, settings),
    customerRate: taxRateFor(row, reference, settings, customerTaxClassId, countryId),
  };
}

/**
 * The standard VAT rate of a country: the highest rate its rules name (25 in SE, 19 in DE). Shipping and payment
 * fees carry it (decision 0056); a country without a rate: the shop's.
 */
export function standardRate(reference: ReferenceData, countryId: string, fallback: number): number {
  const rates = reference.taxRules.flatMap((rule) =>
    rule.rates.filter((r) => r.tax_country_id === countryId && r.tax_region_id === 0).map((r) => r.rate),
  );
  return rates.length > 0 ? Math.max(...rates) : fallback;
}
