import {
  DEFAULT_SHIPPING_COUNTRIES,
  STORE_VIEWS,
  SUPPORTED_COUNTRIES,
  type ValidationIssue,
} from '@hemma/commerce';
import type { ShippingCountriesDto, ShippingCountriesInput } from '@hemma/contract';
import { InputError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { SettingsRepository } from '../../modules/settings/settings-repository.ts';
import type { ReferenceData } from '../reference/catalog-context.ts';
import { requireUnchangedSince } from '../staff/stale-edit.ts';
import type { SettingsContext } from './settings-context.ts';

/** The shop setting: store code → the countries that store view ships to, its home country first (decision 0056). */
export const SHIPPING_COUNTRIES_KEY = 'shipping_countries';

export type ShippingCountries = Record<string, string[]>;

/** The stored setting over the defaults; a store view the owner never set keeps its default countries. */
function withDefaults(stored: unknown): ShippingCountries {
  const result: ShippingCountries = {};
  for (const view of STORE_VIEWS) {
    const own = (stored as Record<string, unknown> | null)?.[view.storeCode];
    const valid =
      Array.isArray(own) &&
      own.length > 0 &&
      own.every((c) => typeof c === 'string' && SUPPORTED_COUNTRIES.includes(c));
    result[view.storeCode] = valid
      ? (own as string[])
      : [...(DEFAULT_SHIPPING_COUNTRIES[view.storeCode] ?? ['SE'])];
  }
  return result;
}

/** The countries of every store view, as the reference data keeps them (read with the tax rules). */
export async function readShippingCountries(
  settings: SettingsRepository,
): Promise<{ countries: ShippingCountries; updatedAt: string | null }> {
  const row = (await settings.read([SHIPPING_COUNTRIES_KEY])).get(SHIPPING_COUNTRIES_KEY);
  let stored: unknown = null;
  try {
    stored = row ? JSON.parse(row.value) : null;
  } catch {
    stored = null;
  }
  return { countries: withDefaults(stored), updatedAt: row?.updated_at ?? null };
}

/** The countries a store view ships to (no store code: the default store). */
export function shippingCountriesOf(
  reference: Pick<ReferenceData, 'shippingCountries'>,
  storeCode: string | undefined,
): string[] {
  return reference.shippingCountries[storeCode ?? 'default'] ?? ['SE'];
}

/**
 * A delivery country the store view ships to, else a 400 naming the field (`field` is its path in the request):
 * /de takes DE and AT, not SE or IT.
 */
export function requireShippedCountry(
  reference: Pick<ReferenceData, 'shippingCountries'>,
  storeCode: string | undefined,
  country: string,
  field: string,
): void {
  const countries = shippingCountriesOf(reference, storeCode);
  if (!countries.includes(country.trim().toUpperCase()))
    throw new InputError(
      `${field}: this store view (${storeCode ?? 'default'}) delivers to ${countries.join(', ')} only, not to ${country}`,
    );
}

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
