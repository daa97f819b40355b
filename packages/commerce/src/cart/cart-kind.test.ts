import { describe, expect, it } from 'vitest';
import { cartItemCount, isVirtualCart } from './cart-kind.ts';

describe('isVirtualCart', () => {
  it.each<[string, { product_type?: string }[], boolean]>([
    ['an empty cart', [], false],
    ['only a virtual item', [{ product_type: 'virtual' }], true],
    ['virtual and downloadable items', [{ product_type: 'virtual' }, { product_type: 'downloadable' }], true],
    [
      'a downloadable and a simple item',
      [{ product_type: 'downloadable' }, { product_type: 'simple' }],
      false,
    ],
    ['an item of unknown type', [{ product_type: 'virtual' }, {}], false],
    ['a configurable item', [{ product_type: 'configurable' }], false],
  ])('%s → %s', (_, items, expected) => {
    expect(isVirtualCart(items)).toBe(expected);
  });
});

describe('cartItemCount', () => {
  const items = [{ qty: 2 }, { qty: 1 }, { qty: 3 }];

  it.each<['quantities' | 'items', { qty: number }[], number]>([
    ['quantities', items, 6],
    ['items', items, 3],
    ['quantities', [], 0],
    ['items', [], 0],
    ['quantities', [{ qty: 2 }, { qty: Number.NaN }, { qty: undefined as unknown as number }], 4],
  ])('counting %s of %j gives %s', (mode, list, expected) => {
    expect(cartItemCount(list, mode)).toBe(expected);
  });
});
