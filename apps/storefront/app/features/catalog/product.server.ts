import { localizeProduct } from '~/lib/labels.ts';
import type { ApiClient, ReviewSummaryDto } from '@hemma/api-client';
import {
  type StoreView,
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
  isSellableStatus,
  productPath,
} from '@hemma/commerce';
import { redirect } from 'react-router';
import { plainText } from '~/lib/meta.ts';
import { notFound, orNotFound } from '~/lib/not-found.server.ts';
import { productJsonLd } from './product-json-ld.ts';
import { toProductPage } from './product-page.ts';

/**
 * The product page (SPEC §2, §4 "Product load"): a status that is not sellable is not found; a configurable child opened
 * directly answers 301 to its parent's URL with the child selected; a configurable product opened without a
 * child segment answers 301 to its configurable route. Furniture and textile pages bring the size guide along,
 * and every page its reviews (SPEC §2 review tab) when the route hands in `loadReviews` (the reviews feature's).
 */
export async function loadProductPage<Reviews extends { summary: ReviewSummaryDto } | null = null>(
  api: ApiClient,
  store: StoreView,
  url: URL,
  parentSku: string,
  childSku?: string,
  loadReviews?: (product: { sku: string; name: string }) => Promise<Reviews>,
) {
  const product = localizeProduct(await orNotFound(() => api.getProduct(parentSku)), store.defaultLocale);
  if (!isSellableStatus(product.status)) throw notFound();
  if (product.parentSku && product.parentSku !== product.sku) {
    const parent = await orNotFound(() => api.getProduct(product.parentSku));
    if (!isSellableStatus(parent.status)) throw notFound();
    throw redirect(productPath(parent, store, product.sku) + url.search, 301);
  }
  if (product.visibility === VISIBILITY_NOT_VISIBLE_INDIVIDUALLY) throw notFound();
  if (product.type_id === 'configurable' && !childSku)
    throw redirect(productPath(product, store) + url.search, 301);

  const page = toProductPage(product, store, childSku);
  const [sizeGuide, reviews] = await Promise.all([
    page.hasSizeGuide
      ? api
          .getCmsPage('size-guide')
          .then((cms) => ({ title: cms.content_heading || cms.title, content: cms.content }))
          .catch(() => null)
      : null,
    loadReviews ? loadReviews({ sku: product.sku, name: page.name }) : null,
  ]);
  const description = plainText(product.short_description || product.description);
  const jsonLd = productJsonLd(page, url.origin, description, reviews?.summary);
  // Search engines want the canonical address absolute.
  const canonical = new URL(page.href, url.origin).href;
  return { product: page, sizeGuide, reviews, description, jsonLd, canonical };
}
