/** Amounts the back office sends: SEK decimals incl. VAT like every API price field (decision 0002). */
import { z } from 'zod';

/** A non-negative amount in SEK with at most two decimals (whole öre). */
export const sekAmount = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );
