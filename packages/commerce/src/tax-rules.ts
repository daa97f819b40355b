/** Tax rules as SPEC §3 describes them: classes of products and customers mapped to rates per country/region. */
export interface TaxRate {
  tax_country_id: string;
  tax_region_id: number;
  region_name: string;
  /** Percent, e.g. 25. */
  rate: number;
}

export interface TaxRule {
  id: number;
  priority: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRate[];
}

export interface TaxContext {
  productTaxClassId: number;
  customerTaxClassId: number;
  countryId: string;
  regionId?: number;
}

/**
 * The tax rate (percent) for a product class, customer class and destination. Rules are tried by priority;
 * a rate for the exact region wins over a country-wide one (region 0). No matching rule: 0 %.
 */
export function findTaxRate(rules: readonly TaxRule[], context: TaxContext): number {
  const candidates = rules
    .filter(
      (rule) =>
        rule.product_tax_class_ids.includes(context.productTaxClassId) &&
        rule.customer_tax_class_ids.includes(context.customerTaxClassId),
    )
    .sort((a, b) => a.priority - b.priority || a.id - b.id);
  for (const rule of candidates) {
    const inCountry = rule.rates.filter((r) => r.tax_country_id === context.countryId);
    const exact = inCountry.find(
      (r) => context.regionId !== undefined && r.tax_region_id === context.regionId,
    );
    const countryWide = inCountry.find((r) => r.tax_region_id === 0);
    const rate = exact ?? countryWide;
    if (rate) return rate.rate;
  }
  return 0;
}
