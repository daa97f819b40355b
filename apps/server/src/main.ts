import cluster from 'node:cluster';
import { join } from 'node:path';
import { createApiClient, type ApiClient, type FetchLike } from '@hemma/api-client';
import {
  answerClientError,
  apiPlugin,
  createCatalogueWatch,
  createMailTransport,
  createMediaStore,
  migrateToLatest,
  openDatabase,
  registerSecurityHeaders,
} from '@hemma/api';
import Fastify, { LogController } from 'fastify';
import { loadAuthSecret } from './auth-secret.ts';
import { type Env, loadEnv } from './env.ts';
import { createInProcessFetch, fetchForShopper } from './in-process-fetch.ts';
import { registerStorefront } from './storefront.ts';
import { registerAdminApp } from './admin-app.ts';
import type { CachedPages } from './cached-pages.ts';
import { ALL_PAGES, PageCache } from './page-cache.ts';
import { createPurgeRelay, relayPurgesBetweenWorkers } from './purge-relay.ts';
import { taggingFetch, type RenderCapture } from './render-capture.ts';
import { gatherClusterMetrics } from './metrics.ts';
import { registerOperations, requestIdOptions, watchApi, watchDatabase } from './operations.ts';
import { connectScaleOut } from './redis/scale-out.ts';

/** How long after its time to live a kept page may be served while it is rendered anew (decision 0031). */
const PAGE_STALE_MS = 300_000;

/**
 * With HEMMA_WORKERS > 1 this process only prepares the database and the token key, then starts that many workers
 * that share the port (node:cluster) and replaces any that dies. Workers skip what the primary did.
 */
async function supervise(env: Env): Promise<void> {
  if (env.HEMMA_SERVE !== 'storefront') {
    const database = openDatabase({
      databaseUrl: env.DATABASE_URL,
      sqlitePath: join(env.HEMMA_DATA_DIR, 'hemma.sqlite'),
    });
    await migrateToLatest(database);
    await database.close();
    loadAuthSecret(env);
  }
  gatherClusterMetrics();
  let stopping = false;
  let ready = 0;
  const start = () =>
    cluster.fork().once('listening', () => {
      if (++ready === env.HEMMA_WORKERS)
        console.log(`\n  Hemma is ready at http://localhost:${env.PORT} (${ready} workers)\n`);
    });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    start();
  });
  for (let i = 0; i < env.HEMMA_WORKERS; i++) start();
  relayPurgesBetweenWorkers();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.once('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
      setTimeout(() => process.exit(0), 10_000).unref();
    });
}

