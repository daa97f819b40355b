import { loadProductPage } from '~/features/catalog/product.server.ts';
import { ProductView } from '~/features/catalog/product-view.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/product';

export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const { parentSku, childSku } = args.params as { parentSku: string; childSku?: string };
  return loadProductPage(api, store, url, parentSku, childSku);
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
      <ProductView product={loaderData.product} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
    </>
  );
}
