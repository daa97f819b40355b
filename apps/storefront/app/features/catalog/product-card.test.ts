import type { ProductSummary } from '@hemma/api-client';
import { DEFAULT_STORE_VIEW, STORE_VIEWS } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { toPriceView, toStockState } from './price-view.ts';
import { toProductCard } from './product-card.ts';

const de = STORE_VIEWS.find((s) => s.storeCode === 'de')!;

function summary(extra: Partial<ProductSummary> = {}): ProductSummary {
  const price = {
    price: 9596,
    price_tax: 2399,
    price_incl_tax: 11995,
    original_price: 9596,
    original_price_tax: 2399,
    original_price_incl_tax: 11995,
    special_price: null,
    special_price_tax: null,
    special_price_incl_tax: null,
    special_from_date: null,
    special_to_date: null,
    final_price: 9596,
    final_price_tax: 2399,
    final_price_incl_tax: 11995,
    original_final_price: 9596,
    original_final_price_incl_tax: 11995,
    original_special_price: null,
  };
  return {
    ...price,
    id: 1,
    sku: 'SOF-LUND',
    parentSku: 'SOF-LUND',
    type_id: 'simple',
    name: 'Soffa Lund',
    slug: 'soffa-lund',
    url_key: 'soffa-lund',
    url_path: null,
    status: 1,
    visibility: 4,
    image: 'products/sof-lund.webp',
    small_image: null,
    thumbnail: null,
    stock: { product_id: 1, qty: 5, is_in_stock: true, stock_status: 'in_stock' },
    category_ids: [4],
    brand: { id: 1, name: 'Nordform', slug: 'nordform', description: null, logo: null },
    delivery_time: '2–4 veckor',
    new: false,
    sale: false,
    bestseller: false,
    tax_class_id: 2,
    created_at: '',
    updated_at: '',
    ...extra,
  };
}

describe('toPriceView', () => {
  it.each([
    [11995, 11995, { final: 11995, original: null }],
    [8995, 11995, { final: 8995, original: 11995 }],
    [11995, 9995, { final: 11995, original: null }],
  ])('when final is %d and original %d, then the view is %o', (final, original, view) => {
    expect(toPriceView({ final_price_incl_tax: final, original_price_incl_tax: original })).toEqual(view);
  });
});

describe('toStockState', () => {
  it.each([
    [{ is_in_stock: true, stock_status: 'in_stock' as const }, 'in_stock'],
    [{ is_in_stock: true, stock_status: 'low_stock' as const }, 'low_stock'],
    [{ is_in_stock: false, stock_status: 'low_stock' as const }, 'out_of_stock'],
    [null, 'out_of_stock'],
  ])('maps %o to %s', (stock, state) => {
    expect(toStockState(stock)).toBe(state);
  });
});

describe('toProductCard', () => {
  it('keeps only what a tile shows, with the thumbnail URL and the product link', () => {
    expect(toProductCard(summary(), DEFAULT_STORE_VIEW)).toEqual({
      sku: 'SOF-LUND',
      href: '/p/SOF-LUND/soffa-lund',
      name: 'Soffa Lund',
      brand: 'Nordform',
      image: {
        src: '/img/324/489/fit/products/sof-lund.webp',
        srcSet: '/img/324/489/fit/products/sof-lund.webp 324w, /img/648/978/fit/products/sof-lund.webp 648w',
      },
      price: { final: 11995, original: null },
      isNew: false,
      stock: 'in_stock',
    });
  });

  it('when the product is on sale and new in a prefixed store, then the card says so and links into the store', () => {
    const card = toProductCard(
      summary({ final_price_incl_tax: 8995, new: true, type_id: 'configurable' }),
      de,
    );
    expect(card.href).toBe('/de/p/SOF-LUND/soffa-lund/SOF-LUND');
    expect(card.price).toEqual({ final: 8995, original: 11995 });
    expect(card.isNew).toBe(true);
  });

  it('when the product has no image, then the card has none', () => {
    expect(toProductCard(summary({ image: null }), DEFAULT_STORE_VIEW).image).toBeNull();
  });
});
