import type { PriceFields } from '@hemma/contract';
import { bundleDefaultSelection, bundlePrice, toSek, type BundleOptionLike } from '@hemma/commerce';
import type { BundleOptionRow, BundleSelectionRow } from '../../modules/catalog/product-repository.ts';
import type { ProductPrices } from '../pricing/price-products.ts';

/**
 * What a bundle costs in a list: the sum of its default selection (default link or first, × qty; SPEC §4/§5) at
 * the parts' regular prices. The product page sums the parts' current prices, so it never asks more than a tile
 * shows; a part's own discount shows on the page, not as a reduction of the bundle (no 'sale' flag, no Omnibus
 * duty). Parts without a price (not sellable) do not count. Null when no part can be priced.
 */
export function bundleListPrices(
  bundle: { options: BundleOptionRow[]; selections: BundleSelectionRow[] },
  partPrices: Map<number, ProductPrices>,
): ProductPrices | null {
  const options = (pick: (fields: PriceFields) => { final_price: number; final_price_incl_tax: number }) =>
    bundle.options.map((option): BundleOptionLike => ({
      option_id: option.id,
      type: option.type,
      product_links: bundle.selections
        .filter((s) => s.option_id === option.id)
        .map((s) => {
          const part = partPrices.get(s.product_id);
          return {
            id: s.id,
            is_default: s.is_default === 1,
            qty: Number(s.qty),
            product: part ? pick(part.fields) : null,
          };
        }),
    }));
  const regular = options((f) => ({
    final_price: f.original_price,
    final_price_incl_tax: f.original_price_incl_tax,
  }));
  const sum = bundlePrice(regular, bundleDefaultSelection(regular));
  if (sum.priceInclTax === 0) return null;
  const net = toSek(sum.price);
  const tax = toSek(sum.priceInclTax - sum.price);
  const gross = toSek(sum.priceInclTax);
  const fields: PriceFields = {
    price: net,
    price_tax: tax,
    price_incl_tax: gross,
    original_price: net,
    original_price_tax: tax,
    original_price_incl_tax: gross,
    special_price: null,
    special_price_tax: null,
    special_price_incl_tax: null,
    special_from_date: null,
    special_to_date: null,
    final_price: net,
    final_price_tax: tax,
    final_price_incl_tax: gross,
    original_final_price: net,
    original_final_price_incl_tax: gross,
    original_special_price: null,
  };
  return {
    fields,
    onSale: false,
    tierPrices: [],
    lowestPrice30dInclTax: null,
  };
}
