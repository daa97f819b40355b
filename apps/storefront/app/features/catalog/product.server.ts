import { localizeProduct } from '~/lib/labels.ts';
import type { ApiClient, ReviewSummaryDto } from '@hemma/api-client';
import {
  type StoreView,
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
  isSellableStatus,
  localizedPath,
  productPath,
} from '@hemma/commerce';
import { redirect } from 'react-router';
import { plainText } from '~/lib/meta.ts';
import { breadcrumbList, jsonLdGraph } from '~/lib/seo.server.ts';
import { shopUrl } from '~/lib/shop-settings.server.ts';
import { notFound, orNotFound } from '~/lib/not-found.server.ts';
import { productJsonLd } from './product-json-ld.ts';
import { type ProductPage, toProductPage } from './product-page.ts';

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
  // On the shop's configured address, never the request's Host (decision 0028).
  const shop = shopUrl();
  const jsonLd = jsonLdGraph(
    productJsonLd(page, shop, description, reviews?.summary, store.currencyCode),
    breadcrumbList(page.trail, page.name, localizedPath('/', store), shop),
  );
  return { product: page, sizeGuide, reviews, description, jsonLd };
}

/** What a product page's head says of it (lib/seo.server.ts pageHead): meta title and description, first image. */
export function productHead(page: { product: ProductPage; description: string | null }) {
  const { product } = page;
  return {
    title: product.metaTitle || product.name,
    description: product.metaDescription || page.description,
    image: product.images[0]?.src ?? null,
    type: 'product' as const,
  };
}
