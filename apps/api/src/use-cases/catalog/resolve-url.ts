import type { UrlMapResult } from '@hemma/contract';
import { storeViewFromPath } from '@hemma/commerce';
import { InputError, NotFoundError } from '../../errors.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { getCategory } from './categories.ts';
import { findCmsPage } from './cms.ts';
import { getProduct } from './get-product.ts';

/**
 * Resolves a shop URL to what it shows (SPEC §7 url/map): a category by url_path, a product by url_path,
 * else a CMS page by identifier. The store-code prefix and query are ignored.
 */
export async function resolveUrl(context: CatalogContext, url: string): Promise<UrlMapResult> {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const store = storeViewFromPath(pathname.startsWith('/') ? pathname : `/${pathname}`);
  let path = pathname.replace(/^\/+|\/+$/g, '');
  if (store.appendStoreCode && (path === store.storeCode || path.startsWith(`${store.storeCode}/`))) {
    path = path.slice(store.storeCode.length).replace(/^\/+/, '');
  }
  path = decodePath(path);
  if (path === '') throw new NotFoundError('URL map returned empty result url = /');
  const reference = await context.reference();
  if (reference.categories.some((c) => c.url_path === path && c.id > 2)) {
    return { _type: 'category', _source: await getCategory(context, path, store.storeCode) };
  }
  const product = await context.repositories.products.findByUrlPath(path);
  if (product)
    return {
      _type: 'product',
      _source: await getProduct(context, product.sku, { storeCode: store.storeCode }),
    };
  const page = await findCmsPage(context, path, store.storeCode);
  if (page) return { _type: 'cms_page', _source: page };
  throw new NotFoundError(`URL map returned empty result url = /${path}`);
}

/** The path as the shop's router reads it; a broken escape or an escaped NUL is the caller's mistake, not a lookup. */
function decodePath(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new InputError(`Invalid body: url: "${path.slice(0, 80)}" has a malformed percent escape`);
  }
  if (decoded.includes('\u0000'))
    throw new InputError('Invalid body: url: must not contain the NUL character (%00)');
  return decoded;
}
