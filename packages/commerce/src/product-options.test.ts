import { describe, expect, it } from 'vitest';
import {
  type BundleOptionLike,
  type BundleSelection,
  type CustomOptionInput,
  type CustomOptionLike,
  type OptionValuePrice,
  bundleDefaultSelection,
  bundlePrice,
  chosenOptionValues,
  customOptionDelta,
  customOptionDeltaOre,
  bundleTotal,
  customOptionsPrice,
  groupedChildren,
  missingRequiredOptions,
} from './product-options.ts';

const priced = (incl: number) => ({ final_price: incl * 0.8, final_price_incl_tax: incl });

const link = (id: number, incl: number | null, change: { is_default?: boolean; qty?: number } = {}) => ({
  id,
  is_default: false,
  qty: 1,
  product: incl === null ? null : priced(incl),
  ...change,
});

const sofaGroup: BundleOptionLike[] = [
  { option_id: 1, type: 'radio', product_links: [link(10, 17495, { is_default: true }), link(11, 19495)] },
  { option_id: 2, type: 'select', product_links: [link(20, 7995), link(21, 1895)] },
  {
    option_id: 3,
    type: 'checkbox',
    product_links: [
      link(30, 1095, { is_default: true }),
      link(31, 3495),
      link(32, 5495, { is_default: true }),
    ],
  },
  { option_id: 4, type: 'multi', product_links: [link(40, 99, { qty: 4 }), link(41, 149)] },
];

describe('bundleDefaultSelection', () => {
  it('takes the default link, or the first link when none is default, with the link quantity', () => {
    expect(bundleDefaultSelection(sofaGroup)).toEqual({
      1: { 10: 1 },
      2: { 20: 1 },
      3: { 30: 1, 32: 1 },
      4: { 40: 4 },
    });
  });

  it('keeps one link for a single-choice option even if several are flagged default', () => {
    const options = [
      {
        option_id: 1,
        type: 'select',
        product_links: [link(1, 1), link(2, 2, { is_default: true }), link(3, 3, { is_default: true })],
      },
    ];
    expect(bundleDefaultSelection(options)).toEqual({ 1: { 2: 1 } });
  });

  it('gives an empty choice for an option without links', () => {
    expect(bundleDefaultSelection([{ option_id: 9, type: 'radio', product_links: [] }])).toEqual({ 9: {} });
  });
});

describe('bundleTotal', () => {
  it('sums parts priced in öre by the caller, × quantity, leaving out links without a part', () => {
    const options = [
      {
        option_id: 1,
        type: 'checkbox',
        product_links: [
          { id: 1, is_default: true, qty: 2, product: { net: 80_00, gross: 100_00 } },
          { id: 2, is_default: false, qty: 1, product: null },
        ],
      },
    ];
    const total = bundleTotal(options, { 1: { 1: 3, 2: 1 } }, (part) => ({
      price: part.net,
      priceInclTax: part.gross,
    }));
    expect(total).toEqual({ price: 240_00, priceInclTax: 300_00 });
  });
});

describe('bundlePrice', () => {
  it.each<[string, BundleSelection, number]>([
    [
      'the default selection',
      { 1: { 10: 1 }, 2: { 20: 1 }, 3: { 30: 1, 32: 1 } },
      17495_00 + 7995_00 + 1095_00 + 5495_00,
    ],
    ['quantities multiply', { 4: { 40: 4, 41: 2 } }, 4 * 99_00 + 2 * 149_00],
    ['zero quantity counts nothing', { 1: { 10: 0 } }, 0],
    ['negative quantity is ignored', { 1: { 10: -1 }, 2: { 21: 1 } }, 1895_00],
    ['unknown links are ignored', { 1: { 99: 1 }, 7: { 1: 1 } }, 0],
    ['nothing selected', {}, 0],
  ])('%s', (_name, selection, inclTax) => {
    expect(bundlePrice(sofaGroup, selection).priceInclTax).toBe(inclTax);
  });

  it('skips links without a product', () => {
    const options = [{ option_id: 1, type: 'radio', product_links: [link(1, null), link(2, 100)] }];
    expect(bundlePrice(options, { 1: { 1: 1, 2: 1 } })).toEqual({ price: 80_00, priceInclTax: 100_00 });
  });

  it('sums in öre without floating drift', () => {
    const options = [{ option_id: 1, type: 'checkbox', product_links: [link(1, 0.1), link(2, 0.2)] }];
    expect(bundlePrice(options, { 1: { 1: 3, 2: 1 } }).priceInclTax).toBe(50);
  });
});

const fixed = (id: number, price: number): OptionValuePrice => ({
  option_type_id: id,
  price_type: 'fixed',
  price,
});
const percent = (id: number, price: number): OptionValuePrice => ({
  option_type_id: id,
  price_type: 'percent',
  price,
});

