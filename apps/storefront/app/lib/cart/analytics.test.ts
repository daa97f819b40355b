import type { OrderResult } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import { cartChangeEvents, purchaseEvents } from './analytics.ts';

const line = {
  sku: 'KUD-BEI',
  parentSku: 'KUD',
  name: 'Kudde',
  qty: 2,
  price_incl_tax: 199.5,
  options: [{ value: 'Beige' }],
};

describe('analytics events', () => {
  it('sends addToCart and its GA4 twin with the line value', () => {
    const [legacy, ga4] = cartChangeEvents('add', [line]);
    expect(legacy).toEqual({
      event: 'addToCart',
      ecommerce: {
        currencyCode: 'SEK',
        add: { products: [{ id: 'KUD', name: 'Kudde', variant: 'Beige', price: 199.5, quantity: 2 }] },
      },
    });
    expect(ga4).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'SEK', value: 399, items: [{ item_id: 'KUD-BEI', quantity: 2 }] },
    });
    expect(cartChangeEvents('remove', [line])[0]!.event).toBe('removeFromCart');
  });

  it('reports the purchase with the revenue, VAT, shipping and coupon the server charged', () => {
    const order = {
      increment_id: '100000042',
      currency: 'SEK',
      totals: {
        items: [line],
        grand_total: 364.1,
        tax_amount: 72.82,
        shipping_incl_tax: 5,
        coupon_code: 'HEMMA10',
      },
    } as unknown as OrderResult;
    const events = purchaseEvents(order);
    // One event per name: a tag that fires on 'purchase' counts the order once; remarketing is its own event.
    expect(events.map((e) => e.event)).toEqual(['purchase', 'dynamicRemarketing']);
    expect(events[1]).toMatchObject({
      google_tag_params: { ecomm_pagetype: 'purchase', ecomm_totalvalue: 364.1 },
    });
    const [event] = events;
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: {
        purchase: {
          actionField: { id: '100000042', revenue: 364.1, tax: 72.82, shipping: 5, coupon: 'HEMMA10' },
        },
      },
    });
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100000042',
        value: 364.1,
        tax: 72.82,
        shipping: 5,
        currency: 'SEK',
        coupon: 'HEMMA10',
      },
    });
  });

  it('reports a purchase in the currency the order was charged in (decision 0035)', () => {
    const order = {
      increment_id: '100000043',
      currency: 'EUR',
      totals: {
        items: [line],
        grand_total: 35.15,
        tax_amount: 7.03,
        shipping_incl_tax: 0.44,
        coupon_code: null,
      },
    } as unknown as OrderResult;
    const [event] = purchaseEvents(order);
    expect(event).toMatchObject({ ecommerce: { currency: 'EUR', currencyCode: 'EUR', value: 35.15 } });
  });
});