/**
 * The host process: API, server-rendered storefront and the back office (/admin) on one port by default
 * (HEMMA_SERVE picks the API or the web apps alone).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  if (cluster.isPrimary && env.HEMMA_WORKERS > 1) return supervise(env);
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    // One line per request is noise at shop traffic; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Decision 0024: X-Forwarded-For counts only from the proxies HEMMA_TRUST_PROXY names (none by default).
    trustProxy: env.HEMMA_TRUST_PROXY,
    clientErrorHandler: answerClientError,
    // Decision 0030: X-Request-Id kept or made, echoed by registerOperations.
    ...requestIdOptions,
  });
  // Before anything else: every answer of every part below carries the security headers (decision 0024).
  registerSecurityHeaders(app);
  // Decision 0030: /healthz, /readyz, /metrics, request ids and request logs, on every process kind.
  registerOperations(app, { requestLog: env.requestLog, metricsToken: env.HEMMA_METRICS_TOKEN });
  let closeDatabase: (() => Promise<void>) | undefined;
  // Decision 0031: what a change made stale reaches this process's page cache, and every other worker's.
  let cachedPages: CachedPages | null = null;
  // Decision 0032: with REDIS_URL, what the nodes share (throttling, pages, purges, catalogue changes, mail wake-ups).
  const scaleOut = env.REDIS_URL
    ? connectScaleOut(env.REDIS_URL, { prefix: env.HEMMA_REDIS_PREFIX, log: app.log })
    : null;
  if (scaleOut) app.addHook('onClose', () => scaleOut.close());
  const catalogueListeners: (() => void)[] = [];
  const purges = createPurgeRelay((tags, source) => cachedPages?.purge(tags, source), scaleOut?.events);

  if (env.HEMMA_SERVE !== 'storefront') {
    const database = openDatabase({
      databaseUrl: env.DATABASE_URL,
      sqlitePath: join(env.HEMMA_DATA_DIR, 'hemma.sqlite'),
      poolSize: env.HEMMA_DB_POOL_SIZE,
      poolProfile: env.HEMMA_DB_POOL_PROFILE === '1',
    });
    closeDatabase = database.close;
    watchDatabase(database);
    // Workers find the database migrated by their primary.
    if (cluster.isPrimary) await migrateToLatest(database);
    await app.register(apiPlugin, {
      db: database.db,
      inCheckoutLane: database.inCheckoutLane,
      imagesDir: env.HEMMA_MEDIA_DIR ?? join(env.HEMMA_DATA_DIR, 'images'),
      // Decision 0053: with HEMMA_MEDIA_S3_BUCKET the pictures and their renditions are in the bucket.
      media: createMediaStore({
        imagesDir: env.HEMMA_MEDIA_DIR ?? join(env.HEMMA_DATA_DIR, 'images'),
        s3: env.mediaS3,
      }),
      imageCacheDir: env.HEMMA_IMAGE_CACHE_DIR ?? join(env.HEMMA_DATA_DIR, 'cache', 'img'),
      imageCacheMaxBytes: env.HEMMA_IMAGE_CACHE_MB * 1024 * 1024,
      // On the data disk rather than a /tmp that may be memory (tmpfs): uploads are written there as they come.
      uploadDir: env.HEMMA_UPLOAD_DIR ?? join(env.HEMMA_DATA_DIR, 'uploads'),
      mail: createMailTransport({
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        outboxDir: env.MAIL_OUTBOX_DIR ?? join(env.HEMMA_DATA_DIR, 'outbox'),
      }),
      checkout: {
        shopUrl: env.SHOP_URL ?? `http://localhost:${env.PORT}`,
        paymentSandbox: env.HEMMA_PAYMENT_SANDBOX ?? process.env.NODE_ENV !== 'production',
      },
      auth: {
        secret: loadAuthSecret(env),
        tokensInQuery: env.HEMMA_TOKENS_IN_QUERY,
        secureCookies: (env.SHOP_URL ?? '').startsWith('https:'),
      },
      // Back-office cookies carry Secure where the shop is served over https.
      staff: { secureCookies: (env.SHOP_URL ?? '').startsWith('https:') },
      reviews: { autoApprove: env.HEMMA_REVIEWS_AUTO_APPROVE },
      // Decision 0035: the EUR store views' prices come from the SEK prices at this rate.
      ...(env.HEMMA_RATE_EUR === undefined ? {} : { catalog: { eurPerSek: env.HEMMA_RATE_EUR } }),
      // Decision 0048: PostNord's pick-up points when there is a key; the seeded directory otherwise.
      ...(env.HEMMA_POSTNORD_API_KEY
        ? {
            postnord: {
              apiKey: env.HEMMA_POSTNORD_API_KEY,
              ...(env.HEMMA_POSTNORD_API_URL ? { apiUrl: env.HEMMA_POSTNORD_API_URL } : {}),
            },
          }
        : {}),
      // Decision 0050: card, Klarna and Swish on Stripe Checkout when the shop has a key.
      ...(env.HEMMA_STRIPE_SECRET_KEY && env.HEMMA_STRIPE_WEBHOOK_SECRET
        ? {
            stripe: {
              secretKey: env.HEMMA_STRIPE_SECRET_KEY,
              webhookSecret: env.HEMMA_STRIPE_WEBHOOK_SECRET,
              apiUrl: env.HEMMA_STRIPE_API_URL,
            },
          }
        : {}),
      validateResponses: env.HEMMA_VALIDATE_RESPONSES,
      searchIndexBeforeReady: true,
      purges,
      ...(scaleOut
        ? {
            loginAttempts: scaleOut.loginAttempts,
            apiKeyRequests: scaleOut.apiKeyRequests,
            mailOutbox: { signal: scaleOut.mailSignal },
            pickupPointStore: scaleOut.pickupPoints,
            catalogueChanges: { onChange: (listener: () => void) => catalogueListeners.push(listener) },
          }
        : {}),
    });
    // Catalogue changes from any process or tool (imports, another node) are seen through the catalogue version:
    // looked at every 250 ms, and at once when another node says it moved (Redis, decision 0032).
    const watch = createCatalogueWatch(database.db, {
      publish(tags) {
        cachedPages?.purge(tags);
        for (const listener of catalogueListeners) listener();
        scaleOut?.events.publish({ kind: 'catalogue', tags: [...tags] });
      },
    });
    const look = () =>
      watch.check().catch((error: unknown) => app.log.error({ err: error }, 'Catalogue watch'));
    const timer = setInterval(look, 250);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    scaleOut?.events.listen((event) => {
      if (event.kind !== 'mail') void look();
    });
  }
  // A storefront-only process has no catalogue watch: the nodes' watches tell it what changed.
  if (env.HEMMA_SERVE === 'storefront')
    scaleOut?.events.listen((event) => {
      if (event.kind === 'catalogue') cachedPages?.purge(event.tags, 'elsewhere');
    });
  // Purges made while Redis was away are not marked in the shared page level: what it kept before is dropped.
  scaleOut?.link.onRecovered(() => cachedPages?.purge([ALL_PAGES]));
  if (env.HEMMA_SERVE === 'storefront') watchApi(env.HEMMA_API_URL!);
  if (env.HEMMA_SERVE !== 'api') {
    const fetch = env.HEMMA_SERVE === 'storefront' ? undefined : createInProcessFetch(app);
    const baseUrl = env.HEMMA_SERVE === 'storefront' ? env.HEMMA_API_URL! : 'http://in-process';
    const clients = new Map<string, ApiClient>();
    const inner: FetchLike = fetch ?? ((input, init) => globalThis.fetch(input, init));
    const apiFor = (storeCode: string, clientAddress?: string, capture?: RenderCapture): ApiClient => {
      // A page's action calls the API for one shopper, whom the API's throttles must count (not this process).
      if (clientAddress)
        return createApiClient({
          baseUrl,
          storeCode,
          fetch: fetchForShopper(fetch ? app : null, clientAddress),
        });
      // A render for the page cache has a client of its own that reports its answers' surrogate keys.
      if (capture) return createApiClient({ baseUrl, storeCode, fetch: taggingFetch(inner, capture) });
      let client = clients.get(storeCode);
      if (!client) clients.set(storeCode, (client = createApiClient({ baseUrl, storeCode, fetch: inner })));
      return client;
    };
    await registerStorefront(app, {
      buildDir: join(env.repositoryRoot, 'apps', 'storefront', 'build'),
      apiFor,
      ...(env.HEMMA_PAGE_CACHE_MB > 0
        ? {
            pageCache: new PageCache({
              maxBytes: env.HEMMA_PAGE_CACHE_MB * 1024 * 1024,
              ttlMs: env.HEMMA_PAGE_CACHE_TTL_S * 1000,
              staleMs: PAGE_STALE_MS,
              shared: scaleOut?.sharedPages({
                lifetimeMs: env.HEMMA_PAGE_CACHE_TTL_S * 1000 + PAGE_STALE_MS,
                maxBytes: (env.HEMMA_PAGE_CACHE_MB * 1024 * 1024) / 4,
              }),
            }),
          }
        : {}),
      onCachedPages: (pages) => (cachedPages = pages),
      renderBudgetMs: env.HEMMA_RENDER_BUDGET_MS,
      renderQueueMax: env.HEMMA_RENDER_QUEUE_MAX,
    });
    // A static web app like the storefront's assets; its calls go to /api/admin on the same origin.
    await registerAdminApp(app, { buildDir: join(env.repositoryRoot, 'apps', 'admin', 'build') });
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await closeDatabase?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The first search after a start is answered as fast as the rest (decision 0036): the API's ready hook builds and
  // warms the search index; one search through its route, before the port opens, does the rest (the route's
  // statements, reference data and the answer's presentation, all done once on first use).
  await app.ready();
  await app
    .inject({ method: 'GET', url: '/api/catalog/products?q=soffa&size=24&aggregations=1' })
    .catch((error: unknown) => app.log.warn({ err: error }, 'Search warm-up'));
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  if (cluster.isPrimary) console.log(`\n  Hemma is ready at http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
