import { describe, expect, it } from 'vitest';
import { deDE } from './de-DE.ts';
import { enUS } from './en-US.ts';
import { itIT } from './it-IT.ts';
import { svSE } from './sv-SE.ts';
import { pluralKey, translate } from './translate.ts';
import { catalogueTerm } from './vocabulary.ts';

const OTHERS = { 'en-US': enUS, 'de-DE': deDE, 'it-IT': itIT };

describe.each(Object.entries(OTHERS))('the %s catalogue', (_locale, messages) => {
  it('when a key exists in Swedish, then it has it too (and no extra ones)', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(svSE).sort());
  });

  it('when a Swedish message has placeholders, then its message has the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(svSE) as (keyof typeof svSE)[]) {
      expect(placeholders(messages[key]), key).toEqual(placeholders(svSE[key]));
    }
  });

  it('has no empty messages', () => {
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});

describe('German and Italian catalogues', () => {
  // Words a shopper sees on every page: a copy-paste of the Swedish or English catalogue would keep them.
  it.each([
    ['product.addToCart', 'In den Warenkorb', 'Aggiungi al carrello'],
    ['cart.label', 'Warenkorb', 'Carrello'],
    ['footer.language', 'Sprache', 'Lingua'],
  ] as const)('translate %s', (key, german, italian) => {
    expect(deDE[key]).toBe(german);
    expect(itIT[key]).toBe(italian);
  });

  // Related languages share words ("Kontakt", "Status", "Filter"), but a catalogue copied from Swedish or English
  // and left untranslated would share most of them.
  it.each([
    ['de-DE', deDE],
    ['it-IT', itIT],
  ] as const)(
    'when %s is compared with Swedish and English, then at most 8 %% of its messages are the same',
    (_l, m) => {
      const keys = Object.keys(svSE) as (keyof typeof svSE)[];
      const same = keys.filter((key) => m[key] === svSE[key] || m[key] === enUS[key]);
      expect(same.length / keys.length).toBeLessThan(0.08);
    },
  );
});

describe('catalogueTerm', () => {
  it.each([
    ['sv-SE', 'Färg', 'Colour', 'Färg'],
    ['en-US', 'Färg', 'Colour', 'Colour'],
    ['de-DE', 'Färg', 'Colour', 'Farbe'],
    ['it-IT', 'Ek', 'Oak', 'Rovere'],
    ['de-DE', 'Hemma Studio', 'Hemma Studio', 'Hemma Studio'],
    ['it-IT', 'Okänd', '', 'Okänd'],
  ] as const)('in %s, %s / %s reads %s', (locale, swedish, english, expected) => {
    expect(catalogueTerm(locale, swedish, english)).toBe(expected);
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
