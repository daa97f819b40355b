import type { AdminProductInput } from '@hemma/contract';

/**
 * A configurable sofa as the back office sends it: two colour variants (Grå with the picture, Beige), in the given
 * category, its colour options looked up by label.
 */
export function sofaInput(
  sku: string,
  file: string,
  categoryId: number,
  option: (label: string) => number,
): AdminProductInput {
  return {
    sku,
    type_id: 'configurable',
    name: `Testsoffa ${sku}`,
    category_ids: [categoryId],
    tax_class_id: 2,
    price: 9995,
    description: '<p>Djup soffa i linne.</p>',
    short_description: 'Djup soffa.',
    delivery_time: 'w2-4',
    images: [{ file, label: 'Testsoffa' }],
    configurable_options: [{ attribute_code: 'color' }],
    variants: [
      {
        sku: `${sku}-GRA`,
        price: 9995,
        attributes: [{ attribute_code: 'color', option_id: option('Grå') }],
        stock: { qty: 5 },
        images: [{ file }],
      },
      {
        sku: `${sku}-BEI`,
        price: 10995,
        attributes: [{ attribute_code: 'color', option_id: option('Beige') }],
        stock: { qty: 2 },
      },
    ],
  };
}
