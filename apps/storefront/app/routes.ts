import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';
import { STATIC_PAGES, STORE_VIEWS } from '@hemma/commerce';

/**
 * Every store view gets the same route modules under its URL prefix (SPEC §2): the default store at the root,
 * `/de` and `/it` prefixed, with the store code prefixed to the route id.
 */
function storeRoutes(prefix: string): RouteConfigEntry[] {
  const id = (name: string) => (prefix ? `${prefix}-${name}` : name);
  const path = (p: string) => (prefix ? `${prefix}/${p}` : p);
  return [
    prefix ? route(prefix, 'routes/home.tsx', { id: id('home') }) : index('routes/home.tsx', { id: 'home' }),
    route(path('pwa.html'), 'routes/home.tsx', { id: id('pwa-home') }),
    route(path('c/:slug'), 'routes/category.tsx', { id: id('category') }),
    route(path('p/:parentSku/:slug'), 'routes/product.tsx', { id: id('product') }),
    route(path('p/:parentSku/:slug/:childSku'), 'routes/product.tsx', { id: id('configurable-product') }),
    route(path('b/:slug'), 'routes/brand.tsx', { id: id('brand') }),
    route(path('search'), 'routes/search.tsx', { id: id('search') }),
    route(path('i/:slug'), 'routes/cms-page.tsx', { id: id('cms-page') }),
    ...STATIC_PAGES.map((page) => route(path(page), 'routes/static-page.tsx', { id: id(`static-${page}`) })),
    route(path('*'), 'routes/not-found.tsx', { id: id('not-found') }),
  ];
}

export default [
  ...STORE_VIEWS.flatMap((store) => storeRoutes(store.appendStoreCode ? store.storeCode : '')),
] satisfies RouteConfig;
