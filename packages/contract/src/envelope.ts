import { z } from 'zod';
import { named } from './registry.ts';

/** Every /api answer: HTTP status equals `code`. */
export function envelopeOf<S extends z.ZodType>(result: S) {
  return z.strictObject({
    code: z.literal(200),
    result,
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** Errors carry a human message in `result`. */
export const errorEnvelopeSchema = named(
  'ErrorEnvelope',
  z.strictObject({ code: z.number().int().min(400).max(599), result: z.string() }),
  'Every error: {code: <HTTP status>, result: "<what is wrong, in words a developer can act on>"}.',
);

export interface Envelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
