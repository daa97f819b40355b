/**
 * The "Nyhet" flag of the editor. The shop shows its NYHET badge on a product whose `news_from_date` is set and has
 * come (present-product.ts: `new`), so the flag is that date: ticking it sets today (a date set before is kept),
 * clearing it removes the date.
 */
export function newsFromDate(current: string | null, on: boolean, today: string): string | null {
  if (!on) return null;
  return current ?? today;
}

/** The date field's value (`2026-12-05`) of a stored date or date-time; empty when there is none. */
export function newsDay(value: string | null): string {
  return value === null ? '' : value.slice(0, 10);
}

/** A day typed in the date field: the new date, or none when the field was emptied. */
export function newsFromDay(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** Today in Stockholm as `YYYY-MM-DD`. */
export function stockholmToday(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
}
