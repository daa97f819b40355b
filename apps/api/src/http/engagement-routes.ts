import type { FastifyInstance } from 'fastify';
import type { CheckoutContext } from '../use-cases/cart/checkout-context.ts';
import { createNewsletterContext } from '../use-cases/newsletter/newsletter-context.ts';
import { newsletterStatus, subscribe, unsubscribe } from '../use-cases/newsletter/subscriptions.ts';
import { createReview } from '../use-cases/reviews/create-review.ts';
import { listReviews } from '../use-cases/reviews/list-reviews.ts';
import { createReviewContext, type ReviewSettings } from '../use-cases/reviews/review-context.ts';
import { newsletterBody, newsletterQuery, reviewBody, reviewListQuery } from './engagement-schemas.ts';
import { addRoute, type RegisteredRoute } from './route.ts';
import { onlyCommonQuery } from './validation.ts';

export interface EngagementOptions {
  reviews?: Partial<ReviewSettings> | undefined;
}

/** SPEC §7 newsletter and review calls (decision 0014). */
export function registerEngagementRoutes(
  app: FastifyInstance,
  registry: RegisteredRoute[],
  checkout: CheckoutContext,
  options: EngagementOptions = {},
): void {
  const newsletter = createNewsletterContext(checkout);
  const reviews = createReviewContext(checkout, options.reviews);
  const newsletterTags = ['newsletter'];
  const reviewTags = ['reviews'];

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/newsletter',
    summary: "Whether an address is subscribed: 'subscribed' or 'not-subscribed'.",
    tags: newsletterTags,
    query: newsletterQuery,
    handler: ({ query }) => newsletterStatus(newsletter, query.email),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/newsletter',
    summary:
      "Subscribes {email}. The address's first subscription ever mails it a personal single-use 10 % coupon, " +
      'whose code the answer carries; a repeat or a return after unsubscribing changes nothing else.',
    tags: newsletterTags,
    query: onlyCommonQuery,
    body: newsletterBody,
    handler: ({ body }) => subscribe(newsletter, body.email),
  });
  addRoute(app, registry, {
    method: 'DELETE',
    url: '/api/ext/newsletter',
    summary: 'Unsubscribes {email} when it is subscribed; otherwise nothing happens.',
    tags: newsletterTags,
    query: onlyCommonQuery,
    body: newsletterBody,
    handler: ({ body }) => unsubscribe(newsletter, body.email),
  });

  addRoute(app, registry, {
    method: 'POST',
    url: '/api/review/create',
    summary:
      'Writes a review {review: {product_id or sku, nickname, title, detail, rating 1–5}} of a listed product; ' +
      "it waits for moderation (status 'pending') unless the shop publishes reviews at once.",
    tags: reviewTags,
    query: onlyCommonQuery,
    body: reviewBody,
    handler: ({ body }) => createReview(reviews, body.review),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/review/list',
    summary:
      "A product's (sku or product_id) approved reviews, newest first, paged by from and size (≤ 50), with a " +
      'summary: count, average rating and reviews per star.',
    tags: reviewTags,
    query: reviewListQuery,
    handler: ({ query }) =>
      listReviews(
        reviews,
        { sku: query.sku, product_id: query.product_id },
        { from: query.from, size: query.size },
      ),
  });
}
