import type { OwnReviewDto } from '@hemma/contract';
import type { ReviewContext } from './review-context.ts';

/** How many of their reviews a customer sees; more than anyone writes. */
export const OWN_REVIEWS_LIMIT = 200;

/** GET /api/user/reviews: the caller's reviews, newest first. The id comes from the verified token. */
export async function listCustomerReviews(
  context: ReviewContext,
  customerId: number,
): Promise<{ items: OwnReviewDto[] }> {
  const rows = await context.reviews.listByCustomer(customerId, OWN_REVIEWS_LIMIT);
  const ids = [...new Set(rows.map((r) => r.product_id))];
  const products = new Map(
    (ids.length > 0 ? await context.products.findByIds(ids) : []).map((p) => [p.id, p]),
  );
  return {
    items: rows.map((r) => {
      const product = products.get(r.product_id);
      return {
        id: r.id,
        product_id: r.product_id,
        sku: product?.sku ?? null,
        name: product?.name ?? null,
        url_path: product?.url_path ?? null,
        title: r.title,
        detail: r.detail,
        nickname: r.nickname,
        rating: r.rating,
        status: r.status,
        created_at: r.created_at,
      };
    }),
  };
}
