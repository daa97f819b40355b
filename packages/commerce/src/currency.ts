import { DEFAULT_EUR_ROUNDING, roundEurPrice, type EurRounding } from './eur-rounding.ts';
import { roundOre, type Ore } from './money.ts';

/**
 * The currencies a store view sells in (decision 0035). The catalogue, shipping fees and coupons are entered in SEK;
 * a store view in another currency gets its prices from the SEK ones through one exchange rate, rounded to whole
 * cents per unit price before any arithmetic, so every total of that currency is a sum of whole cents.
 */
export const CURRENCY_CODES = ['SEK', 'EUR'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** EUR per SEK when the configuration sets none (HEMMA_RATE_EUR). */
export const DEFAULT_EUR_PER_SEK = 0.087;

/** A currency with its rate from SEK: amounts of it are integer minor units (öre, cents) like SEK's. */
export interface PriceCurrency {
  code: CurrencyCode;
  /** Units of this currency per krona (1 for SEK). */
  perSek: number;
  /** How a price converted to it is rounded where the EUR price list sets none (decision 0057; SEK: none). */
  rounding?: EurRounding;
}

export const SEK_CURRENCY: PriceCurrency = { code: 'SEK', perSek: 1 };

export function isCurrencyCode(code: string): code is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(code);
}

/** The currency of a stored code; rows from before migration 0027 (and any unknown code) are SEK. */
export function currencyOf(code: string): CurrencyCode {
  return isCurrencyCode(code) ? code : 'SEK';
}

/** The currency of a code with the configured rates (SEK → 1). */
export function priceCurrency(
  code: CurrencyCode,
  rates: { eurPerSek: number },
  rounding: EurRounding = DEFAULT_EUR_ROUNDING,
): PriceCurrency {
  return code === 'SEK' ? SEK_CURRENCY : { code, perSek: rates.eurPerSek, rounding };
}

/** An SEK amount (öre) in the currency's minor units: whole cents, half away from zero (`roundOre`). */
export function fromSekAmount(ore: Ore, currency: PriceCurrency): Ore {
  return currency.perSek === 1 ? ore : roundOre(ore * currency.perSek);
}

/**
 * An SEK catalogue price (regular, special, tier, fixed option price) in the currency: converted to whole cents, then
 * rounded by the owner's rule (decision 0057). Fees, thresholds and coupons are amounts, not prices: `fromSekAmount`.
 */
export function fromSekPrice(ore: Ore, currency: PriceCurrency): Ore {
  const converted = fromSekAmount(ore, currency);
  return currency.perSek === 1
    ? converted
    : roundEurPrice(converted, currency.rounding ?? DEFAULT_EUR_ROUNDING);
}

/** A nullable SEK amount in the currency's minor units. */
export function fromSekNullable(ore: Ore | null, currency: PriceCurrency): Ore | null {
  return ore === null ? null : fromSekAmount(ore, currency);
}

/**
 * An amount of the currency (minor units) back in öre, for comparing with SEK data such as the search index's
 * prices: the smallest öre amount whose converted price is not below it, so a price filter in EUR matches what the
 * shopper sees (a product shown at 500,00 € is in `500-…`).
 */
export function toSekAmount(minor: Ore, currency: PriceCurrency): Ore {
  if (currency.perSek === 1) return minor;
  let ore = Math.floor(minor / currency.perSek);
  while (fromSekAmount(ore, currency) < minor) ore += 1;
  while (ore > 0 && fromSekAmount(ore - 1, currency) >= minor) ore -= 1;
  return ore;
}
