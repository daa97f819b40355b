import type { ReviewDto } from '@hemma/contract';
import type { ReviewContext } from './review-context.ts';
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
  const row = await context.reviews.insert({
    product_id: product.id,
    customer_id: customerId,
    nickname: input.nickname,
    title: input.title,
    detail: input.detail,
    rating: input.rating,
    status: context.settings.autoApprove ? 'approved' : 'pending',
    created_at: context.now().toISOString(),
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
