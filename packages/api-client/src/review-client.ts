import type { ReviewDto, ReviewInputDto, ReviewListDto } from '@hemma/contract';
import { createRequester, type ApiClientOptions } from './requester.ts';
import type { ReviewListQuery } from './types.ts';

export type {
  PublicReviewDto,
  ReviewDto,
  ReviewInputDto,
  ReviewListDto,
  ReviewSummaryDto,
} from '@hemma/contract';

/**
 * The review calls of the browser (SPEC §7 review/create and review/list). Separate from the catalogue client so
 * that only the product page's review code carries it. A logged-in customer's review is sent with
 * `Authorization: Bearer <user token>`: the storefront hands in a fetch that adds it (as for the cart).
 */
export function createReviewClient(options: ApiClientOptions) {
  const request = createRequester(options);
  return {
    list: (query: ReviewListQuery): Promise<ReviewListDto> => request('GET', 'review/list', { ...query }),
    create: (review: ReviewInputDto): Promise<ReviewDto> => request('POST', 'review/create', {}, { review }),
  };
}

export type ReviewClient = ReturnType<typeof createReviewClient>;
