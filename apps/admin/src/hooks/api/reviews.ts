import type { AdminReviewListQuery } from '@hemma/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export type ReviewListQuery = Partial<AdminReviewListQuery>;
export type Moderation = 'approve' | 'reject';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (query: ReviewListQuery) => [...reviewKeys.all, 'list', query] as const,
};

/** A page of the moderation queue (waiting reviews first). */
export function useReviewQueue(query: ReviewListQuery) {
  return useQuery({
    queryKey: reviewKeys.list(query),
    queryFn: () => adminApi.reviews.list(query),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects one review; the queue and the dashboard's count are refetched. */
export function useModerateReview() {
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Moderation }) =>
      action === 'approve' ? adminApi.reviews.approve(id) : adminApi.reviews.reject(id),
    onSuccess: () => invalidateAfterWrite(reviewKeys.all, ['dashboard']),
  });
}
