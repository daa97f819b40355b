import { STORE_VIEWS, SUPPORTED_COUNTRIES, type ValidationIssue } from '@hemma/commerce';
import type { ShippingCountriesDto, ShippingCountriesInput } from '@hemma/contract';
import { InputError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import {
  readShippingCountries,
  SHIPPING_COUNTRIES_KEY,
  type ShippingCountries,
} from '../../modules/settings/shipping-countries.ts';
import { requireUnchangedSince } from '../staff/stale-edit.ts';
import type { SettingsContext } from './settings-context.ts';

/** The issues of an owner's countries: every store view given, with known countries, none twice. */
function countryIssues(input: ShippingCountries): ValidationIssue[] {
  return STORE_VIEWS.flatMap((view) => {
    const list = input[view.storeCode];
    if (!list || list.length === 0) return [{ field: view.storeCode, code: 'required' as const }];
    const unknown = list.filter((c) => !SUPPORTED_COUNTRIES.includes(c));
    return unknown.length > 0 || new Set(list).size !== list.length
      ? [{ field: view.storeCode, code: 'required' as const, params: { unknown: unknown.join(', ') } }]
      : [];
  });
}

/** GET /api/admin/settings/countries. */
export async function getShippingCountries(context: SettingsContext): Promise<ShippingCountriesDto> {
  const { countries, updatedAt } = await readShippingCountries(context.settings);
  return { countries, supported: [...SUPPORTED_COUNTRIES], updated_at: updatedAt };
}

/** PUT /api/admin/settings/countries: the countries each store view ships to; the next request uses them. */
export async function saveShippingCountries(
  context: SettingsContext,
  actor: AuditActor,
  input: ShippingCountriesInput,
): Promise<ShippingCountriesDto> {
  const countries = Object.fromEntries(
    Object.entries(input.countries).map(([code, list]) => [code, list.map((c) => c.trim().toUpperCase())]),
  );
  const issues = countryIssues(countries);
  if (issues.length > 0)
    throw new InputError(
      issues
        .map(
          (i) =>
            `countries.${i.field}: ${i.params ? `no address and VAT rules for ${String(i.params.unknown) || 'a country given twice'}` : 'give at least one country'} (known: ${SUPPORTED_COUNTRIES.join(', ')})`,
        )
        .join('; '),
    );
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const before = await context.settings.readIn(trx, SHIPPING_COUNTRIES_KEY);
    requireUnchangedSince(before?.updated_at ?? null, input.updated_at, 'The delivery countries');
    await context.settings.write(trx, SHIPPING_COUNTRIES_KEY, JSON.stringify(countries), now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'settings.update',
        entityType: 'settings',
        entityId: SHIPPING_COUNTRIES_KEY,
        summary: 'Leveransländer ändrade',
        before: before ? { countries: JSON.parse(before.value) as unknown } : null,
        after: { countries },
      },
      now,
    );
  });
  context.catalog.invalidate();
  return getShippingCountries(context);
}
