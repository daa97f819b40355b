import { isValidPostcode } from '@hemma/commerce';
import { PICKUP_POINTS, type PickupPoint } from './pickup-point-list.ts';

export type { PickupPoint };

/**
 * Where parcels can be collected (decision 0033): the carrier's search for the points nearest a postcode, and one
 * point by id (to check an order's choice). The sandbox carrier answers from its list; a real carrier's adapter asks
 * its service-point API.
 */
export interface PickupPointDirectory {
  nearest(postcode: string, limit: number): Promise<PickupPoint[]>;
  find(id: string): Promise<PickupPoint | null>;
}

/** A Swedish postcode's five digits (`12345` or `123 45`; the rule of @hemma/commerce), or null for anything else. */
export function postcodeDigits(postcode: string): string | null {
  return isValidPostcode('SE', postcode) ? postcode.replace(/\s/g, '') : null;
}

/**
 * Nearest by postcode: Swedish postcodes are numbered along the post's routes, so the numeric difference is a fair
 * measure of distance within an area (the carrier's own search would use coordinates); equally near points by name.
 */
export function nearestPoints(points: readonly PickupPoint[], digits: string, limit: number): PickupPoint[] {
  const target = Number(digits);
  const distance = (point: PickupPoint) => Math.abs(Number(point.postcode.replace(/\s/g, '')) - target);
  return [...points]
    .sort((a, b) => distance(a) - distance(b) || a.name.localeCompare(b.name, 'sv'))
    .slice(0, limit);
}

/** The sandbox carrier: the seeded list of pick-up points. */
export function createSandboxPickupPoints(
  points: readonly PickupPoint[] = PICKUP_POINTS,
): PickupPointDirectory {
  return {
    async nearest(postcode, limit) {
      const digits = postcodeDigits(postcode);
      return digits ? nearestPoints(points, digits, limit) : [];
    },
    async find(id) {
      return points.find((point) => point.id === id) ?? null;
    },
  };
}
