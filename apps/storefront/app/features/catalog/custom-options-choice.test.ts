import type { CustomOption } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import { customOptionsChoice } from './custom-options-choice.ts';

const value = (option_type_id: number, price_type: 'fixed' | 'percent', price: number) => ({
  option_type_id,
  title: `#${option_type_id}`,
  sort_order: 0,
  price_type,
  price,
});
const options = [
  {
    option_id: 9,
    title: 'Gravyr',
    type: 'field',
    is_require: false,
    price_type: 'fixed',
    price: 50,
    values: [],
  },
  {
    option_id: 10,
    title: 'Ben',
    type: 'radio',
    is_require: true,
    price_type: null,
    price: null,
    values: [value(4, 'fixed', 100), value(5, 'percent', 10)],
  },
] as unknown as CustomOption[];

describe('customOptionsChoice', () => {
  it.each([
    { when: 'a fixed value and a text', input: { 9: 'AL', 10: ['4'] }, base: 1000, final: 1150 },
    { when: 'a percent value', input: { 10: ['5'] }, base: 1000, final: 1100 },
    { when: 'an empty text', input: { 9: '  ', 10: ['4'] }, base: 1000, final: 1100 },
  ])('when the shopper enters $when, then $base kr becomes $final kr', ({ input, base, final }) => {
    const choice = customOptionsChoice(options, input);
    expect(choice.price({ final: base, original: null })).toEqual({ final, original: null });
    expect(choice.reason).toBeNull();
    expect(choice.input).toBe(input);
  });

  it('when the price is on sale, then the original price gets the same additions', () => {
    expect(customOptionsChoice(options, { 10: ['5'] }).price({ final: 1000, original: 1200 })).toEqual({
      final: 1100,
      original: 1320,
    });
  });

  it('when a required option is not answered, then it is named as the reason', () => {
    expect(customOptionsChoice(options, { 9: 'AL' }).reason).toEqual({
      key: 'product.chooseOption',
      name: 'Ben',
    });
  });
});
