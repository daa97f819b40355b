import { z } from 'zod';
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

/** Query-string integers: digits only, within bounds. */
export function queryInt(options: { min: number; max: number }) {
  return z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(options.min).max(options.max));
}

/** Comma-separated list in the query (`skus=A,B`). */
export function queryList(options: { max: number }) {
  return z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(128)).max(options.max));
}

/** Parameters every /api call accepts (SPEC §7: store view, user token, cart id). */
export const commonQuery = {
  storeCode: z
    .string()
    .regex(/^[a-z0-9_]{1,32}$/, 'must be a store code such as "de"')
    .optional(),
  token: z.string().max(2048).optional(),
};

/** A query that takes only the common parameters. */
export const onlyCommonQuery = z.object(commonQuery).strict();

/** An optional customer group id in the query; an empty value (`userGroupId=`) counts as absent. */
export const optionalGroupId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  queryInt({ min: 0, max: 2 ** 31 - 1 }).optional(),
);

/**
 * Customer group parameters of catalogue calls (SPEC §6): the signed `groupToken` a login answers, and `groupId`
 * (a public group, or only a cache key next to a token). customerGroupFor decides which group prices apply.
 */
export const groupQuery = { groupId: optionalGroupId, groupToken: z.string().max(2048).optional() };
