/**
 * How the product editor's fields hold values: text as typed (amounts in kronor with a comma or a point, spaces
 * allowed), turned into the API's numbers only when the form is sent.
 */

/** `12 995`, `12995,50`, `12995.5` → 12995.5; '' → null; anything else → NaN (the field says it is not an amount). */
export function parseKronor(text: string): number | null {
  const compact = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/kr$/i, '')
    .replace(',', '.');
  if (compact === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** An amount as the field shows it: whole kronor plain, öre after a comma (`12995,50`). */
export function kronorText(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
}

/** A whole number as typed (`-3`, `12`); '' → null; anything else → NaN. */
export function parseWhole(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  return /^-?\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A decimal number as typed (`1,5`, `12`); '' → null; anything else → NaN. */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The day of an API date-time for a date field (`2026-12-01T00:00:00.000Z` → `2026-12-01`). */
export const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/**
 * A date field's value for the API: unchanged when the day is the one read (so an untouched field does not move a
 * date-time), else the day itself (midnight UTC), or null when emptied.
 */
export function dateForApi(day: string, read: string | null): string | null {
  if (day === '') return null;
  return read && dayOf(read) === day ? read : day;
}
