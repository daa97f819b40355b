import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { loadProductPage } from '~/features/catalog/product.server.ts';
import { ProductView, preloadProductParts } from '~/features/catalog/product-view.tsx';
import { addToCartLazily } from '~/features/cart/lazy.ts';
import { loaderEnv } from '~/lib/api.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/product';

export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const { parentSku, childSku } = args.params as { parentSku: string; childSku?: string };
  return loadProductPage(api, store, url, parentSku, childSku);
}

/** In-app navigations wait for the product type's choices too, so that the page appears complete. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadProductParts(data.product);
  return data;
}

/** Choosing a variant only changes the child segment of the URL: the page already has every child's data. */
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
    nextParams.childSku !== undefined;
  return sameProduct ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { product, description } = loaderData;
  return [
    ...pageMeta(product.metaTitle || product.name, product.metaDescription || description),
    { tagName: 'link', rel: 'canonical', href: product.href },
  ];
};

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductView
        key={loaderData.product.href}
        product={loaderData.product}
        sizeGuide={loaderData.sizeGuide}
        onAddToCart={addToCartLazily}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
    </>
  );
}
