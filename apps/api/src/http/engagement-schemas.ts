import { NAME_MIN_LENGTH, validationMessage } from '@hemma/commerce';
import { z } from 'zod';
import { commonQuery, queryInt } from './validation.ts';

/** Request schemas of the newsletter and review calls (SPEC §7). */

export const REVIEW_PAGE_SIZE = 10;
export const MAX_REVIEW_PAGE_SIZE = 50;
export const REVIEW_LIMITS = { nickname: 60, title: 120, detail: 4000 } as const;

const REQUIRED = validationMessage({ code: 'required' });
const RATING = 'Rating must be a whole number from 1 to 5.';
const PRODUCT_ID = 'must be a product id (a whole number above 0)';
const MAX_ID = 2 ** 31 - 1;
const REVIEW_SHAPE = (input: unknown) =>
  input === undefined ? REQUIRED : 'must be an object {product_id or sku, nickname, title, detail, rating}';

// The e-mail's shape is checked by the use case, which answers the SPEC's exact message for any bad address.
const email = z.string().max(1000).optional();

export const newsletterQuery = z.object({ ...commonQuery, email }).strict();
export const newsletterBody = z.object({ email }).strict();

/** Form fields send numbers as text; take digits as the number they spell. */
const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;

/** Trimmed text, counted in characters as a person counts them, with one clear message per problem. */
function text(max: number, min = 1, minMessage = REQUIRED) {
  return z.string({ error: REQUIRED }).superRefine((raw, ctx) => {
    const length = [...raw.trim()].length;
    if (length === 0) ctx.addIssue({ code: 'custom', message: REQUIRED });
    else if (length < min) ctx.addIssue({ code: 'custom', message: minMessage });
    else if (length > max) ctx.addIssue({ code: 'custom', message: `Must be at most ${max} characters` });
  });
}

const trimmed = (schema: z.ZodType<string>) => schema.transform((v) => v.trim());

export const reviewBody = z
  .object({
    review: z
      .object(
        {
          product_id: z
            .preprocess(
              digitsAsNumber,
              z
                .number({ error: PRODUCT_ID })
                .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_ID, PRODUCT_ID),
            )
            .optional(),
          sku: z.string().trim().min(1, REQUIRED).max(128).optional(),
          nickname: trimmed(
            text(REVIEW_LIMITS.nickname, NAME_MIN_LENGTH, validationMessage({ code: 'nameMinLength' })),
          ),
          title: trimmed(text(REVIEW_LIMITS.title)),
          detail: trimmed(text(REVIEW_LIMITS.detail)),
          rating: z.preprocess(
            digitsAsNumber,
            z
              .number({ error: (issue) => (issue.input === undefined ? REQUIRED : RATING) })
              .refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, RATING),
          ),
        },
        { error: (issue) => (issue.code === 'invalid_type' ? REVIEW_SHAPE(issue.input) : undefined) },
      )
      .strict(),
  })
  .strict();

export const reviewListQuery = z
  .object({
    ...commonQuery,
    sku: z.string().min(1).max(128).optional(),
    product_id: queryInt({ min: 1, max: MAX_ID }).optional(),
    from: queryInt({ min: 0, max: 1_000_000 }).default(0),
    size: queryInt({ min: 1, max: MAX_REVIEW_PAGE_SIZE }).default(REVIEW_PAGE_SIZE),
  })
  .strict();
