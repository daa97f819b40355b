import type { AdminPage, AdminReviewDto, AdminReviewListQuery } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { ReviewRow, ReviewStatus } from '../../modules/review/review-repository.ts';
import { pageOf, pageWindow } from '../staff/admin-lists.ts';
import type { ReviewContext } from './review-context.ts';

/** A review as the back office shows it (also the `data` of the review.created webhook event). */
export function presentAdminReview(row: ReviewRow, product: ProductRow | undefined): AdminReviewDto {
  return {
    id: row.id,
    product_id: row.product_id,
    sku: product?.sku ?? null,
    product_name: product?.name ?? null,
    customer_id: row.customer_id,
    nickname: row.nickname,
    title: row.title,
    detail: row.detail,
    rating: row.rating,
    status: row.status,
    created_at: row.created_at,
  };
}

async function productsOf(context: ReviewContext, rows: readonly ReviewRow[]) {
  const ids = [...new Set(rows.map((r) => r.product_id))];
  return new Map((ids.length > 0 ? await context.products.findByIds(ids) : []).map((p) => [p.id, p]));
}

/** GET /api/admin/reviews: the moderation queue, waiting reviews first, by status and product (id or sku). */
export async function listReviewQueue(
  context: ReviewContext,
  query: AdminReviewListQuery,
): Promise<AdminPage<AdminReviewDto>> {
  let productId = query.product_id;
  if (query.sku !== undefined) {
    const product = await context.products.findBySku(query.sku);
    if (!product) return pageOf([], 0, query);
    if (productId !== undefined && productId !== product.id) return pageOf([], 0, query);
    productId = product.id;
  }
  const { rows, total } = await context.reviews.queue({
    status: query.status,
    productId,
    ...pageWindow(query),
  });
  const products = await productsOf(context, rows);
  return pageOf(
    rows.map((row) => presentAdminReview(row, products.get(row.product_id))),
    total,
    query,
  );
}

/**
 * Approves or rejects a review (either may be undone by the other). The product's public reviews are read from the
 * table on every request, so an approved review shows on the product page at once.
 */
export async function moderateReview(
  context: ReviewContext,
  actor: AuditActor,
  id: number,
  status: Exclude<ReviewStatus, 'pending'>,
): Promise<AdminReviewDto> {
  const now = context.now().toISOString();
  const row = await context.db.transaction().execute(async (trx) => {
    const before = await context.reviews.findById(id, trx);
    if (!before) throw new NotFoundError(`No review ${id}`);
    if (before.status === status) return before;
    const after = await context.reviews.setStatus(trx, id, status);
    await recordAudit(
      trx,
      actor,
      {
        action: status === 'approved' ? 'review.approve' : 'review.reject',
        entityType: 'review',
        entityId: id,
        summary: `Review "${before.title}" by ${before.nickname} ${status}`,
        before: { status: before.status },
        after: { status },
      },
      now,
    );
    return after;
  });
  const products = await productsOf(context, [row]);
  return presentAdminReview(row, products.get(row.product_id));
}
