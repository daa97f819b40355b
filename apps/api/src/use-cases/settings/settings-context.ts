import type { Db } from '../../db/database.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import { createTaxAdminRepository } from '../../modules/tax/tax-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

/** What the owner's settings use cases need: the settings and tax tables, and the catalogue to refresh. */
export function createSettingsContext(
  db: Db,
  catalog: CatalogContext,
  log: { error(message: string): void },
) {
  return {
    db,
    catalog,
    log,
    settings: createSettingsRepository(db),
    tax: createTaxAdminRepository(db),
    now: catalog.now,
  };
}

export type SettingsContext = ReturnType<typeof createSettingsContext>;
