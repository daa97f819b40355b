import { describe, expect, it } from 'vitest';
import { enUS } from './en-US.ts';
import { svSE } from './sv-SE.ts';
import { fillPlaceholders, storedLocale, translator } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the back office catalogues', () => {
  it('when Swedish has a message, then English has it too, with the same placeholders', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(svSE).sort());
    for (const key of Object.keys(svSE) as (keyof typeof svSE)[])
      expect(placeholders(enUS[key]), key).toEqual(placeholders(svSE[key]));
  });

  it('has no empty messages', () => {
    for (const text of [...Object.values(svSE), ...Object.values(enUS)]) expect(text.trim()).not.toBe('');
  });

  it('words the form rules like the storefront does', () => {
    const t = translator(svSE);
    expect(t('validation.required')).toBe('Fältet måste fyllas i');
    expect(t('validation.passwordMinLength', { min: 8 })).toBe('Lösenordet måste ha minst 8 tecken.');
  });
});

describe('fillPlaceholders', () => {
  it('fills what it is given and leaves the rest visible', () => {
    expect(fillPlaceholders('Sida {page} av {pages}', { page: 2 })).toBe('Sida 2 av {pages}');
  });
});

describe('storedLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['sv-SE', 'sv-SE'],
    ['de-DE', 'sv-SE'],
    [null, 'sv-SE'],
  ])('when %s is stored, then the back office speaks %s', (stored, locale) => {
    expect(storedLocale(stored)).toBe(locale);
  });
});
