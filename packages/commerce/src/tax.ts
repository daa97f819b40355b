import { type Ore, roundOre } from './money.ts';

/** A price split into its parts; `net + tax === gross` always holds. */
export interface TaxedAmount {
  net: Ore;
  tax: Ore;
  gross: Ore;
}

/**
 * Splits a tax-inclusive price (how Swedish shops state prices) into net and tax.
 * The net part is rounded; the tax is the remainder, so the parts always add up to the gross price.
 */
export function splitGross(gross: Ore, ratePercent: number): TaxedAmount {
  assertRate(ratePercent);
  const net = roundOre((gross * 100) / (100 + ratePercent));
  return { net, tax: gross - net, gross };
}

/** Adds tax to a net price; the tax is rounded and the gross is their sum. */
export function addTax(net: Ore, ratePercent: number): TaxedAmount {
  assertRate(ratePercent);
  const tax = roundOre((net * ratePercent) / 100);
  return { net, tax, gross: net + tax };
}

function assertRate(ratePercent: number): void {
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`Tax rate must be a percentage between 0 and 100, got ${ratePercent}`);
  }
}

/**
 * VAT by destination (EU one-stop shop, decision 0056): a price list's gross price, which includes the VAT of its own
 * country (`sourceRatePercent`, 25 for the owner's SEK prices), as a gross price for a shopper in a country whose
 * rate is `destinationRatePercent`: net = gross / (1 + source rate), rounded to the minor unit; gross there =
 * net + net × destination rate, the tax rounded. The same rate on both sides keeps the price as it is.
 */
export function grossForDestination(
  sourceGross: Ore,
  sourceRatePercent: number,
  destinationRatePercent: number,
): TaxedAmount {
  const split = splitGross(sourceGross, sourceRatePercent);
  return sourceRatePercent === destinationRatePercent ? split : addTax(split.net, destinationRatePercent);
}
