import { describe, expect, it } from 'vitest';
import type { ProductPage } from './product-page.ts';
import type { ProductChoice } from './product-choice.ts';
import { purchaseLines } from './purchase-lines.ts';

const price = { final: 500, original: null };
const pick: ProductChoice = { price, stock: 'in_stock', sku: 'SKU', image: null, reason: null };
const page = (extra: Partial<ProductPage>): ProductPage =>
  ({
    type: 'simple',
    name: 'Lampa',
    line: { sku: 'SKU', slug: 'lampa', imagePath: 'products/lampa.webp' },
    configurable: null,
    bundle: null,
    grouped: null,
    customOptions: [],
    defaults: { bundle: {}, options: {} },
    ...extra,
  }) as ProductPage;

describe('purchaseLines', () => {
  it('adds a simple product as one line with the chosen quantity and no options', () => {
    expect(purchaseLines(page({}), pick, null, 3)).toEqual([
      expect.objectContaining({
        sku: 'SKU',
        qty: 3,
        product_type: 'simple',
        product_option: null,
        price_incl_tax: 500,
      }),
    ]);
  });

  it('adds a variant by its own sku under its parent, labelled with its attributes', () => {
    const configurable = {
      sku: 'PARENT',
      configurable_options: [
        { attribute_code: 'color', label: 'Färg', values: [{ value_index: 7, label: 'Grön' }] },
      ],
      configurable_children: [{ sku: 'CHILD', custom_attributes: [{ attribute_code: 'color', value: '7' }] }],
    };
    const [line] = purchaseLines(
      page({ type: 'configurable', configurable } as never),
      { ...pick, sku: 'CHILD' },
      null,
      1,
    );
    expect(line).toMatchObject({
      sku: 'CHILD',
      parentSku: 'PARENT',
      options: [{ label: 'Färg', value: 'Grön' }],
    });
  });

  it('sends a bundle with its chosen links and a custom option with its value', () => {
    const bundle = [
      { option_id: 1, title: 'Soffa' },
      { option_id: 2, title: 'Matta' },
    ];
    const customOptions = [
      { option_id: 9, title: 'Gravyr', type: 'field', values: [] },
      { option_id: 10, title: 'Ben', type: 'radio', values: [{ option_type_id: 4, title: 'Ek' }] },
    ];
    const [line] = purchaseLines(
      page({
        type: 'bundle',
        bundle,
        customOptions,
        defaults: { bundle: { 1: { 11: 1 } }, options: {} },
      } as never),
      { ...pick, bundleSelection: { 1: { 12: 2 }, 2: {} } },
      { input: { 9: ' AL ', 10: ['4'] }, price: (p) => p, reason: null },
      1,
    );
    expect(line!.product_option).toEqual({
      extension_attributes: {
        custom_options: [
          { option_id: 9, option_value: 'AL' },
          { option_id: 10, option_value: '4' },
        ],
        bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [12] }],
      },
    });
    expect(line!.options).toEqual([
      { label: 'Gravyr', value: 'AL' },
      { label: 'Ben', value: 'Ek' },
    ]);
  });

  it('adds each chosen item of a grouped product as its own line and skips zero quantities', () => {
    const grouped = [
      { sku: 'G1', name: 'Stol', price, slug: 'stol', imagePath: null },
      { sku: 'G2', name: 'Bord', price, slug: 'bord', imagePath: null },
    ];
    const lines = purchaseLines(
      page({ type: 'grouped', grouped } as never),
      { ...pick, groupedQuantities: [4, 0] },
      null,
      1,
    );
    expect(lines.map((l) => [l.sku, l.qty, l.product_type])).toEqual([['G1', 4, 'simple']]);
  });
});
