import { describe, expect, it } from 'vitest';
import {
  type ConfigurableLike,
  NO_VARIANTS_ERROR,
  type VariantLike,
  type VariantRules,
  type VariantSelection,
  chooseVariant,
  configurableOptions,
  matchesSelection,
  optionValueStates,
  selectionOf,
} from './variants.ts';

function child(sku: string, color: string, size: string, price: number, change: Partial<VariantLike> = {}) {
  return {
    sku,
    status: 1,
    stock: { is_in_stock: true },
    price_incl_tax: price,
    custom_attributes: [
      { attribute_code: 'color', value: color },
      { attribute_code: 'size', value: size },
    ],
    ...change,
  } satisfies VariantLike;
}

const oos = { stock: { is_in_stock: false } };

// Grey (3) and Blue (12) in 160 (72) and 180 (73); Blue 180 is sold out, White (1) 160 is disabled.
const bed: ConfigurableLike = {
  configurable_options: [
    {
      attribute_code: 'color',
      label: 'Färg',
      values: [
        { value_index: 3, label: 'Grå' },
        { value_index: 12, label: 'Blå' },
        { value_index: 1, label: 'Vit' },
      ],
    },
    {
      attribute_code: 'size',
      label: 'Storlek',
      values: [
        { value_index: 72, label: '160x200' },
        { value_index: 73, label: '180x200' },
      ],
    },
    { attribute_code: 'legacy', label: ' ', values: [{ value_index: 9, label: 'x' }] },
  ],
  configurable_children: [
    child('GRA-160', '3', '72', 4995),
    child('GRA-180', '3', '73', 5495),
    child('BLA-160', '12', '72', 4795),
    child('BLA-180', '12', '73', 5495, oos),
    child('VIT-160', '1', '72', 3995, { status: 2 }),
  ],
};

describe('chooseVariant', () => {
  it.each<[string, VariantSelection, VariantRules, string | null]>([
    ['exact sku wins over attributes', { sku: 'GRA-180', attributes: { color: '12' } }, {}, 'GRA-180'],
    ['all attributes match', { attributes: { color: '12', size: '72' } }, {}, 'BLA-160'],
    ['most attributes win, price ignored', { attributes: { color: '3', size: '73' } }, {}, 'GRA-180'],
    ['a tie goes to the cheaper child', { attributes: { size: '72' } }, {}, 'BLA-160'],
    ['a tie on colour goes to the cheaper size', { attributes: { color: '3' } }, {}, 'GRA-160'],
    ['an out-of-stock child is skipped', { sku: 'BLA-180' }, {}, null],
    ['… unless out-of-stock listing is on', { sku: 'BLA-180' }, { listOutOfStock: true }, 'BLA-180'],
    [
      'skipping it, the partial matches tie and the cheaper wins',
      { attributes: { color: '12', size: '73' } },
      {},
      'BLA-160',
    ],
    ['a disabled child (status 2) is skipped', { sku: 'VIT-160' }, { listOutOfStock: true }, null],
    ['a disabled child never matches attributes', { attributes: { color: '1' } }, {}, null],
    [
      'no match and fallback → first available child',
      { attributes: { color: '1' } },
      { fallbackToDefault: true },
      'GRA-160',
    ],
    ['nothing selected and fallback → first available child', {}, { fallbackToDefault: true }, 'GRA-160'],
    ['nothing selected, no fallback → none', {}, {}, null],
    ['an unknown sku falls back to attributes', { sku: 'NOPE', attributes: { color: '12' } }, {}, 'BLA-160'],
    ['empty attribute values are ignored', { attributes: { color: '', size: '73' } }, {}, 'GRA-180'],
  ])('%s', (_name, selection, rules, sku) => {
    expect(chooseVariant(bed, selection, rules).variant?.sku ?? null).toBe(sku);
  });

  it('breaks a tie by a single öre', () => {
    const product = {
      configurable_children: [child('A', '1', '1', 100.1), child('B', '1', '2', 100.05)],
    };
    expect(chooseVariant(product, { attributes: { color: '1' } }).variant?.sku).toBe('B');
  });

  it.each<[string, ConfigurableLike, VariantSelection, VariantRules]>([
    ['no variant at all', { configurable_children: [] }, {}, { fallbackToDefault: true }],
    ['no children field', {}, {}, { fallbackToDefault: true }],
    [
      'every child disabled',
      { configurable_children: [child('X', '1', '1', 1, { status: 3 })] },
      {},
      { fallbackToDefault: true },
    ],
    [
      'every child sold out',
      { configurable_children: [child('X', '1', '1', 1, oos)] },
      {},
      { fallbackToDefault: true },
    ],
    ['the chosen variant is listed but sold out', bed, { sku: 'BLA-180' }, { listOutOfStock: true }],
  ])('when %s, then errors.variants says so', (_name, product, selection, rules) => {
    expect(chooseVariant(product, selection, rules).errors).toEqual({ variants: NO_VARIANTS_ERROR });
  });

  it('when a variant in stock is chosen, then there are no errors', () => {
    expect(chooseVariant(bed, { sku: 'GRA-160' }).errors).toEqual({});
  });

  it('treats a child without a stock record as in stock', () => {
    const product = { configurable_children: [child('X', '1', '1', 1, { stock: null })] };
    expect(chooseVariant(product, { sku: 'X' })).toEqual({
      variant: product.configurable_children[0],
      errors: {},
    });
  });
});

describe('optionValueStates', () => {
  it('when nothing is selected, then a value is available if any enabled child in stock has it', () => {
    expect(optionValueStates(bed, {})).toEqual({
      color: { '3': 'available', '12': 'available', '1': 'unavailable' },
      size: { '72': 'available', '73': 'available' },
    });
  });

  it('when a colour is selected, then sizes are judged with that colour (and colours with the size)', () => {
    expect(optionValueStates(bed, { color: '12', size: '73' })).toEqual({
      color: { '3': 'available', '12': 'out_of_stock', '1': 'unavailable' },
      size: { '72': 'available', '73': 'out_of_stock' },
    });
  });

  it('drops options with an empty label', () => {
    expect(Object.keys(optionValueStates(bed, {}))).not.toContain('legacy');
  });
});

describe('selectionOf and matchesSelection', () => {
  it('reads a child’s values for the product’s options', () => {
    expect(selectionOf(bed, bed.configurable_children![3]!)).toEqual({ color: '12', size: '73' });
    expect(selectionOf(bed, null)).toEqual({});
  });

  it.each<[Record<string, string | undefined>, boolean]>([
    [{ color: '3', size: '72' }, true],
    [{ color: '3' }, true],
    [{ color: '3', size: undefined }, true],
    [{}, true],
    [{ color: '12' }, false],
  ])('GRA-160 matches %j → %s', (attributes, expected) => {
    expect(matchesSelection(bed.configurable_children![0]!, attributes)).toBe(expected);
  });
});

describe('configurableOptions', () => {
  it('drops options with an empty or blank label', () => {
    const options = [
      { attribute_code: 'color', label: 'Färg', values: [] },
      { attribute_code: 'x', label: '', values: [] },
      { attribute_code: 'y', label: '  ', values: [] },
    ];
    expect(configurableOptions(options).map((o) => o.attribute_code)).toEqual(['color']);
    expect(configurableOptions(undefined)).toEqual([]);
  });
});
