import type { ReviewDto } from '@hemma/contract';
import type { ReviewContext } from './review-context.ts';
import { createReviewRepository } from '../../modules/review/review-repository.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { presentAdminReview } from './moderate-reviews.ts';
import { requireReviewableProduct, type ProductRef } from './reviewable-product.ts';

export interface ReviewInput extends ProductRef {
  nickname: string;
  title: string;
  detail: string;
  rating: number;
}

/**
 * SPEC §7 review/create. The review waits for moderation (status 'pending') unless the shop auto-approves; either
 * way the writer gets it back with its status, so the storefront can say whether it is already visible.
 */
export async function createReview(
  context: ReviewContext,
  input: ReviewInput,
  /** The logged-in writer (from a verified user token), whose "My reviews" lists it; null for a guest. */
  customerId: number | null = null,
): Promise<ReviewDto> {
  const product = await requireReviewableProduct(context, input);
  const now = context.now();
  // The review and its webhook event (decision 0052) are kept or lost together.
  const row = await context.db.transaction().execute(async (trx) => {
    const inserted = await createReviewRepository(trx).insert({
      product_id: product.id,
      customer_id: customerId,
      nickname: input.nickname,
      title: input.title,
      detail: input.detail,
      rating: input.rating,
      status: context.settings.autoApprove ? 'approved' : 'pending',
      created_at: now.toISOString(),
    });
    await raiseWebhookEvent(
      trx,
      'review.created',
      { key: `review:${inserted.id}`, build: () => presentAdminReview(inserted, product) },
      now,
    );
    return inserted;
  });
  return {
    id: row.id,
    product_id: product.id,
    sku: product.sku,
    nickname: row.nickname,
    title: row.title,
    detail: row.detail,
    rating: row.rating,
    status: row.status,
    created_at: row.created_at,
  };
}
