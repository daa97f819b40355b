import { priceCurrency, storeViewByCode, type PriceCurrency } from '@hemma/commerce';
import type { CatalogContext } from '../reference/catalog-context.ts';

type PricingContext = Pick<CatalogContext, 'settings' | 'reference'>;

/**
 * The currency a store view sells in, with the configured rate (decision 0035) and the owner's rounding rule for
 * EUR prices the EUR price list does not set (decision 0057, kept with the reference data). No store code is the
 * default store (SEK); the HTTP layer has refused unknown store codes already.
 */
export async function storeCurrency(
  context: PricingContext,
  storeCode: string | undefined,
): Promise<PriceCurrency> {
  const code = (storeCode ? storeViewByCode(storeCode)?.currencyCode : undefined) ?? 'SEK';
  if (code === 'SEK') return priceCurrency(code, { eurPerSek: context.settings.eurPerSek });
  const { eurRounding } = await context.reference();
  return priceCurrency(code, { eurPerSek: context.settings.eurPerSek }, eurRounding);
}

/** The EUR currency of the EUR store views, with the rate and the owner's rounding rule. */
export async function eurCurrency(context: PricingContext): Promise<PriceCurrency> {
  const { eurRounding } = await context.reference();
  return priceCurrency('EUR', { eurPerSek: context.settings.eurPerSek }, eurRounding);
}

/** The currency code a store view sells in (no I/O). */
export function storeCurrencyCode(storeCode: string | undefined): PriceCurrency['code'] {
  return (storeCode ? storeViewByCode(storeCode)?.currencyCode : undefined) ?? 'SEK';
}
