import { describe, expect, it } from 'vitest';
import { groupedChoice } from './grouped-choice.ts';
import type { GroupedItemView } from './grouped-view.ts';

const item = (sku: string, final: number): GroupedItemView => ({
  sku,
  name: sku,
  href: null,
  qty: 0,
  price: { final, original: null },
  stock: 'in_stock',
  thumb: null,
  slug: sku.toLowerCase(),
  imagePath: null,
});
const items = [item('STOL', 99.5), item('BORD', 250)];
const own = { final: 99.5, original: 129 };

describe('groupedChoice', () => {
  it('when items are chosen, then the group costs the sum of each price times its quantity', () => {
    expect(groupedChoice(items, [2, 1], own)).toEqual({
      groupedQuantities: [2, 1],
      price: { final: 449, original: null },
      reason: null,
    });
  });

  it('when nothing is chosen, then the group shows its own price and asks for a quantity', () => {
    expect(groupedChoice(items, [0, 0], own)).toEqual({
      groupedQuantities: [0, 0],
      price: own,
      reason: { key: 'product.chooseQuantity' },
    });
  });
});
