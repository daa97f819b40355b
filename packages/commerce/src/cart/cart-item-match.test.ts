import { describe, expect, it } from 'vitest';
import { type CartItemIdentity, findCartItem, isSameCartItem } from './cart-item-match.ts';
import { type ProductOption, productOptionChecksum } from './product-option.ts';

const custom = (value: string): ProductOption => ({
  extension_attributes: { custom_options: [{ option_id: 7, option_value: value }] },
});
const bundle = (...links: number[]): ProductOption => ({
  extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: links }] },
});

describe('isSameCartItem', () => {
  it.each<[string, CartItemIdentity, CartItemIdentity, boolean]>([
    // item ids
    ['equal server item ids, skus aside', { sku: 'A', server_item_id: 5 }, { sku: 'B', item_id: 5 }, true],
    ['the id stored as text by an older client', { sku: 'A', item_id: '5' }, { sku: 'B', item_id: 5 }, true],
    [
      'differing item ids still fall back to sku',
      { sku: 'A', server_item_id: 5 },
      { sku: 'A', item_id: 9 },
      true,
    ],
    ['differing item ids and skus', { sku: 'A', server_item_id: 5 }, { sku: 'B', item_id: 9 }, false],
    // plain products
    ['the same sku', { sku: 'MATTA-1' }, { sku: 'MATTA-1' }, true],
    ['the same product id', { sku: 'MATTA-1', id: 3 }, { sku: 'matta-1-old', id: 3 }, true],
    ['other sku and id', { sku: 'MATTA-1', id: 3 }, { sku: 'MATTA-2', id: 4 }, false],
    ['an absent id on both sides is no match', { sku: 'A' }, { sku: 'B' }, false],
    // configurable: children share the parent's product id
    [
      'two children of one configurable',
      { sku: 'SOFFA-GRA', id: 10, product_type: 'configurable', parentSku: 'SOFFA' },
      { sku: 'SOFFA-BLA', id: 10, product_type: 'configurable', parentSku: 'SOFFA' },
      false,
    ],
    [
      'the same child',
      { sku: 'SOFFA-GRA', id: 10, product_type: 'configurable' },
      { sku: 'SOFFA-GRA', product_type: 'configurable' },
      true,
    ],
    [
      'a child known by its configurable options only',
      {
        sku: 'SOFFA-GRA',
        id: 10,
        product_option: { extension_attributes: { configurable_item_options: [] } },
      },
      {
        sku: 'SOFFA-BLA',
        id: 10,
        product_option: {
          extension_attributes: { configurable_item_options: [{ option_id: 269, option_value: 1 }] },
        },
      },
      false,
    ],
    // checksum
    [
      'the same custom options',
      { sku: 'TAVLA', product_option: custom('Anna') },
      { sku: 'TAVLA', product_option: custom('Anna') },
      true,
    ],
    [
      'other custom text',
      { sku: 'TAVLA', product_option: custom('Anna') },
      { sku: 'TAVLA', product_option: custom('Olle') },
      false,
    ],
    [
      'with and without custom options',
      { sku: 'TAVLA', product_option: custom('Anna') },
      { sku: 'TAVLA' },
      false,
    ],
    [
      'the same bundle links in another order',
      { sku: 'SET', product_option: bundle(3, 4) },
      { sku: 'SET', product_option: bundle(4, 3) },
      true,
    ],
    [
      'another bundle link',
      { sku: 'SET', product_option: bundle(3) },
      { sku: 'SET', product_option: bundle(4) },
      false,
    ],
    [
      'a stored checksum against the option it was made from',
      { sku: 'SET', checksum: productOptionChecksum(bundle(3)) },
      { sku: 'SET', product_option: bundle(3) },
      true,
    ],
    [
      'a stored checksum against another option',
      { sku: 'SET', checksum: productOptionChecksum(bundle(3)) },
      { sku: 'SET', product_option: bundle(4) },
      false,
    ],
    [
      'a bundle sku the server expanded with its links',
      { sku: 'SET', product_type: 'bundle', product_option: bundle(3) },
      { sku: 'SET-KUDDE', product_type: 'bundle', product_option: bundle(3) },
      true,
    ],
  ])('%s → %s', (_, a, b, expected) => {
    expect(isSameCartItem(a, b)).toBe(expected);
    expect(isSameCartItem(b, a)).toBe(expected);
  });
});

describe('findCartItem', () => {
  const items = [
    { sku: 'TAVLA', product_option: custom('Anna'), server_item_id: 1, label: 'first' },
    { sku: 'TAVLA', product_option: custom('Olle'), server_item_id: 2, label: 'second' },
    { sku: 'MATTA', label: 'third' },
  ];

  it.each<[string, CartItemIdentity, string | undefined]>([
    ['by the options chosen', { sku: 'TAVLA', product_option: custom('Olle') }, 'second'],
    ['by sku', { sku: 'MATTA' }, 'third'],
    [
      'the exact item id before a look-alike',
      { sku: 'TAVLA', product_option: custom('Anna'), item_id: 2 },
      'second',
    ],
    ['nothing for a new choice', { sku: 'TAVLA', product_option: custom('Lisa') }, undefined],
    ['nothing in another product', { sku: 'LAMPA' }, undefined],
  ])('finds %s', (_, candidate, label) => {
    expect(findCartItem(items, candidate)?.label).toBe(label);
  });

  it('finds nothing in an empty cart', () => {
    expect(findCartItem([], { sku: 'MATTA' })).toBeUndefined();
  });
});
