import type { PickupPointDto } from '@hemma/contract';
import type { PickupPoint } from '../../modules/shipping/pickup-points.ts';

/** Pick-up points (ombud) as the API answers them (decision 0033). */
export function presentPickupPoint(point: PickupPoint): PickupPointDto {
  return {
    id: point.id,
    name: point.name,
    street: point.street,
    postcode: point.postcode,
    city: point.city,
    opening_hours: point.openingHours,
  };
}

/** An order's pick-up point as kept on it, or null (none, or unreadable). */
export function parsePickupPoint(text: string | null): PickupPointDto | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as PickupPointDto;
  } catch {
    return null;
  }
}
