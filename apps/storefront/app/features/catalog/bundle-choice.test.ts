import type { BundleSelection } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { bundleChoice } from './bundle-choice.ts';
import type { BundleLinkView, BundleOptionView } from './bundle-view.ts';

const link = (id: number, name: string, price: number, inStock = true): BundleLinkView => ({
  id,
  name,
  qty: 1,
  is_default: false,
  can_change_qty: true,
  inStock,
  product: { final_price: price * 0.8, final_price_incl_tax: price },
});
const options: BundleOptionView[] = [
  {
    option_id: 1,
    title: 'Soffa',
    type: 'radio',
    required: true,
    product_links: [link(11, 'Vass', 1000), link(12, 'Lund', 500, false)],
  },
  { option_id: 2, title: 'Matta', type: 'checkbox', required: false, product_links: [link(21, 'Ull', 200)] },
];

describe('bundleChoice', () => {
  it.each<{ when: string; selection: BundleSelection; final: number; reason: object | null }>([
    { when: 'one required part', selection: { 1: { 11: 1 } }, final: 1000, reason: null },
    { when: 'parts with quantities', selection: { 1: { 11: 1 }, 2: { 21: 2 } }, final: 1400, reason: null },
    {
      when: 'no part for a required option',
      selection: { 2: { 21: 1 } },
      final: 200,
      reason: { key: 'product.chooseOption', name: 'Soffa' },
    },
    {
      when: 'a sold-out part',
      selection: { 1: { 12: 1 } },
      final: 500,
      reason: { key: 'product.partSoldOut' },
    },
  ])('when the shopper chooses $when, then it costs $final kr', ({ selection, final, reason }) => {
    const choice = bundleChoice(options, selection, 'in_stock');
    expect(choice.price).toEqual({ final, original: null });
    expect(choice.reason).toEqual(reason);
    expect(choice.bundleSelection).toBe(selection);
  });

  it('when the bundle itself is sold out, then that is the reason whatever is chosen', () => {
    expect(bundleChoice(options, { 1: { 12: 1 } }, 'out_of_stock').reason).toEqual({
      key: 'product.soldOut',
    });
  });
});
