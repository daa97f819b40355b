import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Soffbord Lund', 'soffbord-lund'],
    ['Fåtölj Äppelgård', 'fatolj-appelgard'],
    ['Matbord Ö  – ek/björk', 'matbord-o-ek-bjork'],
    ['Kudde & pläd', 'kudde-och-plad'],
    ['  --Hej--  ', 'hej'],
    ['Café-stol Ørsted', 'cafe-stol-orsted'],
    ['3-sits soffa 220 cm', '3-sits-soffa-220-cm'],
    ['', ''],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('produces valid slugs for any non-empty word', () => {
    for (const text of ['Vardagsrum', 'Sängbord Åre', 'LED-lampa 2700K'])
      expect(isSlug(slugify(text))).toBe(true);
  });

  it.each(['Soffa', 'soffa-', '-soffa', 'so--ffa', 'söffa', ''])('isSlug rejects %j', (value) => {
    expect(isSlug(value)).toBe(false);
  });
});
