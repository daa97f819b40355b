import { describe, expect, it } from 'vitest';
import { enUS } from './en-US.ts';
import { svSE } from './sv-SE.ts';
import { localeFromLang, pluralKey, translate } from './translate.ts';

describe('message catalogues', () => {
  it('when a key exists in Swedish, then English has it too (and no extra ones)', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(svSE).sort());
  });

  it('when a Swedish message has placeholders, then the English one has the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(svSE) as (keyof typeof svSE)[]) {
      expect(placeholders(enUS[key]), key).toEqual(placeholders(svSE[key]));
    }
  });

  it('has no empty messages', () => {
    for (const text of [...Object.values(svSE), ...Object.values(enUS)]) expect(text.trim()).not.toBe('');
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate(svSE, 'product.deliveryTime', { time: '2–4 veckor' })).toBe('Leveranstid: 2–4 veckor');
    expect(translate(enUS, 'paging.status', { page: 2 })).toBe('Page 2 of {pages}');
  });

  it('uses the glossary terms for the 404 page and the cart button', () => {
    expect(translate(svSE, 'error.notFound.title')).toBe('Sidan hittades inte');
    expect(translate(svSE, 'product.addToCart')).toBe('Lägg i varukorgen');
  });

  it('when no catalogue is loaded, then the key is shown instead of nothing', () => {
    expect(translate(undefined, 'cart.label')).toBe('cart.label');
  });

  it.each([
    [1, 'category.count.one'],
    [0, 'category.count.other'],
    [12, 'category.count.other'],
  ])('when the count is %i, then the plural key is %s', (count, key) => {
    expect(pluralKey('sv-SE', 'category.count', count)).toBe(key);
  });
});

describe('localeFromLang', () => {
  it.each([
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['sv', 'sv-SE'],
    ['de', null],
    ['', null],
    [undefined, null],
  ])('maps %s to %s', (lang, locale) => {
    expect(localeFromLang(lang)).toBe(locale);
  });
});
