import { type BundleSelection, bundlePrice, toSek } from '@hemma/commerce';
import type { BundleOptionView } from './bundle-view.ts';
import type { StockState } from './price-view.ts';
import { type ProductChoice, soldOut } from './product-choice.ts';

/** A bundle costs the sum of its chosen parts; a required option without a part, or a sold-out part, blocks. */
export function bundleChoice(options: BundleOptionView[], selection: BundleSelection, stock: StockState) {
  const missing = options.find((o) => o.required && !Object.keys(selection[o.option_id] ?? {}).length);
  const partSoldOut = options.some((o) =>
    o.product_links.some((l) => !l.inStock && selection[o.option_id]?.[l.id]),
  );
  return {
    bundleSelection: selection,
    price: { final: toSek(bundlePrice(options, selection).priceInclTax), original: null },
    reason:
      soldOut(stock) ??
      (missing
        ? { key: 'product.chooseOption', name: missing.title }
        : partSoldOut
          ? { key: 'product.partSoldOut' }
          : null),
  } satisfies Partial<ProductChoice>;
}
