import { describe, expect, it } from 'vitest';
import type { ConfigurableView, VariantView } from './configurable-view.ts';
import { variantChoice } from './variant-choice.ts';

const child = (sku: string, color: string, size: string, inStock: boolean): VariantView => ({
  sku,
  status: 1,
  stock: { is_in_stock: inStock },
  price_incl_tax: 300,
  custom_attributes: [
    { attribute_code: 'color', value: color },
    { attribute_code: 'size', value: size },
  ],
  href: `/p/KUD/kudde/${sku}`,
  price: { final: 300, original: null },
  stockState: inStock ? 'in_stock' : 'out_of_stock',
  image: null,
});
const option = (attribute_code: string, ids: number[]) => ({
  attribute_code,
  label: attribute_code,
  values: ids.map((value_index) => ({ value_index, label: String(value_index), swatch_value: null })),
});
const product: ConfigurableView = {
  sku: 'KUD',
  price: { final: 250, original: null },
  configurable_options: [option('color', [1, 2]), option('size', [10])],
  configurable_children: [child('KUD-1', '1', '10', true), child('KUD-2', '2', '10', false)],
  selection: {},
};

describe('variantChoice', () => {
  it('when every option is chosen, then the matching child is the choice and its URL the address', () => {
    expect(variantChoice(product, { color: '1', size: '10' })).toEqual({
      price: { final: 300, original: null },
      stock: 'in_stock',
      sku: 'KUD-1',
      image: null,
      href: '/p/KUD/kudde/KUD-1',
      reason: null,
    });
  });

  it('when the matching child is sold out, then it is chosen but cannot be added', () => {
    expect(variantChoice(product, { color: '2', size: '10' })).toMatchObject({
      sku: 'KUD-2',
      href: '/p/KUD/kudde/KUD-2',
      reason: { key: 'product.soldOut' },
    });
  });

  it('when an option is still open, then there is no URL and the configuration is not complete', () => {
    expect(variantChoice(product, { color: '1' })).toMatchObject({
      href: null,
      reason: { key: 'product.noSuchConfiguration' },
    });
  });

  it('when the product has no children, then it shows its own sku and price, sold out', () => {
    expect(variantChoice({ ...product, configurable_children: [] }, { color: '1' })).toMatchObject({
      sku: 'KUD',
      price: { final: 250, original: null },
      stock: 'out_of_stock',
      reason: { key: 'product.noVariants' },
    });
  });
});
