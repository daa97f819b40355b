import type { TaxRule } from '@hemma/commerce';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TaxClassTable, TaxRateTable, TaxRuleTable } from '../../db/tables/catalog.ts';

export type TaxRateRow = Selectable<TaxRateTable>;
export type TaxClassRow = Selectable<TaxClassTable>;
export type TaxRuleRow = Selectable<TaxRuleTable>;

/** The tax tables as the back office edits them: rows with their ids, and which classes and rates a rule joins. */
export interface TaxTables {
  classes: TaxClassRow[];
  rules: TaxRuleRow[];
  rates: TaxRateRow[];
  ruleClasses: { tax_rule_id: number; tax_class_id: number }[];
  ruleRates: { tax_rule_id: number; tax_rate_id: number }[];
}

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

/**
 * Writes of the tax tables, in the caller's transaction. Every one of them moves the catalogue version (triggers of
 * migration 0010), so every process prices with the new rates on its next request.
 */
export function createTaxAdminRepository(db: Db) {
  return {
    async tables(executor: Transaction<Database> | Db = db): Promise<TaxTables> {
      const [classes, rules, rates, ruleClasses, ruleRates] = await Promise.all([
        executor.selectFrom('tax_classes').selectAll().orderBy('id').execute(),
        executor.selectFrom('tax_rules').selectAll().orderBy('priority').orderBy('id').execute(),
        executor.selectFrom('tax_rates').selectAll().orderBy('id').execute(),
        executor.selectFrom('tax_rule_classes').selectAll().execute(),
        executor.selectFrom('tax_rule_rates').selectAll().execute(),
      ]);
      return { classes, rules, rates, ruleClasses, ruleRates };
    },

    async setRate(trx: Transaction<Database>, id: number, rate: number): Promise<TaxRateRow> {
      return trx
        .updateTable('tax_rates')
        .set({ rate })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async addRate(
      trx: Transaction<Database>,
      ruleId: number,
      rate: Omit<TaxRateRow, 'id'>,
    ): Promise<TaxRateRow> {
      const row = await trx.insertInto('tax_rates').values(rate).returningAll().executeTakeFirstOrThrow();
      await trx.insertInto('tax_rule_rates').values({ tax_rule_id: ruleId, tax_rate_id: row.id }).execute();
      return row;
    },

    async removeRate(trx: Transaction<Database>, id: number): Promise<void> {
      await trx.deleteFrom('tax_rule_rates').where('tax_rate_id', '=', id).execute();
      await trx.deleteFrom('tax_rates').where('id', '=', id).execute();
    },
  };
}

export type TaxAdminRepository = ReturnType<typeof createTaxAdminRepository>;

export type TaxRepository = ReturnType<typeof createTaxRepository>;
