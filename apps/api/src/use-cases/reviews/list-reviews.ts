import type { ReviewListDto, ReviewSummaryDto } from '@hemma/contract';
import type { ReviewContext } from './review-context.ts';
import { requireReviewableProduct, type ProductRef } from './reviewable-product.ts';

// The public list's shapes are the HTTP contract's (packages/api-client): server and storefront cannot drift.
type ReviewSummary = ReviewSummaryDto;

const STARS = ['1', '2', '3', '4', '5'] as const;

export function summarise(counts: ReadonlyMap<number, number>): ReviewSummary {
  const ratings = Object.fromEntries(
    STARS.map((s) => [s, counts.get(Number(s)) ?? 0]),
  ) as ReviewSummary['ratings'];
  const count = STARS.reduce((n, s) => n + ratings[s], 0);
  const sum = STARS.reduce((n, s) => n + Number(s) * ratings[s], 0);
  // Integer tenths first: (sum / count) * 10 can land just below .5 in floating point (4.35 → 43.4999…).
  return { count, average: count === 0 ? null : Math.round((sum * 10) / count) / 10, ratings };
}

/** A product's approved reviews, newest first, with the summary over all of them. Others never show publicly. */
export async function listReviews(
  context: ReviewContext,
  ref: ProductRef,
  page: { from: number; size: number },
): Promise<ReviewListDto> {
  const product = await requireReviewableProduct(context, ref);
  const [rows, counts] = await Promise.all([
    context.reviews.listApproved(product.id, page),
    context.reviews.approvedRatingCounts(product.id),
  ]);
  const summary = summarise(counts);
  return {
    product_id: product.id,
    sku: product.sku,
    items: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      title: r.title,
      detail: r.detail,
      rating: r.rating,
      created_at: r.created_at,
    })),
    total: summary.count,
    start: page.from,
    perPage: page.size,
    summary,
  };
}
