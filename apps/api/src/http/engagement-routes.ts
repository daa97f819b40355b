import {
  onlyCommonQuery,
  ownReviewsSchema,
  reviewBody,
  reviewListQuery,
  reviewListSchema,
  reviewSchema,
} from '@hemma/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { authenticate, requireCustomer } from '../use-cases/account/authenticate.ts';
import { createReview } from '../use-cases/reviews/create-review.ts';
import { listCustomerReviews } from '../use-cases/reviews/customer-reviews.ts';
import { listReviews } from '../use-cases/reviews/list-reviews.ts';
import { readRequestToken } from './request-token.ts';
import { cacheTags } from '../use-cases/catalog/cache-tags.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/** SPEC §7 review calls (decision 0014); the newsletter's are in newsletter-routes.ts. */
export function registerEngagementRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { reviews, accounts }: AppContext,
): void {
  const reviewTags = ['reviews'];

  addRoute(app, registry, {
    method: 'POST',
    url: '/api/review/create',
    summary:
      'Writes a review {review: {product_id or sku, nickname, title, detail, rating 1–5}} of a listed product; ' +
      "it waits for moderation (status 'pending') unless the shop publishes reviews at once. With a user token " +
      '(Authorization: Bearer) it is filed under the customer (GET /api/user/reviews); a bad token is 401.',
    tags: reviewTags,
    query: onlyCommonQuery,
    response: reviewSchema,
    auth: 'optional-customer',
    body: reviewBody,
    handler: async ({ body, request }) => {
      const token = readRequestToken(request);
      const customer = await authenticate(accounts, token);
      return createReview(reviews, body.review, customer?.customerId ?? null);
    },
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/user/reviews',
    summary:
      "The caller's own reviews of every status ('pending', 'approved', 'rejected'), newest first, each with the " +
      "product's sku, name and url_path: {items} (token required).",
    tags: ['user'],
    query: onlyCommonQuery,
    response: ownReviewsSchema,
    auth: 'customer',
    handler: async ({ request }) => {
      const customer = await requireCustomer(accounts, readRequestToken(request));
      return listCustomerReviews(reviews, customer.customerId);
    },
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/review/list',
    summary:
      "A product's (sku or product_id) approved reviews, newest first, paged by from and size (≤ 50), with a " +
      'summary: count, average rating and reviews per star.',
    tags: reviewTags,
    query: reviewListQuery,
    response: reviewListSchema,
    publicCache: {
      keys: (_list, { query }) => [cacheTags.reviews(query.sku ?? String(query.product_id ?? ''))],
    },
    handler: ({ query }) =>
      listReviews(
        reviews,
        { sku: query.sku, product_id: query.product_id },
        { from: query.from, size: query.size },
      ),
  });
}
