import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { translateProductName } from './translate-names.ts';

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
