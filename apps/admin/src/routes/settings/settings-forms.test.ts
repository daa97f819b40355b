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

  it('when a price is not an amount, then the form names that very field (as the API would)', () => {
    const result = shippingSchema(2).safeParse({
      ...shippingValues(METHODS),
      'methods.1.price_incl_tax': 'gratis',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['methods.1.price_incl_tax']);
  });
});
