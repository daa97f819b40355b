/** Pick-up points (ombud) near a postcode, for the "Hämta hos ombud" shipping method (decision 0033). */
import { z } from 'zod';
import { commonQuery } from './query.ts';
import { named } from './registry.ts';

export const pickupPointSchema = named(
  'PickupPoint',
  z.strictObject({
    /** The carrier's id of the point; the order names it as addressInformation.pickup_point_id. */
    id: z.string(),
    /** The shop or kiosk, e.g. "ICA Nära Vasastan". */
    name: z.string(),
    street: z.string(),
    /** Written as Swedes do: `123 45`. */
    postcode: z.string(),
    city: z.string(),
    opening_hours: z.string(),
  }),
  'A pick-up point (ombud) where a parcel can be collected.',
);

export const pickupPointsQuery = z
  .object({
    ...commonQuery,
    /** A Swedish postcode: `12345` or `123 45`. */
    postcode: z.string().max(20),
    limit: z.coerce.number().int().min(1).max(20).default(8),
  })
  .strict();

export type PickupPointDto = z.infer<typeof pickupPointSchema>;
