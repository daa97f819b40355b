import { fromSekAmount, type PriceCurrency } from './currency.ts';
import { DEFAULT_EUR_ROUNDING, roundEurPrice } from './eur-rounding.ts';
import type { Ore } from './money.ts';
import { grossForDestination } from './tax.ts';

/**
 * An SEK catalogue price (gross of the shop country's VAT) as the gross price a destination is charged in the currency
 * (decisions 0056, 0057): in EUR, the Swedish net converted and taxed at the destination's rate, then rounded by the
 * owner's rule — so a shown price ends as the rule says (17 495 kr with 25 % → 1 459,00 € with 19 % under `x9`). SEK
 * prices are the catalogue's as they are. The API prices with it and the product editor shows it as the EUR
 * placeholder, so both name the same price.
 */
export function destinationCataloguePrice(
  ore: Ore,
  currency: PriceCurrency,
  catalogRatePercent: number,
  destinationRatePercent: number,
): Ore {
  if (currency.code === 'SEK') return ore;
  return roundEurPrice(
    grossForDestination(fromSekAmount(ore, currency), catalogRatePercent, destinationRatePercent).gross,
    currency.rounding ?? DEFAULT_EUR_ROUNDING,
  );
}
