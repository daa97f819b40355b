import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  adminReviewListQuery,
  adminReviewPageSchema,
  adminReviewSchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { listReviewQueue, moderateReview } from '../../use-cases/reviews/moderate-reviews.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** Review moderation (decision 0022). */
export function registerAdminReviewRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, reviews }: AppContext,
): void {
  const tags = ['admin: reviews'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/reviews',
    summary:
      'The moderation queue: waiting reviews first, then the newest; filter by status and product (id or sku).',
    tags,
    area: 'orders',
    query: adminReviewListQuery,
    response: adminReviewPageSchema,
    handler: ({ query }) => listReviewQueue(reviews, query),
  });
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)
    addAdminRoute(app, registry, staff, {
      method: 'POST',
      url: `/api/admin/reviews/:id/${action}`,
      summary:
        action === 'approve'
          ? "Publish a review: it shows on the product's page with the next request."
          : 'Reject a review: it no longer shows anywhere public.',
      tags,
      area: 'orders',
      params: adminIdParams,
      response: adminReviewSchema,
      handler: ({ actor, params }) => moderateReview(reviews, actor, params.id, status),
    });
}
