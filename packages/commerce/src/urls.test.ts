import { describe, expect, it } from 'vitest';
import { imageUrl } from './images.ts';
import {
  STORE_VIEWS,
  brandPath,
  categoryPath,
  cmsPagePath,
  localizedPath,
  productPath,
  productRouteName,
  storeViewFromPath,
} from './urls.ts';

const de = STORE_VIEWS.find((s) => s.storeCode === 'de')!;

describe('productPath', () => {
  it.each([
    [{ sku: 'SOF-1', slug: 'soffa-lund', type_id: 'simple' as const }, undefined, '/p/SOF-1/soffa-lund'],
    [{ sku: 'B-1', slug: 'matgrupp', type_id: 'bundle' as const }, undefined, '/p/B-1/matgrupp'],
    [
      { sku: 'FAT-1', slug: 'fatolj', type_id: 'configurable' as const },
      'FAT-1-GRA',
      '/p/FAT-1/fatolj/FAT-1-GRA',
    ],
    [{ sku: 'FAT-1', slug: 'fatolj', type_id: 'configurable' as const }, undefined, '/p/FAT-1/fatolj/FAT-1'],
    [
      { sku: 'FAT-1-GRA', parentSku: 'FAT-1', slug: 'fatolj', type_id: 'configurable' as const },
      'FAT-1-GRA',
      '/p/FAT-1/fatolj/FAT-1-GRA',
    ],
    [{ sku: 'A B/C', slug: 'x', type_id: 'virtual' as const }, undefined, '/p/A%20B%2FC/x'],
  ])('%j with child %j → %s', (product, child, path) => {
    expect(productPath(product, undefined, child)).toBe(path);
  });

  it('prefixes the store code for store views that append it', () => {
    expect(productPath({ sku: 'S', slug: 's', type_id: 'simple' }, de)).toBe('/de/p/S/s');
    expect(productRouteName({ type_id: 'grouped' }, de)).toBe('de-grouped-product');
    expect(productRouteName({ type_id: 'simple' })).toBe('simple-product');
  });
});

describe('other paths', () => {
  it('builds category, brand and CMS paths', () => {
    expect(categoryPath({ slug: 'soffor' })).toBe('/c/soffor');
    expect(categoryPath({ slug: 'soffor' }, de)).toBe('/de/c/soffor');
    expect(brandPath({ slug: 'nordlys' })).toBe('/b/nordlys');
    expect(cmsPagePath({ identifier: 'about-us' })).toBe('/i/about-us');
    expect(localizedPath('/', de)).toBe('/de');
    expect(localizedPath('checkout')).toBe('/checkout');
  });

  it('finds the store view from the path', () => {
    expect(storeViewFromPath('/de/c/soffor').storeCode).toBe('de');
    expect(storeViewFromPath('/it').storeCode).toBe('it');
    expect(storeViewFromPath('/design').storeCode).toBe('default');
    expect(storeViewFromPath('/').storeCode).toBe('default');
  });

  it('builds image endpoint URLs at the SPEC sizes', () => {
    expect(imageUrl('/products/sof-1.webp', 'thumbnail')).toBe('/img/324/489/fit/products/sof-1.webp');
    expect(imageUrl('p.webp', 'gallery', 'resize')).toBe('/img/1240/1240/resize/p.webp');
    expect(imageUrl('p.webp', { width: 100, height: 50 })).toBe('/img/100/50/fit/p.webp');
  });
});
