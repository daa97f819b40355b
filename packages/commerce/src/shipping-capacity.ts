/**
 * What a shipping method can carry (decision 0049): a carrier takes each package up to a weight, a length (its
 * longest side) and a length plus girth, girth being twice the sum of the two shorter sides. A package whose weight
 * or dimensions the owner has not entered is not judged on them: the shop cannot refuse what it does not know.
 */

/** One package as shipped: a piece of a cart line (each piece of a line of two is its own package). */
export interface ShippedPackage {
  /** The product's name, for the reason a method is refused ("Soffa Lund 3-sits är för stor för ombud"). */
  name: string;
  weightKg: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

/** A method's limits per package; null: no limit. */
export interface ShippingCapacity {
  maxWeightKg: number | null;
  maxLengthCm: number | null;
  maxLengthPlusGirthCm: number | null;
}

export const NO_CAPACITY_LIMIT: ShippingCapacity = {
  maxWeightKg: null,
  maxLengthCm: null,
  maxLengthPlusGirthCm: null,
};

export type CapacityRefusalCode = 'too_heavy' | 'too_long' | 'too_large';

/** Why a method cannot take a package: the first limit it passes, with the package's measure and the limit. */
export interface CapacityRefusal {
  code: CapacityRefusalCode;
  product: string;
  /** The package's weight (kg), length (cm) or length plus girth (cm). */
  measure: number;
  limit: number;
}

/** The package's sides, longest first; null when any of the three is unknown. */
function sides(pkg: ShippedPackage): [number, number, number] | null {
  const { lengthCm, widthCm, heightCm } = pkg;
  if (lengthCm === null || widthCm === null || heightCm === null) return null;
  const sorted = [lengthCm, widthCm, heightCm].sort((a, b) => b - a);
  return [sorted[0]!, sorted[1]!, sorted[2]!];
}

/** Length (the longest side) plus girth (twice the two other sides), in cm; null when a side is unknown. */
export function lengthPlusGirth(pkg: ShippedPackage): number | null {
  const s = sides(pkg);
  return s ? s[0] + 2 * (s[1] + s[2]) : null;
}

/** Why `capacity` cannot take this one package, or null when it can. */
export function packageRefusal(capacity: ShippingCapacity, pkg: ShippedPackage): CapacityRefusal | null {
  const { maxWeightKg, maxLengthCm, maxLengthPlusGirthCm } = capacity;
  // Size first: what the shopper sees of a 261 cm sofa is its length.
  const s = sides(pkg);
  if (s && maxLengthCm !== null && s[0] > maxLengthCm)
    return { code: 'too_long', product: pkg.name, measure: s[0], limit: maxLengthCm };
  const girthed = s ? s[0] + 2 * (s[1] + s[2]) : null;
  if (girthed !== null && maxLengthPlusGirthCm !== null && girthed > maxLengthPlusGirthCm)
    return { code: 'too_large', product: pkg.name, measure: girthed, limit: maxLengthPlusGirthCm };
  if (maxWeightKg !== null && pkg.weightKg !== null && pkg.weightKg > maxWeightKg)
    return { code: 'too_heavy', product: pkg.name, measure: pkg.weightKg, limit: maxWeightKg };
  return null;
}

/** Why `capacity` cannot take these packages (the first one it cannot), or null when it takes them all. */
export function capacityRefusal(
  capacity: ShippingCapacity | null,
  packages: readonly ShippedPackage[],
): CapacityRefusal | null {
  if (!capacity) return null;
  for (const pkg of packages) {
    const refusal = packageRefusal(capacity, pkg);
    if (refusal) return refusal;
  }
  return null;
}

/** The reason in the shop's language, for the 400 an order with the method gets and for the checkout's fallback. */
export function capacityRefusalText(refusal: CapacityRefusal, methodTitle: string): string {
  const { product, measure, limit } = refusal;
  const fmt = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');
  switch (refusal.code) {
    case 'too_heavy':
      return `${product} är för tung för ${methodTitle} (${fmt(measure)} kg, högst ${fmt(limit)} kg)`;
    case 'too_long':
      return `${product} är för lång för ${methodTitle} (${fmt(measure)} cm, högst ${fmt(limit)} cm)`;
    case 'too_large':
      return `${product} är för stor för ${methodTitle} (längd + omkrets ${fmt(measure)} cm, högst ${fmt(limit)} cm)`;
  }
}
