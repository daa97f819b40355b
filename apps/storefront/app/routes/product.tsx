import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { loadProductPage, productHead } from '~/features/catalog/product.server.ts';
import { useRecordRecentlyViewed } from '~/features/account/recently-viewed.ts';
import { ProductView, preloadProductParts } from '~/features/catalog/product-view.tsx';
import { addToCartLazily } from '~/features/cart/lazy.ts';
import { ReviewRating, ReviewSection } from '~/features/reviews/review-section.tsx';
import { loadReviews } from '~/features/reviews/reviews.server.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { resolveLocale } from '~/lib/locale.server.ts';
import { pageHead } from '~/lib/seo.server.ts';
import { JsonLd } from '~/ui/json-ld.tsx';
import { publicMeta } from '~/lib/meta.ts';
import { offlineCatalog, useKeepForOffline } from './keep-for-offline.ts';
import type { Route } from './+types/product';

export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const { parentSku, childSku } = args.params as { parentSku: string; childSku?: string };
  const locale = resolveLocale(args.request);
  const page = await loadProductPage(api, store, url, parentSku, childSku, (product) =>
    loadReviews(api, product, locale),
  );
  return { ...page, head: pageHead(args.request, productHead(page)) };
}

/** In-app navigations wait for the product type's choices too, so that the page appears complete. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  let data;
  try {
    data = await serverLoader();
  } catch (error) {
    // SPEC §4/§8: the shop cannot be reached: the page seen online comes from the persistent cache.
    data = await (
      await offlineCatalog()
    ).productFallback<Awaited<ReturnType<typeof serverLoader>>>(request, error);
  }
  await preloadProductParts(data.product);
  return data;
}

/**
 * Choosing a variant only changes the child segment of the URL: the page already has every child's data. A
 * revalidation of the same URL (a review just published) reloads.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameProduct =
    !formMethod &&
    currentParams.parentSku === nextParams.parentSku &&
    currentUrl.search === nextUrl.search &&
    nextParams.childSku !== undefined &&
    nextParams.childSku !== currentParams.childSku;
  return sameProduct ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { product, description } = args.loaderData;
  return publicMeta(
    args.loaderData,
    product.metaTitle || product.name,
    product.metaDescription || description,
  );
};

export default function Product({ loaderData }: Route.ComponentProps) {
  useRecordRecentlyViewed(loaderData.product);
  useKeepForOffline(loaderData, (cache, page) => cache.rememberProductPage(page.href, loaderData, page.menu));
  return (
    <>
      <ProductView
        key={loaderData.product.href}
        product={loaderData.product}
        sizeGuide={loaderData.sizeGuide}
        reviews={loaderData.reviews && <ReviewSection reviews={loaderData.reviews} />}
        rating={loaderData.reviews?.badgeHtml && <ReviewRating html={loaderData.reviews.badgeHtml} />}
        onAddToCart={addToCartLazily}
      />
      <JsonLd data={loaderData.jsonLd} />
    </>
  );
}
