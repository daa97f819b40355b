import type { ApiClient } from '@hemma/api-client';
import { PRODUCT_STATUS_DISABLED_FROM, type StoreView } from '@hemma/commerce';
import { plainText } from '~/lib/meta.ts';
import { notFound, orNotFound } from '~/lib/not-found.server.ts';
import { productJsonLd } from './product-json-ld.ts';
import { toProductPage } from './product-page.ts';

export async function loadProductPage(
  api: ApiClient,
  store: StoreView,
  url: URL,
  parentSku: string,
  childSku?: string,
) {
  const product = await orNotFound(() => api.getProduct(parentSku));
  if (product.status >= PRODUCT_STATUS_DISABLED_FROM) throw notFound();
  const page = toProductPage(product, store, childSku);
  const description = plainText(product.short_description || product.description);
  return { product: page, description, jsonLd: productJsonLd(page, url.origin, description) };
}
