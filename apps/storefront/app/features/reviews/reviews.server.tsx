import type { ApiClient, ReviewSummaryDto } from '@hemma/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { messagesFor } from '~/i18n/catalogues.server.ts';
import { type Locale, type Translate, translate } from '~/i18n/translate.ts';
import { ReviewBadge, ReviewsBody } from './review-markup.tsx';

/** Reviews shown with the page; "Visa fler" fetches the next ones in the browser. */
export const FIRST_REVIEWS = 5;

/** What the product page needs of its reviews: the section's HTML, rendered here, and the numbers around it. */
export interface ReviewsBlock {
  html: string;
  /** The rating under the product's name (stars, average, count); '' without reviews. */
  badgeHtml: string;
  sku: string;
  shown: number;
  total: number;
  summary: ReviewSummaryDto;
}

/**
 * The product's review section (SPEC §2 review tab), rendered on the server to plain HTML: the page hydrates a
 * wrapper only, and the code for more reviews and the review modal loads when the shopper asks for it. Without the
 * review service the page still renders, without the section.
 */
export async function loadReviews(
  api: ApiClient,
  product: { sku: string; name: string },
  locale: Locale,
): Promise<ReviewsBlock | null> {
  try {
    const list = await api.listReviews({ sku: product.sku, size: FIRST_REVIEWS });
    const messages = messagesFor(locale);
    const t: Translate = (key, params) => translate(messages, key, params);
    const html = renderToStaticMarkup(
      <ReviewsBody
        summary={list.summary}
        items={list.items}
        sku={product.sku}
        productName={product.name}
        t={t}
        locale={locale}
      />,
    );
    const badgeHtml = renderToStaticMarkup(<ReviewBadge summary={list.summary} t={t} locale={locale} />);
    return {
      html,
      badgeHtml,
      sku: product.sku,
      shown: list.items.length,
      total: list.total,
      summary: list.summary,
    };
  } catch (error) {
    console.error('Reviews unavailable:', error);
    return null;
  }
}
