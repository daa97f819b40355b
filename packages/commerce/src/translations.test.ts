import { describe, expect, it } from 'vitest';
import { resolveFields, resolveTranslation, translationChain } from './translations.ts';

describe('translationChain', () => {
  it('looks in the store view, then English, then the default store', () => {
    expect(translationChain('de')).toEqual(['de', 'en', 'default']);
    expect(translationChain('it')).toEqual(['it', 'en', 'default']);
    expect(translationChain('en')).toEqual(['en', 'default']);
    expect(translationChain('default')).toEqual(['default']);
    expect(translationChain(undefined)).toEqual(['default']);
  });
});

describe('resolveTranslation', () => {
  it('takes the store view’s own text first', () => {
    expect(resolveTranslation('Soffa', { de: 'Sofa', en: 'Sofa (en)' }, 'de')).toEqual({
      value: 'Sofa',
      from: 'de',
    });
  });
  it('falls back to English, then to the Swedish text', () => {
    expect(resolveTranslation('Faktura', { en: 'Invoice' }, 'it')).toEqual({ value: 'Invoice', from: 'en' });
    expect(resolveTranslation('Faktura', {}, 'it')).toEqual({ value: 'Faktura', from: 'default' });
  });
  it('counts a blank translation as missing', () => {
    expect(resolveTranslation('Faktura', { de: '  ', en: 'Invoice' }, 'de').value).toBe('Invoice');
  });
  it('never gives the default store another language', () => {
    expect(resolveTranslation('Faktura', { en: 'Invoice', de: 'Rechnung' }, 'default').value).toBe('Faktura');
    expect(resolveTranslation('Faktura', { de: 'Rechnung' }, 'en').value).toBe('Faktura');
  });
});

describe('resolveFields', () => {
  it('resolves each named field on its own and leaves the others', () => {
    const base = { code: 'invoice', title: 'Faktura', description: 'Betala inom 30 dagar' };
    expect(
      resolveFields(
        base,
        ['title', 'description'],
        { de: { title: 'Rechnung' }, en: { description: 'Pay within 30 days' } },
        'de',
      ),
    ).toEqual({ code: 'invoice', title: 'Rechnung', description: 'Pay within 30 days' });
  });
});
