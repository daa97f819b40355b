/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/**
 * Hemma's service worker (SPEC §7, decision 0015). The build writes the precache list into `self.__WB_MANIFEST`:
 * the hashed app code, the offline page, the web app manifest and icons, and the documents a shopper must reach
 * offline (home, cart, checkout). Pages and catalogue answers are network-first with the cache as fallback, so a
 * shopper sees fresh data online and what they saw before offline; images are stale-while-revalidate.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** SPEC §9: cached answers live 86 400 s. */
const DAY = 86_400;
/** How long a page or an API answer may take before the cached copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;
const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const fresh = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds: DAY })],
  });

/**
 * The back office (/admin, and /api/admin below) shares the origin but not this worker: its pages and staff data must
 * never land in a shopper's cache or be answered from one (decision 0023), so the worker leaves them to the network.
 */
const BACK_OFFICE = /^\/admin(\/|$)/;

// Documents (full page loads) and React Router's data requests (client navigations ask `/c/soffor.data`; every route is
// known from the first load, decisions 0040 and 0047).
// The payment provider's page is never cached, nor handled here at all.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/payment-provider/') &&
    !BACK_OFFICE.test(url.pathname),
  fresh('pages', 200),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.endsWith('.data'),
  fresh('page-data', 300),
);

// Catalogue and content answers of the API the browser asks itself (search panel, prices, CMS). Cart, stock, order,
// account and payment calls are never answered from a cache: a stale cart or stock answer would make the cart sync
// undo the shopper's own changes, so offline they fail and the browser keeps its own state. Nor are the back office's.
const LIVE_ONLY = /^\/api\/(cart|stock|order|user|health|ext\/payment|admin\/)/;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.pathname.startsWith('/api/') && !LIVE_ONLY.test(url.pathname),
  fresh('api', 500),
);

registerRoute(
  ({ url }) => url.pathname.startsWith('/img/'),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

// A page that was never seen cannot be shown offline: the offline page says so and leads home (SPEC §8).
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
