import { destinationCountry, type PriceCurrency } from '@hemma/commerce';
import type { IndexPricing } from '../../modules/search/price-order.ts';
import { catalogPrice, catalogueConverter } from '../pricing/price-products.ts';
import { taxRateFor } from '../pricing/tax-rate.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { shippingCountriesOf } from '../reference/shipping-countries.ts';

/**
 * The prices a store view's price filter, price facet and price sort compare (issue 33): what its product pages and
 * lists show a guest. The default store and /en: the SEK prices as the index holds them (none). An EUR view: each
 * product's owner EUR price where set (decision 0057), else the SEK price converted to its home country's gross
 * price and rounded by the owner's rule (decision 0056) — so a product shown at 1 529,00 € is found by 1 500–∞ €.
 */
export async function storePricing(
  context: Pick<CatalogContext, 'settings' | 'reference'>,
  storeCode: string | undefined,
  currency: PriceCurrency,
): Promise<IndexPricing | undefined> {
  if (currency.code === 'SEK') return undefined;
  const reference = await context.reference();
  const { settings } = context;
  const country = destinationCountry(shippingCountriesOf(reference, storeCode), undefined);
  // A few tax classes, many products: one converter per class.
  const converters = new Map<number, (ore: number) => number>();
  const converterOf = (taxClassId: number) => {
    let convert = converters.get(taxClassId);
    if (!convert) {
      const row = { tax_class_id: taxClassId };
      const destinationRate = taxRateFor(row, reference, settings, settings.customerTaxClassId, country);
      convert = catalogueConverter(currency, taxRateFor(row, reference, settings), destinationRate);
      converters.set(taxClassId, convert);
    }
    return convert;
  };
  return {
    // Whatever the prices depend on besides the index (whose tax rules move the catalogue version with it).
    key: [currency.code, currency.perSek, currency.rounding ?? '', country].join('|'),
    prices(doc) {
      const priced = catalogPrice(
        {
          price: doc.price,
          special_price: doc.special,
          price_eur: doc.priceEur,
          special_price_eur: doc.specialEur,
          special_from_date: null,
          special_to_date: null,
        },
        currency,
        converterOf(doc.taxClassId),
      );
      return { price: priced.price, special: priced.specialPrice };
    },
  };
}
