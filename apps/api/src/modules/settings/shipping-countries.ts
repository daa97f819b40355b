import { DEFAULT_SHIPPING_COUNTRIES, STORE_VIEWS, SUPPORTED_COUNTRIES } from '@hemma/commerce';
import type { SettingsRepository } from './settings-repository.ts';

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

/** A stored value as JSON; unreadable text counts as never saved (the defaults hold). */
function parsed(value: string | undefined): unknown {
  if (value === undefined) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** The countries of every store view, as the reference data keeps them (read with the tax rules). */
export async function readShippingCountries(
  settings: SettingsRepository,
): Promise<{ countries: ShippingCountries; updatedAt: string | null }> {
  const row = (await settings.read([SHIPPING_COUNTRIES_KEY])).get(SHIPPING_COUNTRIES_KEY);
  return { countries: withDefaults(parsed(row?.value)), updatedAt: row?.updated_at ?? null };
}
