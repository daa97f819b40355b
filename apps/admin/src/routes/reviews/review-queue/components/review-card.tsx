import type { KeyboardEvent, Ref } from 'react';
import type { AdminReviewDto } from '@hemma/contract';
import type { Moderation } from '../../../../hooks/api/reviews.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';

/**
 * One review to moderate: product, stars, writer, text, and Approve / Reject. Inside it, the keys A and R do the
 * same as the buttons, so a queue can be worked through from the keyboard.
 */
export function ReviewCard({
  review,
  busy,
  onModerate,
  firstButton,
}: {
  review: AdminReviewDto;
  busy: boolean;
  onModerate: (action: Moderation) => void;
  firstButton?: Ref<HTMLButtonElement>;
}) {
  const { t, dateTime } = useI18n();
  const titleId = `review-${review.id}-title`;
  const may = { approve: review.status !== 'approved', reject: review.status !== 'rejected' };
  const onKeyDown = (event: KeyboardEvent) => {
    if (busy || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const action = key === 'a' ? 'approve' : key === 'r' ? 'reject' : null;
    if (!action || !may[action]) return;
    event.preventDefault();
    onModerate(action);
  };
  const statusClass =
    review.status === 'approved'
      ? 'badge badge-ok'
      : review.status === 'rejected'
        ? 'badge badge-muted'
        : 'badge badge-attention';
  return (
    <article className="review-card" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className="review-card-header">
        <h2 id={titleId}>{review.title}</h2>
        <span className={statusClass}>{t(`reviews.status.${review.status}`)}</span>
      </header>
      <p className="review-meta">
        <span className="review-stars" aria-label={t('reviews.rating', { rating: review.rating })}>
          <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
        </span>{' '}
        {t('reviews.byline', { nickname: review.nickname, time: dateTime(review.created_at) })}
        {review.customer_id === null ? ` · ${t('reviews.guest')}` : ''}
      </p>
      <p className="review-product">
        {t('reviews.product')}: <strong>{review.product_name ?? `#${review.product_id}`}</strong>
        {review.sku ? ` (${review.sku})` : ''}
      </p>
      <p className="review-detail">{review.detail}</p>
      <div className="action-row">
        {may.approve && (
          <button
            ref={firstButton}
            type="button"
            className="button button-primary"
            aria-keyshortcuts="A"
            disabled={busy}
            onClick={() => onModerate('approve')}
          >
            {t('reviews.approve')}
          </button>
        )}
        {may.reject && (
          <button
            ref={may.approve ? undefined : firstButton}
            type="button"
            className="button button-danger-outline"
            aria-keyshortcuts="R"
            disabled={busy}
            onClick={() => onModerate('reject')}
          >
            {t('reviews.reject')}
          </button>
        )}
      </div>
    </article>
  );
}
