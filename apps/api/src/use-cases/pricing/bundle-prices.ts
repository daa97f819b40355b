import { bundleDefaultSelection, bundleTotal, type BundleOptionLike } from '@hemma/commerce';
import type { BundleParts } from '../../modules/catalog/product-repository.ts';
import type { ProductPrices } from './price-products.ts';

/**
 * What a bundle costs in a list: the sum of its default selection (default link or first, × qty; SPEC §4/§5) at
 * the parts' regular prices. The product page sums the parts' current prices, so it never asks more than a tile
 * shows; a part's own discount shows on the page, not as a reduction of the bundle (no 'sale' flag, no Omnibus
 * duty). Parts without a price (not sellable) do not count. Null when no part can be priced.
 */
export function bundleListPrices(
  bundle: BundleParts,
  partPrices: Map<number, ProductPrices>,
): ProductPrices | null {
  const options = bundle.options.map((option): BundleOptionLike<ProductPrices> => ({
    option_id: option.id,
    type: option.type,
    product_links: bundle.selections
      .filter((s) => s.option_id === option.id)
      .map((s) => ({
        id: s.id,
        is_default: s.is_default === 1,
        qty: Number(s.qty),
        product: partPrices.get(s.product_id) ?? null,
      })),
  }));
  const sum = bundleTotal(options, bundleDefaultSelection(options), (part) => ({
    price: part.breakdown.original.net,
    priceInclTax: part.breakdown.original.gross,
  }));
  if (sum.priceInclTax === 0) return null;
  const amount = { net: sum.price, tax: sum.priceInclTax - sum.price, gross: sum.priceInclTax };
  return {
    breakdown: { original: amount, special: null, final: amount, onSale: false },
    specialWindow: { from: null, to: null },
    tiers: [],
    lowest30dInclTax: null,
  };
}
