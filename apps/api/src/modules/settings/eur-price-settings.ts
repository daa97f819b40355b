import { DEFAULT_EUR_ROUNDING, EUR_ROUNDINGS, type EurRounding } from '@hemma/commerce';
import { z } from 'zod';
import type { SettingsRepository } from './settings-repository.ts';

/**
 * The EUR price list's settings in shop_settings (decision 0057), cents incl. VAT: the rounding rule for EUR prices
 * the owner has not set, and the EUR amounts of shipping and payment methods (a method without an entry gets its SEK
 * amount converted and made a round fee). Checked when written and again when read.
 */
export const EUR_PRICES_KEY = 'eur_prices';

const cents = z.number().int().min(0).max(200_000_000);
export const storedEurSettings = z.strictObject({
  rounding: z.enum(EUR_ROUNDINGS),
  shipping: z.array(
    z.strictObject({
      carrier_code: z.string(),
      method_code: z.string(),
      price_incl_tax: cents,
      min_subtotal_incl_tax: cents.nullable(),
      carry_in_incl_tax: cents.nullable(),
    }),
  ),
  payment: z.array(z.strictObject({ code: z.string(), cost_incl_tax: cents })),
});
export type StoredEurSettings = z.infer<typeof storedEurSettings>;

const NONE: StoredEurSettings = { rounding: DEFAULT_EUR_ROUNDING, shipping: [], payment: [] };

/** The stored EUR settings and when they were saved; a damaged row is logged and the defaults apply. */
export async function readEurSettings(
  repository: SettingsRepository,
  log: { error(message: string): void } = console,
): Promise<StoredEurSettings & { updatedAt: string | null }> {
  const row = (await repository.read([EUR_PRICES_KEY])).get(EUR_PRICES_KEY);
  if (!row) return { ...NONE, updatedAt: null };
  try {
    const parsed = storedEurSettings.safeParse(JSON.parse(row.value));
    if (parsed.success) return { ...parsed.data, updatedAt: row.updated_at };
    log.error(`shop_settings ${EUR_PRICES_KEY} is invalid, using the defaults: ${parsed.error.message}`);
  } catch {
    log.error(`shop_settings ${EUR_PRICES_KEY} is not JSON, using the defaults`);
  }
  return { ...NONE, updatedAt: null };
}

/** The owner's rounding rule for EUR prices (the catalogue's reference data keeps it). */
export async function readEurRounding(repository: SettingsRepository): Promise<EurRounding> {
  return (await readEurSettings(repository)).rounding;
}
