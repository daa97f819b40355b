import type { ReviewSummaryDto } from '@hemma/api-client';
import type { ProductPage } from './product-page.ts';

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const;

/** schema.org Product of the product page (absolute URLs), rated when it has approved reviews; one thing of its @graph. */
export function productJsonLd(
  page: ProductPage,
  origin: string,
  plainDescription: string | null,
  reviews?: ReviewSummaryDto | null,
  currency = 'SEK',
): object {
  return {
    '@type': 'Product',
    name: page.name,
    sku: page.pick.sku,
    url: origin + page.href,
    image: page.images.map((image) => origin + image.src),
    ...(plainDescription ? { description: plainDescription } : {}),
    ...(page.brand ? { brand: { '@type': 'Brand', name: page.brand.name } } : {}),
    ...(reviews?.average
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: origin + page.href,
      price: page.price.final.toFixed(2),
      priceCurrency: currency,
      availability: AVAILABILITY[page.pick.stock],
    },
  };
}
