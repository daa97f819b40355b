import type { Locale } from '../format.ts';
import { VALIDATION_MESSAGES, type ValidationCode } from './validation.ts';

/** The SPEC §5 form messages in Swedish: the same rules say the same thing in the storefront and the back office. */
const SWEDISH: Record<ValidationCode, string> = {
  required: 'Fältet måste fyllas i',
  greaterThanZero: 'Måste vara större än 0',
  qtyAboveZero: 'Antalet måste vara större än 0',
  qtyBelow: 'Antalet måste vara mindre än {quantity}',
  qtyPositiveInteger: 'Antalet måste vara ett positivt heltal',
  nameMinLength: 'Namnet måste ha minst {min} bokstäver.',
  passwordMinLength: 'Lösenordet måste ha minst {min} tecken.',
  passwordsIdentical: 'Lösenorden måste vara likadana',
  passwordClasses:
    'Lösenordet måste innehålla minst 3 olika teckentyper: små bokstäver, stora bokstäver, siffror, specialtecken.',
  taxIdMinLength: 'Organisationsnumret måste ha minst {min} tecken.',
  zipMinLength: 'Postnumret måste ha minst {min} tecken.',
  email: 'Ange en giltig e-postadress.',
  phone: 'Ange ett giltigt telefonnummer.',
  terms: 'Du måste godkänna köpvillkoren.',
  maxQuantity: 'Endast {maxQuantity} av den här varan finns tillgängliga!',
};

const BY_LOCALE: Record<Locale, Record<ValidationCode, string>> = {
  'sv-SE': SWEDISH,
  'en-US': VALIDATION_MESSAGES,
};

export type ValidationCatalogue = { readonly [C in ValidationCode as `validation.${C}`]: string };

/** The form messages of a locale as UI catalogue entries (`validation.required` …), with their {placeholders}. */
export function validationCatalogue(locale: Locale): ValidationCatalogue {
  return Object.fromEntries(
    Object.entries(BY_LOCALE[locale]).map(([code, text]) => [`validation.${code}`, text]),
  ) as ValidationCatalogue;
}
