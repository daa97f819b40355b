import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../ui/data-list/list-state.ts';
import { REVIEW_QUEUE, reviewQueueQuery, reviewToFocus } from './review-queue-spec.ts';

const query = (address: string) =>
  reviewQueueQuery(parseListState(REVIEW_QUEUE, new URLSearchParams(address)));

describe('reviewQueueQuery', () => {
  it('when the address names no status, then the waiting reviews are asked for', () => {
    expect(query('')).toEqual({ status: 'pending', page: 1, pageSize: 20 });
  });

  it('asks for one status, or every review for ?status=all; an unknown status is the default', () => {
    expect(query('status=approved&page=2')).toEqual({ status: 'approved', page: 2, pageSize: 20 });
    expect(query('status=all')).toEqual({ page: 1, pageSize: 20 });
    expect(query('status=spam')).toMatchObject({ status: 'pending' });
  });
});

describe('reviewToFocus', () => {
  it('when the handled review leaves the queue, then the next one gets the focus', () => {
    expect(reviewToFocus([1, 2, 3], 2, [1, 3])).toBe(3);
  });

  it('when the handled review stays (every status shown), then the next one still gets the focus', () => {
    expect(reviewToFocus([1, 2, 3], 1, [1, 2, 3])).toBe(2);
  });

  it('when the last one is handled, then the one now last gets it; on an empty page none', () => {
    expect(reviewToFocus([1, 2, 3], 3, [1, 2])).toBe(2);
    expect(reviewToFocus([7], 7, [])).toBeNull();
  });

  it('when the next one was handled elsewhere meanwhile, then the first that is still there', () => {
    expect(reviewToFocus([1, 2, 3, 4], 1, [3, 4])).toBe(3);
    expect(reviewToFocus([1, 2], 1, [5, 6])).toBe(5);
  });
});
