import type { z } from 'zod';
import { InputError } from '../errors.ts';

/** Formats zod issues as one sentence a developer can act on: `size: Too big: expected number to be <=999`. */
export function describeIssues(error: z.ZodError, where: string): string {
  const parts = error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.join('.') : where;
    if (issue.code === 'unrecognized_keys')
      return `unknown ${where} parameter(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    return `${path}: ${issue.message}`;
  });
  return `Invalid ${where}: ${parts.join('; ')}`;
}

/** The path of the first string in `value` that holds U+0000, or null. */
function nulCharacterAt(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/**
 * Parses input with a schema or throws a 400 InputError naming every problem. Text with the NUL character is refused
 * here for every input: no one types it, and PostgreSQL cannot store or even compare it (a 500 before, decision 0024).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputError(describeIssues(result.error, where));
  const nul = nulCharacterAt(result.data);
  if (nul)
    throw new InputError(`Invalid ${where}: ${nul.join('.') || where}: must not contain the NUL character`);
  return result.data;
}
