import type { EurPriceSettingsDto } from '@hemma/contract';
import { destinationCataloguePrice, fromSek, priceCurrency, toSek } from '@hemma/commerce';
import { kronorText, parseKronor } from '../form-values.ts';

/**
 * The EUR price a product without one is sold at in /de (decision 0061): its SEK price without Sweden's VAT,
 * converted, with the destination's VAT of its tax class and rounded by the owner's rule — what the shop charges,
 * not the plain conversion. Undefined when there is no amount yet, or no tax class whose rates are known.
 */
export function eurPlaceholder(
  sek: string,
  taxClassId: string,
  settings: EurPriceSettingsDto | undefined,
): string | undefined {
  const kronor = parseKronor(sek);
  // No price yet, or one that is not an amount (the price field says so): no converted price to show.
  if (!settings || kronor === null || Number.isNaN(kronor)) return undefined;
  const rates = settings.destination.rates.find((r) => String(r.tax_class_id) === taxClassId);
  if (!rates) return undefined;
  const eur = priceCurrency('EUR', { eurPerSek: settings.eur_per_sek }, settings.rounding);
  return kronorText(
    toSek(destinationCataloguePrice(fromSek(kronor), eur, rates.catalog_rate, rates.destination_rate)),
  );
}
