import { describe, expect, it } from 'vitest';
import { priceCurrency, SEK_CURRENCY } from './currency.ts';
import { destinationCataloguePrice } from './destination-price.ts';

const eur = (rounding: 'cents' | 'x9') => priceCurrency('EUR', { eurPerSek: 0.087 }, rounding);

describe('destinationCataloguePrice', () => {
  it("takes Sweden's VAT off, the destination's on, and only then rounds by the owner's rule", () => {
    // 17 495 kr is 1 522,07 € at the rate, 1 217,66 € net of 25 %; with Germany's 19 %: 1 449,02 €, under x9 1 459,00 €
    expect(destinationCataloguePrice(1_749_500, eur('cents'), 25, 19)).toBe(144_902);
    expect(destinationCataloguePrice(1_749_500, eur('x9'), 25, 19)).toBe(145_900);
    // Italy's 22 %: 1 485,55 € → 1 489,00 €
    expect(destinationCataloguePrice(1_749_500, eur('x9'), 25, 22)).toBe(148_900);
  });

  it('is the plain conversion, rounded, where the rates agree; SEK is the catalogue price itself', () => {
    expect(destinationCataloguePrice(1_749_500, eur('x9'), 25, 25)).toBe(152_900);
    expect(destinationCataloguePrice(1_749_500, SEK_CURRENCY, 25, 19)).toBe(1_749_500);
  });
});
