import { DEFAULT_LOCALE, storeViewFromPath } from '@hemma/commerce';
import { type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyPart } from './lib/lazy-part.ts';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  redirect,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { Footer } from './features/layout/footer.tsx';
import { NewsletterForm } from './features/newsletter/newsletter-form.tsx';
import { Header } from './features/layout/header.tsx';
import { LazySearchPanel } from './features/search/lazy.ts';
import { cartCount } from './lib/cart/cart-state.ts';
import { dispatchCart, getCart, loadCart, useCart } from './lib/cart/cart-store.ts';
import { hasUntransmittedTasks } from './lib/sync-tasks.ts';
import { useNotifications } from './lib/notifications.ts';
import { subscribeModals, wasOpened } from './lib/modals.ts';
import { askForConsent } from './lib/consent.ts';
import { setAccountCreator, setTokenRefresher, useLoggedIn } from './lib/user-token.ts';
import { registerServiceWorker } from './lib/connectivity.ts';
import { usePageLayout } from './lib/layout.ts';
import { OfflineBanner } from './features/offline/offline-banner.tsx';
import { ListActions } from './features/lists/list-toggle.tsx';
import { ProductActionsContext, type RenderProductActions } from './ui/product-actions.tsx';
import { BaseStyles, HeldSubmits } from './ui/head-texts.tsx';
import { HydrationRegion, hydrationDone, useDocumentHydrated, useHydrationDone } from './lib/hydration.tsx';
import { sendHeldSubmits } from './lib/held-submits.ts';
import { toMenu } from './features/layout/menu.ts';
import { I18nProvider } from './i18n/i18n.tsx';
import { messagesFor, pageMessagesFor } from './i18n/catalogues.server.ts';
import { allMessages, allMessagesLoaded } from './i18n/all-messages.ts';
import { needsAllMessages, pageKind } from './i18n/page-messages.ts';
import { translate } from './i18n/translate.ts';
import { getApi, requestStore } from './lib/api.server.ts';
import { languageRedirect, resolveLocale } from './lib/locale.server.ts';
import { multistoreRedirect } from './lib/multistore.server.ts';
import { shopSettings, shopUrl } from './lib/shop-settings.server.ts';
import { i18nFromMatches, pageMeta } from './lib/meta.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const otherStore = multistoreRedirect(request);
  if (otherStore) throw redirect(otherStore, 302);
  const moved = languageRedirect(request);
  if (moved) throw redirect(moved, 301);
  const locale = resolveLocale(request);
  const store = requestStore(request);
  // Decision 0037: catalogue pages carry only their part of the UI catalogue; the shopper's own pages all of it.
  const pathname = new URL(request.url).pathname;
  const wholeCatalogue = needsAllMessages(pathname);
  const menu = await getApi(context, store)
    .getCategoryTree()
    .then((tree) => toMenu(tree, store))
    // Without a menu the shop still works; the error pages must render even when the API is down.
    .catch((error: unknown) => (console.error('Category menu unavailable:', error), []));
  return {
    locale,
    storeCode: store.storeCode,
    // SPEC §2 URL dispatcher mode, for the links the browser builds (the search panel's products).
    urlDispatcher: store.urlDispatcher === true,
    // Decision 0035: the store view's currency formats every price (SEK at the root and /en, EUR in /de and /it).
    currency: store.currencyCode,
    messages: wholeCatalogue ? messagesFor(locale) : pageMessagesFor(locale, pageKind(pathname)),
    wholeCatalogue,
    menu,
    settings: shopSettings(),
    shopUrl: shopUrl(),
  };
}

/**
 * The menu and the language change rarely: reload them only when the shopper moves to another store view — or, in
 * the moment before the rest of the UI catalogue has loaded, to another kind of page, whose part of the catalogue the
 * root loader then sends (the whole of it for the shopper's own pages, which render their texts in the browser).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (
    !allMessagesLoaded() &&
    (needsAllMessages(nextUrl.pathname) || pageKind(nextUrl.pathname) !== pageKind(currentUrl.pathname))
  )
    return true;
  return storeViewFromPath(nextUrl.pathname) !== storeViewFromPath(currentUrl.pathname);
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

export const meta: Route.MetaFunction = ({ error, matches }) => {
  const { messages } = i18nFromMatches(matches);
  if (isRouteErrorResponse(error) && error.status === 404)
    return pageMeta(translate(messages, 'error.notFound.pageTitle'));
  if (error) return pageMeta(translate(messages, 'error.server.title'));
  return pageMeta(translate(messages, 'home.title'));
};

// The 404 and 500 pages: their code loads only on a page that shows one (the server renders them in place).
const ErrorPage = lazyPart(() => import('./features/layout/error-page.tsx'));

// Notifications render with their own code, loaded with the first notification.
const Notifications = lazyPart(() => import('./ui/notifications.tsx'));
// Calls of other features (the cart's) refresh an expired user token through the account feature, loaded then.
setTokenRefresher(async (failed) =>
  (await import('./features/account/account-api.ts')).refreshedToken(failed),
);
// The checkout's "create an account" registers and logs in through the account feature, loaded then.
setAccountCreator(async (customer, password) => {
  await (await import('./features/account/account-api.ts')).register(customer, password);
});

// The microcart's code (lines, totals, sync with the server cart) loads when the shopper first opens it.
const Microcart = lazyPart(() => import('./features/cart/microcart.tsx'));
// SPEC §2 modals: the host (dialog and each modal's code) loads with the first modal opened.
const ModalHost = lazyPart(() => import('./routes/modal-host.tsx'));

// The cookie banner's code loads only while the shopper has not chosen (decision 0028).
const ConsentBanner = lazyPart(() => import('./ui/consent-banner.tsx'));
const never = () => () => {};

// The wishlist and compare buttons of tiles and the product page (their list code loads on use).
const renderProductActions: RenderProductActions = (sku, place) => <ListActions sku={sku} place={place} />;

/**
 * The parts whose code loads on use — modals, the microcart, the cookie banner, notifications — with the state that
 * says when. It lives here, not in the Layout: a change of it (the banner is asked for once the page is hydrated)
 * renders these parts again, not the header, footer and page around them.
 */
