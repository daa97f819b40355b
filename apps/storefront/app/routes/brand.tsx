import { ProductListPage } from '~/features/catalog/category-view.tsx';
import { loadProductList } from '~/features/catalog/category-list.server.ts';
import { loaderEnv } from '~/lib/api.server.ts';
import { publicMeta } from '~/lib/meta.ts';
import { pageHead } from '~/lib/seo.server.ts';
import { orNotFound } from '~/lib/not-found.server.ts';
import type { Route } from './+types/brand';

export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const brand = await orNotFound(() => api.getBrand(args.params.slug));
  const list = await loadProductList(api, store, url, {
    scope: { brand: brand.slug },
    // The brand is the page itself: no manufacturer facet.
    exclude: ['manufacturer'],
  });
  const head = pageHead(args.request, { title: brand.name, description: brand.description });
  return { brand: { name: brand.name, description: brand.description }, list, head };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return [];
  const { brand, list } = loaderData;
  return [
    ...publicMeta(loaderData, brand.name, brand.description),
    ...(list.filtered || list.state.sort !== 'relevance'
      ? [{ name: 'robots', content: 'noindex, follow' }]
      : []),
  ];
};

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, list } = loaderData;
  return (
    <ProductListPage
      title={brand.name}
      description={brand.description}
      trail={[]}
      subcategories={[]}
      list={list}
      listName={`brand:${brand.name}`}
    />
  );
}
