import { z } from 'zod';

/**
 * The contract's named schemas: each becomes a component of the OpenAPI document (`#/components/schemas/<id>`),
 * referenced wherever an operation uses it, so a generated client gets one type per name.
 */
export const contractRegistry = z.registry<{ id: string; description?: string }>();

/** Registers a schema under a component name and returns it unchanged. */
export function named<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  contractRegistry.add(schema, description ? { id, description } : { id });
  return schema;
}
