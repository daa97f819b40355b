import { describe, expect, it } from 'vitest';
import {
  capacityRefusal,
  capacityRefusalText,
  lengthPlusGirth,
  NO_CAPACITY_LIMIT,
  packageRefusal,
  type ShippedPackage,
  type ShippingCapacity,
} from './shipping-capacity.ts';

const PICKUP_POINT: ShippingCapacity = { maxWeightKg: 20, maxLengthCm: 150, maxLengthPlusGirthCm: 300 };

const pkg = (over: Partial<ShippedPackage>): ShippedPackage => ({
  name: 'Paket',
  weightKg: 5,
  lengthCm: 60,
  widthCm: 40,
  heightCm: 30,
  ...over,
});

describe('lengthPlusGirth', () => {
  it.each([
    [{ lengthCm: 60, widthCm: 40, heightCm: 30 }, 60 + 2 * (40 + 30)],
    // The longest side is the length, whichever field holds it.
    [{ lengthCm: 30, widthCm: 100, heightCm: 40 }, 100 + 2 * (40 + 30)],
    [{ lengthCm: 265, widthCm: 98, heightCm: 84 }, 265 + 2 * (98 + 84)],
    [{ lengthCm: 60, widthCm: null, heightCm: 30 }, null],
  ])('of %j is %j', (dims, expected) => {
    expect(lengthPlusGirth(pkg(dims))).toBe(expected);
  });
});

describe('packageRefusal', () => {
  it.each<[Partial<ShippedPackage>, string | null]>([
    [{}, null],
    [{ weightKg: 20 }, null],
    [{ weightKg: 20.1 }, 'too_heavy'],
    [{ lengthCm: 150, widthCm: 30, heightCm: 30 }, null],
    [{ lengthCm: 151, widthCm: 10, heightCm: 10 }, 'too_long'],
    // 261 cm sofa: too long before anything else is asked, its weight too.
    [{ name: 'Soffa', weightKg: 15, lengthCm: 98, widthCm: 265, heightCm: 84 }, 'too_long'],
    [{ name: 'Soffa', weightKg: 70, lengthCm: 265, widthCm: 98, heightCm: 84 }, 'too_long'],
    [{ weightKg: 70, lengthCm: 140, widthCm: 45, heightCm: 40 }, 'too_large'],
    // Short enough but too bulky: 140 + 2 × (45 + 40) = 310.
    [{ lengthCm: 140, widthCm: 45, heightCm: 40 }, 'too_large'],
    [{ lengthCm: 140, widthCm: 40, heightCm: 40 }, null],
    // Unknown dimensions are not judged; a known weight still is.
    [{ lengthCm: null, widthCm: null, heightCm: null }, null],
    [{ weightKg: 90, lengthCm: null }, 'too_heavy'],
    [{ weightKg: null, lengthCm: 500, widthCm: 10, heightCm: 10 }, 'too_long'],
  ])('of %j is %j at a pick-up point', (over, code) => {
    expect(packageRefusal(PICKUP_POINT, pkg(over))?.code ?? null).toBe(code);
  });

  it('takes anything without limits', () => {
    expect(packageRefusal(NO_CAPACITY_LIMIT, pkg({ weightKg: 900, lengthCm: 900 }))).toBeNull();
  });

  it('says the measure and the limit', () => {
    expect(packageRefusal(PICKUP_POINT, pkg({ name: 'Säng', weightKg: 62.5 }))).toEqual({
      code: 'too_heavy',
      product: 'Säng',
      measure: 62.5,
      limit: 20,
    });
  });
});

describe('capacityRefusal', () => {
  const cushion = pkg({ name: 'Kudde', weightKg: 1 });
  const sofa = pkg({ name: 'Soffa Lund', weightKg: 70, lengthCm: 265, widthCm: 98, heightCm: 84 });

  it('names the first package the method cannot take', () => {
    expect(capacityRefusal(PICKUP_POINT, [cushion, sofa])).toMatchObject({
      code: 'too_long',
      product: 'Soffa Lund',
      measure: 265,
    });
  });

  it('is null when every package fits, or the method has no limits', () => {
    expect(capacityRefusal(PICKUP_POINT, [cushion, cushion])).toBeNull();
    expect(capacityRefusal(null, [sofa])).toBeNull();
    expect(capacityRefusal(PICKUP_POINT, [])).toBeNull();
  });
});

describe('capacityRefusalText', () => {
  it.each([
    [
      { code: 'too_heavy', product: 'Säng Ella', measure: 62.5, limit: 20 },
      'Säng Ella är för tung för Hämta hos ombud (62,5 kg, högst 20 kg)',
    ],
    [
      { code: 'too_long', product: 'Soffa Lund', measure: 265, limit: 150 },
      'Soffa Lund är för lång för Hämta hos ombud (265 cm, högst 150 cm)',
    ],
    [
      { code: 'too_large', product: 'Hylla', measure: 310, limit: 300 },
      'Hylla är för stor för Hämta hos ombud (längd + omkrets 310 cm, högst 300 cm)',
    ],
  ] as const)('says %j in Swedish', (refusal, text) => {
    expect(capacityRefusalText(refusal, 'Hämta hos ombud')).toBe(text);
  });
});
