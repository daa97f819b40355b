import { describe, expect, it } from 'vitest';
import { findTaxRate, type TaxRule } from './tax-rules.ts';

const rules: TaxRule[] = [
  {
    id: 1,
    priority: 0,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { tax_country_id: 'SE', tax_region_id: 0, region_name: '', rate: 25 },
      { tax_country_id: 'DE', tax_region_id: 0, region_name: '', rate: 19 },
      { tax_country_id: 'DE', tax_region_id: 81, region_name: 'Helgoland', rate: 0 },
    ],
  },
  {
    id: 2,
    priority: 0,
    product_tax_class_ids: [5],
    customer_tax_class_ids: [3],
    rates: [{ tax_country_id: 'SE', tax_region_id: 0, region_name: '', rate: 6 }],
  },
];

describe('findTaxRate', () => {
  it.each([
    ['standard goods in Sweden', { productTaxClassId: 2, customerTaxClassId: 3, countryId: 'SE' }, 25],
    ['e-books in Sweden', { productTaxClassId: 5, customerTaxClassId: 3, countryId: 'SE' }, 6],
    ['standard goods in Germany', { productTaxClassId: 2, customerTaxClassId: 3, countryId: 'DE' }, 19],
    [
      'a region-specific rate wins',
      { productTaxClassId: 2, customerTaxClassId: 3, countryId: 'DE', regionId: 81 },
      0,
    ],
    [
      'unknown region falls back to the country',
      { productTaxClassId: 2, customerTaxClassId: 3, countryId: 'DE', regionId: 9 },
      19,
    ],
    ['no rule for the customer class', { productTaxClassId: 2, customerTaxClassId: 99, countryId: 'SE' }, 0],
    ['no rate for the country', { productTaxClassId: 5, customerTaxClassId: 3, countryId: 'PL' }, 0],
  ])('%s: %s %%', (_name, context, rate) => {
    expect(findTaxRate(rules, context)).toBe(rate);
  });
});
