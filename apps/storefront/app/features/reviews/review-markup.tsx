import type { PublicReviewDto, ReviewSummaryDto } from '@hemma/api-client';
import { formatNumber } from '@hemma/commerce';
import { type Locale, type Translate, pluralKey } from '~/i18n/translate.ts';

/**
 * The review section's markup (SPEC §2 review tab). It takes `t` instead of the i18n context: the server renders it
 * to HTML in the product loader (no JavaScript on the page for it), and the lazily loaded 'more' code renders the
 * next reviews with it in the browser. Classes are global names under the section's module class (reviews.module.css).
 */
interface Copy {
  t: Translate;
  locale: Locale;
}

const STAR_ROWS = ['5', '4', '3', '2', '1'] as const;

/** A rating as the locale writes it: "4,5" in Swedish, "4.5" in English (one decimal at most). */
export function ratingText(rating: number, locale: Locale): string {
  return formatNumber(rating, locale, 0, 1);
}

export function Stars({ rating, t, locale }: Copy & { rating: number }) {
  const full = Math.round(rating);
  return (
    <span
      className="rv-stars"
      role="img"
      aria-label={t('reviews.stars', { rating: ratingText(rating, locale) })}
    >
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className="rv-off">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  );
}

/** The rating under the product's name: stars, the average and the count, a link to the review section. */
export function ReviewBadge({ summary, t, locale }: Copy & { summary: ReviewSummaryDto }) {
  if (summary.average === null) return null;
  const count = t(pluralKey(locale, 'reviews.count', summary.count), { count: summary.count });
  return (
    <a href="#reviews-title" className="rv-badge">
      <Stars rating={summary.average} t={t} locale={locale} />
      <span className="rv-number">{formatNumber(summary.average, locale, 1, 3)}</span>
      <span className="rv-count">({count})</span>
    </a>
  );
}

/**
 * The reviews as their writers wrote them: shoppers' words are not translated. Reviews carry no language of their own
 * and are all written in the Swedish store (decision 0058, addendum 2), so their title and text are marked Swedish
 * (`lang="sv"`: a screen reader pronounces them so) and, in another store view, labelled "Written in Swedish".
 */
export function ReviewItems({ items, t, locale }: Copy & { items: PublicReviewDto[] }) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Stockholm' });
  const foreign = !locale.startsWith('sv');
  return items.map((review) => (
    <li key={review.id} className="rv-item">
      <article aria-labelledby={`review-${review.id}`}>
        <Stars rating={review.rating} t={t} locale={locale} />
        <h3 id={`review-${review.id}`} lang="sv">
          {review.title}
        </h3>
        <p className="rv-by">
          {t('reviews.by', { nickname: review.nickname, date: date.format(new Date(review.created_at)) })}
          {foreign && (
            <>
              {' · '}
              <span className="rv-lang">{t('reviews.writtenInSwedish')}</span>
            </>
          )}
        </p>
        <p className="rv-detail" lang="sv">
          {review.detail}
        </p>
      </article>
    </li>
  ));
}

/** The summary (average, count, bars per star), the write button and the newest reviews. */
export function ReviewsBody({
  summary,
  items,
  sku,
  productName,
  t,
  locale,
}: Copy & { summary: ReviewSummaryDto; items: PublicReviewDto[]; sku: string; productName: string }) {
  const count = t(pluralKey(locale, 'reviews.count', summary.count), { count: summary.count });
  return (
    <>
      <div className="rv-head">
        <h2 id="reviews-title">{t('reviews.title')}</h2>
        {/* Opened by the modal store's click handler (lib/modals.ts): no script of its own on the page. */}
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          data-modal="review"
          data-sku={sku}
          data-product-name={productName}
        >
          {t('reviews.write')}
        </button>
      </div>
      {summary.average === null ? (
        <p className="rv-none">{t('reviews.none')}</p>
      ) : (
        <div className="rv-summary">
          <p className="rv-average">
            <span className="visually-hidden">
              {t('reviews.average', { average: ratingText(summary.average, locale) })}
            </span>
            <span aria-hidden="true" className="rv-number">
              {formatNumber(summary.average, locale, 1, 3)}
            </span>
            <Stars rating={summary.average} t={t} locale={locale} />
            <span className="rv-count">{count}</span>
          </p>
          <ul className="rv-bars">
            {STAR_ROWS.map((stars) => (
              <li key={stars}>
                <span className="visually-hidden">
                  {t(pluralKey(locale, 'reviews.starRow', Number(stars)), {
                    stars,
                    count: summary.ratings[stars],
                  })}
                </span>
                <span aria-hidden="true">{stars} ★</span>
                <span aria-hidden="true" className="rv-bar">
                  <span style={{ width: `${(100 * summary.ratings[stars]) / summary.count}%` }} />
                </span>
                <span aria-hidden="true">{summary.ratings[stars]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {items.length > 0 && (
        <ol className="rv-list">
          <ReviewItems items={items} t={t} locale={locale} />
        </ol>
      )}
    </>
  );
}
