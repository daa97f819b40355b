import { createReviewRepository } from '../../modules/review/review-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

export interface ReviewSettings {
  /**
   * Publish new reviews at once instead of holding them for moderation. Off by default: anyone may write a review,
   * and a shop should not show spam or abuse before somebody has read it (env HEMMA_REVIEWS_AUTO_APPROVE).
   */
  autoApprove: boolean;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { autoApprove: false };

/** What the review use cases need: their repository, the catalogue's products and the clock. */
export function createReviewContext(checkout: CheckoutContext, settings: Partial<ReviewSettings> = {}) {
  return {
    db: checkout.db,
    settings: { ...DEFAULT_REVIEW_SETTINGS, ...settings },
    reviews: createReviewRepository(checkout.db),
    products: checkout.catalog.repositories.products,
    now: checkout.now,
  };
}

export type ReviewContext = ReturnType<typeof createReviewContext>;