function OnUseParts() {
  // Their code loads after the page's own, once it is hydrated: none of it is needed before (decision 0047).
  const ready = useHydrationDone();
  const microcartOpen = useCart((cart) => cart.isMicrocartOpen);
  const [microcartUsed, setMicrocartUsed] = useState(false);
  const notified = useNotifications().length > 0;
  const modals = useSyncExternalStore(subscribeModals, wasOpened, () => false);
  const askConsent = useSyncExternalStore(never, askForConsent, () => false);
  if (microcartOpen && !microcartUsed) setMicrocartUsed(true);
  if (!ready) return null;
  return (
    <>
      {modals && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
      {microcartUsed && (
        <Suspense fallback={null}>
          <Microcart />
        </Suspense>
      )}
      {askConsent && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      {notified && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const count = useCart(cartCount);
  const loggedIn = useLoggedIn();
  const layout = usePageLayout();
  const minimal = layout === 'minimal';
  // SPEC §2 UI flag 'loader': shown while the next page loads.
  const loading = useNavigation().state === 'loading';
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const messages = root?.messages;
  useEffect(loadCart, []);
  useEffect(registerServiceWorker, []);
  useDocumentHydrated();
  // A form sent before the page's code arrived is sent now, in a task after the one that hydrated the last region (the
  // choices made before it have reached their components by then: lib/early-input.ts).
  useEffect(() => void hydrationDone.then(() => setTimeout(sendHeldSubmits)), []);
  // The rest of the UI catalogue (decision 0037), for what the page shows later: modals, panels, other pages; once the
  // page is hydrated (decision 0047).
  useEffect(() => void hydrationDone.then(() => allMessages()), [messages]);
  // SPEC §9 'automatic offline order transmission' (the shop's setting); off, queued orders wait for a confirmation.
  const autoTransmit = root?.settings?.autoTransmitOrders ?? true;
  useEffect(() => {
    // SPEC §4: back online, the queue is sent and the cart reloaded from the server with the browser's state forced.
    const sendQueued = () => {
      if (hasUntransmittedTasks())
        void import('./features/checkout/order-queue.ts').then((queue) =>
          queue.processOrderQueue({ autoTransmit }),
        );
    };
    const onOnline = () => {
      sendQueued();
      if (getCart().cartItems.length > 0)
        void import('./lib/cart/cart-sync.ts')
          .then((sync) => sync.syncCart({ forceClientState: true }))
          .catch(() => {});
    };
    if (navigator.onLine) sendQueued();
    // 'hemma:online' is the shop becoming reachable again (connectivity.ts), which the browser may not notice.
    window.addEventListener('hemma:online', onOnline);
    return () => window.removeEventListener('hemma:online', onOnline);
  }, [autoTransmit]);
  return (
    <html lang={locale.slice(0, 2)}>
      <head>
        <meta charSet="utf-8" />
        <HeldSubmits />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f8f6f1" />
        <Meta />
        <BaseStyles />
        <Links />
      </head>
      <body>
        <I18nProvider
          locale={locale}
          messages={messages}
          wholeCatalogue={root?.wholeCatalogue ?? false}
          currency={root?.currency}
        >
          <a className="skip-link" href="#main">
            {translate(messages, 'a11y.skipToContent')}
          </a>
          <div
            className="page-loader"
            role="progressbar"
            aria-label={translate(messages, 'a11y.loading')}
            hidden={!loading}
          />
          <OfflineBanner />
          {!minimal && (
            <HydrationRegion>
              <Header
                menu={root?.menu ?? []}
                searchPanel={LazySearchPanel}
                cartCount={count}
                loggedIn={loggedIn}
                checkoutMode={layout === 'checkout'}
                onOpenCart={() => dispatchCart({ type: 'TOGGLE_MICROCART', open: true })}
              />
            </HydrationRegion>
          )}
          <HydrationRegion>
            <main id="main" tabIndex={-1} data-layout={minimal ? 'minimal' : 'default'}>
              <ProductActionsContext value={renderProductActions}>{children}</ProductActionsContext>
            </main>
          </HydrationRegion>
          {!minimal && (
            <HydrationRegion>
              <Footer newsletter={<NewsletterForm id="footer-newsletter-email" />} />
            </HydrationRegion>
          )}
          <OnUseParts />
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Suspense fallback={null}>
      <ErrorPage notFound={notFound} menu={root?.menu ?? []} />
    </Suspense>
  );
}
