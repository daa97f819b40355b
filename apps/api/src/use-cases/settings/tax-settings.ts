import type { TaxRateCreateInput, TaxRateDto, TaxSettingsDto } from '@hemma/contract';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { TaxRateRow, TaxTables } from '../../modules/tax/tax-repository.ts';
import type { SettingsContext } from './settings-context.ts';

function presentRate(row: TaxRateRow): TaxRateDto {
  return { id: row.id, code: row.code, country_id: row.tax_country_id, rate: Number(row.rate) };
}

const auditedRate = (row: TaxRateRow) => ({
  code: row.code,
  country_id: row.tax_country_id,
  rate: Number(row.rate),
});

function presentTax(tables: TaxTables, shopCountry: string): TaxSettingsDto {
  const classType = new Map(tables.classes.map((c) => [c.id, c.class_type]));
  return {
    shop_country_id: shopCountry,
    classes: tables.classes.map((c) => ({ id: c.id, name: c.class_name, type: c.class_type })),
    rules: tables.rules.map((rule) => {
      const classIds = tables.ruleClasses
        .filter((rc) => rc.tax_rule_id === rule.id)
        .map((rc) => rc.tax_class_id);
      const rateIds = new Set(
        tables.ruleRates.filter((rr) => rr.tax_rule_id === rule.id).map((rr) => rr.tax_rate_id),
      );
      return {
        id: rule.id,
        code: rule.code,
        priority: rule.priority,
        product_class_ids: classIds.filter((id) => classType.get(id) === 'PRODUCT'),
        customer_class_ids: classIds.filter((id) => classType.get(id) === 'CUSTOMER'),
        rates: tables.rates.filter((r) => rateIds.has(r.id)).map(presentRate),
      };
    }),
  };
}

/** GET /api/admin/settings/tax: the tax classes and each rule's rates per country. */
export async function getTaxSettings(context: SettingsContext): Promise<TaxSettingsDto> {
  return presentTax(await context.tax.tables(), context.catalog.settings.countryId);
}

/**
 * Every process prices with the new rates on its next request: the triggers moved the catalogue version, and this
 * process drops its reference data at once.
 */
function afterTaxChange(context: SettingsContext): void {
  context.catalog.invalidate();
}

/** PATCH /api/admin/settings/tax-rates/:id: a new percentage for one rate. */
export async function changeTaxRate(
  context: SettingsContext,
  actor: AuditActor,
  id: number,
  rate: number,
): Promise<TaxRateDto> {
  const now = context.now().toISOString();
  const row = await context.db.transaction().execute(async (trx) => {
    const before = (await context.tax.tables(trx)).rates.find((r) => r.id === id);
    if (!before) throw new NotFoundError(`No tax rate ${id}`);
    const after = await context.tax.setRate(trx, id, rate);
    await recordAudit(
      trx,
      actor,
      {
        action: 'tax.rate.update',
        entityType: 'tax_rate',
        entityId: id,
        summary: `Tax rate ${before.code}: ${Number(before.rate)} % → ${rate} %`,
        before: auditedRate(before),
        after: auditedRate(after),
      },
      now,
    );
    return after;
  });
  afterTaxChange(context);
  return presentRate(row);
}

/** POST /api/admin/settings/tax-rates: a rate for another country under a rule (one per rule and country). */
export async function addTaxRate(
  context: SettingsContext,
  actor: AuditActor,
  input: TaxRateCreateInput,
): Promise<TaxRateDto> {
  const now = context.now().toISOString();
  const code = input.code ?? `${input.country_id}-${input.rate}-R${input.rule_id}`;
  try {
    const row = await context.db.transaction().execute(async (trx) => {
      const tables = await context.tax.tables(trx);
      if (!tables.rules.some((r) => r.id === input.rule_id))
        throw new NotFoundError(`rule_id: no tax rule ${input.rule_id}`);
      const ruleRates = new Set(
        tables.ruleRates.filter((rr) => rr.tax_rule_id === input.rule_id).map((rr) => rr.tax_rate_id),
      );
      if (tables.rates.some((r) => ruleRates.has(r.id) && r.tax_country_id === input.country_id))
        throw new AppError(
          409,
          `country_id: the rule has a rate for ${input.country_id} already — change that one`,
        );
      const created = await context.tax.addRate(trx, input.rule_id, {
        code,
        tax_country_id: input.country_id,
        tax_region_id: 0,
        region_name: '',
        tax_postcode: '*',
        rate: input.rate,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: 'tax.rate.create',
          entityType: 'tax_rate',
          entityId: created.id,
          summary: `Tax rate ${code} (${input.country_id} ${input.rate} %) added to rule ${input.rule_id}`,
          after: { ...auditedRate(created), rule_id: input.rule_id },
        },
        now,
      );
      return created;
    });
    afterTaxChange(context);
    return presentRate(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, `code: a tax rate ${code} exists already`);
    throw error;
  }
}

/** DELETE /api/admin/settings/tax-rates/:id: removes a rate; the shop's own country keeps its rates. */
export async function removeTaxRate(context: SettingsContext, actor: AuditActor, id: number): Promise<true> {
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const before = (await context.tax.tables(trx)).rates.find((r) => r.id === id);
    if (!before) throw new NotFoundError(`No tax rate ${id}`);
    if (before.tax_country_id === context.catalog.settings.countryId)
      throw new AppError(
        409,
        `A ${before.tax_country_id} rate prices the catalogue and cannot be removed: change its percentage instead`,
      );
    await context.tax.removeRate(trx, id);
    await recordAudit(
      trx,
      actor,
      {
        action: 'tax.rate.delete',
        entityType: 'tax_rate',
        entityId: id,
        summary: `Tax rate ${before.code} removed`,
        before: auditedRate(before),
      },
      now,
    );
  });
  afterTaxChange(context);
  return true;
}
