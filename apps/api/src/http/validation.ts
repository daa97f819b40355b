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

/** Parses input with a schema or throws a 400 InputError naming every problem. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputError(describeIssues(result.error, where));
  return result.data;
}
