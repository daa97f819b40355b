import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import * as catalog from './migrations/0001-catalog.ts';
import type { MigrationDialect } from './migrations/helpers.ts';

type DialectMigration = { up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> };

/** Migrations in order. Names sort as they run; never rename or edit one that has shipped. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-catalog': catalog,
  '0002-search': await import('./migrations/0002-search.ts'),
  '0003-price-history': await import('./migrations/0003-price-history.ts'),
  '0004-checkout': await import('./migrations/0004-checkout.ts'),
  '0005-payments': await import('./migrations/0005-payments.ts'),
  '0006-accounts': await import('./migrations/0006-accounts.ts'),
  '0007-engagement': await import('./migrations/0007-engagement.ts'),
  '0008-lists': await import('./migrations/0008-lists.ts'),
  '0009-loyalty': await import('./migrations/0009-loyalty.ts'),
  '0010-back-office': await import('./migrations/0010-back-office.ts'),
  '0011-order-fulfilment': await import('./migrations/0011-order-fulfilment.ts'),
  '0012-home-banners': await import('./migrations/0012-home-banners.ts'),
  '0013-import-jobs': await import('./migrations/0013-import-jobs.ts'),
  '0014-search-version-once-per-transaction':
    await import('./migrations/0014-search-version-once-per-transaction.ts'),
  '0015-search-changes': await import('./migrations/0015-search-changes.ts'),
  '0016-payment-providers': await import('./migrations/0016-payment-providers.ts'),
  '0017-delivery-dates': await import('./migrations/0017-delivery-dates.ts'),
  '0019-store-view-texts': await import('./migrations/0019-store-view-texts.ts'),
  '0023-mail-outbox': await import('./migrations/0023-mail-outbox.ts'),
  '0025-pickup-points': await import('./migrations/0025-pickup-points.ts'),
  '0026-payment-refunds': await import('./migrations/0026-payment-refunds.ts'),
  '0027-currencies': await import('./migrations/0027-currencies.ts'),
  '0028-order-number-on-insert': await import('./migrations/0028-order-number-on-insert.ts'),
  '0029-payment-session-owner': await import('./migrations/0029-payment-session-owner.ts'),
  '0030-login-attempt-locks': await import('./migrations/0030-login-attempt-locks.ts'),
  '0031-newsletter-double-opt-in': await import('./migrations/0031-newsletter-double-opt-in.ts'),
  '0032-import-notices': await import('./migrations/0032-import-notices.ts'),
  '0033-bulky-goods': await import('./migrations/0033-bulky-goods.ts'),
  '0035-expected-delivery': await import('./migrations/0035-expected-delivery.ts'),
  '0036-hosted-payments': await import('./migrations/0036-hosted-payments.ts'),
  '0037-api-keys': await import('./migrations/0037-api-keys.ts'),
  '0038-webhooks': await import('./migrations/0038-webhooks.ts'),
  '0039-returns': await import('./migrations/0039-returns.ts'),
  '0040-shipments': await import('./migrations/0040-shipments.ts'),
  '0041-countries-and-vat': await import('./migrations/0041-countries-and-vat.ts'),
  '0042-eur-price-list': await import('./migrations/0042-eur-price-list.ts'),
  '0043-translations': await import('./migrations/0043-translations.ts'),
  '0044-order-balance': await import('./migrations/0044-order-balance.ts'),
  '0045-coupon-eur-amounts': await import('./migrations/0045-coupon-eur-amounts.ts'),
  '0046-order-refund-claim': await import('./migrations/0046-order-refund-claim.ts'),
  '0048-refund-attempts': await import('./migrations/0048-refund-attempts.ts'),
  '0050-mail-texts': await import('./migrations/0050-mail-texts.ts'),
  '0051-order-coupon-text': await import('./migrations/0051-order-coupon-text.ts'),
  '0053-edit-refunds': await import('./migrations/0053-edit-refunds.ts'),
  '0054-more-mail-texts': await import('./migrations/0054-more-mail-texts.ts'),
  '0057-refund-answers': await import('./migrations/0057-refund-answers.ts'),
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: MigrationDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [
        name,
        { up: (db: Kysely<unknown>) => m.up(db, this.dialect) },
      ]),
    );
  }
}

/**
 * The migrator of a database. Migrations that arrive later with a lower number (work merged from branches made at
 * the same time) run in their turn where the higher ones already have: each creates its own tables and columns.
 */
const migratorOf = (handle: DatabaseHandle) =>
  new Migrator({
    db: handle.db,
    provider: new StaticProvider(handle.dialect),
    allowUnorderedMigrations: true,
  });

/** Brings the schema up to date; throws with the failing migration's name if one fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = migratorOf(handle);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations this code knows that the database has not run (none: the schema is current). Throws when unreachable. */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const migrator = migratorOf(handle);
  const known = await migrator.getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Readiness of the database for /readyz (decision 0030): it answers, and every migration has run. */
export async function databaseReadiness(handle: DatabaseHandle): Promise<{ ok: boolean; detail: string }> {
  await sql`select 1`.execute(handle.db);
  const pending = await pendingMigrations(handle);
  return pending.length === 0
    ? { ok: true, detail: `${Object.keys(MIGRATIONS).length} migrations` }
    : { ok: false, detail: `migrations pending: ${pending.join(', ')}` };
}
