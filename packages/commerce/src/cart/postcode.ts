/**
 * Postcodes by country (DESIGN: address rules per country live once here, the server enforces them). Each entry says
 * how many digits the country's postcodes have and how people write them; adding a country is one entry. A country
 * without an entry keeps the SPEC §5 minimum length only.
 */
export interface PostcodeFormat {
  /** How many digits a postcode has (said in the message of a malformed one). */
  digits: number;
  /** A well-formed postcode without its spaces (spaces are ignored on input). */
  pattern: RegExp;
  /** The postcode as people of the country write it, from its digits. */
  display: (digits: string) => string;
  /** A postcode shown in the message of a malformed one. */
  example: string;
}

export const POSTCODE_FORMATS: Readonly<Record<string, PostcodeFormat>> = {
  // Five digits, 100 00–984 99, written 3 + 2: "114 53".
  SE: {
    digits: 5,
    pattern: /^[1-9]\d{4}$/,
    display: (d) => `${d.slice(0, 3)} ${d.slice(3)}`,
    example: '114 53',
  },
  // Germany: five digits (Postleitzahl, 01067–99998), written as they are: "10115".
  DE: { digits: 5, pattern: /^\d{5}$/, display: (d) => d, example: '10115' },
  // Austria: four digits, 1010–9992: "1010".
  AT: { digits: 4, pattern: /^[1-9]\d{3}$/, display: (d) => d, example: '1010' },
  // Italy: five digits (CAP), 00010–98168: "20121".
  IT: { digits: 5, pattern: /^\d{5}$/, display: (d) => d, example: '20121' },
};

export function postcodeFormat(country: string): PostcodeFormat | null {
  return POSTCODE_FORMATS[country.trim().toUpperCase()] ?? null;
}

/** A postcode of `format` without spaces, or null when it is not one (letters, too few or too many digits). */
function postcodeDigits(format: PostcodeFormat, postcode: string): string | null {
  const compact = postcode.replace(/\s/g, '');
  return format.pattern.test(compact) ? compact : null;
}

/** Whether a postcode is well formed for its country; any non-blank one where the country has no rule here. */
export function isValidPostcode(country: string, postcode: string): boolean {
  const format = postcodeFormat(country);
  if (!format) return postcode.trim() !== '';
  return postcodeDigits(format, postcode) !== null;
}

/**
 * A postcode as the country writes it (`11453` and `114 53` → `114 53`). A malformed one, or one of a country
 * without a rule, comes back trimmed and otherwise as typed, so the shopper sees what they wrote beside the message.
 */
export function formatPostcode(country: string, postcode: string): string {
  const format = postcodeFormat(country);
  const trimmed = postcode.trim();
  if (!format) return trimmed;
  const digits = postcodeDigits(format, trimmed);
  return digits === null ? trimmed : format.display(digits);
}
