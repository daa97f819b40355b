import type { ReviewListQuery } from '../../../hooks/api/reviews.ts';
import type { ListSpec, ListState } from '../../../ui/data-list/list-state.ts';

export const REVIEW_VIEWS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

/** The queue in the URL: `?status=pending` is the default (what waits), `?status=all` every review. */
export const REVIEW_QUEUE: ListSpec<'status', never> = {
  filters: ['status'],
  filterValues: { status: REVIEW_VIEWS },
  sorts: [],
  pageSize: 20,
};

export function reviewView(state: ListState<'status', never>): ReviewView {
  return (state.filters.status as ReviewView | undefined) ?? 'pending';
}

export function reviewQueueQuery(state: ListState<'status', never>): ReviewListQuery {
  const view = reviewView(state);
  return {
    ...(view === 'all' ? {} : { status: view }),
    page: state.page,
    pageSize: REVIEW_QUEUE.pageSize,
  };
}

/**
 * Where the keyboard goes after a review was approved or rejected, so the queue is worked through one by one:
 * the review that came after it, else the one now in its place, else the one before; null when the page is empty.
 */
export function reviewToFocus(
  before: readonly number[],
  acted: number,
  after: readonly number[],
): number | null {
  const index = before.indexOf(acted);
  const following = before.slice(index + 1).find((id) => after.includes(id));
  if (following !== undefined) return following;
  if (after.length === 0) return null;
  return after[Math.min(Math.max(index, 0), after.length - 1)] ?? null;
}
