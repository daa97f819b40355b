import { fromSek, toSek } from '@hemma/commerce';
import type { GroupedItemView } from './grouped-view.ts';
import type { PriceView } from './price-view.ts';
import type { ProductChoice } from './product-choice.ts';

/** A grouped product costs the sum of its chosen items; with nothing chosen, its own (from) price is shown. */
export function groupedChoice(items: GroupedItemView[], quantities: number[], price: PriceView) {
  const sum = items.reduce((total, item, i) => total + fromSek(item.price.final) * (quantities[i] ?? 0), 0);
  return {
    groupedQuantities: quantities,
    price: sum ? { final: toSek(sum), original: null } : price,
    reason: sum ? null : { key: 'product.chooseQuantity' },
  } satisfies Partial<ProductChoice>;
}
