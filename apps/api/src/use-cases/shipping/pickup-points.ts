import type { PickupPointDto } from '@hemma/contract';
import { AppError, InputError } from '../../errors.ts';
import { needsPickupPoint } from '../../modules/checkout/methods.ts';
import { postcodeDigits, type PickupPointDirectory } from '../../modules/shipping/pickup-points.ts';
import { PickupPointsUnavailable } from '../../modules/shipping/postnord-pickup-points.ts';
import { presentPickupPoint } from './present-pickup-point.ts';

/** What the pick-up point calls need of the checkout's context: the carrier's directory of points. */
interface ShippingContext {
  pickupPoints: PickupPointDirectory;
}

/** GET /api/ext/pickup-points: the pick-up points nearest a Swedish postcode (decision 0033). */
export async function listPickupPoints(
  context: ShippingContext,
  postcode: string,
  limit: number,
): Promise<PickupPointDto[]> {
  if (!postcodeDigits(postcode))
    throw new InputError(`postcode: "${postcode}" is not a Swedish postcode: five digits, e.g. 123 45`);
  return (await context.pickupPoints.nearest(postcode, limit)).map(presentPickupPoint);
}

/**
 * The pick-up point an order is collected at: required for the "Hämta hos ombud" method and one the carrier knows,
 * refused with any other method (decision 0033). Answers the point as the order keeps it (JSON), or null.
 */
export async function checkPickupPoint(
  context: ShippingContext,
  id: string | null | undefined,
  shipping: { carrierCode: string; methodCode: string } | null,
): Promise<string | null> {
  const wanted = shipping !== null && needsPickupPoint(shipping);
  if (!id) {
    if (wanted)
      throw new InputError(
        'addressInformation.pickup_point_id: choose a pick-up point (GET /api/ext/pickup-points) for this shipping method',
      );
    return null;
  }
  if (!wanted)
    throw new InputError(
      'addressInformation.pickup_point_id: a pick-up point is chosen only with the pick-up point (ombud) shipping method',
    );
  const point = await context.pickupPoints.find(id).catch((error: unknown) => {
    // A point no process here answered, and the carrier cannot be asked about it now (decision 0048).
    if (error instanceof PickupPointsUnavailable)
      throw new AppError(
        503,
        `addressInformation.pickup_point_id: the carrier cannot confirm pick-up point ${id} just now; try again in a minute`,
      );
    throw error;
  });
  if (!point) throw new InputError(`addressInformation.pickup_point_id: no pick-up point ${id}`);
  return JSON.stringify(presentPickupPoint(point));
}
