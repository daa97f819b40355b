import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { translateProductName, translateShortDescription } from './translate-names.ts';

describe('translateProductName', () => {
  it('translates a name part by part and keeps the line name', () => {
    expect(translateProductName('Soffa Vass 4-sits', 1)).toBe('Sofa Vass 4-Sitzer');
    expect(translateProductName('Soffa Vass 4-sits', 2)).toBe('Divano Vass 4 posti');
    expect(translateProductName('Stol Lund med armstöd', 0)).toBe('Chair Lund with armrests');
    expect(translateProductName('Säng Ella 160x200, Ljusgrå', 1)).toBe('Bett Ella 160x200, Hellgrau');
    expect(translateProductName('Matgrupp Lund: bord + 4 stolar', 2)).toBe(
      'Set da pranzo Lund: tavolo + 4 sedie',
    );
    expect(translateProductName('Möbelvårdsguide (PDF) – utgåva 2', 1)).toBe(
      'Möbelpflege-Ratgeber (PDF) – Ausgabe 2',
    );
  });
  it('names a line that is a Swedish colour word in the language (issue 33: "Couchtisch Kornblå groß")', () => {
    expect(translateProductName('Soffbord Kornblå stort', 1)).toBe('Couchtisch Kornblau groß');
    expect(translateProductName('Soffbord Kornblå stort', 2)).toBe('Tavolino Fiordaliso grande');
    expect(translateProductName('Kuddset Kornblå', 0)).toBe('Cushion set Cornflower');
    const { rows } = generateCatalog();
    for (const language of [0, 1, 2] as const) {
      const names = rows.products.map((p) => translateProductName(p.name, language) ?? '');
      expect(names.filter((name) => /blå|grön|grå|vit\b|svart|gul\b|brun\b/i.test(name))).toEqual([]);
    }
  });
  it('answers null for a name with an unknown part', () => {
    expect(translateProductName('Fotpall Lund', 1)).toBeNull();
    expect(translateProductName('Soffa Lund okänd', 1)).toBeNull();
  });
  it('translates every product name of the demo shop', () => {
    const { rows } = generateCatalog();
    const missing = rows.products.filter((p) => translateProductName(p.name, 1) === null).map((p) => p.name);
    expect(missing).toEqual([]);
  });
});

describe('translateShortDescription', () => {
  it('builds the sentence from the same parts', () => {
    expect(translateShortDescription('Soffa i bouclé med ben i ek. Färg: Natur.', 1)).toBe(
      'Sofa aus Bouclé mit Beinen aus Eiche. Farbe: Natur.',
    );
    expect(translateShortDescription('Matbord i ek med stomme i svart metall. Finns i 4 färger.', 2)).toBe(
      'Tavolo da pranzo in rovere con struttura in metallo nero. Disponibile in 4 colori.',
    );
    expect(translateShortDescription('Välj delarna själv.', 0)).toBeNull();
  });
  it('translates every furnishing’s short description of the demo shop', () => {
    const { rows } = generateCatalog();
    const leaves = rows.products.filter((p) => p.type_id === 'simple' || p.type_id === 'configurable');
    const missing = leaves.filter((p) => translateShortDescription(p.short_description, 1) === null);
    expect(missing.map((p) => `${p.name}: ${p.short_description}`).slice(0, 5)).toEqual([]);
  });
});
