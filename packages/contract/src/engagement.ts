import { NAME_MIN_LENGTH, validationMessage } from '@hemma/commerce';
import { z } from 'zod';
import { commonQuery, queryInt } from './query.ts';
import { named } from './registry.ts';

/** Newsletter and review calls (SPEC §7; decision 0014): requests and answers. */

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

/** An approved review as the public list shows it (SPEC §7 review/list). */
export const publicReviewSchema = z.strictObject({
  id: z.number().int(),
  nickname: z.string(),
  title: z.string(),
  detail: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
});

export const reviewSummarySchema = z.strictObject({
  /** Approved reviews of the product. */
  count: z.number().int(),
  /** Mean rating rounded to one decimal; null without reviews. */
  average: z.number().nullable(),
  /** Approved reviews per star rating, every star 1–5 present. */
  ratings: z.strictObject({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});

export const reviewListSchema = named(
  'ReviewList',
  z.strictObject({
    product_id: z.number().int(),
    sku: z.string(),
    items: z.array(publicReviewSchema),
    total: z.number().int(),
    start: z.number().int(),
    perPage: z.number().int(),
    summary: reviewSummarySchema,
  }),
);

const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** A written review: 'pending' until moderated, unless the shop publishes reviews at once. */
export const reviewSchema = named(
  'Review',
  publicReviewSchema.extend({ product_id: z.number().int(), sku: z.string(), status: reviewStatusSchema }),
);

/** One of the caller's own reviews, whatever its status, with the product it is about. */
export const ownReviewSchema = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  /** Null when the product has since been deleted from the catalogue. */
  sku: z.string().nullable(),
  name: z.string().nullable(),
  url_path: z.string().nullable(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  rating: z.number().int(),
  status: reviewStatusSchema,
  created_at: z.string(),
});
export const ownReviewsSchema = named('OwnReviews', z.strictObject({ items: z.array(ownReviewSchema) }));

/** Only 'subscribed' means subscribed (SPEC §4); 'pending' waits for the confirmation link (double opt-in). */
export const newsletterStatusSchema = z.enum(['subscribed', 'pending', 'not-subscribed']);

/**
 * POST /api/ext/newsletter: the same answer for every address, new, pending or subscribed (decision 0014, addendum):
 * a confirmation link is mailed unless the address is subscribed already, and the coupon comes only by mail.
 */
export const newsletterSubscriptionSchema = named(
  'NewsletterSubscription',
  z.strictObject({
    email: z.string(),
    status: z.literal('pending'),
  }),
);

/** The token of a newsletter mail's link: the confirmation link's, or the unsubscribe link's. */
export const newsletterTokenBody = z
  .object({
    token: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(200, 'must be the token of the link in the mail'),
  })
  .strict();

/** POST /api/ext/newsletter/confirm: the address is subscribed; `coupon_mailed` when its sign-up code is on its way. */
export const newsletterConfirmationSchema = named(
  'NewsletterConfirmation',
  z.strictObject({
    email: z.string(),
    status: z.literal('subscribed'),
    coupon_mailed: z.boolean(),
  }),
);

/** DELETE /api/ext/newsletter and POST /api/ext/newsletter/unsubscribe: never says whether it was subscribed. */
export const newsletterUnsubscriptionSchema = z.strictObject({
  email: z.string(),
  status: z.literal('not-subscribed'),
});

/** POST /api/ext/newsletter/toggle: the signed-in customer's subscription after the switch. */
export const newsletterToggleSchema = named(
  'NewsletterToggle',
  z.union([newsletterSubscriptionSchema, newsletterUnsubscriptionSchema]),
);

export type PublicReviewDto = z.infer<typeof publicReviewSchema>;
export type ReviewSummaryDto = z.infer<typeof reviewSummarySchema>;
export type ReviewListDto = z.infer<typeof reviewListSchema>;
export type ReviewDto = z.infer<typeof reviewSchema>;
export type ReviewInputDto = z.infer<typeof reviewBody>['review'];
export type OwnReviewDto = z.infer<typeof ownReviewSchema>;
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
export type NewsletterUnsubscription = z.infer<typeof newsletterUnsubscriptionSchema>;
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmationSchema>;
