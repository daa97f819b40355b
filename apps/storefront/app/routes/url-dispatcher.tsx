import { addToCartLazily } from '~/features/cart/lazy.ts';
import { data, isRouteErrorResponse } from 'react-router';
import { loadCategoryPage } from '~/features/catalog/category.server.ts';
import { ProductListPage } from '~/features/catalog/category-view.tsx';
import { loadProductPage, productHead } from '~/features/catalog/product.server.ts';
import { ProductView, preloadProductParts } from '~/features/catalog/product-view.tsx';
import { STATIC_PAGES, staticPagePath } from '@hemma/commerce';
import { loadCmsPage } from '~/features/cms/cms.server.ts';
import { CmsPageView } from '~/features/cms/cms-page-view.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { JsonLd } from '~/ui/json-ld.tsx';
import { publicMeta } from '~/lib/meta.ts';
import { notFound } from '~/lib/not-found.server.ts';
import { pageHead } from '~/lib/seo.server.ts';
import { type KeyValueStorage, type UrlMapping, createUrlMapCache } from '~/lib/url-dispatcher-cache.ts';
import { dispatcherPath, mapPath, urlDispatcherEnabled } from '~/lib/url-dispatcher.server.ts';
import type { Route } from './+types/url-dispatcher';

/**
 * SPEC §2 URL dispatcher: with HEMMA_URL_DISPATCHER=1, `/{url_path}` of a category or product shows that page
 * (the configurable child in `?childSku=`), resolved through the API's url/map, or the CMS page of that identifier.
 * Off, or for a path that maps to
 * nothing, the root error boundary shows the 404 page with HTTP status 404, as the not-found route does.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!urlDispatcherEnabled()) throw notFound();
  const { api, store, url } = loaderEnv(args);
  const mapping = await mapPath(api, dispatcherPath(url.pathname, store), store);
  if (mapping?.type === 'category') {
    const page = await loadCategoryPage(api, store, url, mapping.key);
    return {
      mapping,
      page: 'category' as const,
      ...page,
      head: pageHead(args.request, {
        title: page.category.metaTitle || page.category.name,
        description: page.category.metaDescription,
      }),
    };
  }
  if (mapping?.type === 'product') {
    // Without a child the configurable shows its default choice here rather than moving to its /p/ URL.
    const childSku = url.searchParams.get('childSku') || mapping.key;
    const page = await loadProductPage(api, store, url, mapping.key, childSku);
    return {
      mapping,
      page: 'product' as const,
      ...page,
      head: pageHead(args.request, productHead(page)),
    };
  }
  if (mapping?.type === 'cms') {
    const page = await loadCmsPage(api, mapping.key);
    const pages = STATIC_PAGES.map((id) => ({ identifier: id, href: staticPagePath(id, store) }));
    return {
      mapping,
      page: 'cms' as const,
      cms: page,
      pages,
      head: pageHead(args.request, {
        title: page.metaTitle,
        description: page.metaDescription,
        type: 'article',
      }),
    };
  }
  throw notFound();
}

const cache = createUrlMapCache(() =>
  typeof localStorage === 'undefined' ? null : (localStorage as KeyValueStorage),
);

/**
 * In-app navigations resolve the path first (memory, local storage, then the server: SPEC §2): a path known to map
 * to nothing shows the 404 page without a request. The page data always comes from the server loader, whose answer
 * also tells the mapping on a first visit, so a miss costs one request, not two.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  let loaded: Awaited<ReturnType<typeof serverLoader>> | undefined;
  const load = async (): Promise<UrlMapping | null> => {
    try {
      loaded = await serverLoader();
      return loaded.mapping;
    } catch (error) {
      if (isRouteErrorResponse(error) && error.status === 404) return null;
      throw error;
    }
  };
  const path = new URL(request.url).pathname;
  if (!(await cache.resolve(path, load))) throw data(null, { status: 404 });
  if (!loaded && !(await load())) {
    cache.remember(path, null);
    throw data(null, { status: 404 });
  }
  const page = loaded!;
  if (page.page === 'product') await preloadProductParts(page.product);
  return page;
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return [];
  if (loaderData.page === 'cms')
    return publicMeta(loaderData, loaderData.cms.metaTitle, loaderData.cms.metaDescription);
  if (loaderData.page === 'product')
    return publicMeta(
      loaderData,
      loaderData.product.metaTitle || loaderData.product.name,
      loaderData.product.metaDescription || loaderData.description,
    );
  const { category, list } = loaderData;
  return [
    ...publicMeta(loaderData, category.metaTitle || category.name, category.metaDescription),
    ...(list.paging.prevHref ? [{ tagName: 'link', rel: 'prev', href: list.paging.prevHref }] : []),
    ...(list.paging.nextHref ? [{ tagName: 'link', rel: 'next', href: list.paging.nextHref }] : []),
    ...(list.filtered || list.state.sort !== 'relevance'
      ? [{ name: 'robots', content: 'noindex, follow' }]
      : []),
  ];
};

export default function UrlDispatcher({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'cms') {
    const { cms, pages } = loaderData;
    return <CmsPageView title={cms.title} content={cms.content} pages={pages} current={cms.identifier} />;
  }
  if (loaderData.page === 'product') {
    return (
      <>
        <ProductView
          key={loaderData.product.href}
          product={loaderData.product}
          sizeGuide={loaderData.sizeGuide}
          routeName={loaderData.mapping.routeName}
          onAddToCart={addToCartLazily}
        />
        <JsonLd data={loaderData.jsonLd} />
      </>
    );
  }
  const { category, trail, subcategories, list } = loaderData;
  return (
    <>
      <ProductListPage
        title={category.name}
        description={category.description}
        trail={trail}
        subcategories={subcategories}
        list={list}
        listName={`category:${category.name}`}
      />
      <JsonLd data={loaderData.breadcrumbLd} />
    </>
  );
}
