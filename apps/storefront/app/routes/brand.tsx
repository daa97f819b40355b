import { CATEGORY_PAGE_SIZE } from '@hemma/commerce';
import { ProductListPage } from '~/features/catalog/category-view.tsx';
import { toProductCard } from '~/features/catalog/product-card.ts';
import { loaderEnv } from '~/lib/api.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { orNotFound, pageFromUrl } from '~/lib/not-found.server.ts';
import { createPaging } from '~/ui/paging.ts';
import type { Route } from './+types/brand';

export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const brand = await orNotFound(() => api.getBrand(args.params.slug));
  const page = pageFromUrl(url);
  const result = await api.searchProducts({
    brand: brand.slug,
    from: (page - 1) * CATEGORY_PAGE_SIZE,
    size: CATEGORY_PAGE_SIZE,
  });
  return {
    brand: { name: brand.name, description: brand.description },
    total: result.total,
    products: result.items.map((p) => toProductCard(p, store)),
    paging: createPaging(url, result.total, CATEGORY_PAGE_SIZE, page),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.brand.name, loaderData.brand.description) : [];

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, total, products, paging } = loaderData;
  return (
    <ProductListPage
      title={brand.name}
      description={brand.description}
      trail={[]}
      subcategories={[]}
      total={total}
      products={products}
      paging={paging}
    />
  );
}
