import { useEffect } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { loadCategoryPage } from '~/features/catalog/category.server.ts';
import { ProductListPage } from '~/features/catalog/category-view.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { whenIdle } from '~/lib/when-idle.ts';
import type { loader as rootLoader } from '~/root.tsx';
import type { Route } from './+types/category';

export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  return loadCategoryPage(api, store, url, args.params.slug);
}

const offlineCache = () => import('./offline-catalog.ts');

/** SPEC §4/§8: when the shop cannot be reached, the page comes from the persistent cache (features/offline). */
export async function clientLoader({ serverLoader, request, params }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    return (await offlineCache()).categoryFallback(request, params.slug, error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { category, list } = loaderData;
  const { paging } = list;
  return [
    ...pageMeta(category.metaTitle || category.name, category.metaDescription),
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
  const { pathname, search } = useLocation();
  const menu = useRouteLoaderData<typeof rootLoader>('root')?.menu;
  // What was shown online is kept for offline visits once the browser is idle (deferred code, not first-load).
  useEffect(() => {
    if (!offline)
      whenIdle(
        () =>
          void offlineCache().then((c) =>
            c.rememberCategoryPage(pathname + search, params.slug, loaderData, menu),
          ),
      );
  }, [loaderData]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ProductListPage
      title={category.name}
      description={category.description}
      trail={trail}
      subcategories={subcategories}
      list={list}
      unsynchronized={offline === 'unsynchronized'}
    />
  );
}
