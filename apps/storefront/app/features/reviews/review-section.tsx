import { type ReactNode, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import type { ReviewsBlock } from './reviews.server.tsx';
import styles from './reviews.module.css';

/**
 * The product page's review section: the server's HTML (summary, write button, newest reviews) and "Visa fler",
 * whose code (fetching and rendering the next reviews) loads on the first click.
 */
export function ReviewSection({ reviews }: { reviews: ReviewsBlock }) {
  const { t, locale } = useI18n();
  const [pages, setPages] = useState<ReactNode[]>([]);
  const [shown, setShown] = useState(reviews.shown);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <section className={styles.reviews} aria-labelledby="reviews-title" aria-busy={state === 'busy'}>
      <div dangerouslySetInnerHTML={{ __html: reviews.html }} />
      {pages}
      {state === 'failed' && (
        <p className="rv-none" role="alert">
          {t('reviews.moreFailed')}
        </p>
      )}
      {shown < reviews.total && (
        <button
          type="button"
          className="button button-secondary"
          disabled={state === 'busy'}
          onClick={() => {
            setState('busy');
            import('./review-more.tsx')
              .then((more) => more.moreReviews(reviews.sku, shown, t, locale))
              .then(({ node, count }) => {
                setPages((list) => [...list, node]);
                setShown(count > 0 ? shown + count : reviews.total);
                setState('idle');
              })
              .catch(() => setState('failed'));
          }}
        >
          {t(state === 'busy' ? 'reviews.loading' : 'reviews.more')}
        </button>
      )}
    </section>
  );
}

/** The rating under the product's name, as the server wrote it (no code of its own). */
export function ReviewRating({ html }: { html: string }) {
  return <div className={styles.badge} dangerouslySetInnerHTML={{ __html: html }} />;
}
