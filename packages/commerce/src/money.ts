/**
 * Money inside the domain is an integer number of öre (1 kr = 100 öre). Every rounding to öre happens in
 * `roundOre` and nowhere else: half away from zero, the rule Swedish receipts use.
 * Decimal kronor appear only at the edges (API fields, seed input) through `toSek` / `fromSek`.
 */
export type Ore = number;

export const ORE_PER_KRONA = 100;

/** Rounds a fractional öre amount to a whole öre, half away from zero. */
export function roundOre(value: number): Ore {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round a non-finite amount: ${value}`);
  const rounded = Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** Kronor (a decimal such as 12345.5 or "12345.50") to öre. */
export function fromSek(kronor: number | string): Ore {
  const value = typeof kronor === 'string' ? Number(kronor.trim().replace(',', '.')) : kronor;
  if (typeof kronor === 'string' && kronor.trim() === '') throw new RangeError('Empty amount');
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(kronor)}`);
  return roundOre(value * ORE_PER_KRONA);
}

/** Öre to kronor as a decimal with at most two fraction digits (for API price fields). */
export function toSek(ore: Ore): number {
  assertOre(ore);
  return ore / ORE_PER_KRONA;
}

export function assertOre(ore: number): asserts ore is Ore {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Money must be a whole number of öre, got ${ore}`);
}

/** `percent` of an amount (e.g. 10 for 10 %), rounded to öre. */
export function percentOf(ore: Ore, percent: number): Ore {
  return roundOre((ore * percent) / 100);
}

export function sumOre(amounts: readonly Ore[]): Ore {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
