/** Fixed reference moments: the seed never reads the clock, so the same input always yields the same shop. */
export const REFERENCE_TIME = '2026-10-01T08:00:00.000Z';
export const REFERENCE_MS = Date.parse(REFERENCE_TIME);
export const DAY_MS = 86_400_000;

/** An ISO timestamp `days` before the reference moment (fractions allowed). */
export function daysBefore(days: number): string {
  return new Date(REFERENCE_MS - Math.round((days * DAY_MS) / 60_000) * 60_000).toISOString();
}

export function isoDate(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/** The seed's PRNG seed. */
export const SEED = 20261001;
