import { SHOP_VARIANT_RULES, chooseVariant, matchesSelection } from '@hemma/commerce';
import type { ConfigurableView } from './configurable-view.ts';
import type { ProductChoice } from './product-choice.ts';

/** The choice of a configurable product: the child matching the chosen attributes (SPEC §4 "Variant choice"). */
export function variantChoice(product: ConfigurableView, attributes: Record<string, string>): ProductChoice {
  const variant = chooseVariant(product, { attributes }, SHOP_VARIANT_RULES).variant;
  const exact =
    variant &&
    product.configurable_options.every((o) => attributes[o.attribute_code]) &&
    matchesSelection(variant, attributes);
  return {
    price: variant?.price ?? product.price,
    stock: variant?.stockState ?? 'out_of_stock',
    sku: variant?.sku ?? product.sku,
    image: variant?.image ?? null,
    href: exact ? variant.href : null,
    reason: !variant
      ? { key: 'product.noVariants' }
      : exact
        ? variant.stockState === 'out_of_stock'
          ? { key: 'product.soldOut' }
          : null
        : { key: 'product.noSuchConfiguration' },
  };
}
