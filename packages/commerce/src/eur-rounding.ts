import type { Ore } from './money.ts';

/**
 * The owner's rounding rule for EUR prices that the EUR price list does not set (decision 0057): the SEK price is
 * converted at the rate to whole cents (decision 0035) and then rounded up to a retail price.
 *
 * - `cents`: whole cents, the conversion as it is (1 522,07 €)
 * - `x9`: up to the next whole euro ending in 9 (1 529,00 €)
 * - `x95`: up to the next price ending in ,95 (1 522,95 €)
 * - `whole`: up to the next whole euro (1 523,00 €)
 *
 * A price already on the rule stays; zero stays zero (a free option is not made to cost). Prices only go up, so a
 * rounded price never undercuts the owner's SEK price at the rate.
 */
export const EUR_ROUNDINGS = ['cents', 'x9', 'x95', 'whole'] as const;
export type EurRounding = (typeof EUR_ROUNDINGS)[number];

export const DEFAULT_EUR_ROUNDING: EurRounding = 'cents';

export function isEurRounding(value: unknown): value is EurRounding {
  return typeof value === 'string' && (EUR_ROUNDINGS as readonly string[]).includes(value);
}

/** A price in cents rounded by the rule; negative amounts (none are prices) are left as they are. */
export function roundEurPrice(cents: Ore, rule: EurRounding): Ore {
  if (!Number.isInteger(cents)) throw new RangeError(`A price in cents must be an integer: ${cents}`);
  if (cents <= 0 || rule === 'cents') return cents;
  if (rule === 'whole') return Math.ceil(cents / 100) * 100;
  if (rule === 'x95') return Math.ceil((cents - 95) / 100) * 100 + 95;
  // x9: whole euros ending in 9 — 9, 19, 29 … €
  return Math.ceil((cents - 900) / 1000) * 1000 + 900;
}

/**
 * A shipping or payment fee the owner has set no EUR amount for, from its converted amount (decision 0057): a fee
 * reads as a round number, not as a conversion — up to whole euros below 10 €, else up to the next euro ending in 9
 * (5 kr → 1 €, 39 kr → 4 €, 695 kr → 69 €). Free stays free.
 */
export function defaultEurFee(cents: Ore): Ore {
  if (cents <= 0) return 0;
  return cents < 1000 ? roundEurPrice(cents, 'whole') : roundEurPrice(cents, 'x9');
}

/** A free-shipping threshold with no EUR amount set: its conversion up to the next 50 € (5 000 kr → 450 €). */
export function defaultEurThreshold(cents: Ore): Ore {
  return cents <= 0 ? 0 : Math.ceil(cents / 5000) * 5000;
}
