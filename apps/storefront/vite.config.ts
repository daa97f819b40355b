import { reactRouter } from '@react-router/dev/vite';
import { type Plugin, createLogger, defineConfig } from 'vite';

// `~/` is the app directory (features import shared code through it, never through `../../`).
const appDir = new URL('./app', import.meta.url).pathname;

/** Small modules nearly every page loads (shared UI, i18n, helpers): one chunk compresses better than a dozen. */
const SHARED = [
  /\/app\/(ui|lib|i18n)\//,
  /\/packages\/commerce\/src\/(money|format|images|urls|constants|slug)\.ts$/,
  /jsx-runtime/,
  // Feature modules that every budgeted page (home, category, product) loads anyway: in the shared chunk they cost
  // no request and no gzip stream of their own.
  /\/app\/features\/catalog\/(price-view|stock-label)\.tsx?$/,
  /\/app\/features\/newsletter\/newsletter-form\.tsx$/,
  // The category and product routes' offline keeping: a chunk of its own would cost both a request.
  /\/app\/routes\/keep-for-offline\.ts$/,
];

/** Shared-folder modules only some pages or a later interaction need: they stay out of the shared chunk. */
const NOT_SHARED = [
  // Analytics of browsing and the checkout, loaded by lib/track-funnel.ts on first use.
  /\/app\/lib\/analytics-funnel\./,
  /\/app\/ui\/notifications/,
  // Loaded with the first notice, and with the cookie banner while the shopper has not chosen.
  /\/app\/ui\/(notice-placement|consent-banner)/,
  /\/app\/lib\/validation-text/,
  // Form fields: only the checkout and account pages have forms.
  /\/app\/ui\/field/,
  // Loaded with the search panel (and later the offline sync), never on first load.
  /\/app\/lib\/persistent-cache\//,
  /\/app\/lib\/sync-task-rules/,
  // The customer's fetch: the cart's and the reviews' calls, which load on use.
  /\/app\/lib\/user-fetch/,
  // The cart's server calls, its sync and its analytics events load with the first cart action (the header needs
  // only lib/cart/cart-store and cart-state, which stay shared).
  /\/app\/lib\/cart\/(cart-api|cart-sync|analytics)\./,
  // The catalogue's German and Italian terms: the comparison loads them on use (pages get them from the server).
  /\/app\/(lib\/labels|i18n\/vocabulary)\./,
  // The UI catalogues (sv-SE.ts, account-en-US.ts, ...): one module per language, loaded after hydration (0037).
  /\/app\/i18n\/.*[a-z]{2}-[A-Z]{2}\.ts$/,
];

/**
 * Feature CSS modules compose the shared ones in app/ui (`composes: form from '~/ui/form.module.css'`). Vite injects
 * the composed source without a file name, and its url() rewriter then warns that a PostCSS plugin "did not pass
 * the from option" (vitejs/vite#10079). The shared modules have no url(), so nothing can be rewritten wrongly: only
 * that warning is dropped.
 */
const logger = createLogger();
const warnOnce = logger.warnOnce.bind(logger);
logger.warnOnce = (message, options) => {
  if (!message.includes('did not pass the `from` option to `postcss.parse`')) warnOnce(message, options);
};

/**
 * React Router's package exports only its development build (dist/development), whose one difference from
 * dist/production is `ENABLE_DEV_WARNINGS = true`: warnings and hints no shopper sees, in every page's first load.
 * The browser bundle takes the production build. Both entry points are redirected together, so the browser has one
 * copy of the router (one set of React contexts); the server keeps the package's own resolution, which
 * @react-router/node and the host's request handler share (the host swaps in the production build itself:
 * apps/server/src/production-build-hook.mjs).
 */
const routerDist = new URL('../../node_modules/react-router/dist/', import.meta.url).pathname;
const routerProductionBuild: Plugin = {
  name: 'hemma:react-router-production-build',
  enforce: 'pre',
  resolveId(source) {
    if (this.environment.name !== 'client') return null;
    if (source === 'react-router') return `${routerDist}production/index.mjs`;
    if (source === 'react-router/dom') return `${routerDist}production/dom-export.mjs`;
    return null;
  },
};

export default defineConfig({
  customLogger: logger,
  plugins: [routerProductionBuild, reactRouter()],
  resolve: { alias: { '~': appDir } },
  build: {
    // Every browser we support preloads modules natively; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    // One style sheet for the whole shop (decision 0037): a page waited for four render-blocking ones (root, shared,
    // route, tile), each a request of its own on a slow connection; all of the shop's CSS compresses to ~12 kB.
    cssCodeSplit: false,
    sourcemap: process.env.HEMMA_SOURCEMAP === '1',
    rollupOptions: {
      output: {
        manualChunks: (id: string) =>
          SHARED.some((pattern) => pattern.test(id)) && !NOT_SHARED.some((pattern) => pattern.test(id))
            ? 'shared'
            : undefined,
      },
    },
  },
  // The workspace packages ship TypeScript sources: bundle them into the server build too.
  ssr: { noExternal: ['@hemma/commerce', '@hemma/api-client'] },
  server: { port: 3401 },
});