describe('customOptionDelta and customOptionsPrice', () => {
  it.each<[string, OptionValuePrice[], number]>([
    ['nothing chosen', [], 0],
    ['a fixed amount', [fixed(1, 395)], 395_00],
    ['a percentage of the base', [percent(2, 20)], 439_00],
    ['fixed and percent together', [fixed(1, 395), percent(2, 8)], 395_00 + 175_60],
    ['a zero price adds nothing', [fixed(1, 0), percent(2, 0)], 0],
    ['option_type_id 0 does not count', [fixed(0, 100)], 0],
    ['a negative option_type_id does not count', [fixed(-1, 100)], 0],
    ['a null price adds nothing', [{ option_type_id: 3, price_type: 'fixed', price: null }], 0],
    ['a discount (negative fixed) counts', [fixed(1, -50)], -50_00],
  ])('%s', (_name, values, delta) => {
    expect(customOptionDelta(2195_00, values)).toBe(delta);
  });

  it('adds percent to the price and to the tax-inclusive price from each base, fixed to both', () => {
    expect(
      customOptionsPrice({ price: 1756_00, priceInclTax: 2195_00 }, [percent(2, 20), fixed(1, 10)]),
    ).toEqual({
      price: 1756_00 + 351_20 + 10_00,
      priceInclTax: 2195_00 + 439_00 + 10_00,
    });
  });

  it('rounds a percentage to whole öre', () => {
    expect(customOptionDelta(999, [percent(1, 12.5)])).toBe(125);
  });

  it('takes fixed prices in öre as they are in customOptionDeltaOre (the server prices rows, not SEK fields)', () => {
    const ore = (id: number, price: number): OptionValuePrice => ({
      option_type_id: id,
      price_type: 'fixed',
      price,
    });
    expect(customOptionDeltaOre(2195_00, [ore(1, 395_00), percent(2, 8)])).toBe(
      customOptionDelta(2195_00, [fixed(1, 395), percent(2, 8)]),
    );
    expect(customOptionDeltaOre(2195_00, [ore(0, 100_00), ore(3, 0)])).toBe(0);
  });
});

const bench: CustomOptionLike[] = [
  {
    option_id: 7,
    title: 'Dyna',
    type: 'radio',
    is_require: true,
    price_type: null,
    price: null,
    values: [fixed(13, 0), percent(14, 20), fixed(15, 395)],
  },
  {
    option_id: 8,
    title: 'Tygskydd',
    type: 'checkbox',
    is_require: false,
    price_type: null,
    price: null,
    values: [fixed(16, 295), fixed(17, 99)],
  },
  {
    option_id: 9,
    title: 'Gravyr',
    type: 'field',
    is_require: false,
    price_type: 'fixed',
    price: 99,
    values: [],
  },
];

describe('chosenOptionValues and missingRequiredOptions', () => {
  it.each<[string, CustomOptionInput, number[], string[]]>([
    ['nothing entered', {}, [], ['Dyna']],
    ['a radio value', { 7: '14' }, [14], []],
    ['several checkbox values', { 7: '15', 8: ['16', '17'] }, [15, 16, 17], []],
    ['field text counts as the option itself', { 9: 'Anna' }, [9], ['Dyna']],
    ['blank field text does not count', { 9: '   ' }, [], ['Dyna']],
    ['an empty radio answer is missing', { 7: '' }, [], ['Dyna']],
    ['unknown value ids are ignored', { 7: '999' }, [], []],
  ])('%s', (_name, input, ids, missing) => {
    expect(chosenOptionValues(bench, input).map((v) => v.option_type_id)).toEqual(ids);
    expect(missingRequiredOptions(bench, input)).toEqual(missing);
  });

  it('prices a field option with its own price', () => {
    expect(customOptionDelta(599_00, chosenOptionValues(bench, { 9: 'Anna', 7: '14' }))).toBe(99_00 + 119_80);
  });
});

describe('groupedChildren', () => {
  it('keeps only associated simple children with status 1 and a product', () => {
    const links = [
      { sku: 'A', link_type: 'associated', linked_product_type: 'simple', product: { status: 1 } },
      { sku: 'B', link_type: 'related', linked_product_type: 'simple', product: { status: 1 } },
      { sku: 'C', link_type: 'associated', linked_product_type: 'configurable', product: { status: 1 } },
      { sku: 'D', link_type: 'associated', linked_product_type: 'simple', product: { status: 0 } },
      { sku: 'E', link_type: 'associated', linked_product_type: 'simple' },
    ];
    expect(groupedChildren(links).map((l) => l.sku)).toEqual(['A']);
    expect(groupedChildren(undefined)).toEqual([]);
  });
});
