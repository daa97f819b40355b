import { useEffect, useId, useRef, useState } from 'react';
import { useModerateReview, useReviewQueue, type Moderation } from '../../../hooks/api/reviews.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Pagination } from '../../../ui/data-list/pagination.tsx';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import '../../../ui/styles/trade.css';
import { ReviewCard } from './components/review-card.tsx';
import {
  REVIEW_QUEUE,
  REVIEW_VIEWS,
  reviewQueueQuery,
  reviewToFocus,
  reviewView,
} from './review-queue-spec.ts';

/**
 * The moderation queue: waiting reviews first (`?status=pending`, the default), one card each with Approve and
 * Reject. After each decision the focus moves to the next review, so the queue is worked through by keyboard.
 */
export default function ReviewQueuePage() {
  const { t } = useI18n();
  const notify = useNotify();
  const selectId = useId();
  const list = useListState(REVIEW_QUEUE);
  const view = reviewView(list.state);
  const queue = useReviewQueue(reviewQueueQuery(list.state));
  const moderate = useModerateReview();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // The decision on its way: which review, and the page as it was (to find the one after it).
  const handled = useRef<{ id: number; before: number[] } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const items = queue.data?.items;

  // Once the queue has been fetched again after a decision, the keyboard moves on to the next review.
  useEffect(() => {
    const decision = handled.current;
    if (!decision || !items || queue.isFetching) return;
    handled.current = null;
    const next = reviewToFocus(
      decision.before,
      decision.id,
      items.map((review) => review.id),
    );
    if (next === null) emptyRef.current?.focus();
    else buttons.current.get(next)?.focus();
  }, [items, queue.isFetching]);

  const decide = async (id: number, action: Moderation) => {
    setBusyId(id);
    handled.current = { id, before: (items ?? []).map((item) => item.id) };
    try {
      const review = await moderate.mutateAsync({ id, action });
      notify(t(action === 'approve' ? 'reviews.approved' : 'reviews.rejected', { title: review.title }));
    } catch {
      handled.current = null;
      notify(t('reviews.failed'), 'error');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader title={t('reviews.title')} description={t('reviews.description')} />
      <div className="list-toolbar">
        <div className="list-filters">
          <div className="field">
            <label htmlFor={selectId}>{t('reviews.show')}</label>
            <select
              id={selectId}
              value={view}
              onChange={(event) =>
                list.change({
                  filters: { status: event.target.value === 'pending' ? '' : event.target.value },
                })
              }
            >
              {REVIEW_VIEWS.map((status) => (
                <option key={status} value={status}>
                  {t(`reviews.view.${status}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <p className="field-hint">{t('reviews.keyboardHint')}</p>
      {queue.error && !items ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : !items ? (
        <Loading />
      ) : (
        <>
          <p className="list-count" role="status">
            {t('list.count', { count: queue.data?.total ?? 0 })}
          </p>
          {items.length === 0 ? (
            <EmptyState title={t(view === 'pending' ? 'reviews.nothingWaiting' : 'list.empty')}>
              <p ref={emptyRef} tabIndex={-1} className="visually-hidden">
                {t('reviews.nothingWaiting')}
              </p>
            </EmptyState>
          ) : (
            <div className="review-list" aria-busy={queue.isPlaceholderData || undefined}>
              {items.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  busy={busyId === review.id}
                  onModerate={(action) => void decide(review.id, action)}
                  firstButton={(button) => {
                    if (button) buttons.current.set(review.id, button);
                    else buttons.current.delete(review.id);
                  }}
                />
              ))}
            </div>
          )}
          <Pagination list={list} total={queue.data?.total ?? 0} />
        </>
      )}
    </>
  );
}
