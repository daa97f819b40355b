import type { ShippingMethodSettingDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { shippingBody, shippingSchema, shippingValues } from './settings-forms.ts';

const METHODS: ShippingMethodSettingDto[] = [
  {
    carrier_code: 'courier',
    method_code: 'flatrate',
    carrier_title: 'Bud',
    method_title: 'Hemleverans med bud',
    price_incl_tax: 5,
    min_subtotal_incl_tax: null,
    enabled: true,
    is_default: true,
    max_weight_kg: 35,
    max_length_cm: 200,
    max_length_girth_cm: null,
    carry_in_incl_tax: null,
  },
  {
    carrier_code: 'freeshipping',
    method_code: 'freeshipping',
    carrier_title: 'Fri frakt',
    method_title: 'Fri frakt över 5 000 kr',
    price_incl_tax: 0,
    min_subtotal_incl_tax: 5000,
    enabled: true,
    is_default: false,
    max_weight_kg: 20.5,
    max_length_cm: 150,
    max_length_girth_cm: 300,
    carry_in_incl_tax: 395,
  },
];

describe('the shipping form', () => {
  it('when nothing is changed, then it sends back exactly what it read', () => {
    const values = shippingValues(METHODS);
    expect(shippingSchema(2).safeParse(values).success).toBe(true);
    expect(shippingBody(METHODS, values, '2026-11-25T10:00:00.000Z')).toEqual({
      methods: METHODS,
      updated_at: '2026-11-25T10:00:00.000Z',
    });
  });

  it('when the owner types a threshold the Swedish way and picks another default, then the body says so', () => {
    const values = {
      ...shippingValues(METHODS),
      'methods.1.min_subtotal_incl_tax': '1 500,50',
      'methods.0.min_subtotal_incl_tax': '',
      default: '1',
    };
    const body = shippingBody(METHODS, values, null);
    expect(body.methods.map((m) => [m.min_subtotal_incl_tax, m.is_default])).toEqual([
      [null, false],
      [1500.5, true],
    ]);
  });

  it('when the owner types what a method carries, then the body has the limits and an empty one is none', () => {
    const values = {
      ...shippingValues(METHODS),
      'methods.0.max_weight_kg': '',
      'methods.0.max_length_girth_cm': '360',
      'methods.1.max_weight_kg': '25,5',
      'methods.1.carry_in_incl_tax': '',
    };
    expect(shippingValues(METHODS)['methods.1.max_weight_kg']).toBe('20,5');
    expect(shippingSchema(2).safeParse(values).success).toBe(true);
    const body = shippingBody(METHODS, values, null);
    expect(
      body.methods.map((m) => [m.max_weight_kg, m.max_length_cm, m.max_length_girth_cm, m.carry_in_incl_tax]),
    ).toEqual([
      [null, 200, 360, null],
      [25.5, 150, 300, null],
    ]);
    const zero = shippingSchema(2).safeParse({ ...values, 'methods.0.max_length_cm': '0' });
    expect(zero.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['methods.0.max_length_cm']);
  });

  it('when a price is not an amount, then the form names that very field (as the API would)', () => {
    const result = shippingSchema(2).safeParse({
      ...shippingValues(METHODS),
      'methods.1.price_incl_tax': 'gratis',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['methods.1.price_incl_tax']);
  });
});
