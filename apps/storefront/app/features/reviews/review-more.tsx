import { createReviewClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import type { Locale, Translate } from '~/i18n/translate.ts';
import { ReviewItems } from './review-markup.tsx';

/** Reviews per "Visa fler". */
export const MORE_REVIEWS = 10;

/** The next approved reviews after the first `from`, as a list to append under the ones shown. */
export async function moreReviews(sku: string, from: number, t: Translate, locale: Locale) {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  const list = await createReviewClient({ baseUrl: '', storeCode }).list({ sku, from, size: MORE_REVIEWS });
  return {
    count: list.items.length,
    node: (
      <ol key={from} className="rv-list" aria-label={t('reviews.title')}>
        <ReviewItems items={list.items} t={t} locale={locale} />
      </ol>
    ),
  };
}
