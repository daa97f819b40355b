import { createRequester, type ApiClientOptions } from './client.ts';

/** An approved review as the public list shows it (SPEC §7 review/list). */
export interface PublicReviewDto {
  id: number;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  created_at: string;
}

export interface ReviewSummaryDto {
  /** Approved reviews of the product. */
  count: number;
  /** Mean rating rounded to one decimal; null without reviews. */
  average: number | null;
  /** Approved reviews per star rating, every star 1–5 present. */
  ratings: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface ReviewListDto {
  product_id: number;
  sku: string;
  items: PublicReviewDto[];
  total: number;
  start: number;
  perPage: number;
  summary: ReviewSummaryDto;
}

export interface ReviewInputDto {
  product_id?: number | undefined;
  sku?: string | undefined;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
}

/** A written review: 'pending' until moderated, unless the shop publishes reviews at once. */
export interface ReviewDto extends PublicReviewDto {
  product_id: number;
  sku: string;
  status: 'pending' | 'approved' | 'rejected' | (string & {});
}

export interface ReviewListQuery {
  sku?: string | undefined;
  product_id?: number | undefined;
  from?: number | undefined;
  size?: number | undefined;
}

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
