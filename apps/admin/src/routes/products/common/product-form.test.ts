import { type AdminProductDto, adminProductInput, adminProductUpdateBody } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { dateForApi, kronorText, parseKronor } from './form-values.ts';
import { addVariantsForOptions, formOfProduct, newProductForm, skuPart } from './product-form.ts';
import { inputOfForm, stockEdits } from './product-input.ts';

const stock = {
  qty: 5,
  is_in_stock: true,
  manage_stock: true,
  backorders: false,
  low_stock_qty: 3,
  min_sale_qty: 1,
  max_sale_qty: 10_000,
};

/** A configurable sofa as GET /api/admin/products/:id answers it. */
const sofa: AdminProductDto = {
  id: 41,
  sku: 'SOFFA-LUND',
  type_id: 'configurable',
  name: 'Soffa Lund',
  url_key: 'soffa-lund',
  status: 1,
  visibility: 4,
  description: '<p>Djup soffa.</p>',
  short_description: 'Djup soffa.',
  category_ids: [3, 7],
  brand_id: 2,
  tax_class_id: 2,
  price: 9995,
  special_price: 8995.5,
  price_eur: 899,
  special_price_eur: null,
  special_from_date: '2026-12-01T06:00:00.000Z',
  special_to_date: null,
  tier_prices: [{ customer_group_id: 2, qty: 3, price: 8500 }],
  weight: 42.5,
  package_length_cm: 265,
  package_width_cm: 99.5,
  package_height_cm: null,
  delivery_time: 'w2-4',
  factory_delivery_time: null,
  news_from_date: null,
  meta_title: null,
  meta_description: null,
  attributes: [
    { attribute_code: 'material', option_id: 11 },
    { attribute_code: 'material', option_id: 12 },
    { attribute_code: 'seat_height', number: 45 },
  ],
  images: [{ file: 'uploads/abc.webp', label: 'Soffa Lund', disabled: false }],
  stock,
  configurable_options: [{ attribute_code: 'color', label: 'Färg' }],
  variants: [
    {
      id: 42,
      sku: 'SOFFA-LUND-GRA',
      name: 'Soffa Lund, Grå',
      status: 1,
      price: 9995,
      special_price: null,
      price_eur: null,
      special_price_eur: null,
      special_from_date: null,
      special_to_date: null,
      tier_prices: [],
      weight: null,
      package_length_cm: 230,
      package_width_cm: 95,
      package_height_cm: 84,
      description: '',
      short_description: '',
      attributes: [{ attribute_code: 'color', option_id: 49 }],
      images: [],
      stock: { ...stock, qty: 2 },
    },
  ],
  bundle_options: [],
  links: [{ link_type: 'related', sku: 'KUDDE-1', qty: 1 }],
  custom_options: [],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
};

/** The editor's contract (decision 0021): the GET answer, minus ids, timestamps and stock, is the PUT body. */
const { id: _id, created_at: _created, updated_at: _updated, stock: _stock, ...asRead } = sofa;
const readVariant = (({ stock: _s, ...variant }) => variant)(sofa.variants[0]!);

