import { InputError } from '../../errors.ts';
import type { ReferenceData } from './catalog-context.ts';

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
