import { storeViewByCode, storeViewById, unknownStoreViewMessage } from '@hemma/commerce';
import { z } from 'zod';

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

/** Parameters every /api call accepts (SPEC §7: store view, user token). */
export const commonQuery = {
  storeCode: z
    .string()
    .regex(/^[a-z0-9_]{1,32}$/, 'must be a store code such as "de"')
    // SPEC §8: a store code no store view has is refused with "Storeview … doesn't exist!" (decision 0029).
    .refine((code) => storeViewByCode(code) !== null, {
      error: (issue) => unknownStoreViewMessage(String(issue.input)),
    })
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
 * (a public group, or only a cache key next to a token).
 */
export const groupQuery = { groupId: optionalGroupId, groupToken: z.string().max(2048).optional() };

/** Database ids in paths and bodies. */
export const idNumber = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/**
 * SPEC §7 extension CMS calls take the store view as `storeId` (or `storeCode`): a number no store view has is refused
 * with the SPEC's "Storeview … doesn't exist!".
 */
export const storeViewQuery = z
  .object({
    ...commonQuery,
    storeId: queryInt({ min: 0, max: 2 ** 31 - 1 })
      .refine((id) => storeViewById(id) !== null, {
        error: (issue) => unknownStoreViewMessage(String(issue.input)),
      })
      .optional(),
  })
  .strict();

/** The store code a `storeViewQuery` names (storeCode first, then storeId); undefined for the default store. */
export function storeCodeOf(query: { storeCode?: string | undefined; storeId?: number | undefined }) {
  return (
    query.storeCode ?? (query.storeId === undefined ? undefined : storeViewById(query.storeId)?.storeCode)
  );
}
