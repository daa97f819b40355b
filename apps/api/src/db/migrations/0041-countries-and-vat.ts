import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Countries and VAT by destination (issue 33, decision 0056): an order keeps the country it is delivered to and the
 * VAT rates applied ("19" or "19,7"; its lines keep their own rate already), so the receipt, the mail and the back
 * office say "inkl. 19 % MwSt." however the rates change later. Null for orders placed before: Sweden, their lines'
 * rates.
 *
 * A shop's tax rules get the German, Austrian and Italian rates beside each Swedish one they have (standard 25 % →
 * DE 19, AT 20, IT 22; reduced 12 % → 7, 10, 10; 6 % → 7, 10, 4), which the owner edits in the tax settings as the
 * Swedish ones. A rule with a rate for the country already keeps it. The countries each store view ships to are a shop
 * setting whose defaults are in @hemma/commerce (DEFAULT_SHIPPING_COUNTRIES): nothing to store until the owner edits.
 */
const RATES_BESIDE_SWEDISH: Record<number, Record<string, number>> = {
  25: { DE: 19, AT: 20, IT: 22 },
  12: { DE: 7, AT: 10, IT: 10 },
  6: { DE: 7, AT: 10, IT: 4 },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was, untyped
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivery_country_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('vat_rates', 'text').execute();

  const rates = (await db
    .selectFrom('tax_rule_rates as rr')
    .innerJoin('tax_rates as r', 'r.id', 'rr.tax_rate_id')
    .select(['rr.tax_rule_id', 'r.tax_country_id', 'r.tax_region_id', 'r.rate'])
    .execute()) as { tax_rule_id: number; tax_country_id: string; tax_region_id: number; rate: number }[];
  for (const swedish of rates.filter((r) => r.tax_country_id === 'SE' && Number(r.tax_region_id) === 0)) {
    const beside = RATES_BESIDE_SWEDISH[Number(swedish.rate)];
    if (!beside) continue;
    for (const [country, rate] of Object.entries(beside)) {
      const has = rates.some((r) => r.tax_rule_id === swedish.tax_rule_id && r.tax_country_id === country);
      if (has) continue;
      const row = (await db
        .insertInto('tax_rates')
        .values({
          code: `${country}-${rate}-R${swedish.tax_rule_id}`,
          tax_country_id: country,
          tax_region_id: 0,
          region_name: '',
          tax_postcode: '*',
          rate,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await db
        .insertInto('tax_rule_rates')
        .values({ tax_rule_id: swedish.tax_rule_id, tax_rate_id: row.id })
        .execute();
    }
  }
}
