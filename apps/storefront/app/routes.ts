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
    // SPEC §2 names product routes by type (`simple-product`, `configurable-product`, …). A route id is fixed before
    // the product is known, so the name comes with the page (ProductPage.routeName, `data-route-name` on the page).
    route(path('p/:parentSku/:slug'), 'routes/product.tsx', { id: id('product') }),
    route(path('p/:parentSku/:slug/:childSku'), 'routes/product.tsx', { id: id('configurable-product') }),
    route(path('b/:slug'), 'routes/brand.tsx', { id: id('brand') }),
    route(path('search'), 'routes/search.tsx', { id: id('search') }),
    route(path('checkout/cart'), 'routes/cart.tsx', { id: id('cart') }),
    route(path('checkout'), 'routes/checkout.tsx', { id: id('checkout') }),
    // Decision 0050: Stripe Checkout sends the shopper back here.
    route(path('checkout/payment'), 'routes/payment-return.tsx', { id: id('payment-return') }),
    route(path('order-success'), 'routes/order-success.tsx', { id: id('order-success') }),
    route(path('newsletter'), 'routes/newsletter.tsx', { id: id('newsletter') }),
    // The links of the newsletter's mails (decision 0014, addendum): one page, a confirm and an unsubscribe button.
    route(path('newsletter/confirm'), 'routes/newsletter-link.tsx', { id: id('newsletter-confirm') }),
    route(path('newsletter/unsubscribe'), 'routes/newsletter-link.tsx', { id: id('newsletter-unsubscribe') }),
    route(path('login'), 'routes/login.tsx', { id: id('login') }),
    route(path('register'), 'routes/register.tsx', { id: id('register') }),
    route(path('reset-password'), 'routes/reset-password.tsx', { id: id('reset-password') }),
    route(path('my-account'), 'routes/my-account.tsx', { id: id('my-account') }),
    // The guest order page (decision 0054): order number + e-mail open an order, linked from the shipping mail.
    route(path('order-status'), 'routes/order-status.tsx', { id: id('order-status') }),
    // The payment link of an order an edit raised (decision 0060), from the order's mail.
    route(path('order-payment'), 'routes/order-payment.tsx', { id: id('order-payment') }),
    route(path('wishlist'), 'routes/wishlist.tsx', { id: id('wishlist') }),
    route(path('compare'), 'routes/compare.tsx', { id: id('compare') }),
    route(path('error'), 'routes/error.tsx', { id: id('error') }),
    route(path('i/:slug'), 'routes/cms-page.tsx', { id: id('cms-page') }),
    ...STATIC_PAGES.map((page) => route(path(page), 'routes/static-page.tsx', { id: id(`static-${page}`) })),
    // Any other path: the SPEC §2 URL dispatcher (`/{url_path}`, on with HEMMA_URL_DISPATCHER=1) or, when it is off
    // or finds nothing, the 404 page with HTTP status 404. React Router's static config cannot name a route per
    // path, so its loader derives `urldispatcher-{path}` (lib/url-dispatcher.server.ts).
    route(path('*'), 'routes/url-dispatcher.tsx', { id: id('url-dispatcher') }),
  ];
}

export default [
  // SEO resources of the whole shop (decision 0028), answered by loaders from SHOP_URL and the catalogue.
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  ...STORE_VIEWS.flatMap((store) => storeRoutes(store.appendStoreCode ? store.storeCode : '')),
] satisfies RouteConfig;
