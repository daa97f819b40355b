/** The back office's review moderation (decision 0022): the queue and approving or rejecting a review. */
import { z } from 'zod';
import { adminPageOf, adminPaging } from './admin-common.ts';
import { queryInt } from './query.ts';
import { named } from './registry.ts';

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const adminReviewListQuery = z
  .object({
    status: reviewStatusSchema.optional(),
    product_id: queryInt({ min: 1, max: 2 ** 31 - 1 }).optional(),
    sku: z.string().trim().min(1).max(128).optional(),
    ...adminPaging,
  })
  .strict();

export const adminReviewSchema = named(
  'AdminReview',
  z.strictObject({
    id: z.number().int(),
    product_id: z.number().int(),
    sku: z.string().nullable(),
    product_name: z.string().nullable(),
    /** The writer's account when they were logged in; null for a guest. */
    customer_id: z.number().int().nullable(),
    nickname: z.string(),
    title: z.string(),
    detail: z.string(),
    rating: z.number().int(),
    status: reviewStatusSchema,
    created_at: z.string(),
  }),
  'A review as moderation sees it: every status, with its product.',
);

export const adminReviewPageSchema = adminPageOf(adminReviewSchema);

export type AdminReviewListQuery = z.infer<typeof adminReviewListQuery>;
export type AdminReviewDto = z.infer<typeof adminReviewSchema>;
