import { loadCategoryPage } from '~/features/catalog/category.server.ts';
import { ProductListPage } from '~/features/catalog/category-view.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { publicMeta } from '~/lib/meta.ts';
import { pageHead } from '~/lib/seo.server.ts';
import { JsonLd } from '~/ui/json-ld.tsx';
import { offlineCatalog, useKeepForOffline } from './keep-for-offline.ts';
import type { Route } from './+types/category';

export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const page = await loadCategoryPage(api, store, url, args.params.slug);
  return {
    ...page,
    head: pageHead(args.request, {
      title: page.category.metaTitle || page.category.name,
      description: page.category.metaDescription,
    }),
  };
}

/** SPEC §4/§8: when the shop cannot be reached, the page comes from the persistent cache (features/offline). */
export async function clientLoader({ serverLoader, request, params }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    return (await offlineCatalog()).categoryFallback(request, params.slug, error);
  }
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return [];
  const { category, list } = loaderData;
  const { paging } = list;
  return [
    ...publicMeta(loaderData, category.metaTitle || category.name, category.metaDescription),
    ...(paging.prevHref ? [{ tagName: 'link', rel: 'prev', href: paging.prevHref }] : []),
    ...(paging.nextHref ? [{ tagName: 'link', rel: 'next', href: paging.nextHref }] : []),
    // Filtered and sorted variants of a category are not pages of their own for search engines.
    ...(list.filtered || list.state.sort !== 'relevance'
      ? [{ name: 'robots', content: 'noindex, follow' }]
      : []),
  ];
};

export default function Category({ loaderData, params }: Route.ComponentProps) {
  const { category, trail, subcategories, list } = loaderData;
  const offline = 'offline' in loaderData ? loaderData.offline : undefined;
  useKeepForOffline(loaderData, (cache, page) =>
    cache.rememberCategoryPage(page.href, params.slug, loaderData, page.menu),
  );
  return (
    <>
      <ProductListPage
        title={category.name}
        description={category.description}
        trail={trail}
        subcategories={subcategories}
        list={list}
        listName={`category:${category.name}`}
        unsynchronized={offline === 'unsynchronized'}
      />
      {'breadcrumbLd' in loaderData && <JsonLd data={loaderData.breadcrumbLd} />}
    </>
  );
}
