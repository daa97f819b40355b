import type { TaxRule } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';

/** Tax classes, rates and rules. */
export function createTaxRepository(db: Db) {
  return {
    async listClasses(): Promise<{ id: number; class_name: string; class_type: 'PRODUCT' | 'CUSTOMER' }[]> {
      return db.selectFrom('tax_classes').selectAll().orderBy('id').execute();
    },

    /** All tax rules with their classes and rates, in the SPEC §3 shape. */
    async listRules(): Promise<TaxRule[]> {
      const [rules, classes, rates] = await Promise.all([
        db.selectFrom('tax_rules').selectAll().orderBy('priority').orderBy('id').execute(),
        db
          .selectFrom('tax_rule_classes as rc')
          .innerJoin('tax_classes as c', 'c.id', 'rc.tax_class_id')
          .select(['rc.tax_rule_id', 'rc.tax_class_id', 'c.class_type'])
          .execute(),
        db
          .selectFrom('tax_rule_rates as rr')
          .innerJoin('tax_rates as r', 'r.id', 'rr.tax_rate_id')
          .select(['rr.tax_rule_id', 'r.tax_country_id', 'r.tax_region_id', 'r.region_name', 'r.rate'])
          .execute(),
      ]);
      return rules.map((rule) => ({
        id: rule.id,
        priority: rule.priority,
        product_tax_class_ids: classes
          .filter((c) => c.tax_rule_id === rule.id && c.class_type === 'PRODUCT')
          .map((c) => c.tax_class_id),
        customer_tax_class_ids: classes
          .filter((c) => c.tax_rule_id === rule.id && c.class_type === 'CUSTOMER')
          .map((c) => c.tax_class_id),
        rates: rates
          .filter((r) => r.tax_rule_id === rule.id)
          .map((r) => ({
            tax_country_id: r.tax_country_id,
            tax_region_id: r.tax_region_id,
            region_name: r.region_name,
            rate: Number(r.rate),
          })),
      }));
    },
  };
}

export type TaxRepository = ReturnType<typeof createTaxRepository>;