describe('the product form', () => {
  it('when a read product is sent back untouched, then the input is what the API answered', () => {
    const { input, issues } = inputOfForm(formOfProduct(sofa));
    expect(issues).toEqual([]);
    expect(input).toEqual({
      ...asRead,
      attributes: sofa.attributes,
      variants: [{ ...readVariant, attributes: [{ attribute_code: 'color', option_id: 49 }] }],
    });
    expect(adminProductUpdateBody.safeParse({ ...input, updated_at: sofa.updated_at }).success).toBe(true);
    expect(stockEdits(formOfProduct(sofa))).toEqual([]);
  });

  it('reads kronor as typed, with spaces, a comma and at most two decimals', () => {
    expect(['12 995', '12995,50', '12995.5', ' ', '12,345', 'tolv'].map(parseKronor)).toEqual([
      12995,
      12995.5,
      12995.5,
      null,
      Number.NaN,
      Number.NaN,
    ]);
    expect([kronorText(12995), kronorText(8995.5), kronorText(null)]).toEqual(['12995', '8995,50', '']);
  });

  it('keeps a date-time whose day was not changed, and sends a new day as that day', () => {
    expect(dateForApi('2026-12-01', '2026-12-01T06:00:00.000Z')).toBe('2026-12-01T06:00:00.000Z');
    expect(dateForApi('2026-12-02', '2026-12-01T06:00:00.000Z')).toBe('2026-12-02');
    expect(dateForApi('', '2026-12-01T06:00:00.000Z')).toBeNull();
  });

  it('when an amount or a quantity is not a number, then its field is named', () => {
    const form = formOfProduct(sofa);
    form.price = '99 kr 95';
    form.tier_prices[0]!.qty = 'tre';
    form.variants[0]!.price = '10,999';
    expect(inputOfForm(form).issues).toEqual([
      { field: 'price', text: 'amount' },
      { field: 'tier_prices.0.qty', text: 'decimal' },
      { field: 'variants.0.price', text: 'amount' },
    ]);
  });

  it('sends stock changes of a saved product and its variants with the qty read, and nothing else', () => {
    const form = formOfProduct(sofa);
    form.stock.qty = '7';
    form.variants[0]!.stock.is_in_stock = false;
    expect(stockEdits(form)).toEqual([
      { id: 41, field: 'stock.qty', input: { qty: 7, expected_qty: 5 } },
      { id: 42, field: 'variants.0.stock.qty', input: { is_in_stock: false, expected_qty: 2 } },
    ]);
    expect(inputOfForm(form).input.stock).toBeUndefined();
  });
});

describe('a new configurable product', () => {
  const colours = [
    { id: 49, label: 'Grå' },
    { id: 50, label: 'Ljus ek' },
  ];

  it('gets a variant per colour, named after its sku, with the product price and its own stock', () => {
    let form = newProductForm('configurable', 2);
    Object.assign(form, { sku: 'PALL-ANG', name: 'Pall Äng', price: '795', category_ids: [7] });
    form.configurable_options = [{ attribute_code: 'color', label: 'Färg' }];
    form = addVariantsForOptions(form, 'color', colours);
    form.variants[1]!.stock.qty = '3';
    // A second time adds nothing: each colour has its row.
    form = addVariantsForOptions(form, 'color', colours);
    const { input, issues } = inputOfForm(form);
    expect(issues).toEqual([]);
    expect(input.variants?.map((v) => [v.sku, v.price, v.attributes, v.stock?.qty])).toEqual([
      ['PALL-ANG-GRA', 795, [{ attribute_code: 'color', option_id: 49 }], 0],
      ['PALL-ANG-LJUS-EK', 795, [{ attribute_code: 'color', option_id: 50 }], 3],
    ]);
    expect(input.stock).toEqual({ qty: 0, is_in_stock: true, backorders: false, manage_stock: true });
    expect(adminProductInput.safeParse(input).success).toBe(true);
  });

  it('when a colour is added to a saved product, then only the new variant carries its stock', () => {
    let form = formOfProduct(sofa);
    form = addVariantsForOptions(form, 'color', [
      { id: 49, label: 'Grå' },
      { id: 6, label: 'Beige' },
    ]);
    form.variants[1]!.stock.qty = '4';
    const { input } = inputOfForm(form);
    expect(input.variants?.map((v) => [v.id, v.sku, v.stock?.qty])).toEqual([
      [42, 'SOFFA-LUND-GRA', undefined],
      [undefined, 'SOFFA-LUND-BEIGE', 4],
    ]);
    expect(stockEdits(form)).toEqual([]);
  });

  it('when the required fields are empty, then the contract names them', () => {
    const result = adminProductInput.safeParse(inputOfForm(newProductForm('simple', null)).input);
    expect(result.success).toBe(false);
    expect([...new Set(result.error?.issues.map((issue) => issue.path.join('.')))].sort()).toEqual([
      'name',
      'price',
      'sku',
      'tax_class_id',
    ]);
  });

  it('makes sku parts of option labels', () => {
    expect(['Grå', 'Ljus ek', 'Mörkblå/Grön'].map(skuPart)).toEqual(['GRA', 'LJUS-EK', 'MORKBLA-GRON']);
  });
});
